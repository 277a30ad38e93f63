import type { LanderKind } from '../../../src/contract/content.ts';
import type { NicheId } from '../../../src/contract/niches.ts';

/** One section of a content page: a heading and its paragraphs, with {placeholders}. */
export type SectionText = readonly [heading: string, ...paragraphs: string[]];

export interface PageText {
  title: string;
  sections: readonly SectionText[];
}

/** The built-in content pages (SPEC §2); `2257` is the compliance statement of the US footer. */
export const pageTokens = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'service', 'return-policy', '2257', 'accessibility'] as const;
export type PageToken = (typeof pageTokens)[number];

export interface LanderText {
  headline: string;
  subline: string;
  points: readonly [string, string, string];
}

/**
 * Every server-rendered text of one locale: content pages, lander copy, and the few words of the
 * server-rendered page frame. Placeholders are filled by server/content/fill.ts.
 */
export interface ContentTexts {
  pages: Record<PageToken, PageText>;
  /** who a niche site is for, used as {audience} in lander headlines */
  audience: Record<NicheId, string>;
  landers: Record<LanderKind, LanderText>;
  cta: string;
  ctaMember: string;
  socialProof: string;
  /** a credit bundle in the FAQ: {credits} and {price} */
  bundle: string;
  nearYou: string;
  termsVersion: string;
  home: { intro: string; browse: string; login: string };
  /** the site-entry warning as the app shows it (its messages in locales/), painted by the server on the home page (decision 093) */
  entryWarning: { title: string; text: string; enter: string; leave: string };
  footer: { adults: string; rights: string; us2257: string; readStatement: string; registration: string };
}
