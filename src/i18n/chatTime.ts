import type { I18n } from '@lingui/core';

/** What the times need of Lingui's i18n: its date format (the service worker's paint gives Intl's, decision 201). */
export type DateFormat = Pick<I18n, 'date'>;

const DAY = 86_400_000;

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** A list time: the clock time today (the locale's short time: 9:05 AM, 09:05), the weekday this week, else the date. */
export function shortTime(i18n: DateFormat, ms: number, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(ms)) / DAY);
  if (days <= 0) return i18n.date(new Date(ms), { timeStyle: 'short' });
  if (days < 7) return i18n.date(new Date(ms), { weekday: 'short' });
  return i18n.date(new Date(ms), { day: 'numeric', month: 'short' });
}

export function clockTime(i18n: DateFormat, ms: number): string {
  return i18n.date(new Date(ms), { timeStyle: 'short' });
}

/** The day key of a message, for day separators. */
export function dayKey(ms: number): number {
  return startOfDay(ms);
}

export function dayLabel(i18n: DateFormat, ms: number, today: string, yesterday: string, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(ms)) / DAY);
  if (days === 0) return today;
  if (days === 1) return yesterday;
  return i18n.date(new Date(ms), { weekday: 'long', day: 'numeric', month: 'long' });
}
