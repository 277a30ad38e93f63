import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '../contract/locales.ts';

/** The locale remembered in the `lang` cookie, if it names an available locale. */
export function readLocaleCookie(cookie: string): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** The cookie string that remembers a locale for 365 days (SPEC §9). */
export function localeCookieString(locale: Locale): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** Marks a cookie written from the site's domain_language, not chosen by anyone. */
const FROM_SITE_KEY = 'localeFromSite';

/**
 * Remembers a locale. `site`: taken from domain_language (SPEC §7), so a member's saved language
 * may still replace it at login; `choice` (the default): chosen, kept.
 */
export function writeLocaleCookie(locale: Locale, from: 'choice' | 'site' = 'choice'): void {
  document.cookie = localeCookieString(locale);
  try {
    if (from === 'site') localStorage.setItem(FROM_SITE_KEY, '1');
    else localStorage.removeItem(FROM_SITE_KEY);
  } catch {
    // storage blocked: the cookie alone still remembers the locale
  }
}

/** Whether the locale cookie was written from domain_language rather than chosen. */
export function localeCookieFromSite(): boolean {
  try {
    return localStorage.getItem(FROM_SITE_KEY) === '1';
  } catch {
    return false;
  }
}
