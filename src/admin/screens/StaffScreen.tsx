import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN, StaffAccountAnswer, StaffListAnswer, staffApi, staffRoles, type StaffAccount, type StaffRole } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { useRoleName } from '../ConsoleLayout.tsx';
import { useStaffAction } from '../kit/action.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure, Notice } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { Table } from '../kit/Table.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';

/**
 * Admins: the staff accounts, a new account, and each account's lifecycle: role, disable, a new
 * password, a 2FA reset for a lost phone, the end of its sessions (decisions 120, 169).
 */
export function StaffScreen() {
  const accounts = useStaffQuery('staff', () => staffCall(StaffListAnswer, staffApi.staff));
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    accounts.reload();
  };

  return (
    <>
      <h1 className="adm-title">
        <Trans>Staff accounts</Trans>
      </h1>
      <Notice message={notice} />
      <Failure message={accounts.error} />
      {accounts.data ? <StaffList accounts={accounts.data.staff} onChanged={changed} /> : null}
      <CreateStaff onCreated={changed} />
    </>
  );
}

function StaffList({ accounts, onChanged }: { accounts: StaffAccount[]; onChanged: (message: string) => void }) {
  const { t } = useLingui();
  const roleName = useRoleName();
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);

  return (
    <section className="adm-section" aria-labelledby="adm-staff-list">
      <h2 id="adm-staff-list" className="adm-sr">
        <Trans>Accounts</Trans>
      </h2>
      <Failure message={error} />
      <Table
        labelledBy="adm-staff-list"
        rows={accounts}
        rowKey={(account) => account.id}
        columns={[
          {
            head: <Trans>E-mail address</Trans>,
            cell: (account) => (
              <>
                {account.email}
                {account.disabled ? <span className="adm-pill adm-pill-off">{t`Disabled`}</span> : null}
                {account.must_change_password ? <span className="adm-pill">{t`New password pending`}</span> : null}
              </>
            ),
          },
          { head: <Trans>Role</Trans>, cell: (account) => roleName(account.role) },
          { head: <Trans>Two-factor login</Trans>, cell: (account) => (account.totp_enabled ? <span className="adm-pill adm-pill-on">{t`On`}</span> : <span className="adm-pill">{t`Not set up`}</span>) },
          { head: <Trans>Last login</Trans>, headClassName: '', className: 'adm-nowrap', cell: (account) => (account.last_login_at ? format.date(account.last_login_at) : '—') },
          {
            head: (
              <span className="adm-sr">
                <Trans>Actions</Trans>
              </span>
            ),
            cell: (account) => (
              <StaffRowActions
                account={account}
                onDone={(message) => {
                  setError(null);
                  onChanged(message);
                }}
                onError={setError}
              />
            ),
          },
        ]}
      />
    </section>
  );
}

function CreateStaff({ onCreated }: { onCreated: (message: string) => void }) {
  const { t } = useLingui();
  const roleName = useRoleName();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [password, setPassword] = useState('');
  const creating = useStaffAction();
  const busy = creating.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void creating.run(
      () => staffCall(StaffAccountAnswer, staffApi.staff, { method: 'POST', body: { email, role, password } }),
      (answer) => {
        setEmail('');
        setPassword('');
        onCreated(t`${answer.account.email} can log in now and sets up two-factor login at the first login.`);
      },
    );
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
          <Failure message={creating.error} kept />
          <button type="submit" className="btn btn-primary" disabled={busy || email.trim() === '' || password.length < min} aria-busy={busy}>
            <Trans>Create account</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
