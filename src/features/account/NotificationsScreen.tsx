import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { LOCK_SCREEN_DEFAULT, lockScreenChoices, notificationItems, type LockScreenChoice, type NotificationItem, type NotificationPreferences } from '../../contract/index.ts';
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
  const { i18n, t } = useLingui();
  const user = useCurrentUser();
  const settings = useAccountValue('notificationSettings');
  const { busy, error, run } = useAction();
  // the choice shows at once; the stored settings take over when the server has answered
  const [pending, setPending] = useState<NotificationPreferences | null>(null);
  const [pendingLock, setPendingLock] = useState<LockScreenChoice | null>(null);
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
  // decision 178: what a push may show on the lock screen; the server puts no more into it (decision 178)
  const lockScreen = pendingLock ?? settings?.lock_screen ?? LOCK_SCREEN_DEFAULT;
  const chooseLockScreen = (choice: LockScreenChoice) => {
    if (!shown) return;
    setPendingLock(choice);
    void run(() => actions.saveNotificationSettings({ preferences: shown, lock_screen: choice })).then(() => setPendingLock(null));
  };
  const lockScreenLabel: Record<LockScreenChoice, string> = {
    name_and_message: t`The sender's name and the message`,
    name: t`The sender's name only`,
    nothing: t`Only "New message"`,
  };
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
      {shown && (
        <section className="card settings-section" aria-labelledby="notifications-lock-screen">
          <h2 id="notifications-lock-screen">
            <Trans>What notifications show on the lock screen</Trans>
          </h2>
          <fieldset className="stack" disabled={busy}>
            <legend className="muted">
              <Trans>Anyone who sees your phone can read them.</Trans>
            </legend>
            {lockScreenChoices.map((choice) => (
              <label className="radio-row" key={choice}>
                <input type="radio" name="lock-screen" value={choice} checked={lockScreen === choice} onChange={() => chooseLockScreen(choice)} /> {lockScreenLabel[choice]}
              </label>
            ))}
          </fieldset>
        </section>
      )}
      <PushSection />
    </div>
  );
}
