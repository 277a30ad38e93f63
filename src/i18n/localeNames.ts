import type { Locale } from '../contract/index.ts';

/** Each language in its own name (never translated). */
export const localeNames: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};
