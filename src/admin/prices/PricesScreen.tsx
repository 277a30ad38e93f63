import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminPricesApi, PaymentMethodsAnswer, PricesAnswer, type PricesAnswer as Prices } from '../../contract/adminPrices.ts';
import type { PaymentMethodId } from '../../contract/payments.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure, Notice } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { BundleRow, NewBundle } from './BundleRows.tsx';
import './prices.css';

/** Payment method names as the shop's checkout writes them (brand names are not translated). */
const methodNames: Record<PaymentMethodId, string> = {
  creditcard: 'Credit card', paypal: 'PayPal', applepay: 'Apple Pay', directdebit: 'SEPA direct debit', wiretransfer: 'Wire transfer',
  paysafecard: 'Paysafecard', ideal: 'iDEAL', bancontact: 'Bancontact', blik: 'Blik', przelewy24: 'Przelewy24', swish: 'Swish', vipps: 'Vipps',
  mobilepay: 'MobilePay', twint: 'Twint', satispay: 'Satispay', eps: 'EPS', giropay: 'Giropay', sofort: 'Sofort', dankort: 'Dankort', nexi: 'Nexi',
  cartebancaire: 'Carte bancaire',
};

/**
 * Admins: the bundles of one site and country (prices, credits, labels, on sale) and the payment
 * methods offered there (decision 128). A saved change is what the shop answers next.
 */
export function PricesScreen() {
  const { t, i18n } = useLingui();
  const [shop, setShop] = useState<{ site?: number; country?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const format = useFormat();
  const read = useStaffQuery(`${shop.site ?? ''}/${shop.country ?? ''}`, () => {
    const query = new URLSearchParams();
    if (shop.site !== undefined) query.set('site_id', String(shop.site));
    if (shop.country) query.set('country', shop.country);
    return staffCall(PricesAnswer, `${adminPricesApi.bundles}?${query.toString()}`).then((answer) => {
      setGeneration((g) => g + 1);
      return answer;
    });
  });
  const prices = read.data;

  const saved = (message: string) => {
    setNotice(message);
    read.reload();
  };
  const site = prices?.sites.find((s) => s.id === prices.site_id);
  const currency = prices?.currency ?? '';
  const countries = site ? [...new Set([...site.countries, ...(prices?.country ? [prices.country] : [])])] : [];
  return (
    <>
      <h1 className="adm-title">
        <Trans>Prices</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>Bundles and payment methods per site and country. Orders keep the price they were made at.</Trans>
      </p>
      <Notice message={notice} />
      <Failure message={read.error} />
      {prices && site && prices.country ? (
        <>
          <div className="prc-pick adm-form-grid">
            <label className="adm-field">
              <span>
                <Trans>Site</Trans>
              </span>
              <select value={site.id} onChange={(e) => setShop({ site: Number(e.target.value) })}>
                {prices.sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.domain})
                  </option>
                ))}
              </select>
            </label>
            <label className="adm-field">
              <span>
                <Trans>Country</Trans>
              </span>
              <select value={prices.country} onChange={(e) => setShop({ site: site.id, country: e.target.value })}>
                {countries.map((c) => (
                  <option key={c} value={c}>
                    {new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(c) ?? c} ({c})
                  </option>
                ))}
              </select>
            </label>
          </div>
          <section className="adm-section" aria-labelledby="prc-bundles">
            <h2 id="prc-bundles">
              <Trans>Bundles in {currency}</Trans>
            </h2>
            {prices.bundles.length === 0 ? (
              <p className="adm-muted adm-center">
                <Trans>No bundles for this country yet. The shop sells the site's first country's bundles here.</Trans>
              </p>
            ) : (
              <ul className="prc-bundles">
                {prices.bundles.map((b) => (
                  <BundleRow key={`${b.id}-${generation}`} bundle={b} onSaved={saved} />
                ))}
              </ul>
            )}
            <p className="adm-small adm-muted">
              {prices.bundles
                .filter((b) => b.active)
                .map((b) => `${b.credits + b.bonus} = ${format.money(b.price, b.currency)}`)
                .join(' · ')}
            </p>
          </section>
          <NewBundle siteId={site.id} country={prices.country} currency={prices.currency} onCreated={saved} />
          <PaymentMethods key={`${site.id}-${prices.country}-${generation}`} siteId={site.id} country={prices.country} prices={prices} onSaved={saved} />
        </>
      ) : prices ? (
        <p className="adm-muted adm-center">{t`There is no site yet.`}</p>
      ) : null}
    </>
  );
}

function PaymentMethods({ siteId, country, prices, onSaved }: { siteId: number; country: string; prices: Prices; onSaved: (message: string) => void }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Set<PaymentMethodId>>(() => new Set(prices.methods_offered));
  const action = useStaffAction();
  const busy = action.busy;
  const save = () => void action.run(() => staffCall(PaymentMethodsAnswer, adminPricesApi.paymentMethods, { method: 'POST', body: { site_id: siteId, country, methods: [...chosen] } }), () => onSaved(t`Payment methods saved.`));
  return (
    <section className="adm-card adm-section" aria-labelledby="prc-methods">
      <h2 id="prc-methods">
        <Trans>Payment methods</Trans>
      </h2>
      <fieldset className="prc-methods">
        <legend className="adm-small adm-muted">
          <Trans>Offered in this country (only methods that work here are listed)</Trans>
        </legend>
        {prices.methods_available.map((m) => (
          <label key={m} className="adm-check">
            <input
              type="checkbox"
              checked={chosen.has(m)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(m);
                else next.delete(m);
                setChosen(next);
              }}
            />
            <span>{methodNames[m]}</span>
          </label>
        ))}
      </fieldset>
      <div className="adm-form-end">
        <p className="adm-error" role="alert">
          {chosen.size === 0 ? t`Choose at least one payment method.` : action.error}
        </p>
        <button type="button" className="btn btn-primary adm-btn-sm" onClick={save} disabled={busy || chosen.size === 0} aria-busy={busy}>
          <Trans>Save payment methods</Trans>
        </button>
      </div>
    </section>
  );
}
