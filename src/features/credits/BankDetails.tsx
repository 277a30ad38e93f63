import { Trans } from '@lingui/react/macro';
import type { TransactionRow } from '../../db/index.ts';
import { useFormatMoney } from './money.ts';

/** Wire transfer: where to send the money and the reference that identifies the payment. */
export function BankDetails({ transaction }: { transaction: TransactionRow }) {
  const money = useFormatMoney();
  const details = transaction.bank_details;
  if (!details) return null;
  const amount = money(transaction.amount, transaction.currency);
  return (
    <div className="bank-details">
      <p>
        <Trans>Please transfer {amount} to the account below and quote the reference, so we can match your payment.</Trans>
      </p>
      <dl>
        <dt>
          <Trans>Account holder</Trans>
        </dt>
        <dd>{details.account_holder}</dd>
        <dt>IBAN</dt>
        <dd className="mono">{details.iban}</dd>
        <dt>BIC</dt>
        <dd className="mono">{details.bic}</dd>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd className="mono strong">{details.reference}</dd>
      </dl>
    </div>
  );
}
