import { defaultLocale, isLocale, type Locale } from '../contract/locales.ts';

export interface LocaleSources {
  /** the locale from the `lang` cookie, already validated */
  cookie: Locale | null;
  /** settings.domain_language, e.g. 'nl_NL' or 'de'; undefined before settings are loaded */
  domainLanguage: string | undefined;
  /** settings.available_locales; when absent every supported locale counts */
  available?: readonly string[];
}

/** Locale detection order: cookie → first two letters of domain_language → English. */
export function detectLocale({ cookie, domainLanguage, available }: LocaleSources): Locale {
  if (cookie) return cookie;
  return domainLanguageLocale(domainLanguage, available) ?? defaultLocale;
}

/** The locale named by the first two letters of domain_language, when it is an available one (SPEC §7 settings.php). */
export function domainLanguageLocale(domainLanguage: string | undefined, available?: readonly string[]): Locale | null {
  const fromDomain = domainLanguage?.slice(0, 2).toLowerCase();
  return isLocale(fromDomain) && (!available || available.includes(fromDomain)) ? fromDomain : null;
}
