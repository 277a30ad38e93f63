import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { applyUpdate, pwaState } from '../../state/pwa.ts';
import { useOnline } from '../../sync/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Toast, ToastRegion } from '../../ui/Toast/Toast.tsx';
import '../../ui/Button.css';

/** App-wide notices: the update prompt (never a silent reload) and the offline indicator. */
export function AppToasts() {
  const { t } = useLingui();
  const { needRefresh } = useSnapshot(pwaState);
  const online = useOnline();
  return (
    <ToastRegion label={t`Notifications`}>
      {!online && (
        <Toast tone="warning">
          <span className="toast-icon">
            <Icon name="wifiOff" size={18} />
          </span>{' '}
          <Trans>You are offline. Changes will be sent when you are back online.</Trans>
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
