import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChats, useCurrentUser, useLikes, useSettings } from '../../db/index.ts';
import { browserPushEnv, enablePush, pushState } from '../../state/push.ts';
import { pushNeedsInstalledApp } from '../../state/pwa.ts';
import { InstallOffer } from '../install/InstallApp.tsx';
import { dismiss, isDismissed, localStorageOrUndefined, PUSH_ALERT_KEY } from '../../state/pushAlerts.ts';
import { refresh } from '../../sync/index.ts';
import { usePushDetection } from './NotificationAlerts.tsx';
import './push.css';

/**
 * SPEC §4 push-enable alert, where it helps: on the chats and likes screens, once the member has a
 * conversation or a match (someone to be notified about), one compact line; dismissed, it stays
 * away for ALERT_SNOOZE_MS (pushAlerts.ts, decision 118).
 */
export function PushPrompt() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useSettings();
  const push = useSnapshot(pushState);
  const chats = useChats();
  const matches = useLikes('matches');
  const [dismissed, setDismissed] = useState(() => isDismissed(localStorageOrUndefined(), PUSH_ALERT_KEY, Date.now()));
  usePushDetection();
  const someone = (chats?.length ?? 0) > 0 || (matches?.length ?? 0) > 0;
  if (!user || dismissed || !someone) return null;
  const close = (
    <button
      type="button"
      className="push-alert-close push-prompt-close"
      aria-label={t`Dismiss the notifications reminder`}
      onClick={() => {
        dismiss(localStorageOrUndefined(), PUSH_ALERT_KEY, Date.now());
        setDismissed(true);
      }}
    >
      ×
    </button>
  );
  // Safari on an iPhone or iPad (not installed): push exists only in the installed app (decision 172)
  if (push.status === 'unknown' && pushNeedsInstalledApp(browserPushEnv().supported)) {
    return (
      <div className="push-prompt" role="region" aria-label={t`Push notifications`}>
        <p className="push-prompt-text">
          <Trans>On an iPhone, notifications of new messages and matches come only to the installed app.</Trans> <InstallOffer />
        </p>
        {close}
      </div>
    );
  }
  if (push.status !== 'capable' || !settings?.push_public_key) return null;
  const publicKey = settings.push_public_key;
  return (
    <div className="push-prompt" role="region" aria-label={t`Push notifications`}>
      <svg className="push-prompt-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <p className="push-prompt-text">
        <Trans>Get notified of new messages and matches.</Trans>
      </p>
      <button
        type="button"
        className="btn btn-primary push-prompt-action"
        disabled={push.busy}
        onClick={() => {
          void enablePush(publicKey).then(async (status) => {
            if (status === 'subscribed') await refresh();
          });
        }}
      >
        <Trans>Turn on</Trans>
      </button>
      {close}
      {push.failed && (
        <p className="push-prompt-error" role="alert">
          <Trans>Notifications could not be turned on right now. Please try again later.</Trans>
        </p>
      )}
    </div>
  );
}
