// The times of the notifications (SPEC §8): mail delays, push lifetime, the recurring slots.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** An unread message is e-mailed after this long when the member has no push subscription… */
export const MAIL_DELAY_WITHOUT_PUSH_MS = 10 * MINUTE;
/** …and after this long when push reached them but they still did not read it. */
export const MAIL_DELAY_WITH_PUSH_MS = 4 * 60 * MINUTE;
/** Push messages wait this long at the push service for an offline device. */
export const PUSH_TTL_S = 24 * 60 * 60;
/** Daily unread reminders at 18:00 UTC about messages unread for at least a day (and at most a week). */
export const REMINDER_HOUR_UTC = 18;
/** The weekly update goes out on Mondays at 09:00 UTC. */
export const WEEKLY_HOUR_UTC = 9;

/** The UTC day of a moment, `YYYY-MM-DD` (the key of a daily or weekly run). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The next `hour`:00 UTC at or after `now`, on `weekday` (0 = Sunday) when given. */
export function nextSlot(now: Date, hour: number, weekday?: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (at.getTime() < now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  if (weekday !== undefined) while (at.getUTCDay() !== weekday) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
