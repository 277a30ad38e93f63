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

/** The logged-in member's main navigation: search, messages, likes, credits or get premium. */
export function MemberNav({ user }: { user: User }) {
  const { t } = useLingui();
  const unread = useUnreadTotal() ?? 0;
  const newLikes = useNewLikesTotal() ?? 0;
  const unreadText = badgeCount(unread);
  const likesText = badgeCount(newLikes);
  const credits = user.credits;

  return (
    <nav className="member-nav" aria-label={t`Main`}>
      <NavItem href={links.members()} icon="search" label={t`Search members`} />
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
      {user.paid_user ? (
        <NavItem
          href={links.credits()}
          icon="coin"
          label={t`Credits`}
          className="nav-credits"
          extra={creditsBadgeOrBalance(credits)}
        />
      ) : (
        <NavItem
          href={links.premium()}
          icon="star"
          label={t`Get premium`}
          className="nav-premium"
          extra={<CreditsBadge credits={credits} />}
        />
      )}
    </nav>
  );
}

/** A paying member's balance: the low-credits badge at 10 or fewer, the plain number above. */
function creditsBadgeOrBalance(credits: number) {
  if (creditsBadgeTone(credits)) return <CreditsBadge credits={credits} />;
  return <span className="nav-balance">{credits}</span>;
}
