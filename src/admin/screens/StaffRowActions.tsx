import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN, StaffAccountAnswer, staffAccountPath, staffRoles, type StaffAccount, type StaffRole } from '../../contract/staff.ts';
import { staffCall } from '../api.ts';
import { useRoleName } from '../ConsoleLayout.tsx';
import { InlineConfirm } from '../kit/Confirm.tsx';
import { staffErrorMessage } from '../login/errors.ts';
import { useStaffSession } from '../session.ts';

type Confirmable = 'disable' | 'end-sessions' | 'reset-totp' | 'reset-password';

/**
 * An admin's actions on one staff account (decision 169): role, disable or enable, a new first
 * password, a 2FA reset, the end of every session. Each is audited by the server; those that end
 * sessions ask first. An action on one's own account that ends one's own session logs out.
 */
export function StaffRowActions({ account, onDone, onError }: { account: StaffAccount; onDone: (message: string) => void; onError: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const roleName = useRoleName();
  const { me, loggedOut } = useStaffSession();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [password, setPassword] = useState('');
  const own = account.id === me.staff.id;
  const who = account.email;
  const min = STAFF_PASSWORD_MIN;

  const act = (path: Parameters<typeof staffAccountPath>[0], body: object, message: string, endsOwnSession: boolean) => {
    staffCall(StaffAccountAnswer, staffAccountPath(path, account.id), { method: 'POST', body }).then(
      () => {
        setConfirming(null);
        setPassword('');
        if (own && endsOwnSession) loggedOut();
        else onDone(message);
      },
      (failure: unknown) => onError(staffErrorMessage(i18n, failure)),
    );
  };

  const changeRole = (role: StaffRole) => {
    const name = roleName(role);
    act('staffRole', { role }, t`${who} is now ${name}.`, false);
  };
  const confirmed = () => {
    if (confirming === 'disable') act('staffDisable', {}, t`${who} is disabled and logged out everywhere.`, true);
    else if (confirming === 'end-sessions') act('staffEndSessions', {}, t`${who} is logged out everywhere.`, true);
    else if (confirming === 'reset-totp') act('staffResetTotp', {}, t`Two-factor login of ${who} is reset. They set it up again at their next login.`, true);
  };
  const resetPassword = (event: FormEvent) => {
    event.preventDefault();
    act('staffResetPassword', { password }, t`${who} has a new first password and chooses their own at the next login.`, true);
  };

  if (confirming === 'reset-password') {
    return (
      <form className="adm-confirm" onSubmit={resetPassword} noValidate>
        <label>
          <span className="adm-sr">{t`New first password for ${who}`}</span>
          <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder={t`At least ${min} characters.`} autoFocus />
        </label>
        <button type="submit" className="btn btn-primary adm-btn-sm" disabled={password.length < min}>
          <Trans>Set password</Trans>
        </button>
        <button type="button" className="btn btn-ghost adm-btn-sm" onClick={() => setConfirming(null)}>
          <Trans>Cancel</Trans>
        </button>
      </form>
    );
  }
  if (confirming !== null) {
    const question = confirming === 'disable' ? t`Disable ${who}?` : confirming === 'end-sessions' ? t`Log ${who} out everywhere?` : t`Reset two-factor login of ${who}?`;
    return (
      <InlineConfirm question={question} yes={<Trans>Yes</Trans>} no={<Trans>Cancel</Trans>} onYes={confirmed} onNo={() => setConfirming(null)} />
    );
  }
  return (
    <span className="adm-row-actions">
      {own || account.disabled ? null : (
        <select aria-label={t`Role of ${who}`} value={account.role} onChange={(e) => changeRole(e.target.value as StaffRole)}>
          {staffRoles.map((r) => (
            <option key={r} value={r}>
              {roleName(r)}
            </option>
          ))}
        </select>
      )}
      {account.disabled ? (
        <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => act('staffEnable', {}, t`${who} can log in again.`, false)} aria-label={t`Enable ${who}`}>
          <Trans>Enable</Trans>
        </button>
      ) : (
        <>
          {own ? null : (
            <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => setConfirming('disable')} aria-label={t`Disable ${who}`}>
              <Trans>Disable</Trans>
            </button>
          )}
          <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => setConfirming('reset-password')} aria-label={t`Reset password of ${who}`}>
            <Trans>Reset password</Trans>
          </button>
          {account.totp_enabled ? (
            <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => setConfirming('reset-totp')} aria-label={t`Reset two-factor login of ${who}`}>
              <Trans>Reset 2FA</Trans>
            </button>
          ) : null}
          <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => setConfirming('end-sessions')} aria-label={t`Log ${who} out everywhere`}>
            <Trans>End sessions</Trans>
          </button>
        </>
      )}
    </span>
  );
}
