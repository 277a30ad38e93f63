import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useSettings } from '../db/kv.ts';
import { siteTextsOf } from '../contract/siteTexts.ts';
import { updateAppBadge } from './appBadge.ts';
import { pageTitle } from './pageTitle.ts';
import { routes, type RouteName } from './routes.ts';

const notFoundTitle = msg`Page not found`;

/**
 * Keeps document.title and the app badge in step with the route and a count of new things. A
 * visitor's page uses it as it is (count 0); a member's goes through DocumentTitle, which counts.
 */
export function TitleSync({ route, count }: { route: RouteName | null; count: number }) {
  const { i18n } = useLingui();
  const settings = useSettings();
  const def = route ? routes[route] : null;
  let routeTitle: string | undefined;
  if (route === null) routeTitle = i18n._(notFoundTitle);
  else if (def && 'title' in def) routeTitle = i18n._(def.title);
  // the home page's title is the site's own index_title in the app's locale (it usually names the site already)
  const siteName = (route === 'home' && settings ? siteTextsOf(settings, i18n.locale).index_title : undefined) || (settings?.name ?? '');
  const title = pageTitle({ siteName, routeTitle, count });

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    updateAppBadge(count);
  }, [count]);
  return null;
}
