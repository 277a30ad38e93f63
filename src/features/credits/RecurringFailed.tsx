import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { TransactionRow } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { usePayOrder } from './usePayOrder.ts';

/** A saved card was declined: enter the card again, or pick another method at the checkout. */
export function RecurringFailed({ transaction }: { transaction: TransactionRow }) {
  const { i18n } = useLingui();
  const { pay, busy, error } = usePayOrder(transaction.order_id);
  return (
    <div className="recurring-failed">
      <p className="strong">{errorMessage(i18n, { error: 'card_payment_failed' })}</p>
      <p>
        <Trans>Your saved card could not be charged. You can enter your card details again or choose another payment method.</Trans>
      </p>
      {error && <p className="field-error">{errorMessage(i18n, error)}</p>}
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void pay('creditcard')}>
          <Trans>Enter card details</Trans>
        </button>
        <Link href={links.creditsPayment(transaction.order_id)} className="btn btn-outline">
          <Trans>Choose another payment method</Trans>
        </Link>
      </div>
    </div>
  );
}
