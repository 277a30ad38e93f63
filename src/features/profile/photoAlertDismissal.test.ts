import { describe, expect, it } from 'vitest';
import { dismissPhotoAlert, isPhotoAlertDismissed, isPhotoAlertHiddenOn, PHOTO_ALERT_KEY, PHOTO_ALERT_SNOOZE_MS } from './photoAlertDismissal.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('profile-photo alert', () => {
  it('is hidden on the pages SPEC §4 lists and shown elsewhere', () => {
    for (const path of ['/profile', '/signup', '/activate/done', '/premium', '/notifications', '/directdebit', '/settings']) {
      expect(isPhotoAlertHiddenOn(path)).toBe(true);
    }
    for (const path of ['/members', '/members/12', '/chats', '/likes']) expect(isPhotoAlertHiddenOn(path)).toBe(false);
  });

  it('stores the dismissal as a timestamp and comes back after the snooze', () => {
    const storage = memoryStorage();
    expect(isPhotoAlertDismissed(storage, 1_000)).toBe(false);
    dismissPhotoAlert(storage, 1_000);
    expect(storage.data.get(PHOTO_ALERT_KEY)).toBe('1000');
    expect(isPhotoAlertDismissed(storage, 1_000 + PHOTO_ALERT_SNOOZE_MS - 1)).toBe(true);
    expect(isPhotoAlertDismissed(storage, 1_000 + PHOTO_ALERT_SNOOZE_MS)).toBe(false);
  });
});
