import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadAllMessages } from '../../i18n/i18n.ts';
import { Modal } from '../../ui/Modal.tsx';
import { closeSignupModal, signupInProgress, signupState } from './signupState.ts';
import { rememberTracking } from './tracking.ts';

// The flow (forms, validation, steps) loads only when a visitor opens the modal.
const SignupFlow = lazy(() =>
  // the flow's messages are in the rest of the catalog (decision 006)
  Promise.all([import('./SignupFlow.tsx'), loadAllMessages()]).then(([m]) => ({ default: m.SignupFlow })),
);

/**
 * The desktop signup (default and empty layouts). While signup is in progress it cannot be closed
 * by Escape or the backdrop; before the account exists and once done, Escape and Close work.
 */
export function SignupModal() {
  const { t } = useLingui();
  const { modalOpen, step, targetId } = useSnapshot(signupState);
  // the landing URL's traffic-source parameters (network, ref, sub1–3) go with a later signup
  useEffect(() => rememberTracking(window.location.search), []);
  if (!modalOpen) return null;
  const closable = !signupInProgress(step);
  return (
    <Modal title={t`Sign up`} size="md" onEscape={closable ? closeSignupModal : undefined}>
      <Suspense fallback={<div className="signup-loading" aria-busy="true" />}>
        <SignupFlow targetId={targetId} onDone={closeSignupModal} onLeave={closeSignupModal} />
      </Suspense>
      {closable && (
        <button type="button" className="btn btn-ghost btn-block signup-close" onClick={closeSignupModal}>
          <Trans>Close</Trans>
        </button>
      )}
    </Modal>
  );
}
