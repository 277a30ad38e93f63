/** SPEC §1: the US-only footer variant, for the English locale and visitors located in the US. */
export function showUsFooter(locale: string, geoipCountry: string | undefined): boolean {
  return locale === 'en' && geoipCountry === 'US';
}
