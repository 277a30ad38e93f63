import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { links } from '../../app/routes.ts';
import type { SearchPage } from '../../db/index.ts';
import { FictionalWarning } from './FictionalBadge.tsx';
import { Pager } from './Pager.tsx';
import { ResultCard } from './ResultCard.tsx';

interface Props {
  page: SearchPage;
  hrefFor: (page: number) => string;
}

/** The cards of one page, the count, similar results when the search found few, and paging. */
export function SearchResults({ page, hrefFor }: Props) {
  const { t } = useLingui();
  const { row, profiles, similar } = page;
  const count = row.numResults;
  const pages = Math.max(1, Math.ceil(count / (row.pageSize ?? 20)));
  const anyFictional = [...profiles, ...similar].some((p) => p.fictional);
  const similarCount = row.similarNumResults ?? 0;
  // an address past the last page (an old or edited link) shows the last page
  if (count > 0 && row.page > pages) return <Redirect to={hrefFor(pages)} replace />;
  return (
    <>
      <p className="result-count" role="status">
        <Plural value={count} one="# member found" other="# members found" />
      </p>
      {count === 0 && (
        <div className="card empty-state">
          <h2>
            <Trans>No members match your search</Trans>
          </h2>
          <p className="muted">
            <Trans>Try a wider age range or another region.</Trans>
          </p>
        </div>
      )}
      {profiles.length > 0 && (
        <ul className="result-grid" aria-label={t`Search results`}>
          {profiles.map((p) => (
            <ResultCard key={p.id} profile={p} href={links.member(p.id)} />
          ))}
        </ul>
      )}
      <Pager page={row.page} pages={pages} hrefFor={hrefFor} />
      {similar.length > 0 && (
        <section className="similar" aria-labelledby="similar-title">
          <h2 id="similar-title">
            <Trans>Similar results</Trans>{' '}
            <span className="muted">
              <Plural value={similarCount} one="(# member)" other="(# members)" />
            </span>
          </h2>
          <ul className="result-grid" aria-label={t`Similar results`}>
            {similar.map((p) => (
              <ResultCard key={p.id} profile={p} href={links.member(p.id)} />
            ))}
          </ul>
        </section>
      )}
      {anyFictional && <FictionalWarning />}
    </>
  );
}
