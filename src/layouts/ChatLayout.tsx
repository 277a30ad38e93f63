import type { ReactNode } from 'react';
import { useCurrentUser } from '../db/kv.ts';
import { EntryWarning } from '../features/entry-warning/EntryWarning.tsx';
import { layoutClassName } from './layoutClassName.ts';
import { SkipLink } from './SkipLink.tsx';
import './layouts.css';

/** Content only, plus the entry warning for visitors from NL and DE (SPEC §2). */
export function ChatLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  return (
    <div className={layoutClassName({ layout: 'chat', loggedIn: user !== null, isIndex: false })}>
      <SkipLink />
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
      <EntryWarning layout="chat" />
    </div>
  );
}
