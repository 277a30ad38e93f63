import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useKv } from '../../db/kv.ts';
import { applyUpdate, pwaState } from '../../state/pwa.ts';
import { Toast, ToastRegion } from '../../ui/Toast/Toast.tsx';
import '../../ui/Button.css';

const SEEN_KEY = 'storageNoticeSeen';

function readSeen(): number {
  try {
    return Number(localStorage.getItem(SEEN_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function saveSeen(at: number): void {
  try {
    localStorage.setItem(SEEN_KEY, String(at));
  } catch {
    // private mode without storage: shown again on the next load
  }
}

/** App-wide notices: the update prompt (never a silent reload); the offline notice is OfflineBanner, in each layout's flow. */
export function AppToasts() {
  const { t } = useLingui();
  const { needRefresh } = useSnapshot(pwaState);
  const storage = useKv('storageNotice');
  const [seenAt, setSeenAt] = useState(readSeen);
  const storageLost = storage && storage.at > seenAt;
  return (
    <ToastRegion label={t`Notifications`}>
      {storageLost && (
        // decision 116: the database was unusable and recreated, and unsent things could not be kept
        <Toast
          tone="warning"
          action={
            <button
              type="button"
              className="btn btn-light"
              onClick={() => {
                saveSeen(storage.at);
                setSeenAt(storage.at);
              }}
            >
              <Trans>OK</Trans>
            </button>
          }
        >
          <Trans>The data stored on this device could not be read and was reset. Messages or actions you had not sent yet could not be kept; please send them again.</Trans>
        </Toast>
      )}
      {needRefresh && (
        <Toast
          action={
            <button type="button" className="btn btn-light" onClick={applyUpdate}>
              <Trans>Reload</Trans>
            </button>
          }
        >
          <Trans>A new version is available.</Trans>
        </Toast>
      )}
    </ToastRegion>
  );
}
