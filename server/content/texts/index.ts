import type { Locale } from '../../../src/contract/locales.ts';
import { en } from './en.ts';
import type { ContentTexts } from './types.ts';

/** The server-rendered texts of every locale (content pages, lander copy, the page frame). */
export const contentTexts: Record<Locale, ContentTexts> = {
  da: en,
  de: en,
  en,
  es: en,
  fi: en,
  fr: en,
  it: en,
  nb: en,
  nl: en,
  pl: en,
  sv: en,
};

export { pageTokens, type ContentTexts, type PageToken } from './types.ts';
