import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { SIGNUP_MESSAGE_MAX } from '../../contract/constants.ts';
import { hasTracking } from '../../contract/tracking.ts';
import { useSettings } from '../../db/kv.ts';
import { errorMessage, type ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { formText, useServerForm } from '../auth/serverForm.ts';
import { AccountFields, type AccountValues } from './AccountFields.tsx';
import { fieldOfError } from './fieldOfError.ts';
import { goToStep, signupState } from './signupState.ts';
import { readTracking } from './tracking.ts';

interface Props {
  targetId: number | null;
  targetName?: string;
}

/** Step 0: write a first message (signup with message) and create the account. */
export function StepStart({ targetId, targetName }: Props) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const countries = settings?.countries ?? ['GB'];
  const [message, setMessage] = useState('');
  const [values, setValues] = useState<AccountValues>({
    email: '',
    name: '',
    password: '',
    dateOfBirth: '',
    // no answer chosen for the visitor (decision 176): they say who they are and whom they look for
    gender: '',
    seeking: '',
    country: settings?.geoip_country && countries.includes(settings.geoip_country) ? settings.geoip_country : (countries[0] ?? 'GB'),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const [choiceErrors, setChoiceErrors] = useState<Partial<Record<'gender' | 'seeking', string>>>({});
  // /signup painted by the server: what was filled in there before the app arrived (decision 137)
  const formRef = useServerForm('signup', (form) => {
    const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => allowed.find((v) => v === form.get(name)) ?? fallback;
    setValues((v) => ({
      email: formText(form, 'email'),
      name: formText(form, 'name'),
      password: formText(form, 'password'),
      dateOfBirth: formText(form, 'dateOfBirth'),
      gender: choice('gender', ['male', 'female'] as const, v.gender),
      seeking: choice('seeking', ['male', 'female', 'both'] as const, v.seeking),
      country: choice('country', countries, v.country),
    }));
  });

  // SPEC §4: 'with_trafficsource' opens signup only to visitors who came with tracking data.
  if (settings?.signups === 'closed' || (settings?.signups === 'with_trafficsource' && !hasTracking(readTracking()))) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(i18n, { error: 'signups_closed' })}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const { gender, seeking } = values;
    if (gender === '' || seeking === '') {
      setChoiceErrors({
        ...(gender === '' ? { gender: t`Please choose whether you are a man or a woman.` } : {}),
        ...(seeking === '' ? { seeking: t`Please choose whom you are looking for.` } : {}),
      });
      document.querySelector<HTMLInputElement>(`#signup-${gender === '' ? 'gender' : 'seeking'} input`)?.focus();
      return;
    }
    setChoiceErrors({});
    setBusy(true);
    setError(null);
    signupState.creating = true;
    const result = await actions.signup({
      email: values.email.trim(),
      name: values.name.trim(),
      password: values.password,
      date_of_birth: values.dateOfBirth,
      gender,
      seeking,
      country: values.country,
      language: i18n.locale,
      tracking: readTracking(),
      ...(targetId !== null && message.trim() !== '' ? { target_profile_id: targetId, signup_message: message.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) goToStep('photo');
    else setError(result.error);
    signupState.creating = false;
  };

  const invalidField = fieldOfError(error);
  return (
    <form ref={formRef} className="stack signup-form" onSubmit={onSubmit}>
      {targetId !== null ? (
        <div className="field">
          <label htmlFor="signup-message">
            {targetName ? <Trans>Your first message to {targetName}</Trans> : <Trans>Your first message</Trans>}
          </label>
          <textarea
            id="signup-message"
            rows={3}
            maxLength={SIGNUP_MESSAGE_MAX}
            value={message}
            placeholder={t`Say hello and tell them what caught your eye…`}
            onChange={(e) => setMessage(e.target.value)}
          />
          <p className="muted signup-hint">
            <Trans>Your message is delivered as soon as you confirm your e-mail address.</Trans>
          </p>
        </div>
      ) : (
        <p className="muted signup-hint">
          <Trans>
            Want to write to someone first? <Link href={links.members()}>Browse members</Link> and write a message from their profile.
          </Trans>
        </p>
      )}
      <AccountFields
        values={values}
        countries={countries}
        invalid={new Set(invalidField ? [invalidField] : [])}
        choiceErrors={choiceErrors}
        onChange={(next) => {
          setValues(next);
          // an answered question loses its message
          setChoiceErrors((was) => ({ ...(next.gender === '' ? { gender: was.gender } : {}), ...(next.seeking === '' ? { seeking: was.seeking } : {}) }));
        }}
      />
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(i18n, error)}{' '}
          {error.error === 'email_exists' && (
            <Link href={links.login()}>
              <Trans>Log in</Trans>
            </Link>
          )}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {targetId !== null && message.trim() !== '' ? <Trans>Send message and create account</Trans> : <Trans>Create account</Trans>}
      </button>
      <p className="muted signup-terms">
        <Trans>
          By signing up you accept the <Link href={links.page('terms')}>terms</Link> and the <Link href={links.page('privacy')}>privacy policy</Link>.
        </Trans>
      </p>
    </form>
  );
}
