import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { Settings, User } from '../../contract/index.ts';
import { links } from '../../app/routes.ts';
import { BackButton } from './BackButton.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { useMemberParts } from '../../layouts/memberParts.ts';
import './TopBar.css';
import { BrandMark } from '../../ui/BrandMark.tsx';

interface TopBarProps {
  user: User | null;
  settings: Settings | null;
  /** installed app on a page with a back button (profile, likes, credits, payment) */
  showBack: boolean;
}

/** The top navigation (SPEC §2): member navigation and menus when logged in, a login button otherwise. */
export function TopBar({ user, settings, showBack }: TopBarProps) {
  const siteName = settings?.name ?? '';
  const member = useMemberParts(user !== null);
  // the login page does not offer itself in its own header (decision 176)
  const [location] = useLocation();
  const onLogin = location === links.login();
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        {showBack && <BackButton />}
        <Link href={user ? links.members() : links.home()} className="topbar-brand">
          <BrandMark logo={settings?.brand?.logo} />
          <span className="brand-name">{siteName}</span>
        </Link>
        {user && member && <member.MemberNav user={user} />}
        <div className="topbar-end">
          <LanguageMenu />
          {user ? (
            member && <member.AccountMenu user={user} />
          ) : (
            !onLogin && (
              <Link href={links.login()} className="btn btn-primary topbar-login">
                <Trans>Log in</Trans>
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
