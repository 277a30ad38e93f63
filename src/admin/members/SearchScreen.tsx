import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { adminMembersApi, MEMBER_QUERY_MAX, MemberSearchAnswer, memberSearchKeys, MemberSearchKey } from '../../contract/adminMembers.ts';
import { staffCall } from '../api.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure, Loading } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { Table } from '../kit/Table.tsx';
import { stateName } from '../moderation/kinds.ts';
import { searchKeyNames, statusName } from './names.ts';
import './members.css';

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
  const found = useStaffQuery(q.trim() === '' ? null : current, () => staffCall(MemberSearchAnswer, `${adminMembersApi.search}?${new URLSearchParams({ q, by }).toString()}`));
  const format = useFormat();
  const answer = found.loading || found.error ? null : found.data;

  return (
    <>
      <h1 className="adm-title">
        <Trans>Members</Trans>
      </h1>
      <SearchForm key={current} q={q} by={by} />

      {q.trim() === '' ? (
        <p className="adm-muted">
          <Trans>Type an e-mail address, a name, a member id or a payment reference.</Trans>
        </p>
      ) : found.loading ? (
        <Loading>
          <Trans>Searching…</Trans>
        </Loading>
      ) : found.error ? (
        <Failure message={found.error} />
      ) : answer && answer.members.length === 0 ? (
        <p className="mem-empty" role="status">
          <Trans>No member matches “{q}”.</Trans>
        </p>
      ) : answer ? (
        <section className="adm-section" aria-labelledby="mem-results-title">
          <h2 id="mem-results-title">
            <Trans>Results</Trans>
          </h2>
          <p className="adm-small adm-muted" role="status">
            {answer.more ? <Trans>The newest {answer.members.length} matches; narrow the search to see others.</Trans> : <Trans>{answer.members.length} found.</Trans>}
          </p>
          <Table
            labelledBy="mem-results-title"
            rows={answer.members}
            rowKey={(m) => m.id}
            columns={[
              {
                head: <Trans>Name</Trans>,
                cell: (m) => (
                  <>
                    <Link href={`/members/${m.id}`}>{m.name}</Link> <span className="adm-muted adm-small">#{m.id}</span>
                  </>
                ),
              },
              { head: <Trans>E-mail address</Trans>, className: 'mem-email', cell: (m) => m.email },
              { head: <Trans>Site</Trans>, cell: (m) => m.site.name },
              {
                head: <Trans>State</Trans>,
                cell: (m) => (
                  <>
                    <span className="adm-pill">{statusName(i18n, m.status)}</span>{' '}
                    {m.moderation !== 'active' ? <span className={`mod-state mod-state-${m.moderation}`}>{stateName(i18n, m.moderation)}</span> : null}
                  </>
                ),
              },
              { head: <Trans>Credits</Trans>, className: 'mem-num', cell: (m) => m.credits },
              { head: <Trans>Signed up</Trans>, className: 'adm-nowrap', cell: (m) => format.date(m.signup_date, 'day') },
              { head: <Trans>Found by</Trans>, cell: (m) => i18n._(searchKeyNames[m.matched]) },
            ]}
          />
        </section>
      ) : null}
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
