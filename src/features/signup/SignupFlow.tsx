import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { Icon } from '../../ui/Icon.tsx';
import { goToStep, signupState, signupSteps, type SignupStep } from './signupState.ts';
import { StepAbout } from './StepAbout.tsx';
import { StepComplete } from './StepComplete.tsx';
import { StepLocation } from './StepLocation.tsx';
import { StepPersonal } from './StepPersonal.tsx';
import { StepPhoto } from './StepPhoto.tsx';
import { StepStart } from './StepStart.tsx';
import './signup.css';

interface Props {
  targetId: number | null;
  targetName?: string;
  /** the flow leaves the modal / page (to the signup matches) */
  onDone?: () => void;
  /** "Back" before the steps (and from the photo step, the account being made): leave to where the visitor came from */
  onLeave: () => void;
}

/** Where "Back" leads from each step (decision 176): the step before; out of the flow before the account's steps. */
const previousStep: Record<SignupStep, SignupStep | null> = {
  start: null,
  photo: null,
  personal: 'photo',
  location: 'personal',
  about: 'location',
  complete: 'about',
};

/** The signup steps (SPEC §4): step0, photo, personal info, location, about me, complete. */
export function SignupFlow({ targetId, targetName, onDone, onLeave }: Props) {
  const { t } = useLingui();
  const snapshot = useSnapshot(signupState);
  const user = useCurrentUser();
  // A member who is already logged in never sees step0 again (unless this flow is creating them).
  const step = snapshot.step === 'start' && user && !snapshot.creating ? 'complete' : snapshot.step;
  // ...and one whose e-mail is confirmed has nothing left here ("confirm your e-mail" would be
  // wrong): the members' search, or the chat with the member this signup was for
  if (step === 'complete' && snapshot.step === 'start' && user?.status === 'confirmed') {
    return <Redirect to={targetId !== null ? links.memberChat(targetId) : links.members()} replace />;
  }

  const titles = {
    start: targetId !== null ? t`Write a message or create an account` : t`Create your free account`,
    photo: t`Add a profile photo`,
    personal: t`About you`,
    location: t`Where do you live?`,
    about: t`Describe yourself`,
    complete: t`Almost done!`,
  } as const;
  const index = signupSteps.indexOf(step);
  const total = signupSteps.length;
  const number = index + 1;
  const previous = previousStep[step];
  return (
    <div className="signup-flow">
      <div className="signup-head">
        <button type="button" className="btn btn-ghost signup-back" onClick={() => (previous ? goToStep(previous) : onLeave())}>
          <Icon name="back" size={18} />
          <Trans>Back</Trans>
        </button>
        <p className="signup-progress-label muted">
          <Trans>
            Step {number} of {total}
          </Trans>
        </p>
      </div>
      <div className="signup-progress" role="progressbar" aria-valuemin={1} aria-valuemax={total} aria-valuenow={number} aria-label={t`Signup progress`}>
        <span style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <h2 className="signup-step-title">{titles[step]}</h2>
      {step === 'start' && <StepStart targetId={targetId} targetName={targetName} />}
      {step === 'photo' && <StepPhoto />}
      {step === 'personal' && <StepPersonal />}
      {step === 'location' && <StepLocation />}
      {step === 'about' && <StepAbout />}
      {step === 'complete' && <StepComplete onContinue={onDone} />}
    </div>
  );
}
