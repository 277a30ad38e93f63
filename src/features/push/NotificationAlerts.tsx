import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser, useSettings } from '../../db/index.ts';
import { refresh } from '../../sync/index.ts';
import { detectPush, enablePush, pushState } from '../../state/push.ts';
import { dismiss, isAlertHiddenOn, isDismissed, localStorageOrUndefined, NOTIFICATIONS_ALERT_KEY, PUSH_ALERT_KEY } from '../../state/pushAlerts.ts';
import './push.css';

/** Reads this device's push state once a member is logged in (and again for another member). */
export function usePushDetection(): void {
  const user = useCurrentUser();
  const id = user?.id ?? null;
  useEffect(() => {
    if (id !== null) void detectPush(id);
  }, [id]);
}

function DismissButton({ label, onDismiss }: { label: string; onDismiss: () => void }) {
  return (
    <button type="button" className="push-alert-close" aria-label={label} onClick={onDismiss}>
      ×
    </button>
  );
}

/**
 * SPEC §4: the push-enable alert (this device can get push notifications but is not subscribed)
 * and the disabled-notifications alert (e-mails turned off by a bounce, a spam complaint or an
 * unsubscribe). Each is dismissible; the dismissal is kept as a timestamp.
 */
export function NotificationAlerts() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useSettings();
  const [location] = useLocation();
  const push = useSnapshot(pushState);
  const [pushDismissed, setPushDismissed] = useState(() => isDismissed(localStorageOrUndefined(), PUSH_ALERT_KEY, Date.now()));
  const [mailDismissed, setMailDismissed] = useState(() => isDismissed(localStorageOrUndefined(), NOTIFICATIONS_ALERT_KEY, Date.now()));
  usePushDetection();
  if (!user || isAlertHiddenOn(location)) return null;
  const showPush = push.status === 'capable' && !pushDismissed && Boolean(settings?.push_public_key);
  const showMail = user.notifications_disabled.length > 0 && !mailDismissed;
  return (
    <>
      {showPush && (
        <div className="push-alert" role="region" aria-label={t`Push notifications`}>
          <span className="push-alert-icon" aria-hidden="true">
            🔔
          </span>
          <div className="push-alert-text">
            <p>
              <Trans>Never miss a message or a match: turn on notifications on this device.</Trans>
            </p>
            {push.failed && (
              <p className="push-alert-error" role="alert">
                <Trans>Notifications could not be turned on right now. Please try again later.</Trans>
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn btn-primary push-alert-action"
            disabled={push.busy}
            onClick={() => {
              if (!settings) return;
              void enablePush(settings.push_public_key).then(async (status) => {
                if (status === 'subscribed') await refresh();
              });
            }}
          >
            <Trans>Turn on</Trans>
          </button>
          <DismissButton
            label={t`Dismiss the notifications reminder`}
            onDismiss={() => {
              dismiss(localStorageOrUndefined(), PUSH_ALERT_KEY, Date.now());
              setPushDismissed(true);
            }}
          />
        </div>
      )}
      {showMail && (
        <div className="push-alert push-alert-warning" role="region" aria-label={t`E-mail notifications`}>
          <span className="push-alert-icon" aria-hidden="true">
            ✉️
          </span>
          <div className="push-alert-text">
            <p>
              <Trans>E-mail notifications are turned off for your account.</Trans>{' '}
              <Link href={links.notifications()} className="push-alert-link">
                <Trans>Notification settings</Trans>
              </Link>
            </p>
          </div>
          <DismissButton
            label={t`Dismiss the e-mail notifications notice`}
            onDismiss={() => {
              dismiss(localStorageOrUndefined(), NOTIFICATIONS_ALERT_KEY, Date.now());
              setMailDismissed(true);
            }}
          />
        </div>
      )}
    </>
  );
}
