import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { SignupFlow } from './SignupFlow.tsx';
import { closeSignupModal, signupState } from './signupState.ts';
import { rememberTracking } from './tracking.ts';
import { useLeaveSignup } from './useLeaveSignup.ts';

/** /signup: the signup flow as a page (smartphones; SPEC §2). */
export default function SignupScreen() {
  const [, navigate] = useLocation();
  const leave = useLeaveSignup(links.home());
  useEffect(() => {
    rememberTracking(window.location.search);
    closeSignupModal();
    signupState.targetId = null;
  }, []);
  return (
    <div className="container page signup-page">
      <section className="card signup-card" aria-labelledby="signup-title">
        <h1 id="signup-title" className="visually-hidden">
          <Trans>Sign up</Trans>
        </h1>
        <SignupFlow targetId={null} onDone={() => navigate(links.signupMatches())} onLeave={leave} />
      </section>
    </div>
  );
}
