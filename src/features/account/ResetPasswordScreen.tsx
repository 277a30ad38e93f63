import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { actions } from '../../sync/index.ts';
import { TextField } from '../signup/TextField.tsx';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';
import '../auth/LoginScreen.css';
import './account.css';

/** /reset-password: request a reset link (the answer never says whether the address has an account). */
export default function ResetPasswordScreen() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const { busy, error, done, run } = useAction();
  return (
    <div className="container page account-page">
      <section className="card account-card stack" aria-labelledby="reset-title">
        <h1 id="reset-title">
          <Trans>Reset password</Trans>
        </h1>
        <p className="muted">
          <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
        </p>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => actions.requestPasswordReset(email.trim()));
          }}
        >
          <TextField id="reset-email" label={t`E-mail`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <FormMessage
            error={error}
            success={done ? <Trans>If an account exists for this address, we have sent it a link. Please check your inbox.</Trans> : undefined}
          />
          <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy} aria-busy={busy}>
            <Trans>Send reset link</Trans>
          </button>
        </form>
        <p className="login-links">
          <Link href={links.login()}>
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
