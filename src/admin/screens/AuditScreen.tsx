import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { AuditAnswer, type AuditEntry, staffApi } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';

const PAGE = 50;

function details(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

/**
 * The audit log (decision 120), newest first: when, who, what, on which item, before and after.
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
      <div className="adm-table-wrap" role="region" aria-label={t`Audit log`} tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>Who</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
              <th scope="col">
                <Trans>Item</Trans>
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
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="adm-nowrap">
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </td>
                <td>{entry.staff_email ?? '—'}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>{entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}` : '—'}</td>
                <td className="adm-json">{details(entry.before) ?? '—'}</td>
                <td className="adm-json">{details(entry.after) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
