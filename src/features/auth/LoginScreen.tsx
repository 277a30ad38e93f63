import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useSettings } from '../../db/kv.ts';
import { links } from '../../app/routes.ts';
import { LoginForm } from './LoginForm.tsx';
import './LoginScreen.css';

/** /login: after a successful login the member goes to the members area (SPEC §2). */
export default function LoginScreen() {
  const settings = useSettings();
  const [, navigate] = useLocation();
  const siteName = settings?.name ?? '';
  return (
    <div className="container page login-page">
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">
          <Trans>Log in</Trans>
        </h1>
        {siteName && (
          <p className="muted">
            <Trans>Welcome back to {siteName}.</Trans>
          </p>
        )}
        <LoginForm onLoggedIn={() => navigate(links.members(), { replace: true })} />
        <p className="login-links">
          <Link href={links.resetPassword()}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <p className="login-signup muted">
          <Trans>
            New here? <Link href={links.signup()}>Create a free account</Link>
          </Trans>
        </p>
      </section>
    </div>
  );
}
