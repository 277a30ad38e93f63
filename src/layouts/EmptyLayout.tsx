import type { ReactNode } from 'react';
import { useCurrentUser } from '../db/kv.ts';
import { SignupModal } from '../features/signup/SignupModal.tsx';
import { layoutClassName } from './layoutClassName.ts';
import { useMemberParts } from './memberParts.ts';
import './layouts.css';

/** Content and the signup modal (SPEC §2); the activation reminder where a signup ends. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser() ?? null;
  const member = useMemberParts(user !== null);
  return (
    <div className={layoutClassName({ layout: 'empty', loggedIn: user !== null, isIndex: false })}>
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
