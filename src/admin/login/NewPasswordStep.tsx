import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN, StaffLoginAnswer, staffApi } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from './errors.ts';
import { AuthCard, Busy, FormError } from './LoginFlow.tsx';

/** After an admin reset the password (decision 169): a password of one's own before the second factor. */
export function NewPasswordStep({ onNext }: { onNext: (next: StaffLoginAnswer['next']) => void }) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const min = STAFF_PASSWORD_MIN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    staffCall(StaffLoginAnswer, staffApi.newPassword, { method: 'POST', body: { password } })
      .then((answer) => onNext(answer.next))
      .catch((failure: unknown) => {
        setError(staffErrorMessage(i18n, failure));
        setBusy(false);
      });
  };

  return (
    <AuthCard titleId="adm-new-password-title" title={t`Choose a new password`}>
      <p className="adm-muted">
        <Trans>An admin has reset your password. Choose a password of your own to continue.</Trans>
      </p>
      <form className="adm-form" onSubmit={submit} noValidate>
        <label className="adm-field">
          <span>
            <Trans>New password</Trans>
          </span>
          <input type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={hintId} autoFocus />
          <span id={hintId} className="adm-small adm-muted">
            <Trans>At least {min} characters.</Trans>
          </span>
        </label>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || password.length < min} aria-busy={busy}>
          <Busy busy={busy}>
            <Trans>Save and continue</Trans>
          </Busy>
        </button>
      </form>
    </AuthCard>
  );
}
