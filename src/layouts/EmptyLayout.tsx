import type { ReactNode } from 'react';
import { useCurrentUser } from '../db/index.ts';
import { ActivationReminder } from '../features/signup/ActivationReminder.tsx';
import { SignupModal } from '../features/signup/SignupModal.tsx';
import { layoutClassName } from './layoutClassName.ts';
import './layouts.css';

/** Content and the signup modal (SPEC §2); the activation reminder where a signup ends. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  return (
    <div className={layoutClassName({ layout: 'empty', loggedIn: user !== null, isIndex: false })}>
      <main id="main" className="layout-main" tabIndex={-1}>
        <div className="container">
          <ActivationReminder />
        </div>
        {children}
      </main>
      <SignupModal />
    </div>
  );
}
