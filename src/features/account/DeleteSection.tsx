import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { REACTIVATION_DAYS } from '../../contract/constants.ts';
import { actions } from '../../sync/index.ts';
import { TextField } from '../signup/TextField.tsx';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';

/** Delete the account: confirmed with the password; reactivation possible for 14 days. */
export function DeleteSection() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  const days = REACTIVATION_DAYS;
  return (
    <section className="card settings-section danger-zone" aria-labelledby="settings-delete">
      <h2 id="settings-delete">
        <Trans>Delete account</Trans>
      </h2>
      <p>
        <Trans>Your profile disappears at once. For {days} days you can reactivate it with the link we e-mail you; after that your personal data is erased for good.</Trans>
      </p>
      <form
        className="stack account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => actions.deleteAccount({ password })).then((ok) => {
            if (ok) navigate(links.accountDeleted(), { replace: true });
          });
        }}
      >
        <TextField id="settings-delete-password" label={t`Your password`} type="password" autoComplete="current-password" required value={password} invalid={error?.error === 'old_password_wrong'} onChange={(e) => setPassword(e.target.value)} />
        <FormMessage error={error} />
        <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy}>
          <Trans>Delete my account</Trans>
        </button>
      </form>
    </section>
  );
}
