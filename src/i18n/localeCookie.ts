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

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookieString(locale);
}
