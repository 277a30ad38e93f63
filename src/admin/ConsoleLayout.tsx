import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { staffApi, type StaffRole } from '../contract/staff.ts';
import { z } from 'zod';
import { staffCall } from './api.ts';
import { consoleRoutes, consoleSections, type ConsoleRoute } from './routes.tsx';
import { mayUse, useStaffSession } from './session.ts';

export function useRoleName(): (role: StaffRole) => string {
  const { t } = useLingui();
  return (role) => (role === 'admin' ? t`Admin` : role === 'moderator' ? t`Moderator` : t`Support`);
}

/**
 * The console's frame: skip link, a top bar with who is logged in and the logout, and the menu of the
 * screens the role may open in its sections (a sidebar on a wide screen, a strip that scrolls
 * sideways under the bar on a narrow one).
 */
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

  // a menu strip that scrolls sideways (a narrow screen) shows the current screen's entry
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [location]);

  const logout = () => {
    void staffCall(z.unknown(), staffApi.logout, { method: 'POST', body: {} })
      .catch(() => undefined)
      .finally(loggedOut);
  };
  const menu = consoleRoutes.filter((route) => route.label !== null && mayUse(me.staff.role, route.roles));
  const link = (route: ConsoleRoute) => {
    const current = route.path === '/' ? location === '/' : location === route.path || location.startsWith(`${route.path}/`);
    return (
      <li key={route.path}>
        <Link href={route.path} className="adm-nav-link" aria-current={current ? 'page' : undefined}>
          {route.label ? t(route.label) : null}
        </Link>
      </li>
    );
  };
  const top = menu.filter((route) => !route.section);
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
      <div className="adm-body">
        <nav aria-label={t`Console`} className="adm-nav" ref={nav}>
          {top.length > 0 ? <ul className="adm-nav-list">{top.map(link)}</ul> : null}
          {consoleSections.map((section) => {
            const links = menu.filter((route) => route.section === section.id);
            if (links.length === 0) return null;
            return (
              <div key={section.id} className="adm-nav-section">
                <p className="adm-nav-heading" id={`adm-nav-${section.id}`}>
                  {t(section.label)}
                </p>
                <ul className="adm-nav-list" aria-labelledby={`adm-nav-${section.id}`}>
                  {links.map(link)}
                </ul>
              </div>
            );
          })}
        </nav>
        <main id="adm-main" className="adm-main" ref={main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
