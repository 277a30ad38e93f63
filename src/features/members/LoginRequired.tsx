import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';

/** A visitor where the site allows no logged-out browsing: sign up or log in (SPEC §6). */
export function LoginRequired() {
  return (
    <section className="card login-required">
      <h2>
        <Trans>Sign up or log in</Trans>
      </h2>
      <p>
        <Trans>Sign up or log in to search members and see their profiles.</Trans>
      </p>
      <div className="button-row">
        <Link href={links.signup()} className="btn btn-primary">
          <Trans>Sign up for free</Trans>
        </Link>
        <Link href={links.login()} className="btn btn-outline">
          <Trans>Log in</Trans>
        </Link>
      </div>
    </section>
  );
}

/** A whole page that only asks the visitor to sign up or log in (members-only screens). */
export function LoginRequiredPage() {
  return (
    <div className="container page">
      <LoginRequired />
    </div>
  );
}
