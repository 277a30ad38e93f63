import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import './errors.css';

/** 404 (SPEC §8). */
export function NotFoundScreen() {
  return (
    <section className="container page error-page">
      <p className="error-status" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <Link href={links.home()} className="btn btn-primary">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
