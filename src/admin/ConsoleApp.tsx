import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { StaffMeAnswer, staffApi, STAFF_CONSOLE_PATH } from '../contract/staff.ts';
import { staffCall, StaffApiError } from './api.ts';
import { LoginFlow } from './login/LoginFlow.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { consoleRoutes } from './routes.tsx';
import { mayUse, StaffSessionContext, type StaffSession } from './session.ts';

type State = { kind: 'checking' } | { kind: 'out' } | { kind: 'in'; me: StaffMeAnswer } | { kind: 'failed' };

/** The staff console (decision 120): the login flow until a full staff session, then the screens. */
export function ConsoleApp() {
  const [state, setState] = useState<State>({ kind: 'checking' });

  const check = useCallback(() => {
    staffCall(StaffMeAnswer, staffApi.me).then(
      (me) => setState({ kind: 'in', me }),
      (error: unknown) => setState(error instanceof StaffApiError && error.status === 401 ? { kind: 'out' } : { kind: 'failed' }),
    );
  }, []);
  useEffect(check, [check]);

  if (state.kind === 'checking') return <p className="adm-center adm-muted" role="status"><Trans>Loading…</Trans></p>;
  if (state.kind === 'failed') return <ConsoleUnavailable retry={check} />;
  if (state.kind === 'out') return <LoginFlow onLoggedIn={(me) => setState({ kind: 'in', me })} />;
  const session: StaffSession = { me: state.me, loggedOut: () => setState({ kind: 'out' }) };
  return (
    <StaffSessionContext.Provider value={session}>
      <Router base={STAFF_CONSOLE_PATH}>
        <ConsoleLayout>
          <Switch>
            {consoleRoutes
              .filter((route) => mayUse(state.me.staff.role, route.roles))
              .map(({ path, Screen }) => (
                <Route key={path} path={path}>
                  <Screen />
                </Route>
              ))}
            <Route>
              <NotHere />
            </Route>
          </Switch>
        </ConsoleLayout>
      </Router>
    </StaffSessionContext.Provider>
  );
}

function NotHere() {
  return (
    <section className="adm-card" aria-labelledby="adm-missing">
      <h1 id="adm-missing">
        <Trans>This page does not exist, or your role may not open it.</Trans>
      </h1>
      <Link href="/" className="btn btn-outline">
        <Trans>Back to the console's home</Trans>
      </Link>
    </section>
  );
}

function ConsoleUnavailable({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <main className="adm-auth">
      <section className="adm-card adm-auth-card" aria-label={t`Staff console`}>
        <p role="alert">
          <Trans>The console cannot reach the server. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </section>
    </main>
  );
}
