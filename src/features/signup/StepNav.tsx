import { Trans } from '@lingui/react/macro';

/** Next (submit) of a signup step; "Back" is in the flow's head (SignupFlow), the same place on every step. */
export function StepNav({ busy }: { busy: boolean }) {
  return (
    <div className="signup-nav">
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        <Trans>Next</Trans>
      </button>
    </div>
  );
}
