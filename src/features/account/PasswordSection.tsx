import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/constants.ts';
import { actions } from '../../sync/index.ts';
import { TextField } from '../signup/TextField.tsx';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';

/** Change password with the old one; other devices are logged out. */
export function PasswordSection() {
  const { t } = useLingui();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { busy, error, done, run } = useAction();
  return (
    <section className="card settings-section" aria-labelledby="settings-password">
      <h2 id="settings-password">
        <Trans>Password</Trans>
      </h2>
      <form
        className="stack account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => actions.changePassword({ old_password: oldPassword, new_password: newPassword })).then((ok) => {
            if (ok) {
              setOldPassword('');
              setNewPassword('');
            }
          });
        }}
      >
        <TextField id="settings-old-password" label={t`Old password`} type="password" autoComplete="current-password" required value={oldPassword} invalid={error?.error === 'old_password_wrong'} onChange={(e) => setOldPassword(e.target.value)} />
        <TextField id="settings-new-password" label={t`New password`} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        <FormMessage error={error} success={done ? <Trans>Your password has been changed. Other devices have been logged out.</Trans> : undefined} />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          <Trans>Change password</Trans>
        </button>
      </form>
    </section>
  );
}
