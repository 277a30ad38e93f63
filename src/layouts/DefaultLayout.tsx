import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useCurrentUser, useSettings } from '../db/index.ts';
import { pwaState } from '../state/pwa.ts';
import { EntryWarning } from '../features/entry-warning/EntryWarning.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { PwaFooter } from '../features/nav/PwaFooter.tsx';
import { TopBar } from '../features/nav/TopBar.tsx';
import { LikesLayer } from '../features/likes/LikesLayer.tsx';
import { TimeBonusArea } from '../features/time-bonus/TimeBonusArea.tsx';
import { ActivationReminder } from '../features/signup/ActivationReminder.tsx';
import { SignupModal } from '../features/signup/SignupModal.tsx';
import { ProfilePhotoAlert } from '../features/profile/ProfilePhotoAlert.tsx';
import { NotificationAlerts } from '../features/push/NotificationAlerts.tsx';
import { TermsPrompt } from '../features/pages/TermsPrompt.tsx';
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
  const pwaFooter = standalone && user !== null;
  return (
    <div className={layoutClassName({ layout: 'default', loggedIn: user !== null, isIndex, pwaFooter })}>
      <SkipLink />
      <TopBar user={user} settings={settings} showBack={standalone && backButton} />
      {user !== null && <TimeBonusArea />}
      <div className="warnings container" id="warnings">
        <ActivationReminder />
        <ProfilePhotoAlert />
        <NotificationAlerts />
        {user !== null && <TermsPrompt />}
      </div>
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} />
      <EntryWarning layout="default" />
      <SignupModal />
      <LikesLayer />
      {pwaFooter && <PwaFooter />}
    </div>
  );
}
