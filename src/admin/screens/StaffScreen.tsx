import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN, StaffAccountAnswer, StaffListAnswer, staffApi, staffRoles, type StaffAccount, type StaffRole } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { useRoleName } from '../ConsoleLayout.tsx';
import { staffErrorMessage } from '../login/errors.ts';
import { StaffRowActions } from './StaffRowActions.tsx';

/**
 * Admins: the staff accounts, a new account, and each account's lifecycle: role, disable, a new
 * password, a 2FA reset for a lost phone, the end of its sessions (decisions 120, 169).
 */
export function StaffScreen() {
  const { i18n } = useLingui();
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    staffCall(StaffListAnswer, staffApi.staff).then(
      (answer) => setAccounts(answer.staff),
      (failure: unknown) => setError(staffErrorMessage(i18n, failure)),
    );
  }, [i18n]);
  useEffect(load, [load]);

  return (
    <>
      <h1 className="adm-title">
        <Trans>Staff accounts</Trans>
      </h1>
      <p className="adm-status" role="status">
        {notice}
      </p>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      {accounts ? (
        <StaffList
          accounts={accounts}
          onChanged={(message) => {
            setNotice(message);
            load();
          }}
        />
      ) : null}
      <CreateStaff
        onCreated={(message) => {
          setNotice(message);
          load();
        }}
      />
    </>
  );
}

function StaffList({ accounts, onChanged }: { accounts: StaffAccount[]; onChanged: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const roleName = useRoleName();
  const [error, setError] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="adm-section" aria-labelledby="adm-staff-list">
      <h2 id="adm-staff-list" className="adm-sr">
        <Trans>Accounts</Trans>
      </h2>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="adm-table-wrap" role="region" aria-labelledby="adm-staff-list" tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>E-mail address</Trans>
              </th>
              <th scope="col">
                <Trans>Role</Trans>
              </th>
              <th scope="col">
                <Trans>Two-factor login</Trans>
              </th>
              <th scope="col">
                <Trans>Last login</Trans>
              </th>
              <th scope="col">
                <span className="adm-sr">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <td>
                  {account.email}
                  {account.disabled ? <span className="adm-pill adm-pill-off">{t`Disabled`}</span> : null}
                  {account.must_change_password ? <span className="adm-pill">{t`New password pending`}</span> : null}
                </td>
                <td>{roleName(account.role)}</td>
                <td>{account.totp_enabled ? <span className="adm-pill adm-pill-on">{t`On`}</span> : <span className="adm-pill">{t`Not set up`}</span>}</td>
                <td className="adm-nowrap">{account.last_login_at ? when.format(new Date(account.last_login_at)) : '—'}</td>
                <td>
                  <StaffRowActions
                    account={account}
                    onDone={(message) => {
                      setError(null);
                      onChanged(message);
                    }}
                    onError={setError}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CreateStaff({ onCreated }: { onCreated: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const roleName = useRoleName();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    staffCall(StaffAccountAnswer, staffApi.staff, { method: 'POST', body: { email, role, password } })
      .then((answer) => {
        setEmail('');
        setPassword('');
        onCreated(t`${answer.account.email} can log in now and sets up two-factor login at the first login.`);
      })
      .catch((failure: unknown) => setError(staffErrorMessage(i18n, failure)))
      .finally(() => setBusy(false));
  };

  const min = STAFF_PASSWORD_MIN;
  return (
    <section className="adm-card adm-section" aria-labelledby="adm-create-title">
      <h2 id="adm-create-title">
        <Trans>New staff account</Trans>
      </h2>
      <form className="adm-form adm-form-grid" onSubmit={submit} noValidate>
        <label className="adm-field">
          <span>
            <Trans>E-mail address</Trans>
          </span>
          <input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="adm-field">
          <span>
            <Trans>Role</Trans>
          </span>
          <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span>
            <Trans>First password</Trans>
          </span>
          <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={hintId} />
          <span id={hintId} className="adm-small adm-muted">
            <Trans>At least {min} characters. Hand it over in person or by phone.</Trans>
          </span>
        </label>
        <div className="adm-form-end">
          <p className="adm-error" role="alert">
            {error}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy || email.trim() === '' || password.length < min} aria-busy={busy}>
            <Trans>Create account</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
