import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { StaffMeAnswer, staffApi } from '../../contract/staff.ts';
import { staffCall, StaffApiError } from '../api.ts';
import { staffErrorMessage } from './errors.ts';
import { AuthCard, Busy, FormError } from './LoginFlow.tsx';

/** The second factor: the authenticator app's 6-digit code, or one of the recovery codes. */
export function SecondStep({ onLoggedIn, onRestart }: { onLoggedIn: (me: StaffMeAnswer) => void; onRestart: () => void }) {
  const { t, i18n } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = recovery ? { recovery_code: code.trim() } : { code: code.replace(/\s/g, '') };
    staffCall(StaffMeAnswer, staffApi.totp, { method: 'POST', body })
      .then(onLoggedIn)
      .catch((failure: unknown) => {
        setError(staffErrorMessage(i18n, failure));
        // the password step's session is gone (expired, or ended by the lockout): start again
        if (failure instanceof StaffApiError && (failure.status === 401 || failure.answer.error === 'account_blocked') && failure.answer.error !== 'code_invalid') setExpired(true);
        setCode('');
        setBusy(false);
        // the next try starts in the emptied field
        requestAnimationFrame(() => input.current?.focus());
      });
  };

  const valid = recovery ? code.trim().length >= 8 : /^\d{6}$/.test(code.replace(/\s/g, ''));
  return (
    <AuthCard titleId="adm-2fa-title" title={t`Two-factor login`}>
      <form className="adm-form" onSubmit={submit} noValidate>
        {recovery ? (
          <label className="adm-field">
            <span>
              <Trans>Recovery code</Trans>
            </span>
            <input key="recovery" ref={input} autoComplete="off" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} autoFocus aria-describedby="adm-2fa-help" />
          </label>
        ) : (
          <label className="adm-field">
            <span>
              <Trans>Code from your authenticator app</Trans>
            </span>
            <input
              key="totp"
              ref={input}
              className="adm-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
              aria-describedby="adm-2fa-help"
            />
          </label>
        )}
        <p id="adm-2fa-help" className="adm-muted adm-small">
          {recovery ? <Trans>Each recovery code works once.</Trans> : <Trans>Six digits; a new code every 30 seconds.</Trans>}
        </p>
        <FormError message={error} />
        {expired ? (
          <button type="button" className="btn btn-outline btn-block" onClick={onRestart}>
            <Trans>Back to the login</Trans>
          </button>
        ) : (
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || !valid} aria-busy={busy}>
            <Busy busy={busy}>
              <Trans>Log in</Trans>
            </Busy>
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? <Trans>Use the authenticator app instead</Trans> : <Trans>Use a recovery code instead</Trans>}
        </button>
      </form>
    </AuthCard>
  );
}
