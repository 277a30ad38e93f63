import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Avatar } from '../../ui/Avatar.tsx';
import { SignupFlow } from './SignupFlow.tsx';
import { closeSignupModal } from './signupState.ts';
import { rememberTracking } from './tracking.ts';
import { useTargetProfile } from './useTargetProfile.ts';
import { useLeaveSignup } from './useLeaveSignup.ts';
import { links } from '../../app/routes.ts';

/** /members/:id/signup: sign up while writing a first message to this member (SPEC §1). */
export default function MemberSignupScreen() {
  const { id, profile } = useTargetProfile();
  useEffect(() => {
    rememberTracking(window.location.search);
    closeSignupModal();
  }, []);
  const name = profile?.name;
  const leave = useLeaveSignup(id !== null ? links.member(id) : links.home());
  return (
    <div className="container page signup-page">
      <section className="card signup-card stack" aria-labelledby="member-signup-title">
        <header className="signup-target">
          {profile && <Avatar name={profile.name} src={profile.main_image?.thumb_filename ?? null} size={64} />}
          <h1 id="member-signup-title">{name ? <Trans>Write to {name}</Trans> : <Trans>Write your first message</Trans>}</h1>
        </header>
        <SignupFlow targetId={id} targetName={name} onLeave={leave} />
      </section>
    </div>
  );
}
