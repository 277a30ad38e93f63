import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { StaffMeAnswer } from '../../contract/staff.ts';
import { EnrolStep } from './EnrolStep.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { SecondStep } from './SecondStep.tsx';

type Step = 'password' | 'totp' | 'enrol' | 'new_password';

/**
 * Password, then the TOTP code (or a recovery code), or the enrolment of an account without 2FA;
 * after an admin's password reset a new password comes first (decision 169).
 */
export function LoginFlow({ onLoggedIn }: { onLoggedIn: (me: StaffMeAnswer) => void }) {
  const [step, setStep] = useState<Step>('password');
  const restart = () => setStep('password');
  if (step === 'totp') return <SecondStep onLoggedIn={onLoggedIn} onRestart={restart} />;
  if (step === 'enrol') return <EnrolStep onLoggedIn={onLoggedIn} onRestart={restart} />;
  if (step === 'new_password') return <NewPasswordStep onNext={setStep} />;
  return <PasswordStep onNext={setStep} />;
}

/** The centred card of the login screens. */
export function AuthCard({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <main className="adm-auth">
      <section className="adm-card adm-auth-card" aria-labelledby={titleId}>
        <p className="adm-brand adm-brand-auth">
          <span aria-hidden="true" className="adm-logo">
            ♥
          </span>
          <span>{t`Staff console`}</span>
        </p>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </main>
  );
}

export function FormError({ message }: { message: string | null }) {
  return (
    <p className="adm-error" role="alert" aria-live="assertive">
      {message}
    </p>
  );
}

export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? (
        <span className="adm-sr">
          <Trans>Please wait</Trans>
        </span>
      ) : null}
    </>
  );
}
