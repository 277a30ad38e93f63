import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/**
 * The console's dates and numbers (decision 184) go through Lingui's `i18n.date` / `i18n.number`,
 * which format with `formatLocale` (src/i18n/formatLocale.ts, decision 176): the language with the site's
 * country, English the British way where there is none, as the members' screens do. No screen
 * builds its own `Intl` formatter.
 */
const styles = {
  /** a moment to the minute: "2 Dec 2026, 09:49" */
  minute: { dateStyle: 'medium', timeStyle: 'short' },
  /** a moment to the second (the audit log) */
  second: { dateStyle: 'medium', timeStyle: 'medium' },
  /** a day */
  day: { dateStyle: 'medium' },
  /** a UTC calendar day (the dashboard's days) */
  utcDay: { dateStyle: 'medium', timeZone: 'UTC' },
  /** a moment to the minute in UTC (the dashboard's computation time) */
  utcMinute: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

export interface ConsoleFormat {
  /** an ISO time as text */
  date: (iso: string, style?: DateStyle) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** minor units of a currency: 1699 GBP → "£16.99" */
  money: (minor: number, currency: string) => string;
  /** the formatting locale itself, for a library that takes one (the dashboard's charts) */
  locale: string;
}

export function formatLocaleOf(i18n: I18n): string {
  const locales = i18n.locales;
  return (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale;
}

export function consoleFormat(i18n: I18n, locale = formatLocaleOf(i18n), _language = i18n.locale): ConsoleFormat {
  return {
    date: (iso, style = 'minute') => i18n.date(new Date(iso), styles[style]),
    number: (value, options) => i18n.number(value, options),
    money: (minor, currency) => i18n.number(minor / 100, { style: 'currency', currency }),
    locale,
  };
}

/** The console's format, the same object until the language or its format changes. */
export function useFormat(): ConsoleFormat {
  const { i18n } = useLingui();
  const locale = formatLocaleOf(i18n);
  const language = i18n.locale;
  return useMemo(() => consoleFormat(i18n, locale, language), [i18n, locale, language]);
}

/** A time as a `<time>` element in the console's format; a dash for none. */
export function When({ iso, style = 'minute', className }: { iso: string | null | undefined; style?: DateStyle; className?: string }) {
  const format = useFormat();
  if (!iso) return <>—</>;
  return (
    <time dateTime={iso} className={className}>
      {format.date(iso, style)}
    </time>
  );
}
