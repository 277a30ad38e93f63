import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { describeError } from '../../app/RouteError.ts';
import { links } from '../../app/routes.ts';
import { isChunkLoadError } from '../../state/chunkReload.ts';
import './errors.css';

/**
 * The generic error page: the message (default 'Error') and the status code (default 500). A
 * screen whose code did not arrive (a lost or cancelled request of the same build, decision 192)
 * is no server error: it says so without a code and offers to load the page again.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { message, status } = describeError(error);
  const chunk = isChunkLoadError(error);
  return (
    <section className="container page error-page" role="alert">
      {!chunk && <p className="error-status">{status}</p>}
      <h1>{chunk ? <Trans>Something went wrong. Please try again.</Trans> : (message ?? <Trans>Error</Trans>)}</h1>
      {chunk && (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      )}
      <Link href={links.home()} className={chunk ? 'btn btn-outline' : 'btn btn-primary'}>
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
