import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { AuditAnswer, type AuditEntry, staffApi } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { When } from '../kit/format.tsx';
import { PagesEnd } from '../kit/Load.tsx';
import { useStaffPages } from '../kit/query.ts';
import { Table } from '../kit/Table.tsx';
import { auditSentence, groupAudit } from './auditSentence.ts';
import './audit.css';

const PAGE = 50;

type Fact = { field: string; before: unknown; after: unknown };

/** before and after side by side, field by field (nested facts by their dotted place) */
function factsOf(before: unknown, after: unknown): Fact[] {
  const flat = (value: unknown, prefix: string, into: Map<string, unknown>) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && !('chars' in value && Object.keys(value).length === 1)) {
      for (const [key, item] of Object.entries(value)) flat(item, prefix ? `${prefix}.${key}` : key, into);
    } else if (prefix || value !== null) into.set(prefix || '·', value);
  };
  const b = new Map<string, unknown>();
  const a = new Map<string, unknown>();
  flat(before, '', b);
  flat(after, '', a);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.map((field) => ({ field, before: b.get(field), after: a.get(field) }));
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A fact as staff read it: a text the log keeps only the length of, times in the locale's format, yes and no. */
function FactValue({ value }: { value: unknown }) {
  const { t } = useLingui();
  if (value === undefined || value === null) return <span className="adm-muted">—</span>;
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>;
  if (typeof value === 'number') return <code>{value}</code>;
  if (typeof value === 'string') return ISO.test(value) ? <When iso={value} style="second" /> : <code>{value}</code>;
  if (typeof value === 'object' && !Array.isArray(value) && 'chars' in value) {
    const chars = Number(value.chars);
    return <span className="adm-muted">{t`A text of ${chars} characters (not kept in the log)`}</span>;
  }
  if (Array.isArray(value)) return <>{value.map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : JSON.stringify(item))).join(', ') || '—'}</>;
  return <code>{JSON.stringify(value)}</code>;
}

/** One entry's facts: the action's code, its item, and what changed. */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const facts = factsOf(entry.before, entry.after);
  const { id } = entry;
  return (
    <div className="aud-entry">
      <dl className="aud-facts">
        <dt>
          <Trans>Entry</Trans>
        </dt>
        <dd>
          <code>#{entry.id}</code> · <code>{entry.action}</code>
        </dd>
        <dt>
          <Trans>Item</Trans>
        </dt>
        <dd>{entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}` : '—'}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>
          <When iso={entry.at} style="second" />
        </dd>
      </dl>
      {facts.length > 0 ? (
        <Table
          bare
          className="aud-changes"
          caption={t`Facts of entry ${id}`}
          rows={facts}
          rowKey={(fact) => fact.field}
          columns={[
            { head: <Trans>Field</Trans>, rowHeader: true, cell: (fact) => <code>{fact.field}</code> },
            { head: <Trans>Before</Trans>, cell: (fact) => <FactValue value={fact.before} /> },
            { head: <Trans>After</Trans>, cell: (fact) => <FactValue value={fact.after} /> },
          ]}
        />
      ) : null}
    </div>
  );
}

/**
 * The audit log (decision 120), newest first, as sentences (decision 177): who did what to whom,
 * when; each line opens its entries' facts (before and after, field by field).
 * `/admin/audit?target_kind=member&target_id=42` shows one item's history (a link for other screens).
 */
export function AuditScreen() {
  const { t, i18n } = useLingui();
  const search = new URLSearchParams(useSearch());
  const targetKind = search.get('target_kind');
  const targetId = search.get('target_id');
  const pages = useStaffPages(
    `${targetKind ?? ''}/${targetId ?? ''}`,
    (before: number | null) => {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (before !== null) query.set('before', String(before));
      if (targetKind) query.set('target_kind', targetKind);
      if (targetId) query.set('target_id', targetId);
      return staffCall(AuditAnswer, `${staffApi.audit}?${query.toString()}`);
    },
    (page) => page.entries,
    (page) => page.next,
  );

  return (
    <>
      <h1 className="adm-title">
        <Trans>Audit log</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>Every staff action, newest first. Entries cannot be changed or deleted.</Trans>
      </p>
      {targetKind ? (
        <p className="adm-filter">
          <Trans>
            Entries about {targetKind} {targetId ?? ''}.
          </Trans>{' '}
          <Link href="/audit">
            <Trans>Show all entries</Trans>
          </Link>
        </p>
      ) : null}
      <ol className="aud-list" aria-label={t`Audit log`}>
        {groupAudit(pages.items).map((group) => {
          const first = group.entries[0];
          if (!first) return null;
          return (
            <li key={group.key} className="aud-row">
              <p className="aud-sentence">{auditSentence(i18n, group)}</p>
              <p className="adm-muted adm-small aud-when">
                <When iso={first.at} style="second" />
              </p>
              <details className="aud-details">
                <summary>
                  <Trans>Details</Trans>
                </summary>
                {group.entries.map((entry) => (
                  <EntryDetail key={entry.id} entry={entry} />
                ))}
              </details>
            </li>
          );
        })}
      </ol>
      <PagesEnd pages={pages} empty={<Trans>No entries yet.</Trans>} more={<Trans>Show older entries</Trans>} />
    </>
  );
}
