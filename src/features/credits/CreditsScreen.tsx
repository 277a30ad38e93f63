import { membersOnly } from './ShopLoginPrompt.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { TIME_BONUS_CODE } from '../../contract/constants.ts';
import { useCreditBundles, useShop } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { BundleCard } from './BundleCard.tsx';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';
import { PaymentLogo } from './PaymentLogo.tsx';
import { RepeatableOrders } from './RepeatableOrders.tsx';
import { SavedMethods } from './SavedMethods.tsx';
import { TimedOffer } from './TimedOffer.tsx';
import { useFormatMoney } from './money.ts';
import { useBuyBundle } from './useBuyBundle.ts';
import '../../ui/Button.css';
import './credits.css';

/** /credits: the bundles of the member's country, the price of a message, codes, saved methods. */
function CreditsScreen() {
  const { i18n } = useLingui();
  const bundles = useCreditBundles();
  const shop = useShop('credits');
  const money = useFormatMoney();
  const { buy, busy, error } = useBuyBundle();
  const [, navigate] = useLocation();
  // SPEC §7 discountcode.php with the page's query: a code a mail or an ad links to (/credits?code=…)
  const linkCode = new URLSearchParams(useSearch()).get('code') ?? undefined;
  const hasLinkCode = Boolean(linkCode);
  useEffect(() => {
    // The welcome code first, then the shop once: loaded side by side, the bundles showed at full
    // price and moved down under the member's finger when the welcome offer came in a moment later
    // (a "Buy now" tap then landed on the offer). The welcome code would replace a linked one as the
    // member's stored code. Offline both fail at once and the stored shop stays.
    void (hasLinkCode ? actions.loadCredits() : actions.loadWelcomeDiscount().then(() => actions.loadCredits()));
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dropLinkCode = useCallback(() => navigate(links.credits(), { replace: true }), [navigate]);

  const info = shop?.value;
  const discount = info?.discountcode ?? null;
  const messageCredits = info?.message_price.credits ?? 0;
  const messagePrice = info ? money(info.message_price.amount, info.message_price.currency) : '';
  return (
    <div className="container page credits-page">
      <header className="credits-head">
        <h1>
          <Trans>Buy credits</Trans>
        </h1>
        <p className="muted">
          <Trans>Any purchase makes you a premium member: all photos, up to 25 photos of your own, and premium stays even at zero credits.</Trans>
        </p>
      </header>
      {discount?.code === TIME_BONUS_CODE && <TimedOffer percentage={discount.value_percentage} />}
      {bundles === undefined || shop === undefined ? (
        <p role="status" className="muted">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          {info && (
            <p className="message-price">
              <Trans>
                One message costs {messageCredits} credits (about {messagePrice}).
              </Trans>
            </p>
          )}
          {error && (
            <p className="alert alert-danger" role="alert">
              {errorMessage(i18n, error)}
            </p>
          )}
          <ul className="bundle-grid plain-list">
            {bundles.map((b) => (
              <BundleCard key={b.id} bundle={b} discount={discount?.value_percentage ?? null} busy={busy === b.id} onBuy={(x) => void buy(x)} />
            ))}
          </ul>
          <div className="credits-extras">
            <DiscountCodeForm current={discount} fromLink={linkCode} onLinkApplied={dropLinkCode} />
            {info && <SavedMethods methods={info.saved_methods} />}
            {info && <RepeatableOrders orders={info.repeatable_orders} canRepeat={info.saved_methods.length > 0} />}
          </div>
          {info && (
            <section className="accepted-methods" aria-labelledby="accepted-title">
              <h2 id="accepted-title">
                <Trans>Accepted payment methods</Trans>
              </h2>
              <ul className="logo-row plain-list">
                {info.methods.map((m) => (
                  <li key={m.id}>
                    <PaymentLogo method={m.id} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

export default membersOnly(CreditsScreen);
