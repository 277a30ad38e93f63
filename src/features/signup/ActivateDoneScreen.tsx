import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { ErrorCode } from '../../contract/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { useAccountValue, useCurrentUser } from '../../db/index.ts';
import { refresh, actions } from '../../sync/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ProfileTile } from './ProfileTile.tsx';
import './signup.css';

/** /activate/done: the sign-up profile card, the premium card and a member overview (SPEC §2). */
export default function ActivateDoneScreen() {
  const user = useCurrentUser();
  const matches = useAccountValue('signupMatches');
  useEffect(() => {
    void refresh();
    if (user) void actions.loadSignupMatches();
  }, [user]);
  const name = user?.profile.name ?? '';
  const age = user?.profile.age ?? 0;
  return (
    <div className="container page stack">
      <h1>
        <Trans>Your e-mail address is confirmed</Trans>
      </h1>
      <FirstMessageRefused />
      <div className="activate-grid">
        <section className="card signup-target" aria-labelledby="activate-profile">
          {user ? (
            <>
              <Avatar name={name} src={user.profile.main_image?.thumb_filename ?? null} size={96} />
              <h2 id="activate-profile">
                <Trans>
                  {name}, {age}
                </Trans>
              </h2>
              <p className="muted">
                <Trans>Your profile is active: other members can now find you and reply to your messages.</Trans>
              </p>
              <Link href={links.profile()} className="btn btn-outline">
                <Trans>Complete my profile</Trans>
              </Link>
            </>
          ) : (
            <>
              <h2 id="activate-profile">
                <Trans>Welcome!</Trans>
              </h2>
              <Link href={links.login()} className="btn btn-primary">
                <Trans>Log in</Trans>
              </Link>
            </>
          )}
        </section>
        <section className="card premium-card stack" aria-labelledby="activate-premium">
          <h2 id="activate-premium">
            <Trans>Go premium</Trans>
          </h2>
          <p>
            <Trans>See every photo, upload up to 25 of your own and keep all features, even at zero credits.</Trans>
          </p>
          <Link href={links.premium()} className="btn btn-light">
            <Trans>Get premium</Trans>
          </Link>
        </section>
      </div>
      {user && (
        <section aria-labelledby="activate-members" className="stack">
          <h2 id="activate-members">
            <Trans>Members you might like</Trans>
          </h2>
          {matches && matches.length > 0 ? (
            <ul className="signup-matches-grid">
              {matches.map((profile) => (
                <ProfileTile key={profile.id} profile={profile} />
              ))}
            </ul>
          ) : (
            <Link href={links.members()} className="btn btn-primary">
              <Trans>Search members</Trans>
            </Link>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Issue 20: the signup message a rule refused on confirmation (the receiver blocked the new member
 * or left meanwhile) is never dropped silently: the activation link lands here with its error code.
 */
function FirstMessageRefused() {
  const { i18n } = useLingui();
  const code = ErrorCode.safeParse(new URLSearchParams(useSearch()).get('first_message'));
  if (!code.success) return null;
  return (
    <div className="first-message-refused" role="alert">
      <strong>
        <Trans>Your first message could not be delivered.</Trans>
      </strong>{' '}
      {errorMessage(i18n, { error: code.data })}
    </div>
  );
}
