import { z } from 'zod';
import { locales } from './locales.ts';
import { Profile } from './user.ts';

/** Paths of the content pages, landers and terms calls; page-hidden.php is api.pageHidden. */
export const contentApi = {
  page: '/api/page.php',
  lander: '/api/lander.php',
  terms: '/api/terms.php',
  resell: '/api/resell.php',
  home: '/api/home.php',
} as const;

/** SPEC §9: the terms version date when the company was added before it. */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00Z';

/** The named landers of SPEC §2 (tinderswipe has its own route without a slug). */
export const landerKinds = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'landing',
  'landing2',
  'landing3',
] as const;
export type LanderKind = (typeof landerKinds)[number];

export const ContentSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type ContentSection = z.infer<typeof ContentSection>;

/** GET /api/page.php?token=&locale= */
export const ContentPageQuery = z.object({
  token: z.string().regex(/^[a-z0-9-]{1,40}$/),
  locale: z.enum(locales).optional(),
});

export const ContentPageAnswer = z.object({
  token: z.string(),
  locale: z.enum(locales),
  title: z.string(),
  sections: z.array(ContentSection),
  /** the terms page only: the version date in force (ISO) */
  terms_version: z.string().nullable(),
});
export type ContentPageAnswer = z.infer<typeof ContentPageAnswer>;

/** GET /api/lander.php?kind=&slug=&member= */
export const LanderQuery = z.object({
  kind: z.enum(landerKinds),
  slug: z.string().max(40).optional(),
  member: z.coerce.number().int().positive().optional(),
});
export type LanderQuery = z.input<typeof LanderQuery>;

export const LanderTexts = z.object({
  headline: z.string(),
  subline: z.string(),
  cta: z.string(),
  /** "{count} members online near {place}" and similar, already filled */
  social_proof: z.string(),
  points: z.array(z.string()),
});
export type LanderTexts = z.infer<typeof LanderTexts>;

export const LanderAnswer = z.object({
  kind: z.enum(landerKinds),
  niche: z.number().int().min(1).max(7),
  locale: z.enum(locales),
  texts: LanderTexts,
  /** the member of a member landing page, null elsewhere or when not visible */
  member: z.nullable(Profile),
  profiles: z.array(Profile),
  video: z.object({ src: z.string(), poster: z.string() }).nullable(),
});
export type LanderAnswer = z.infer<typeof LanderAnswer>;

/**
 * GET /api/home.php: the members the visitors' home page shows (SPEC §2 home, decision 181: "people sell
 * the product"): members of the site's niche with a public photo, the visitor's country first, one a
 * first name; fictional ones carry `fictional` and are labelled with the site's icon and warning.
 */
export const HomeAnswer = z.object({ profiles: z.array(Profile) });
export type HomeAnswer = z.infer<typeof HomeAnswer>;

/** GET /api/terms.php (logged in): the version in force and the one the member accepted. */
export const TermsStatus = z.object({
  version: z.string(),
  accepted: z.string(),
  needs_acceptance: z.boolean(),
});
export type TermsStatus = z.infer<typeof TermsStatus>;
/** POST /api/terms.php: accept the version named (it must be the one in force). */
export const TermsAcceptRequest = z.object({ version: z.string() });

/** One partner (cam) item of a site's resell block, shown on profiles when `member_resell` is on. */
export const ResellItem = z.object({
  name: z.string().max(60),
  tagline: z.string().max(120),
  /** the partner's page (absolute https or a same-site path) */
  url: z.string().max(500),
  image: z.string().max(500),
});
export type ResellItem = z.infer<typeof ResellItem>;

/** GET /api/resell.php: the items of the site, none when the site's member_resell is off. */
export const ResellAnswer = z.object({ enabled: z.boolean(), partner: z.string(), items: z.array(ResellItem) });
export type ResellAnswer = z.infer<typeof ResellAnswer>;
