import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { notificationItems, type NotificationItem, type NotificationPreferences } from '../../contract/index.ts';
import { useAccountValue, useCurrentUser } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { PushSection } from '../push/PushSection.tsx';
import { DisabledNotice } from './DisabledNotice.tsx';
import { FormMessage } from './FormMessage.tsx';
import { notificationLabel } from './notificationLabels.ts';
import { useAction } from './useAction.ts';
import './account.css';

/** /notifications: one switch per e-mail notification, saved on the server at once. */
export default function NotificationsScreen() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const settings = useAccountValue('notificationSettings');
  const { busy, error, run } = useAction();
  // the choice shows at once; the stored settings take over when the server has answered
  const [pending, setPending] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (user) void actions.loadNotificationSettings();
  }, [user]);

  if (user === null) {
    return (
      <div className="container page">
        <p>
          <Trans>
            Please <Link href={links.login()}>log in</Link> to change your notifications.
          </Trans>
        </p>
      </div>
    );
  }
  const save = (preferences: NotificationPreferences, reenable = false) => {
    setPending(preferences);
    void run(() => actions.saveNotificationSettings({ preferences, reenable })).then(() => setPending(null));
  };
  const shown = pending ?? settings?.preferences;
  const toggle = (item: NotificationItem, value: boolean) => shown && save({ ...shown, [item]: value });
  return (
    <div className="container page settings-page stack">
      <h1>
        <Trans>Notifications</Trans>
      </h1>
      {settings && settings.disabled.length > 0 && <DisabledNotice reasons={settings.disabled} busy={busy} onReenable={() => save(shown ?? settings.preferences, true)} />}
      <section className="card settings-section" aria-labelledby="notifications-email">
        <h2 id="notifications-email">
          <Trans>Notify me about (e-mail and push)</Trans>
        </h2>
        {!shown ? (
          <p role="status" className="muted">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          notificationItems.map((item) => (
            <div className="toggle-row" key={item}>
              <label htmlFor={`notify-${item}`}>{notificationLabel(i18n, item)}</label>
              <input id={`notify-${item}`} type="checkbox" checked={shown[item]} disabled={busy} onChange={(e) => toggle(item, e.target.checked)} />
            </div>
          ))
        )}
        <FormMessage error={error} />
      </section>
      <PushSection />
    </div>
  );
}
