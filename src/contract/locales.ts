export const locales = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language cookie name and lifetime (SPEC §9: 365 days). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_DAYS = 365;
