import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { pwaState } from '../state/pwa.ts';
import { EntryWarning } from '../features/entry-warning/EntryWarning.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { TopBar } from '../features/nav/TopBar.tsx';
import { OfflineBanner } from '../features/status/OfflineBanner.tsx';
import { SignupModal } from '../features/signup/SignupModal.tsx';
import { useMemberParts } from './memberParts.ts';
import { layoutClassName } from './layoutClassName.ts';
import { SkipLink } from './SkipLink.tsx';
import './layouts.css';

interface Props {
  children: ReactNode;
  isIndex?: boolean;
  /** the route shows a back button in installed-app mode */
  backButton?: boolean;
}

/** Top bar, warnings area, content, footer with disclaimer, site-entry warning (SPEC §2). */
export function DefaultLayout({ children, isIndex = false, backButton = false }: Props) {
  const user = useCurrentUser() ?? null;
  const settings = useSettings() ?? null;
  const { standalone } = useSnapshot(pwaState);
  // the installed app keeps the member's tab bar at the bottom at every width (TopBar.css)
  const pwaFooter = standalone && user !== null;
  // time bonus, reminders and alerts, terms prompt, likes: a member's only (decision 005)
  const member = useMemberParts(user !== null);
  return (
    <div className={layoutClassName({ layout: 'default', loggedIn: user !== null, isIndex, pwaFooter })}>
      <SkipLink />
      <TopBar user={user} settings={settings} showBack={standalone && backButton} />
      <OfflineBanner />
      {member && <member.TimeBonusArea />}
      <div className="warnings container" id="warnings">
        {member && (
          <>
            <member.ActivationReminder />
            <member.ProfilePhotoAlert />
            <member.NotificationAlerts />
            <member.TermsPrompt />
          </>
        )}
      </div>
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} />
      <EntryWarning layout="default" />
      <SignupModal />
      {member && <member.LikesLayer />}
    </div>
  );
}
