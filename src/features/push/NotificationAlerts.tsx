import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { detectPush } from '../../state/push.ts';
import { dismiss, isAlertHiddenOn, isDismissed, localStorageOrUndefined, NOTIFICATIONS_ALERT_KEY } from '../../state/pushAlerts.ts';
import './push.css';

/** Reads this device's push state once a member is logged in (and again for another member). */
export function usePushDetection(): void {
  const user = useCurrentUser();
  const id = user?.id ?? null;
  useEffect(() => {
    if (id !== null) void detectPush(id);
  }, [id]);
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
 * SPEC §4: the disabled-notifications alert (e-mails turned off by a bounce, a spam complaint or an
 * unsubscribe), dismissible, the dismissal kept as a timestamp. The push-enable alert is PushPrompt,
 * shown where it helps (the chats and likes screens), not on every page.
 */
export function NotificationAlerts() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [location] = useLocation();
  const [mailDismissed, setMailDismissed] = useState(() => isDismissed(localStorageOrUndefined(), NOTIFICATIONS_ALERT_KEY, Date.now()));
  usePushDetection();
  if (!user || isAlertHiddenOn(location)) return null;
  // a user row stored by an older app version may lack the list
  const showMail = Array.isArray(user.notifications_disabled) && user.notifications_disabled.length > 0 && !mailDismissed;
  return (
    <>
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
