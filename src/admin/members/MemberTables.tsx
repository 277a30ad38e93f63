import { Trans, useLingui } from '@lingui/react/macro';
import type { Key, ReactNode } from 'react';
import { Link } from 'wouter';
import type { MemberDetail } from '../../contract/adminMembers.ts';
import { useFormat, When } from '../kit/format.tsx';
import { Table, type Column } from '../kit/Table.tsx';
import { labelName } from '../moderation/kinds.ts';
import { historyActionName, ledgerReasonName, reportStatusName } from './names.ts';

/** A titled table section with its empty state; the region scrolls sideways on a narrow screen. */
function TableSection<R>({ id, title, empty, rows, rowKey, columns }: { id: string; title: ReactNode; empty: ReactNode; rows: readonly R[]; rowKey: (row: R, index: number) => Key; columns: Column<R>[] }) {
  return (
    <section className="adm-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <Table labelledBy={`${id}-title`} rows={rows} rowKey={rowKey} columns={columns} empty={empty} emptyClassName="mem-empty" />
    </section>
  );
}

const nowrap = 'adm-nowrap';
const when = (iso: string | null): ReactNode => <When iso={iso} />;

export function LedgerTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  return (
    <TableSection
      id="mem-ledger"
      title={<Trans>Credit ledger</Trans>}
      empty={<Trans>No credit changes yet.</Trans>}
      rows={member.ledger}
      rowKey={(line) => line.id}
      columns={[
        { head: t`When`, className: nowrap, cell: (line) => when(line.at) },
        { head: t`Change`, className: 'mem-num', cell: (line) => <span className={line.delta < 0 ? 'mem-minus' : 'mem-plus'}>{line.delta > 0 ? `+${line.delta}` : line.delta}</span> },
        { head: t`Balance after`, className: 'mem-num', cell: (line) => line.balance_after },
        {
          head: t`Why`,
          cell: (line) => (
            <>
              {ledgerReasonName(i18n, line.reason)}
              {line.note ? <span className="mem-note"> — {line.note}</span> : null}
            </>
          ),
        },
        { head: t`By`, className: 'mem-email', cell: (line) => line.staff_email ?? '—' },
      ]}
    />
  );
}

export function PaymentsTable({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <TableSection
      id="mem-payments"
      title={<Trans>Payments</Trans>}
      empty={<Trans>No payments.</Trans>}
      rows={member.payments}
      rowKey={(p) => p.id}
      columns={[
        { head: t`When`, className: nowrap, cell: (p) => when(p.created_at) },
        {
          head: t`Reference`,
          className: 'mem-ref',
          cell: (p) => (
            <>
              {p.id}
              {p.provider_ref ? <span className="adm-small adm-muted"> · {p.provider_ref}</span> : null}
            </>
          ),
        },
        {
          head: t`Method`,
          cell: (p) => (
            <>
              {p.method} <span className="adm-small adm-muted">({p.provider})</span>
            </>
          ),
        },
        { head: t`Amount`, className: 'mem-num adm-nowrap', cell: (p) => format.money(p.amount, p.currency) },
        { head: t`Credits`, className: 'mem-num', cell: (p) => p.credits },
        {
          head: t`State`,
          cell: (p) => (
            <>
              {p.status}
              {p.refunded_at ? (
                <span className="adm-small">
                  {' '}
                  <Trans>refunded</Trans>
                </span>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

export function SessionsTable({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  return (
    <TableSection
      id="mem-sessions"
      title={<Trans>Sessions and devices</Trans>}
      empty={<Trans>No sessions.</Trans>}
      rows={member.sessions}
      rowKey={(_s, i) => i}
      columns={[
        { head: t`Started`, className: nowrap, cell: (s) => when(s.started_at) },
        { head: t`State`, cell: (s) => (s.live ? <span className="adm-pill adm-pill-on">{t`Live`}</span> : <span className="adm-pill">{t`Ended`}</span>) },
        { head: t`Ends`, className: nowrap, cell: (s) => when(s.ended_at ?? s.expires_at) },
        { head: t`Push devices`, cell: (s) => (s.push_devices.length > 0 ? s.push_devices.join(', ') : '—') },
      ]}
    />
  );
}

export function ReportsTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  return (
    <TableSection
      id="mem-reports"
      title={<Trans>Reports and complaints</Trans>}
      empty={<Trans>No reports by or about this member.</Trans>}
      rows={member.reports}
      rowKey={(r) => `${r.kind}-${r.id}`}
      columns={[
        { head: t`When`, className: nowrap, cell: (r) => when(r.at) },
        { head: t`Direction`, cell: (r) => (r.direction === 'by' ? t`Reported by this member` : r.kind === 'report' ? t`Report about this member` : t`Complaint about this member`) },
        { head: t`Other member`, cell: (r) => (r.other_id === null ? '—' : <Link href={`/members/${r.other_id}`}>#{r.other_id}</Link>) },
        {
          head: t`Reason`,
          cell: (r) => (
            <>
              {labelName(i18n, `${r.kind}:${r.reason}`)}
              {r.note ? <span className="mem-note"> — {r.note}</span> : null}
            </>
          ),
        },
        { head: t`State`, cell: (r) => reportStatusName(i18n, r.status) },
      ]}
    />
  );
}

export function HistoryTable({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  return (
    <TableSection
      id="mem-history"
      title={<Trans>Moderation and staff history</Trans>}
      empty={<Trans>No staff member has acted on this member yet.</Trans>}
      rows={member.history}
      rowKey={(h) => h.id}
      columns={[
        { head: t`When`, className: nowrap, cell: (h) => when(h.at) },
        { head: t`What`, cell: (h) => historyActionName(i18n, h.action) },
        { head: t`Reason`, className: 'mem-note', cell: (h) => h.reason ?? '—' },
        { head: t`By`, className: 'mem-email', cell: (h) => h.staff_email ?? '—' },
      ]}
    />
  );
}
