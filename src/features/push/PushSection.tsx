import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSettings } from '../../db/index.ts';
import { refresh } from '../../sync/index.ts';
import { browserPushEnv, disablePush, enablePush, pushState } from '../../state/push.ts';
import { pushNeedsInstalledApp } from '../../state/pwa.ts';
import { InstallOffer } from '../install/InstallApp.tsx';
import { usePushDetection } from './NotificationAlerts.tsx';
import './push.css';

/** /notifications: push notifications on this device (SPEC §4 push state), on or off. */
export function PushSection() {
  const { t } = useLingui();
  const settings = useSettings();
  const push = useSnapshot(pushState);
  usePushDetection();
  const on = push.status === 'subscribed';
  return (
    <section className="card settings-section" aria-labelledby="notifications-push">
      <h2 id="notifications-push">
        <Trans>Push notifications on this device</Trans>
      </h2>
      {push.status === 'unknown' && pushNeedsInstalledApp(browserPushEnv().supported) && (
        <p className="muted">
          <Trans>On an iPhone, notifications of new messages and matches come only to the installed app.</Trans> <InstallOffer />
        </p>
      )}
      {push.status === 'unknown' && !pushNeedsInstalledApp(browserPushEnv().supported) && (
        <p className="muted">
          <Trans>This browser cannot show push notifications. Add the app to your home screen or use another browser.</Trans> <InstallOffer />
        </p>
      )}
      {push.status === 'denied' && (
        <p className="muted">
          <Trans>Notifications are blocked for this site in your browser. Allow them in the browser's site settings to turn them on.</Trans>
        </p>
      )}
      {(push.status === 'capable' || push.status === 'subscribed') && (
        <div className="toggle-row">
          <label htmlFor="notify-push">{t`Show notifications on this device, also when the app is closed`}</label>
          <input
            id="notify-push"
            type="checkbox"
            checked={on}
            disabled={push.busy || !settings}
            onChange={(e) => {
              const task = e.target.checked && settings ? enablePush(settings.push_public_key) : disablePush();
              void task.then(() => refresh());
            }}
          />
        </div>
      )}
      {push.failed && (
        <p className="push-alert-error" role="alert">
          <Trans>Notifications could not be turned on right now. Please try again later.</Trans>
        </p>
      )}
    </section>
  );
}
