import type { ReactNode } from 'react';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { EntryWarning } from '../features/entry-warning/EntryWarning.tsx';
import { TopBar } from '../features/nav/TopBar.tsx';
import { OfflineBanner } from '../features/status/OfflineBanner.tsx';
import { layoutClassName } from './layoutClassName.ts';
import { SkipLink } from './SkipLink.tsx';
import './layouts.css';

/**
 * Content plus the entry warning for visitors from NL and DE (SPEC §2). A member keeps the site's
 * top bar and menu here as on every other members' screen (decision 176); the screen
 * fills the height left under it.
 */
export function ChatLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  const settings = useSettings() ?? null;
  return (
    <div className={layoutClassName({ layout: 'chat', loggedIn: user !== null, isIndex: false })}>
      <SkipLink />
      {user && <TopBar user={user} settings={settings} showBack={false} />}
      <OfflineBanner />
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
      <EntryWarning layout="chat" />
    </div>
  );
}
