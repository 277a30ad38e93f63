import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useAccountValue, useCurrentUser } from '../../db/index.ts';
import { FictionalWarning } from '../members/FictionalBadge.tsx';
import { actions } from '../../sync/index.ts';
import { ProfileTile } from './ProfileTile.tsx';
import './signup.css';

/** /signup-matches: members to meet right after signup. */
export default function SignupMatchesScreen() {
  const user = useCurrentUser();
  const matches = useAccountValue('signupMatches');
  useEffect(() => {
    if (user) void actions.loadSignupMatches();
  }, [user]);
  return (
    <div className="container page stack">
      <h1>
        <Trans>Members you might like</Trans>
      </h1>
      {user?.status === 'not_confirmed' && (
        <p className="muted">
          <Trans>Confirm your e-mail address so that they can reply to you.</Trans>
        </p>
      )}
      {matches === undefined ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : matches === null || matches.length === 0 ? (
        <p>
          <Trans>
            No suggestions yet. <Link href={links.members()}>Search members</Link>
          </Trans>
        </p>
      ) : (
        <ul className="signup-matches-grid">
          {matches.map((profile) => (
            <ProfileTile key={profile.id} profile={profile} />
          ))}
        </ul>
      )}
      {matches?.some((profile) => profile.fictional) && <FictionalWarning />}
      <p>
        <Link href={links.members()} className="btn btn-primary">
          <Trans>Search all members</Trans>
        </Link>
      </p>
    </div>
  );
}
