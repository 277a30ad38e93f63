import type { ReactNode } from 'react';
import { useCurrentUser } from '../db/index.ts';
import { layoutClassName } from './layoutClassName.ts';
import './layouts.css';

/** Content only (the signup modal joins in a later issue). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  return (
    <div className={layoutClassName({ layout: 'empty', loggedIn: user !== null, isIndex: false })}>
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
