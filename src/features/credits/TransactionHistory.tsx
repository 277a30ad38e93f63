import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { PaymentStatus } from '../../contract/index.ts';
import type { TransactionRow } from '../../db/index.ts';
import { methodName } from '../../i18n/paymentMethodNames.ts';
import { useFormatMoney } from './money.ts';

function useStatusLabel(): (status: PaymentStatus) => string {
  // every status has its word: a record keyed by all of them (an abandoned checkout reads "Expired", decision 176)
  const { t } = useLingui();
  return (status) =>
    ({ loading: t`Waiting`, pending: t`Pending`, completed: t`Completed`, failed: t`Failed`, cancelled: t`Cancelled`, expired: t`Expired` })[status];
}

export function TransactionHistory({ transactions }: { transactions: TransactionRow[] }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const statusLabel = useStatusLabel();
  if (transactions.length === 0) {
    return (
      <p className="muted">
        <Trans>You have not bought any credits yet.</Trans> <Link href={links.credits()}><Trans>Go to the credits shop</Trans></Link>
      </p>
    );
  }
  return (
    <ul className="tx-history plain-list">
      {transactions.map((tx) => {
        const credits = tx.credits;
        return (
          <li key={tx.payment_id}>
            <Link href={links.transactions(tx.payment_id)} className="tx-row">
              <time className="tx-date" dateTime={tx.created_at}>
                {i18n.date(new Date(tx.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span>
                <Trans>{credits} credits</Trans>
              </span>
              <span>{methodName(i18n, tx.paymentmethod)}</span>
              <span>{money(tx.amount, tx.currency)}</span>
              <span className={`tx-badge tx-badge-${tx.status}`}>{statusLabel(tx.status)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
