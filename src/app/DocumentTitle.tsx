import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useCurrentUser, useNewLikesTotal, useSettings, useUnreadTotal } from '../db/index.ts';
import { updateAppBadge } from './appBadge.ts';
import { pageTitle } from './pageTitle.ts';
import { routes, type RouteName } from './routes.ts';

const notFoundTitle = msg`Page not found`;

/** Keeps document.title and the app badge in step with the route and the unread counts. */
export function DocumentTitle({ route }: { route: RouteName | null }) {
  const { i18n } = useLingui();
  const settings = useSettings();
  const user = useCurrentUser();
  const unread = useUnreadTotal() ?? 0;
  const newLikes = useNewLikesTotal() ?? 0;
  const count = user ? unread + newLikes : 0;
  const def = route ? routes[route] : null;
  let routeTitle: string | undefined;
  if (route === null) routeTitle = i18n._(notFoundTitle);
  else if (def && 'title' in def) routeTitle = i18n._(def.title);
  // the home page's title is the site's own index_title (it usually names the site already)
  const siteName = (route === 'home' ? settings?.index_title : undefined) || (settings?.name ?? '');
  const title = pageTitle({ siteName, routeTitle, count });

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    updateAppBadge(count);
  }, [count]);
  return null;
}
