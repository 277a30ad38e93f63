import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { installState, promptInstall } from '../../state/install.ts';
import { browserInstallEnv, installWay, pwaState } from '../../state/pwa.ts';
import { AddToHomeScreen } from '../push/AddToHomeScreen.tsx';

/**
 * What the app offers to install itself here (decision 180): its own button where the browser gave
 * it the install prompt event (Chromium), the share sheet's instruction on an iPhone or iPad (WebKit
 * has no such event), nothing elsewhere (Gecko, a desktop Safari) and nothing once installed.
 */
export function useInstallOffer(): 'prompt' | 'share-sheet' | null {
  const install = useSnapshot(installState);
  const pwa = useSnapshot(pwaState);
  const way = installWay(browserInstallEnv());
  if (pwa.standalone || install.installed || way === 'installed') return null;
  if (install.canPrompt) return 'prompt';
  return way === 'share-sheet' ? 'share-sheet' : null;
}

/** The "Install the app" button (the browser's own dialog), or the share sheet's instruction. */
export function InstallOffer({ className = 'btn btn-secondary' }: { className?: string }) {
  const offer = useInstallOffer();
  if (offer === 'prompt') {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        <Trans>Install the app</Trans>
      </button>
    );
  }
  return offer === 'share-sheet' ? <AddToHomeScreen /> : null;
}

/** Settings: the app on this device, where the browser lets it be installed. */
export function InstallSection() {
  const { t } = useLingui();
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <section className="card settings-section stack" aria-label={t`Install the app`}>
      <h2>
        <Trans>Install the app</Trans>
      </h2>
      <p className="muted">
        <Trans>Installed, the app opens from your home screen like any other, and your conversations stay readable without a connection.</Trans>
      </p>
      <p>
        <InstallOffer className="btn btn-primary" />
      </p>
    </section>
  );
}
