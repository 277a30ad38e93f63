import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { LikeType } from '../../contract/likes.ts';

/** What an empty likes section says, and where to go next. */
export function EmptyLikes({ type, action = true }: { type: LikeType; action?: boolean }) {
  return (
    <div className="card empty-state likes-empty">
      <p>
        {type === 'liked-me' && <Trans>Nobody has liked you yet. A profile photo gets you noticed.</Trans>}
        {type === 'matches' && <Trans>No matches yet. When someone you like likes you back, it's a match.</Trans>}
        {type === 'my-likes' && <Trans>You have not liked anyone yet.</Trans>}
      </p>
      {action && (
        <Link href={links.members()} className="btn btn-outline">
          <Trans>Search members</Trans>
        </Link>
      )}
    </div>
  );
}
