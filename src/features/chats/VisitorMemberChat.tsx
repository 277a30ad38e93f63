import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useSiteTexts } from '../../app/siteTexts.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { useTargetProfile } from '../signup/useTargetProfile.ts';
import '../signup/signup.css';

/**
 * /members/{id}/chat for a visitor (SPEC §2, §6: chatting needs an account): the profile's
 * card and a sign-up / log-in prompt; sign-up leads into signup-with-message for this profile. No
 * composer: a visitor's message could never be sent. Shown at once, the card joins when it arrives
 * (a site without logged-out browsing never sends it), so the page is never blank.
 */
export function VisitorMemberChat() {
  const { t } = useLingui();
  const { id, profile } = useTargetProfile();
  const name = profile?.name;
  const age = profile?.age ?? 0;
  const warning = useSiteTexts()?.fictional_warning || t`This profile is fictional.`;
  return (
    <div className="container page signup-page">
      <section className="card signup-card stack visitor-chat" aria-labelledby="visitor-chat-title">
        <header className="signup-target">
          {profile && <Avatar name={profile.name} src={profile.main_image?.thumb_filename ?? null} size={120} />}
          <h1 id="visitor-chat-title">
            {name ? (
              <>
                <Trans>
                  {name}, {age}
                </Trans>
                {profile.fictional && (
                  <>
                    {' '}
                    <FictionalBadge />
                  </>
                )}
              </>
            ) : (
              <Trans>Write your first message</Trans>
            )}
          </h1>
          {profile?.fictional && <p className="muted visitor-chat-fictional">{warning}</p>}
          <p>{name ? <Trans>Sign up for free to chat with {name}. Already a member? Log in.</Trans> : <Trans>Sign up for free to chat. Already a member? Log in.</Trans>}</p>
        </header>
        <div className="stack">
          <Link href={id === null ? links.signup() : links.memberSignup(id)} className="btn btn-primary btn-block">
            <Icon name="chat" size={20} />
            {name ? <Trans>Sign up and write to {name}</Trans> : <Trans>Sign up for free</Trans>}
          </Link>
          <Link href={links.login()} className="btn btn-outline btn-block">
            <Trans>Log in</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
