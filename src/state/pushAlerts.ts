/** Where the dismissals of the push-enable and disabled-notifications alerts are kept (timestamps, SPEC §4). */
export const PUSH_ALERT_KEY = 'pushAlertDismissedAt';
export const NOTIFICATIONS_ALERT_KEY = 'notificationsDisabledAlertDismissedAt';
/** A dismissed alert comes back after two weeks while it still applies. */
export const ALERT_SNOOZE_MS = 14 * 86_400_000;

/** Pages where neither alert is shown (the flows where it would be in the way). */
const hiddenOn = [/^\/signup/, /^\/complete-signup/, /^\/activate/, /^\/notifications/, /^\/settings/, /^\/premium/, /^\/directdebit/, /^\/payment/];

export function isAlertHiddenOn(path: string): boolean {
  return hiddenOn.some((re) => re.test(path));
}

export function isDismissed(storage: Pick<Storage, 'getItem'> | undefined, key: string, now: number): boolean {
  const at = Number(storage?.getItem(key) ?? NaN);
  return Number.isFinite(at) && now - at < ALERT_SNOOZE_MS;
}

export function dismiss(storage: Pick<Storage, 'setItem'> | undefined, key: string, now: number): void {
  try {
    storage?.setItem(key, String(now));
  } catch {
    // storage blocked: the alert shows again next time
  }
}

export function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
