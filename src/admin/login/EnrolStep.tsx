import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { StaffEnrolledAnswer, StaffEnrolmentAnswer, StaffMeAnswer, staffApi } from '../../contract/staff.ts';
import { staffCall, StaffApiError } from '../api.ts';
import { staffErrorMessage } from './errors.ts';
import { AuthCard, Busy, FormError } from './LoginFlow.tsx';

/**
 * Two-factor enrolment (decision 120): scan the QR code (or type the secret) into an authenticator
 * app, confirm with its first code, then note the one-time recovery codes, shown this once.
 */
export function EnrolStep({ onLoggedIn, onRestart }: { onLoggedIn: (me: StaffMeAnswer) => void; onRestart: () => void }) {
  const { t, i18n } = useLingui();
  const [enrolment, setEnrolment] = useState<StaffEnrolmentAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    staffCall(StaffEnrolmentAnswer, staffApi.enrolment).then(setEnrolment, (failure: unknown) => {
      setError(staffErrorMessage(i18n, failure));
      setExpired(failure instanceof StaffApiError && failure.status === 401);
    });
  }, [i18n]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    staffCall(StaffEnrolledAnswer, staffApi.enrolment, { method: 'POST', body: { code: code.replace(/\s/g, '') } })
      .then((answer) => setCodes(answer.recovery_codes))
      .catch((failure: unknown) => {
        setError(staffErrorMessage(i18n, failure));
        if (failure instanceof StaffApiError && ((failure.status === 401 && failure.answer.error !== 'code_invalid') || failure.answer.error === 'account_blocked')) setExpired(true);
        setCode('');
      })
      .finally(() => setBusy(false));
  };

  const done = () => {
    setBusy(true);
    staffCall(StaffMeAnswer, staffApi.me).then(onLoggedIn, (failure: unknown) => {
      setError(staffErrorMessage(i18n, failure));
      setBusy(false);
    });
  };

  if (codes) {
    return (
      <AuthCard titleId="adm-codes-title" title={t`Your recovery codes`}>
        <p>
          <Trans>Two-factor login is on. Keep these codes somewhere safe, away from your phone: each one logs you in once if the phone is lost. They are shown only now.</Trans>
        </p>
        <ol className="adm-codes" aria-label={t`Recovery codes`}>
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <FormError message={error} />
        <button type="button" className="btn btn-primary btn-block" onClick={done} disabled={busy} aria-busy={busy}>
          <Busy busy={busy}>
            <Trans>I have saved them, continue</Trans>
          </Busy>
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard titleId="adm-enrol-title" title={t`Set up two-factor login`}>
      <p>
        <Trans>Staff accounts need a second factor. Scan this code with an authenticator app (for example Aegis, Google Authenticator or 1Password), then enter the 6-digit code it shows.</Trans>
      </p>
      {enrolment ? (
        <div className="adm-qr-block">
          <img className="adm-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`} alt={t`QR code for your authenticator app`} width={200} height={200} />
          <p className="adm-small">
            <Trans>Cannot scan? Type this key into the app:</Trans>
          </p>
          <code className="adm-secret" aria-label={t`Secret key`}>
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      ) : error ? null : (
        <p className="adm-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      <form className="adm-form" onSubmit={submit} noValidate>
        {enrolment ? (
          <label className="adm-field">
            <span>
              <Trans>Code from your authenticator app</Trans>
            </span>
            <input className="adm-code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
        ) : null}
        <FormError message={error} />
        {expired ? (
          <button type="button" className="btn btn-outline btn-block" onClick={onRestart}>
            <Trans>Back to the login</Trans>
          </button>
        ) : enrolment ? (
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || !/^\d{6}$/.test(code.replace(/\s/g, ''))} aria-busy={busy}>
            <Busy busy={busy}>
              <Trans>Turn on two-factor login</Trans>
            </Busy>
          </button>
        ) : null}
      </form>
    </AuthCard>
  );
}
