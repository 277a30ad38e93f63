import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { AuditAnswer, type AuditEntry, staffApi } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
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
function FactValue({ value, when }: { value: unknown; when: Intl.DateTimeFormat }) {
  const { t } = useLingui();
  if (value === undefined || value === null) return <span className="adm-muted">—</span>;
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>;
  if (typeof value === 'number') return <code>{value}</code>;
  if (typeof value === 'string') return ISO.test(value) ? <time dateTime={value}>{when.format(new Date(value))}</time> : <code>{value}</code>;
  if (typeof value === 'object' && !Array.isArray(value) && 'chars' in value) {
    const chars = Number(value.chars);
    return <span className="adm-muted">{t`A text of ${chars} characters (not kept in the log)`}</span>;
  }
  if (Array.isArray(value)) return <>{value.map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : JSON.stringify(item))).join(', ') || '—'}</>;
  return <code>{JSON.stringify(value)}</code>;
}

/** One entry's facts: the action's code, its item, and what changed. */
function EntryDetail({ entry, when }: { entry: AuditEntry; when: Intl.DateTimeFormat }) {
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
          <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
        </dd>
      </dl>
      {facts.length > 0 ? (
        <table className="adm-table aud-changes">
          <caption className="adm-sr">{t`Facts of entry ${id}`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Field</Trans>
              </th>
              <th scope="col">
                <Trans>Before</Trans>
              </th>
              <th scope="col">
                <Trans>After</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.map((fact) => (
              <tr key={fact.field}>
                <th scope="row">
                  <code>{fact.field}</code>
                </th>
                <td>
                  <FactValue value={fact.before} when={when} />
                </td>
                <td>
                  <FactValue value={fact.after} when={when} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (before: number | null) => {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (before !== null) query.set('before', String(before));
      if (targetKind) query.set('target_kind', targetKind);
      if (targetId) query.set('target_id', targetId);
      staffCall(AuditAnswer, `${staffApi.audit}?${query.toString()}`)
        .then((page) => {
          setEntries((old) => (before === null ? page.entries : [...old, ...page.entries]));
          setNext(page.next);
        })
        .catch((failure: unknown) => setError(staffErrorMessage(i18n, failure)))
        .finally(() => setLoading(false));
    },
    [i18n, targetKind, targetId],
  );
  useEffect(() => load(null), [load]);

  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' });
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
        {groupAudit(entries).map((group) => {
          const first = group.entries[0];
          if (!first) return null;
          return (
            <li key={group.key} className="aud-row">
              <p className="aud-sentence">{auditSentence(i18n, group)}</p>
              <p className="adm-muted adm-small aud-when">
                <time dateTime={first.at}>{when.format(new Date(first.at))}</time>
              </p>
              <details className="aud-details">
                <summary>
                  <Trans>Details</Trans>
                </summary>
                {group.entries.map((entry) => (
                  <EntryDetail key={entry.id} entry={entry} when={when} />
                ))}
              </details>
            </li>
          );
        })}
      </ol>
      {!loading && entries.length === 0 && !error ? (
        <p className="adm-muted">
          <Trans>No entries yet.</Trans>
        </p>
      ) : null}
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      {loading ? (
        <p className="adm-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : next !== null ? (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setLoading(true);
            setError(null);
            load(next);
          }}
        >
          <Trans>Show older entries</Trans>
        </button>
      ) : null}
    </>
  );
}
