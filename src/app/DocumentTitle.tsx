import { useCurrentUser, useNewLikesTotal, useUnreadTotal } from '../db/index.ts';
import type { RouteName } from './routes.ts';
import { TitleSync } from './TitleSync.tsx';

/** A member's title and app badge: the route with unread messages plus new likes counted. */
export function DocumentTitle({ route }: { route: RouteName | null }) {
  const user = useCurrentUser();
  const unread = useUnreadTotal() ?? 0;
  const newLikes = useNewLikesTotal() ?? 0;
  return <TitleSync route={route} count={user ? unread + newLikes : 0} />;
}
