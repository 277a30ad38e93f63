import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { errorMessage, type ActionError } from '../../i18n/index.ts';
import { login } from '../../sync/index.ts';
import '../../ui/Button.css';
import { formText, useServerForm } from './serverForm.ts';

interface Props {
  /** called once the member is logged in (the user row is already in Dexie) */
  onLoggedIn: () => void;
}

/** E-mail and password; the server's refusal is shown in words, the typed values are kept. */
export function LoginForm({ onLoggedIn }: Props) {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  // /login painted by the server: what was typed there before the app arrived (decision 137)
  const formRef = useServerForm('login', (values) => {
    setEmail(formText(values, 'email'));
    setPassword(formText(values, 'password'));
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await login({ email: email.trim(), password });
      if (result.ok) {
        onLoggedIn();
        return;
      }
      setError(result.error);
    } catch {
      setError({ error: 'network' });
    }
    setBusy(false);
  };

  return (
    <form ref={formRef} className="login-form stack" onSubmit={onSubmit} noValidate={false}>
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(i18n, error)}
        </p>
      )}
      <div className="field">
        <label htmlFor="login-email">
          <Trans>E-mail</Trans>
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error?.error === 'login_failed' || undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">
          <Trans>Password</Trans>
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error?.error === 'login_failed' || undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-lg btn-block" aria-busy={busy} disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  );
}
