import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../sync/hooks.ts';
import { Icon } from '../../ui/Icon.tsx';
import './OfflineBanner.css';

/**
 * The offline notice: a strip in the page's flow under the top bar, so it pushes the page down
 * instead of floating over a message or the send button (decision 176).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <Icon name="wifiOff" size={18} />
      <span>
        <Trans>You are offline. Changes will be sent when you are back online.</Trans>
      </span>
    </div>
  );
}
