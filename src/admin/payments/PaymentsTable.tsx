import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AdminPayment, CurrencyTotal } from '../../contract/adminPayments.ts';
import { methodName } from '../../i18n/paymentMethodNames.ts';
import { formatMoney, rowStatus, statusName } from './labels.ts';

/** Totals per currency of everything the filter matches. */
export function TotalsTable({ totals }: { totals: CurrencyTotal[] }) {
  const { t, i18n } = useLingui();
  if (totals.length === 0) return null;
  const money = (minor: number, currency: string) => formatMoney(i18n.locale, minor, currency);
  return (
    <div className="adm-table-wrap" role="region" aria-label={t`Totals per currency`} tabIndex={0}>
      <table className="adm-table">
        <caption className="adm-sr">{t`Totals per currency`}</caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Currency</Trans></th>
            <th scope="col"><Trans>Payments</Trans></th>
            <th scope="col"><Trans>Completed</Trans></th>
            <th scope="col"><Trans>Paid</Trans></th>
            <th scope="col"><Trans>Refunded or charged back</Trans></th>
            <th scope="col"><Trans>Net</Trans></th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.currency}>
              <th scope="row">{total.currency}</th>
              <td className="pay-num">{total.payments}</td>
              <td className="pay-num">{total.completed}</td>
              <td className="pay-num">{money(total.paid, total.currency)}</td>
              <td className="pay-num">{money(total.refunded, total.currency)}</td>
              <td className="pay-num">{money(total.net, total.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The payments, newest first; an admin's refund button on each refundable one. */
export function PaymentsTable({ payments, canRefund, onRefund }: { payments: AdminPayment[]; canRefund: boolean; onRefund: (payment: AdminPayment) => void }) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="adm-table-wrap" role="region" aria-label={t`Payments`} tabIndex={0}>
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col"><Trans>Date</Trans></th>
            <th scope="col"><Trans>Member</Trans></th>
            <th scope="col"><Trans>Site</Trans></th>
            <th scope="col"><Trans>Country</Trans></th>
            <th scope="col"><Trans>Method</Trans></th>
            <th scope="col"><Trans>Amount</Trans></th>
            <th scope="col"><Trans>Credits</Trans></th>
            <th scope="col"><Trans>Status</Trans></th>
            {canRefund ? <th scope="col"><Trans>Refund</Trans></th> : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const status = rowStatus(p);
            const amount = formatMoney(i18n.locale, p.amount, p.currency);
            const name = p.member.name;
            return (
              <tr key={p.id}>
                <td className="adm-nowrap">
                  <time dateTime={p.created_at}>{when.format(new Date(p.created_at))}</time>
                </td>
                <td>
                  <Link href={`/members/${p.member.id}`}>{name}</Link>
                  <div className="adm-small adm-muted">
                    {p.member.email} · #{p.member.id}
                  </div>
                </td>
                <td>{p.site.name}</td>
                <td>{p.country}</td>
                <td>{methodName(i18n, p.method)}</td>
                <td className="pay-num adm-nowrap">{amount}</td>
                <td className="pay-num">{p.credits}</td>
                <td>
                  <span className={`adm-pill pay-status-${status}`}>{statusName(i18n, status)}</span>
                  {p.refund_pending ? (
                    <div className="adm-small adm-muted">
                      <Trans>Refund under way</Trans>
                    </div>
                  ) : null}
                </td>
                {canRefund ? (
                  <td>
                    {p.refundable ? (
                      <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => onRefund(p)} aria-label={t`Refund ${amount} to ${name}`}>
                        <Trans>Refund</Trans>
                      </button>
                    ) : (
                      <span className="adm-muted">—</span>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
