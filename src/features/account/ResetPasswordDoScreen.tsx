import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/constants.ts';
import type { ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { TextField } from '../signup/TextField.tsx';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';
import '../auth/LoginScreen.css';
import './account.css';

/** /reset-password/do?token=…: choose the new password; every session ends. */
export default function ResetPasswordDoScreen() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checkedError, setLinkError] = useState<ActionError | null>(null);
  const linkError: ActionError | null = token ? checkedError : { error: 'link_invalid' };
  const { busy, error, done, run } = useAction();

  useEffect(() => {
    if (!token) return;
    void actions.checkResetToken(token).then((result) => {
      if (!result.ok && result.error.error === 'link_invalid') setLinkError(result.error);
    });
  }, [token]);

  const onSubmit = () => {
    if (password !== repeat) {
      void run(() => Promise.resolve({ ok: false, error: { error: 'passwords_differ' } }));
      return;
    }
    void run(() => actions.resetPassword({ token, password, password_repeat: repeat }));
  };

  return (
    <div className="container page account-page">
      <section className="card account-card stack" aria-labelledby="reset-do-title">
        <h1 id="reset-do-title">
          <Trans>Choose a new password</Trans>
        </h1>
        {done ? (
          <>
            <FormMessage error={null} success={<Trans>Your password has been changed. Please log in with your new password.</Trans>} />
            <Link href={links.login()} className="btn btn-primary btn-lg btn-block">
              <Trans>Log in</Trans>
            </Link>
          </>
        ) : linkError ? (
          <>
            <FormMessage error={linkError} />
            <Link href={links.resetPassword()} className="btn btn-primary btn-block">
              <Trans>Request a new e-mail</Trans>
            </Link>
          </>
        ) : (
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <TextField id="reset-new" label={t`New password`} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} />
            <TextField id="reset-repeat" label={t`Repeat new password`} type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} value={repeat} invalid={error?.error === 'passwords_differ'} onChange={(e) => setRepeat(e.target.value)} />
            <FormMessage error={error} />
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy} aria-busy={busy}>
              <Trans>Save new password</Trans>
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
