import { Trans } from '@lingui/react/macro';
import { goToStep, type SignupStep } from './signupState.ts';

/** Back and Next (submit) of a signup step. */
export function StepNav({ back, busy }: { back: SignupStep; busy: boolean }) {
  return (
    <div className="signup-nav">
      <button type="button" className="btn btn-ghost" onClick={() => goToStep(back)}>
        <Trans>Back</Trans>
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        <Trans>Next</Trans>
      </button>
    </div>
  );
}
