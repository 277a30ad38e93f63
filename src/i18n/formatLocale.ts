/**
 * The one home of dates' and numbers' format (decision 176): the language with the site's
 * country, so English on a British site writes dates as en-GB does, on an American one as en-US;
 * before the site is known, English the British way (as the server writes it). Every date goes
 * through `i18n.date`, which formats with this (src/i18n/i18n.ts); the service worker's paint
 * of a conversation formats with it too (decision 201).
 */
export function formatLocale(locale: string, region: string | null): string {
  if (!region) return locale === 'en' ? 'en-GB' : locale;
  try {
    return Intl.getCanonicalLocales(`${locale}-${region}`)[0] ?? locale;
  } catch {
    return locale;
  }
}
