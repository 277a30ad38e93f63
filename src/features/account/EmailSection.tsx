import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { actions } from '../../sync/index.ts';
import { TextField } from '../signup/TextField.tsx';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';

/** Change e-mail: a confirmation link goes to the new address. */
export function EmailSection({ current }: { current: string }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, done, run } = useAction();
  const sentTo = email.trim();
  return (
    <section className="card settings-section" aria-labelledby="settings-email">
      <h2 id="settings-email">
        <Trans>E-mail address</Trans>
      </h2>
      <p className="muted">
        <Trans>Your current address is {current}.</Trans>
      </p>
      <form
        className="stack account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => actions.changeEmail({ email: email.trim(), password }));
        }}
      >
        <TextField id="settings-new-email" label={t`New e-mail address`} type="email" autoComplete="email" required value={email} invalid={error?.error === 'new_email_invalid' || error?.error === 'email_taken'} onChange={(e) => setEmail(e.target.value)} />
        <TextField id="settings-email-password" label={t`Your password`} type="password" autoComplete="current-password" required value={password} invalid={error?.error === 'old_password_wrong'} onChange={(e) => setPassword(e.target.value)} />
        <FormMessage error={error} success={done ? <Trans>We sent a confirmation link to {sentTo}. Open it to use this address.</Trans> : undefined} />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          <Trans>Change e-mail address</Trans>
        </button>
      </form>
    </section>
  );
}
