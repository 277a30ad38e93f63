import { Trans } from '@lingui/react/macro';
import { useMessages } from '../../db/index.ts';
import { backgroundSyncSupported } from '../../state/backgroundSync.ts';
import { useOnline } from '../../sync/hooks.ts';

/**
 * Offline with messages waiting (decision 178): where the service worker sends them with
 * the app closed (Background Sync), the member may close it; elsewhere they go when the app is
 * opened again with a network, and the member is told so.
 */
export function OfflineSendNote({ conversationId }: { conversationId: number }) {
  const online = useOnline();
  const messages = useMessages(conversationId);
  const waiting = (messages ?? []).some((m) => m.fromMe && m.state === 'sending');
  if (online || !waiting) return null;
  return (
    <p className="offline-send-note muted" role="status">
      {backgroundSyncSupported() ? (
        <Trans>You are offline. Your messages will be sent when the network is back, even if you close the app.</Trans>
      ) : (
        <Trans>You are offline. Your messages will be sent when you open the app again with a network.</Trans>
      )}
    </p>
  );
}
