import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Pages, Query } from './query.ts';

/** "Loading…" as a status line (or the screen's own words for it, e.g. "Searching…"). */
export function Loading({ children, className = 'adm-muted' }: { children?: ReactNode; className?: string }) {
  return (
    <p className={className} role="status">
      {children ?? <Trans>Loading…</Trans>}
    </p>
  );
}

/**
 * A failure as an alert. `kept`: the alert stays in the page while empty (a form's message place,
 * announced when it fills); otherwise it is there only with a message.
 */
export function Failure({ message, kept = false }: { message: string | null | undefined; kept?: boolean }) {
  if (!message && !kept) return null;
  return (
    <p className="adm-error" role="alert">
      {message}
    </p>
  );
}

/** The screen's status line: what the last action did (always in the page, announced when it fills). */
export function Notice({ message }: { message: ReactNode }) {
  return (
    <p className="adm-status" role="status">
      {message}
    </p>
  );
}

/**
 * A read's three faces: its failure, "Loading…" until the first answer, then `children` with the
 * answer (kept on screen while it is read again).
 */
export function Loaded<T>({ query, loading, children }: { query: Pick<Query<T>, 'data' | 'error' | 'loading'>; loading?: ReactNode; children: (data: T) => ReactNode }) {
  return (
    <>
      <Failure message={query.error} />
      {query.data !== null ? children(query.data) : query.error ? null : <Loading>{loading}</Loading>}
    </>
  );
}

/** A read without its answer yet: its failure, or "Loading…" (a screen that returns early). */
export function Waiting({ query }: { query: Pick<Query<unknown>, 'error'> }) {
  return query.error ? <Failure message={query.error} /> : <Loading />;
}

/** The end of a paged list: its empty state, its failure, then "Loading…" or the button for more. */
export function PagesEnd<I, P>({ pages, empty, more }: { pages: Pages<I, P>; empty: ReactNode; more: ReactNode }) {
  return (
    <>
      {!pages.loading && pages.items.length === 0 && !pages.error ? <p className="adm-muted">{empty}</p> : null}
      <Failure message={pages.error} />
      {pages.loading ? (
        <Loading />
      ) : pages.more ? (
        <button type="button" className="btn btn-outline" onClick={pages.next}>
          {more}
        </button>
      ) : null}
    </>
  );
}
