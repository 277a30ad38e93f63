import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { staffApi, type StaffRole } from '../contract/staff.ts';
import { z } from 'zod';
import { staffCall } from './api.ts';
import { consoleRoutes } from './routes.tsx';
import { mayUse, useStaffSession } from './session.ts';

export function useRoleName(): (role: StaffRole) => string {
  const { t } = useLingui();
  return (role) => (role === 'admin' ? t`Admin` : role === 'moderator' ? t`Moderator` : t`Support`);
}

/** The console's frame: skip link, menu of the screens the role may open, who is logged in, logout. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { me, loggedOut } = useStaffSession();
  const [location] = useLocation();
  const roleName = useRoleName();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // a new screen: focus moves to its content (keyboard and screen reader users start there)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location]);

  const logout = () => {
    void staffCall(z.unknown(), staffApi.logout, { method: 'POST', body: {} })
      .catch(() => undefined)
      .finally(loggedOut);
  };
  const menu = consoleRoutes.filter((route) => route.label !== null && mayUse(me.staff.role, route.roles));
  return (
    <div className="adm-shell">
      <a className="adm-skip" href="#adm-main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="adm-top">
        <span className="adm-brand">
          <span aria-hidden="true" className="adm-logo">
            ♥
          </span>
          <Trans>Staff console</Trans>
        </span>
        <nav aria-label={t`Console`} className="adm-nav">
          {menu.map((route) => {
            const current = route.path === '/' ? location === '/' : location === route.path || location.startsWith(`${route.path}/`);
            return (
              <Link key={route.path} href={route.path} className="adm-nav-link" aria-current={current ? 'page' : undefined}>
                {route.label ? t(route.label) : null}
              </Link>
            );
          })}
        </nav>
        <div className="adm-who">
          <span className="adm-who-text">
            <span className="adm-email">{me.staff.email}</span>
            <span className="adm-role">{roleName(me.staff.role)}</span>
          </span>
          <button type="button" className="btn btn-outline adm-logout" onClick={logout}>
            <Trans>Log out</Trans>
          </button>
        </div>
      </header>
      {me.recovery_codes_left <= 2 ? (
        <p className="adm-banner" role="status">
          {me.recovery_codes_left === 0 ? (
            <Trans>You have no recovery codes. Ask an admin to reset your two-factor login to get new ones.</Trans>
          ) : (
            <Trans>Only {me.recovery_codes_left} recovery codes left. Ask an admin to reset your two-factor login to get new ones.</Trans>
          )}
        </p>
      ) : null}
      <main id="adm-main" className="adm-main" ref={main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
