import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser, useSettings } from '../../db/kv.ts';
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

function BellIcon() {
  return (
    <svg className="push-alert-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg className="push-alert-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm9 7.2L4 7.3V17h16V7.3l-8 4.9ZM5.1 7l6.9 4.2L18.9 7H5.1Z" />
    </svg>
  );
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
  // a user row stored by an older app version may lack the list
  const showMail = Array.isArray(user.notifications_disabled) && user.notifications_disabled.length > 0 && !mailDismissed;
  return (
    <>
      {showPush && (
        <div className="push-alert" role="region" aria-label={t`Push notifications`}>
          <BellIcon />
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
          <MailIcon />
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
