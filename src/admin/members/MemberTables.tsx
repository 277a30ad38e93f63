import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MemberDetail } from '../../contract/adminMembers.ts';
import { labelName } from '../moderation/kinds.ts';
import { historyActionName, ledgerReasonName, reportStatusName } from './names.ts';

/** A titled table section with its empty state; the region scrolls sideways on a narrow screen. */
function TableSection({ id, title, empty, head, children, count }: { id: string; title: ReactNode; empty: ReactNode; head: ReactNode[]; children: ReactNode; count: number }) {
  return (
    <section className="adm-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {count === 0 ? (
        <p className="mem-empty">{empty}</p>
      ) : (
        <div className="adm-table-wrap" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="adm-table">
            <thead>
              <tr>
                {head.map((cell, i) => (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function useWhen() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null): ReactNode => (iso ? <time dateTime={iso}>{format.format(new Date(iso))}</time> : '—');
}

export function LedgerTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <TableSection
      id="mem-ledger"
      title={<Trans>Credit ledger</Trans>}
      empty={<Trans>No credit changes yet.</Trans>}
      count={member.ledger.length}
      head={[t`When`, t`Change`, t`Balance after`, t`Why`, t`By`]}
    >
      {member.ledger.map((line) => (
        <tr key={line.id}>
          <td className="adm-nowrap">{when(line.at)}</td>
          <td className={`mem-num ${line.delta < 0 ? 'mem-minus' : 'mem-plus'}`}>{line.delta > 0 ? `+${line.delta}` : line.delta}</td>
          <td className="mem-num">{line.balance_after}</td>
          <td>
            {ledgerReasonName(i18n, line.reason)}
            {line.note ? <span className="mem-note"> — {line.note}</span> : null}
          </td>
          <td className="mem-email">{line.staff_email ?? '—'}</td>
        </tr>
      ))}
    </TableSection>
  );
}

export function PaymentsTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <TableSection
      id="mem-payments"
      title={<Trans>Payments</Trans>}
      empty={<Trans>No payments.</Trans>}
      count={member.payments.length}
      head={[t`When`, t`Reference`, t`Method`, t`Amount`, t`Credits`, t`State`]}
    >
      {member.payments.map((p) => (
        <tr key={p.id}>
          <td className="adm-nowrap">{when(p.created_at)}</td>
          <td className="mem-ref">
            {p.id}
            {p.provider_ref ? <span className="adm-small adm-muted"> · {p.provider_ref}</span> : null}
          </td>
          <td>
            {p.method} <span className="adm-small adm-muted">({p.provider})</span>
          </td>
          <td className="mem-num adm-nowrap">{new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: p.currency }).format(p.amount / 100)}</td>
          <td className="mem-num">{p.credits}</td>
          <td>
            {p.status}
            {p.refunded_at ? (
              <span className="adm-small">
                {' '}
                <Trans>refunded</Trans>
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </TableSection>
  );
}

export function SessionsTable({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <TableSection
      id="mem-sessions"
      title={<Trans>Sessions and devices</Trans>}
      empty={<Trans>No sessions.</Trans>}
      count={member.sessions.length}
      head={[t`Started`, t`State`, t`Ends`, t`Push devices`]}
    >
      {member.sessions.map((s, i) => (
        <tr key={i}>
          <td className="adm-nowrap">{when(s.started_at)}</td>
          <td>{s.live ? <span className="adm-pill adm-pill-on">{t`Live`}</span> : <span className="adm-pill">{t`Ended`}</span>}</td>
          <td className="adm-nowrap">{when(s.ended_at ?? s.expires_at)}</td>
          <td>{s.push_devices.length > 0 ? s.push_devices.join(', ') : '—'}</td>
        </tr>
      ))}
    </TableSection>
  );
}

export function ReportsTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <TableSection
      id="mem-reports"
      title={<Trans>Reports and complaints</Trans>}
      empty={<Trans>No reports by or about this member.</Trans>}
      count={member.reports.length}
      head={[t`When`, t`Direction`, t`Other member`, t`Reason`, t`State`]}
    >
      {member.reports.map((r) => (
        <tr key={`${r.kind}-${r.id}`}>
          <td className="adm-nowrap">{when(r.at)}</td>
          <td>{r.direction === 'by' ? t`Reported by this member` : r.kind === 'report' ? t`Report about this member` : t`Complaint about this member`}</td>
          <td>{r.other_id === null ? '—' : <Link href={`/members/${r.other_id}`}>#{r.other_id}</Link>}</td>
          <td>
            {labelName(i18n, `${r.kind}:${r.reason}`)}
            {r.note ? <span className="mem-note"> — {r.note}</span> : null}
          </td>
          <td>{reportStatusName(i18n, r.status)}</td>
        </tr>
      ))}
    </TableSection>
  );
}

export function HistoryTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <TableSection
      id="mem-history"
      title={<Trans>Moderation and staff history</Trans>}
      empty={<Trans>No staff member has acted on this member yet.</Trans>}
      count={member.history.length}
      head={[t`When`, t`What`, t`Reason`, t`By`]}
    >
      {member.history.map((h) => (
        <tr key={h.id}>
          <td className="adm-nowrap">{when(h.at)}</td>
          <td>{historyActionName(i18n, h.action)}</td>
          <td className="mem-note">{h.reason ?? '—'}</td>
          <td className="mem-email">{h.staff_email ?? '—'}</td>
        </tr>
      ))}
    </TableSection>
  );
}
