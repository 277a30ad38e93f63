import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

interface Props {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Previous / next page links with "Page x of y". */
export function Pager({ page, pages, hrefFor }: Props) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Result pages`}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="btn btn-outline" rel="prev">
          <Trans>Previous page</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className="pager-status">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className="btn btn-outline" rel="next">
          <Trans>Next page</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
