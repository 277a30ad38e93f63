import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Avatar } from '../../ui/Avatar.tsx';
import { SignupFlow } from './SignupFlow.tsx';
import { rememberTracking } from './tracking.ts';
import { useTargetProfile } from './useTargetProfile.ts';

/** /members/:id/landing: a member's landing page from a campaign, with signup-with-message. */
export default function MemberLandingScreen() {
  const { id, profile } = useTargetProfile();
  useEffect(() => rememberTracking(window.location.search), []);
  const name = profile?.name;
  return (
    <div className="container page signup-page">
      <section className="card signup-card stack" aria-labelledby="landing-title">
        <header className="signup-target">
          {profile && <Avatar name={profile.name} src={profile.main_image?.filename ?? null} size={96} />}
          <h1 id="landing-title">{name ? <Trans>{name} is waiting for your message</Trans> : <Trans>Someone is waiting for your message</Trans>}</h1>
          <p className="muted">
            <Trans>Create your free account in a minute and your message goes out as soon as you confirm your e-mail.</Trans>
          </p>
        </header>
        <SignupFlow targetId={id} targetName={name} />
      </section>
    </div>
  );
}
