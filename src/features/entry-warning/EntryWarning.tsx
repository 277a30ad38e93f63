import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useCurrentUser, useSettings } from '../../db/kv.ts';
import { pwaState } from '../../state/pwa.ts';
import { readDismissal, saveDismissal, subscribeDismissal } from './dismissal.ts';
import { EntryWarningDialog } from './EntryWarningDialog.tsx';
import { shouldShowEntryWarning, type EntryWarningLayout } from './shouldShowEntryWarning.ts';

/** The site-entry warning of a layout: decides visibility, remembers the visitor's consent. */
export function EntryWarning({ layout }: { layout: EntryWarningLayout }) {
  const user = useCurrentUser();
  const settings = useSettings();
  const { standalone } = useSnapshot(pwaState);
  // read at every render and at the commit: a consent saved meanwhile, by the server-painted dialog or another tab, counts
  const dismissedAt = useSyncExternalStore(subscribeDismissal, readDismissal);

  const visible = shouldShowEntryWarning({
    loggedIn: user === undefined ? undefined : user !== null,
    standalone,
    settings,
    layout,
    dismissedAt,
  });
  if (!visible || !settings) return null;
  return <EntryWarningDialog siteName={settings.name} onEnter={() => saveDismissal()} />;
}
