import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { User } from '../../contract/index.ts';
import { useNewLikesTotal, useUnreadTotal } from '../../db/index.ts';
import { links } from '../../app/routes.ts';
import { Badge } from '../../ui/Badge.tsx';
import { badgeCount } from '../../ui/badgeCount.ts';
import { CreditsBadge } from './CreditsBadge.tsx';
import { creditsBadgeTone } from './creditsBadge.ts';
import { NavItem } from './NavItem.tsx';

/**
 * The logged-in member's main navigation (SPEC §2 Top bar, decision 176): search, swipe
 * game, match finder, messages and likes with their names, then credits or get premium. From 992 px
 * it sits in the top bar; below, the five screens are a bottom tab bar with labels (TopBar.css)
 * while credits or premium stay in the top bar: one list of links, laid out twice by CSS.
 */
export function MemberNav({ user }: { user: User }) {
  const { t } = useLingui();
  const unread = useUnreadTotal() ?? 0;
  const newLikes = useNewLikesTotal() ?? 0;
  const unreadText = badgeCount(unread);
  const likesText = badgeCount(newLikes);
  const credits = user.credits;

  return (
    <nav className="member-nav" aria-label={t`Main`}>
      <div className="nav-tabs">
        <NavItem href={links.members()} icon="search" label={t`Search members`} shortLabel={t`Search`} />
        <NavItem href={links.swipeGame()} icon="cards" label={t`Swipe game`} shortLabel={t`Swipe`} />
        <NavItem href={links.matchFinder()} icon="sparkles" label={t`Find matches`} shortLabel={t`Matches`} />
        <NavItem
          href={links.chats()}
          icon="chat"
          label={t`Messages`}
          extra={
            unreadText && (
              <Badge tone="unread" label={t`${plural(unread, { one: '# unread message', other: '# unread messages' })}`}>
                {unreadText}
              </Badge>
            )
          }
        />
        <NavItem
          href={links.likes()}
          icon="heart"
          label={t`Likes`}
          extra={
            likesText && (
              <Badge tone="primary" label={t`${plural(newLikes, { one: '# new like', other: '# new likes' })}`}>
                {likesText}
              </Badge>
            )
          }
        />
      </div>
      {user.paid_user ? (
        <NavItem href={links.credits()} icon="coin" label={t`Credits`} className="nav-credits" extra={creditsBadgeOrBalance(credits)} />
      ) : (
        <NavItem href={links.premium()} icon="crown" label={t`Get premium`} className="nav-premium" extra={<CreditsBadge credits={credits} />} />
      )}
    </nav>
  );
}

/** A paying member's balance: the low-credits badge at 10 or fewer, the plain number above. */
function creditsBadgeOrBalance(credits: number) {
  if (creditsBadgeTone(credits)) return <CreditsBadge credits={credits} />;
  return <span className="nav-balance">{credits}</span>;
}
