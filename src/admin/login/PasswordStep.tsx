import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { StaffLoginAnswer, staffApi } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from './errors.ts';
import { AuthCard, Busy, FormError } from './LoginFlow.tsx';

export function PasswordStep({ onNext }: { onNext: (next: StaffLoginAnswer['next']) => void }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    staffCall(StaffLoginAnswer, staffApi.login, { method: 'POST', body: { email, password } })
      .then((answer) => onNext(answer.next))
      .catch((failure: unknown) => {
        setError(staffErrorMessage(i18n, failure));
        setBusy(false);
      });
  };

  return (
    <AuthCard titleId="adm-login-title" title={t`Staff login`}>
      <p className="adm-muted">
        <Trans>For the Flirtwave team only. Members log in on the site itself.</Trans>
      </p>
      <form className="adm-form" onSubmit={submit} noValidate>
        <label className="adm-field">
          <span>
            <Trans>E-mail address</Trans>
          </span>
          <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
        </label>
        <label className="adm-field">
          <span>
            <Trans>Password</Trans>
          </span>
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || email.trim() === '' || password === ''} aria-busy={busy}>
          <Busy busy={busy}>
            <Trans>Continue</Trans>
          </Busy>
        </button>
      </form>
    </AuthCard>
  );
}
