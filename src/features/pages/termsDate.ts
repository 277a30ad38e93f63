import type { I18n } from '@lingui/core';

/** A terms version (ISO) as the locale and the site write a date (src/i18n/formatLocale.ts, decision 176). */
export function termsDate(iso: string, i18n: I18n): string {
  return i18n.date(new Date(iso), { dateStyle: 'long', timeZone: 'UTC' });
}
