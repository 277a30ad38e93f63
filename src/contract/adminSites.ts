import { z } from 'zod';
import { BRAND_PRIMARY, BRAND_SECONDARY } from './constants.ts';
import { locales } from './locales.ts';
import { requiredSiteTexts, siteDefaultLocale, siteTextKeys, siteTextLimits, type SiteTextKey } from './siteTexts.ts';
import { FilterAction } from './reports.ts';
import { Settings } from './settings.ts';
import { profileFieldNames, searchFieldNames } from './siteFields.ts';

/**
 * Sites without code (decision 127): the admin's site form. Every settings field takes its type
 * from the contract of settings.php (`Settings.shape`), narrowed with the limits an operator may
 * set, so a site saved here is one settings.php answers; the server checks that again
 * (server/admin/sites/store.ts) before it commits.
 */
export const adminSitesApi = {
  sites: '/api/admin/sites',
  site: '/api/admin/sites/:id',
} as const;
export const adminSitePath = (id: number): string => adminSitesApi.site.replace(':id', String(id));

/** A DNS host name as the Host header carries it: lowercase labels, no port, no trailing dot. */
export const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const HostName = z.string().regex(HOST_NAME);
export const MAX_HOSTS = 20;

const line = (max: number) => z.string().trim().min(1).max(max);
const optionalLine = (max: number) => z.string().trim().max(max);
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;
const Country = z.string().regex(/^[A-Z]{2}$/);
const Colour = z.string().regex(/^#[0-9a-f]{6}$/i);
/** a logo: empty (the site's initial is shown), a path on this server or an https address */
const LogoUrl = z.string().max(500).regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/);

/** What the brand of a site is made of (sites.brand, migration 0022). */
export const SiteBrand = z.object({ primary: Colour, secondary: Colour, logo: LogoUrl });
export type SiteBrand = z.infer<typeof SiteBrand>;
export const DEFAULT_BRAND: SiteBrand = { primary: BRAND_PRIMARY, secondary: BRAND_SECONDARY, logo: '' };

// Settings is a zod/mini object (decision 141): its fields are narrowed with checks
const S = Settings.shape;

/**
 * The SPEC §3 settings an operator sets (push_public_key is the server's; the geoip fields are per
 * visitor); the site's texts are per locale, in SiteTextsInput.
 */
export const SiteSettingsInput = z
  .object({
    cdn_prefix: S.cdn_prefix.check(z.maxLength(300), z.regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/)),
    signups: S.signups,
    logged_out_search: S.logged_out_search,
    logged_out_search_trafficsource: S.logged_out_search_trafficsource,
    enable_site_entry_popup: S.enable_site_entry_popup,
    support_email: z.pipe(S.support_email.check(z.trim()), z.email()).pipe(z.string().max(254)),
    support_phone: S.support_phone.check(z.trim(), z.maxLength(40)),
    message_credits: S.message_credits.check(z.gte(0), z.lte(10_000)),
    photo_credits: S.photo_credits.check(z.gte(0), z.lte(10_000)),
    gift_credits: S.gift_credits.check(z.gte(0), z.lte(10_000)),
    signup_credits: S.signup_credits.check(z.gte(0), z.lte(10_000)),
    message_length: S.message_length.check(z.gte(1), z.lte(10_000)),
    minimum_message_costs: z.record(Country, z.object({ costs: z.number().min(0).max(100_000), currency: z.string().regex(/^[A-Z]{3}$/) })),
    visible_profile_fields: z.array(z.enum(profileFieldNames)).max(profileFieldNames.length).refine(unique, { message: 'duplicate' }),
    visible_profile_notes: S.visible_profile_notes,
    search_fields: z.array(z.enum(searchFieldNames)).max(searchFieldNames.length).refine(unique, { message: 'duplicate' }),
    fictional_icon: optionalLine(300),
    refund_days: S.refund_days.check(z.gte(0), z.lte(365)),
    member_resell: S.member_resell,
    available_locales: z.array(z.enum(locales)).min(1).max(locales.length).refine(unique, { message: 'duplicate' }),
  })
  .strict();
export type SiteSettingsInput = z.infer<typeof SiteSettingsInput>;

/**
 * The site's texts per locale (decision 173): known locales and texts only, each trimmed and within
 * its limit; an empty text is a missing one (the default locale's is shown), and is not stored.
 */
export const SiteTextsInput = z.partialRecord(
  z.enum(locales),
  z.object(Object.fromEntries(siteTextKeys.map((k) => [k, optionalLine(siteTextLimits[k]).optional()])) as Record<SiteTextKey, z.ZodOptional<z.ZodString>>).strict(),
);

export const ContactFilterInput = z.object({ phone: FilterAction, email: FilterAction, messenger: FilterAction, link: FilterAction, scam: FilterAction }).strict();

/** The whole site as the admin edits it. `hosts[0]` is the canonical host (sites.domain). */
export const SiteForm = z
  .object({
    name: line(100),
    hosts: z.array(HostName).min(1).max(MAX_HOSTS).refine(unique, { message: 'duplicate' }),
    niche: S.niche,
    /** the first is the site's default country */
    countries: z.array(Country).min(1).max(60).refine(unique, { message: 'duplicate' }),
    domain_language: z.enum(locales),
    company_id: z.number().int().positive(),
    photo_moderation: z.enum(['pre', 'post']),
    contact_filter: ContactFilterInput,
    brand: SiteBrand.strict(),
    settings: SiteSettingsInput,
    texts: SiteTextsInput,
  })
  .strict()
  .superRefine((form, ctx) => {
    // the default locale's texts are every other locale's fallback: a page needs its title, a mail its sender
    const fallback = siteDefaultLocale(form.domain_language, form.settings.available_locales);
    for (const key of requiredSiteTexts) {
      if (!form.texts[fallback]?.[key]) ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: ['texts', fallback, key], message: 'required' });
    }
    // a minimum cost is kept only for a country the site serves
    for (const country of Object.keys(form.settings.minimum_message_costs)) {
      if (!form.countries.includes(country)) ctx.addIssue({ code: 'custom', path: ['settings', 'minimum_message_costs', country], message: 'unknown_country' });
    }
  });
export type SiteForm = z.infer<typeof SiteForm>;

/** An edit names the version it started from: a change in between answers 409 site_changed. */
export const SiteEditRequest = z.object({ version: z.number().int().nonnegative(), site: SiteForm }).strict();
export type SiteEditRequest = z.infer<typeof SiteEditRequest>;
export const SiteCreateRequest = z.object({ site: SiteForm }).strict();

export const AdminSite = z.object({
  id: z.number().int(),
  version: z.number().int(),
  site: z.object({
    name: z.string(),
    hosts: z.array(z.string()),
    niche: z.number().int(),
    countries: z.array(z.string()),
    domain_language: z.string(),
    company_id: z.number().int(),
    photo_moderation: z.enum(['pre', 'post']),
    contact_filter: z.record(z.string(), FilterAction),
    brand: z.object({ primary: z.string(), secondary: z.string(), logo: z.string() }),
    settings: z.record(z.string(), z.unknown()),
    texts: z.record(z.string(), z.record(z.string(), z.string())),
  }),
});
export type AdminSite = z.infer<typeof AdminSite>;

export const SiteSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  hosts: z.array(z.string()),
  niche: z.number().int(),
  countries: z.array(z.string()),
  signups: z.string(),
});
export type SiteSummary = z.infer<typeof SiteSummary>;
export const Company = z.object({ id: z.number().int(), name: z.string() });
export type Company = z.infer<typeof Company>;

export const SiteListAnswer = z.object({ sites: z.array(SiteSummary), companies: z.array(Company) });
export const SiteAnswer = z.object({ site: AdminSite, companies: z.array(Company) });
