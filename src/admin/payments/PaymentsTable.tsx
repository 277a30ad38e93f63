import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AdminPayment, CurrencyTotal } from '../../contract/adminPayments.ts';
import { methodName } from '../../i18n/paymentMethodNames.ts';
import { useFormat, When } from '../kit/format.tsx';
import { Table } from '../kit/Table.tsx';
import { rowStatus, statusName } from './labels.ts';

/** Totals per currency of everything the filter matches. */
export function TotalsTable({ totals }: { totals: CurrencyTotal[] }) {
  const { t } = useLingui();
  const { money } = useFormat();
  if (totals.length === 0) return null;
  return (
    <Table
      label={t`Totals per currency`}
      caption={t`Totals per currency`}
      rows={totals}
      rowKey={(total) => total.currency}
      columns={[
        { head: <Trans>Currency</Trans>, rowHeader: true, cell: (total) => total.currency },
        { head: <Trans>Payments</Trans>, headClassName: '', className: 'pay-num', cell: (total) => total.payments },
        { head: <Trans>Completed</Trans>, headClassName: '', className: 'pay-num', cell: (total) => total.completed },
        { head: <Trans>Paid</Trans>, headClassName: '', className: 'pay-num', cell: (total) => money(total.paid, total.currency) },
        { head: <Trans>Refunded or charged back</Trans>, headClassName: '', className: 'pay-num', cell: (total) => money(total.refunded, total.currency) },
        { head: <Trans>Net</Trans>, headClassName: '', className: 'pay-num', cell: (total) => money(total.net, total.currency) },
      ]}
    />
  );
}

/** The payments, newest first; an admin's refund button on each refundable one. */
export function PaymentsTable({ payments, canRefund, onRefund }: { payments: AdminPayment[]; canRefund: boolean; onRefund: (payment: AdminPayment) => void }) {
  const { t, i18n } = useLingui();
  const { money } = useFormat();
  return (
    <Table
      label={t`Payments`}
      rows={payments}
      rowKey={(p) => p.id}
      columns={[
        { head: <Trans>Date</Trans>, headClassName: '', className: 'adm-nowrap', cell: (p) => <When iso={p.created_at} /> },
        {
          head: <Trans>Member</Trans>,
          cell: (p) => (
            <>
              <Link href={`/members/${p.member.id}`}>{p.member.name}</Link>
              <div className="adm-small adm-muted">
                {p.member.email} · #{p.member.id}
              </div>
            </>
          ),
        },
        { head: <Trans>Site</Trans>, cell: (p) => p.site.name },
        { head: <Trans>Country</Trans>, cell: (p) => p.country },
        { head: <Trans>Method</Trans>, cell: (p) => methodName(i18n, p.method) },
        { head: <Trans>Amount</Trans>, headClassName: '', className: 'pay-num adm-nowrap', cell: (p) => money(p.amount, p.currency) },
        { head: <Trans>Credits</Trans>, headClassName: '', className: 'pay-num', cell: (p) => p.credits },
        {
          head: <Trans>Status</Trans>,
          cell: (p) => {
            const status = rowStatus(p);
            return (
              <>
                <span className={`adm-pill pay-status-${status}`}>{statusName(i18n, status)}</span>
                {p.refund_pending ? (
                  <div className="adm-small adm-muted">
                    <Trans>Refund under way</Trans>
                  </div>
                ) : null}
              </>
            );
          },
        },
        {
          head: <Trans>Refund</Trans>,
          hidden: !canRefund,
          cell: (p) => {
            const amount = money(p.amount, p.currency);
            const name = p.member.name;
            return p.refundable ? (
              <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => onRefund(p)} aria-label={t`Refund ${amount} to ${name}`}>
                <Trans>Refund</Trans>
              </button>
            ) : (
              <span className="adm-muted">—</span>
            );
          },
        },
      ]}
    />
  );
}
