import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { describeError } from '../../app/RouteError.ts';
import { links } from '../../app/routes.ts';
import './errors.css';

/** The generic error page: the message (default 'Error') and the status code (default 500). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { message, status } = describeError(error);
  return (
    <section className="container page error-page" role="alert">
      <p className="error-status">{status}</p>
      <h1>{message ?? <Trans>Error</Trans>}</h1>
      <Link href={links.home()} className="btn btn-primary">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
