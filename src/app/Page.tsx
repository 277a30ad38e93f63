import { Suspense, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { ErrorPageFailed } from '../features/errors/ErrorPageFailed.tsx';
import { ErrorScreen } from '../features/errors/ErrorScreen.tsx';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { ChatLayout } from '../layouts/ChatLayout.tsx';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { EmptyLayout } from '../layouts/EmptyLayout.tsx';
import { LanderLayout } from '../layouts/LanderLayout.tsx';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { useAllMessages } from '../i18n/i18n.ts';
import { isShellRoute } from '../i18n/shellScreens.ts';
import { authRedirect, needsAuthDecision } from './authRedirect.ts';
import { useMemberParts } from '../layouts/memberParts.ts';
import { TitleSync } from './TitleSync.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { routes, type RouteName } from './routes.ts';
import { screens } from './screens.ts';

/** One route: auth redirect, its layout, and its screen inside error boundaries and Suspense. */
export function Page({ route }: { route: RouteName | null }) {
  const [location] = useLocation();
  const user = useCurrentUser();
  const loggedIn = user === undefined ? undefined : user !== null;
  const settings = useSettings();
  const member = useMemberParts(Boolean(user));
  // a screen outside the first route's waits for the rest of the catalog (decision 006)
  const messagesReady = useAllMessages(!isShellRoute(route));
  // 'unknown' while the site settings have not arrived: a visitor's first visit waits for them
  const redirect = authRedirect(route, loggedIn, settings ? settings.logged_out_search : 'unknown');
  if (redirect) return <Redirect to={redirect} replace />;
  if (loggedIn === undefined && needsAuthDecision(route)) return <ProgressBar />;

  const Screen = route ? screens[route] : undefined;
  const content = (
    <ErrorBoundary key={location} fallback={() => <ErrorPageFailed />}>
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
        <Suspense fallback={<ProgressBar />}>{!messagesReady ? <ProgressBar /> : Screen ? <Screen /> : <NotFoundScreen />}</Suspense>
      </ErrorBoundary>
    </ErrorBoundary>
  );
  return (
    <>
      {member ? <member.DocumentTitle route={Screen ? route : null} /> : <TitleSync route={Screen ? route : null} count={0} />}
      <InLayout route={Screen ? route : null}>{content}</InLayout>
    </>
  );
}

function InLayout({ route, children }: { route: RouteName | null; children: ReactNode }) {
  const def = route ? routes[route] : null;
  switch (def?.layout) {
    case 'chat':
      return <ChatLayout>{children}</ChatLayout>;
    case 'lander':
      return <LanderLayout>{children}</LanderLayout>;
    case 'empty':
      return <EmptyLayout>{children}</EmptyLayout>;
    default:
      return (
        <DefaultLayout isIndex={route === 'home'} backButton={Boolean(def && 'backButton' in def && def.backButton)}>
          {children}
        </DefaultLayout>
      );
  }
}
