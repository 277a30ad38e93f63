import { I18nProvider } from '@lingui/react';
import { Route, Switch } from 'wouter';
import { i18n } from '../i18n/i18n.ts';
import { AppToasts } from '../features/status/AppToasts.tsx';
import { ReportConfirmationHost } from '../features/reports/ReportConfirmationHost.tsx';
import { ModerationNoticeHost } from '../features/moderation/ModerationNoticeHost.tsx';
import { BrandTheme } from './BrandTheme.tsx';
import { LocaleSync } from './LocaleSync.tsx';
import { Page } from './Page.tsx';
import { RouteFocus } from './RouteFocus.tsx';
import { routes, type RouteName } from './routes.ts';
import { screens } from './screens.ts';

/** Only routes with a built screen are mounted; everything else is the 404 page. */
const mounted = (Object.keys(routes) as RouteName[]).filter((name) => screens[name]);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <LocaleSync />
      <BrandTheme />
      <Switch>
        {mounted.map((name) => (
          <Route key={name} path={routes[name].path}>
            <Page route={name} />
          </Route>
        ))}
        <Route>
          <Page route={null} />
        </Route>
      </Switch>
      <AppToasts />
      <ReportConfirmationHost />
      <ModerationNoticeHost />
      <RouteFocus />
    </I18nProvider>
  );
}
