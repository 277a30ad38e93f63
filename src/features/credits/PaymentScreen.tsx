import { membersOnly } from './ShopLoginPrompt.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { links } from '../../app/routes.ts';
import { routeId } from '../../contract/routeId.ts';
import { PaymentMethodId } from '../../contract/index.ts';
import { useCreditOrder, useShop } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { supportsApplePay } from './applePay.ts';
import { MethodPicker } from './MethodPicker.tsx';
import { useFormatMoney } from './money.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { usePayOrder } from './usePayOrder.ts';
import '../../ui/Button.css';
import './credits.css';

/** /credits/{id}/{paymentmethod?}: pay an order; the method in the path is preselected. */
function PaymentScreen() {
  const { i18n } = useLingui();
  const params = useParams<{ id: string; paymentmethod?: string }>();
  const orderId = routeId(params.id);
  const order = useCreditOrder(orderId ?? undefined);
  const shop = useShop('credits');
  const money = useFormatMoney();
  const preset = PaymentMethodId.safeParse(params.paymentmethod);
  const [method, setMethod] = useState<PaymentMethodId | null>(preset.success ? preset.data : null);
  const { pay, busy, error } = usePayOrder(orderId ?? 0);
  const [checked, setChecked] = useState<number | null>(null);
  useEffect(() => {
    if (orderId !== null) void actions.loadOrder(orderId).then(() => setChecked(orderId));
    void actions.loadCredits();
  }, [orderId]);

  if (orderId !== null && (order === undefined || shop === undefined || (order === null && checked !== orderId))) {
    return (
      <div className="container page credits-page">
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      </div>
    );
  }
  if (orderId === null || !order) {
    return (
      <div className="container page credits-page">
        <h1>
          <Trans>Order not found</Trans>
        </h1>
        <Link href={links.credits()} className="btn btn-primary">
          <Trans>Back to the credits shop</Trans>
        </Link>
      </div>
    );
  }
  const applePay = supportsApplePay();
  const methods = (shop?.value.methods ?? []).filter((m) => m.needs !== 'applepay' || applePay);
  const amount = money(order.amount, order.currency);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (method) void pay(method);
  };
  return (
    <div className="container page credits-page payment-page">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      <OrderSummary order={order} />
      {order.status === 'paid' ? (
        <p className="alert alert-success" role="status">
          <Trans>This order has already been paid.</Trans> <Link href={links.transactions()}><Trans>Your payments</Trans></Link>
        </p>
      ) : (
        <form className="card pay-form" onSubmit={onSubmit}>
          <MethodPicker methods={methods} value={method} onChange={setMethod} />
          {error && (
            <p className="alert alert-danger" role="alert">
              {errorMessage(i18n, error)}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={!method || busy} aria-busy={busy}>
            <Trans>Pay {amount}</Trans>
          </button>
          <p className="muted small">
            <Trans>You will be taken to our payment provider's secure page and brought back here afterwards.</Trans>
          </p>
        </form>
      )}
    </div>
  );
}

export default membersOnly(PaymentScreen);
