/** A terms version (ISO) as the locale writes a date; English the British way, as the server does. */
export function termsDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
