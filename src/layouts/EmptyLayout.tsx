import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { links } from '../app/routes.ts';
import { OfflineBanner } from '../features/status/OfflineBanner.tsx';
import { BrandMark } from '../ui/BrandMark.tsx';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { SignupModal } from '../features/signup/SignupModal.tsx';
import { layoutClassName } from './layoutClassName.ts';
import { useMemberParts } from './memberParts.ts';
import './layouts.css';

/** The site's brand bar (decision 176), content and the signup modal (SPEC §2); the activation reminder where a signup ends. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  const member = useMemberParts(user !== null);
  const settings = useSettings();
  const siteName = settings?.name;
  return (
    <div className={layoutClassName({ layout: 'empty', loggedIn: user !== null, isIndex: false })}>
      <header className="logo-bar">
        <Link href={links.home()} className="topbar-brand">
          <BrandMark logo={settings?.brand?.logo} />
          <span className="brand-name">{siteName}</span>
        </Link>
      </header>
      <OfflineBanner />
      <main id="main" className="layout-main" tabIndex={-1}>
        <div className="container">
          {member && <member.ActivationReminder />}
        </div>
        {children}
      </main>
      <SignupModal />
    </div>
  );
}
