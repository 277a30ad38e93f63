import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSettings } from '../../db/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { landerRequestOf } from '../landers/landerRequest.ts';
import { LanderView } from '../landers/LanderView.tsx';
import { signupHref } from '../landers/signupLink.ts';
import { useLander } from '../landers/useLander.ts';
import { SignupFlow } from './SignupFlow.tsx';
import { rememberTracking } from './tracking.ts';
import { useTargetProfile } from './useTargetProfile.ts';
import { useLeaveSignup } from './useLeaveSignup.ts';
import { links } from '../../app/routes.ts';

/** /members/:id/landing: a member's landing page from a campaign (lander layout), with signup-with-message. */
export default function MemberLandingScreen() {
  const { id, profile } = useTargetProfile();
  const [path] = useLocation();
  const search = useSearch();
  const settings = useSettings() ?? null;
  const lander = useLander(path, landerRequestOf(path));
  useEffect(() => rememberTracking(search), [search]);
  const leave = useLeaveSignup(links.home());
  const name = lander?.ok ? lander.data.member?.name : profile?.name;
  const signup = (
    <section className="card signup-card stack lander-signup" aria-labelledby="landing-title">
      <header className="signup-target">
        {!lander?.ok && profile && <Avatar name={profile.name} src={profile.main_image?.filename ?? null} size={96} />}
        <h2 id="landing-title">{name ? <Trans>Write to {name}</Trans> : <Trans>Someone is waiting for your message</Trans>}</h2>
        <p className="muted">
          <Trans>Create your free account in a minute and your message goes out as soon as you confirm your e-mail.</Trans>
        </p>
      </header>
      <SignupFlow targetId={id} targetName={name} onLeave={leave} />
    </section>
  );
  if (lander?.ok) {
    return (
      <LanderView data={lander.data} href={signupHref(search, id)} settings={settings}>
        {signup}
      </LanderView>
    );
  }
  return <div className="container page signup-page">{signup}</div>;
}
