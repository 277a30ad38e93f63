import { membersOnly } from './ShopLoginPrompt.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCreditBundles, useShop } from '../../db/index.ts';
import { errorMessage, type ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { methodName } from '../../i18n/paymentMethodNames.ts';
import { useFormatMoney } from './money.ts';
import { useIdempotencyKey } from './useIdempotencyKey.ts';
import '../../ui/Button.css';
import './credits.css';

/** /credits/repeat-order: buy an earlier bundle again with a saved method, without a checkout. */
function RepeatOrderScreen() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const shop = useShop('credits');
  const bundles = useCreditBundles();
  const money = useFormatMoney();
  const keys = useIdempotencyKey();
  const [bundleId, setBundleId] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  useEffect(() => {
    void actions.loadCredits();
  }, []);
  const info = shop?.value;
  if (shop === undefined || bundles === undefined) {
    return (
      <div className="container page credits-page">
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      </div>
    );
  }
  const orders = info?.repeatable_orders ?? [];
  const saved = info?.saved_methods ?? [];
  const chosenBundle = bundleId ?? orders[0]?.bundle_id ?? null;
  const chosenSaved = savedId ?? saved[0]?.id ?? null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const method = saved.find((s) => s.id === chosenSaved);
    if (chosenBundle === null || !method || busy) return;
    setBusy(true);
    setError(null);
    const intent = `repeat:${chosenBundle}:${method.id}`;
    const order = await actions.createOrder({ idempotency_key: keys.keyFor(`${intent}:order`), bundle_id: chosenBundle });
    if (!order.ok) {
      setBusy(false);
      setError(order.error);
      return;
    }
    const paid = await actions.pay({ idempotency_key: keys.keyFor(`${intent}:pay`), order_id: order.data.id, method: method.method, saved_method_id: method.id });
    keys.renew(`${intent}:order`);
    keys.renew(`${intent}:pay`);
    setBusy(false);
    if (!paid.ok) {
      setError(paid.error);
      return;
    }
    navigate(links.transactions(paid.data.payment_id));
  };
  if (orders.length === 0 || saved.length === 0) {
    return (
      <div className="container page credits-page">
        <h1>
          <Trans>Repeat an order</Trans>
        </h1>
        <p>
          <Trans>There is no earlier order with a saved payment method yet.</Trans>
        </p>
        <Link href={links.credits()} className="btn btn-primary">
          <Trans>Go to the credits shop</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="container page credits-page">
      <h1>
        <Trans>Repeat an order</Trans>
      </h1>
      <form className="card pay-form" onSubmit={(e) => void onSubmit(e)}>
        <fieldset>
          <legend>{t`Which order?`}</legend>
          {orders.map((o) => {
            const bundle = bundles.find((b) => b.id === o.bundle_id);
            const credits = o.credits + o.bonus;
            const price = money(bundle?.price ?? o.original_amount, o.currency);
            return (
              <label key={o.id} className="radio-row">
                <input type="radio" name="bundle" checked={chosenBundle === o.bundle_id} onChange={() => setBundleId(o.bundle_id)} />
                <Trans>
                  {credits} credits for {price}
                </Trans>
              </label>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>{t`Pay with`}</legend>
          {saved.map((s) => (
            <label key={s.id} className="radio-row">
              <input type="radio" name="saved" checked={chosenSaved === s.id} onChange={() => setSavedId(s.id)} />
              {methodName(i18n, s.method)} · {s.label}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="alert alert-danger" role="alert">
            {errorMessage(i18n, error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy} aria-busy={busy}>
          <Trans>Buy again</Trans>
        </button>
      </form>
    </div>
  );
}

export default membersOnly(RepeatOrderScreen);
