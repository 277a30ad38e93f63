import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { adminMembersApi, MEMBER_QUERY_MAX, MemberSearchAnswer, memberSearchKeys, MemberSearchKey } from '../../contract/adminMembers.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { stateName } from '../moderation/kinds.ts';
import { searchKeyNames, statusName } from './names.ts';
import './members.css';

type Found = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; answer: MemberSearchAnswer };

/**
 * Find a member (decision 129) by e-mail, name, id or payment reference. The query lives in the
 * address (?q=&by=), so the back button from a member returns to the same results.
 */
export function MembersSearchScreen() {
  const { i18n } = useLingui();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q') ?? '';
  const parsedBy = MemberSearchKey.safeParse(params.get('by') ?? 'any');
  const by = parsedBy.success ? parsedBy.data : 'any';
  const current = `${by}:${q}`;
  const [found, setFound] = useState<{ for: string; state: Found } | null>(null);

  useEffect(() => {
    if (q.trim() === '') return;
    let live = true;
    const key = `${by}:${q}`;
    staffCall(MemberSearchAnswer, `${adminMembersApi.search}?${new URLSearchParams({ q, by }).toString()}`).then(
      (answer) => live && setFound({ for: key, state: { kind: 'ready', answer } }),
      (failure: unknown) => live && setFound({ for: key, state: { kind: 'failed', message: staffErrorMessage(i18n, failure) } }),
    );
    return () => {
      live = false;
    };
  }, [q, by, i18n]);
  const shown: Found = q.trim() === '' ? { kind: 'idle' } : found?.for === current ? found.state : { kind: 'loading' };
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });

  return (
    <>
      <h1 className="adm-title">
        <Trans>Members</Trans>
      </h1>
      <SearchForm key={current} q={q} by={by} />

      {shown.kind === 'loading' ? (
        <p className="adm-muted" role="status">
          <Trans>Searching…</Trans>
        </p>
      ) : shown.kind === 'failed' ? (
        <p className="adm-error" role="alert">
          {shown.message}
        </p>
      ) : shown.kind === 'ready' && shown.answer.members.length === 0 ? (
        <p className="mem-empty" role="status">
          <Trans>No member matches “{q}”.</Trans>
        </p>
      ) : shown.kind === 'ready' ? (
        <section className="adm-section" aria-labelledby="mem-results-title">
          <h2 id="mem-results-title">
            <Trans>Results</Trans>
          </h2>
          <p className="adm-small adm-muted" role="status">
            {shown.answer.more ? <Trans>The newest {shown.answer.members.length} matches; narrow the search to see others.</Trans> : <Trans>{shown.answer.members.length} found.</Trans>}
          </p>
          <div className="adm-table-wrap" role="region" aria-labelledby="mem-results-title" tabIndex={0}>
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>E-mail address</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Site</Trans>
                  </th>
                  <th scope="col">
                    <Trans>State</Trans>
                  </th>
                  <th scope="col" className="mem-num">
                    <Trans>Credits</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Signed up</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Found by</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.answer.members.map((m) => (
                  <tr key={m.id}>
                    <td>
                      <Link href={`/members/${m.id}`}>{m.name}</Link> <span className="adm-muted adm-small">#{m.id}</span>
                    </td>
                    <td className="mem-email">{m.email}</td>
                    <td>{m.site.name}</td>
                    <td>
                      <span className="adm-pill">{statusName(i18n, m.status)}</span>{' '}
                      {m.moderation !== 'active' ? <span className={`mod-state mod-state-${m.moderation}`}>{stateName(i18n, m.moderation)}</span> : null}
                    </td>
                    <td className="mem-num">{m.credits}</td>
                    <td className="adm-nowrap">{when.format(new Date(m.signup_date))}</td>
                    <td>{i18n._(searchKeyNames[m.matched])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : (
        <p className="adm-muted">
          <Trans>Type an e-mail address, a name, a member id or a payment reference.</Trans>
        </p>
      )}
    </>
  );
}

/** The search form; a new query in the address starts it afresh (the screen keys it by the query). */
function SearchForm({ q, by }: { q: string; by: MemberSearchKey }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [text, setText] = useState(q);
  const [key, setKey] = useState<MemberSearchKey>(by);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    navigate(`/members?${new URLSearchParams({ q: text.trim(), by: key }).toString()}`);
  };
  return (
    <form className="adm-card mem-search" role="search" onSubmit={submit}>
        <label className="adm-field mem-search-text">
          <Trans>Find a member</Trans>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={MEMBER_QUERY_MAX} required placeholder={t`E-mail, name, id or payment reference`} />
        </label>
        <label className="adm-field">
          <Trans>Search by</Trans>
          <select value={key} onChange={(e) => setKey(e.target.value as MemberSearchKey)}>
            {memberSearchKeys.map((k) => (
              <option key={k} value={k}>
                {i18n._(searchKeyNames[k])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary mem-search-button">
          <Trans>Search</Trans>
        </button>
      </form>
  );
}
