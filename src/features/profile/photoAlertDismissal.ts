/** Where the profile-photo alert's dismissal is remembered (a timestamp, SPEC §4). */
export const PHOTO_ALERT_KEY = 'profilePhotoAlertDismissedAt';
/** A dismissed alert comes back after a week while the member still has no photo. */
export const PHOTO_ALERT_SNOOZE_MS = 7 * 86_400_000;

/** SPEC §4: the pages where the profile-photo alert is never shown. */
const hiddenOn = [/^\/profile\/?$/, /^\/signup/, /^\/complete-signup/, /^\/activate\/done/, /^\/premium/, /^\/notifications/, /^\/directdebit/, /^\/settings/];

export function isPhotoAlertHiddenOn(path: string): boolean {
  return hiddenOn.some((re) => re.test(path));
}

export function isPhotoAlertDismissed(storage: Pick<Storage, 'getItem'> | undefined, now: number): boolean {
  const at = Number(storage?.getItem(PHOTO_ALERT_KEY) ?? NaN);
  return Number.isFinite(at) && now - at < PHOTO_ALERT_SNOOZE_MS;
}

export function dismissPhotoAlert(storage: Pick<Storage, 'setItem'> | undefined, now: number): void {
  try {
    storage?.setItem(PHOTO_ALERT_KEY, String(now));
  } catch {
    // storage full or blocked: the alert simply shows again next time
  }
}
