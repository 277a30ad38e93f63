import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { links } from '../app/routes.ts';
import { EntryWarning } from '../features/entry-warning/EntryWarning.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { layoutClassName } from './layoutClassName.ts';
import { SkipLink } from './SkipLink.tsx';
import './layouts.css';
import { BrandMark } from '../ui/BrandMark.tsx';
import { OfflineBanner } from '../features/status/OfflineBanner.tsx';

/** A logo bar, content, footer and disclaimer; the entry warning for NL and DE (SPEC §2). */
export function LanderLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  const settings = useSettings() ?? null;
  return (
    <div className={layoutClassName({ layout: 'lander', loggedIn: user !== null, isIndex: false })}>
      <SkipLink />
      <header className="logo-bar">
        <Link href={links.home()} className="topbar-brand">
          <BrandMark logo={settings?.brand?.logo} />
          <span className="brand-name">{settings?.name}</span>
        </Link>
      </header>
      <OfflineBanner />
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} />
      <EntryWarning layout="lander" />
    </div>
  );
}
