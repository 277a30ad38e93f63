import { z } from 'zod/mini';
import { locales } from './locales.ts';

export const SignupMode = z.enum(['all', 'with_trafficsource', 'closed']);

/** Site settings of SPEC §3, loaded once per site (GET /api/settings.php). */
export const Settings = z.object({
  site_id: z.int(),
  countries: z.array(z.string().check(z.length(2))),
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  index_title: z.string(),
  description: z.string(),
  niche: z.int().check(z.minimum(1), z.maximum(7)),
  niche_slug: z.string(),
  company_id: z.int(),
  mail_name: z.string(),
  cdn_prefix: z.string(),
  signups: SignupMode,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  push_public_key: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  message_credits: z.int(),
  photo_credits: z.int(),
  gift_credits: z.int(),
  signup_credits: z.int(),
  message_length: z.int(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  search_fields: z.array(z.string()),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.int(),
  member_resell: z.boolean(),
  available_locales: z.array(z.enum(locales)),
  /** the site's brand colours and logo address (decision 127; not in SPEC §3, optional for older servers) */
  brand: z.optional(z.object({ primary: z.string(), secondary: z.string(), logo: z.string() })),
  /**
   * the site's texts per locale (decision 173; not in SPEC §3, optional for older servers): the app
   * shows its locale's (useSiteTexts), so a language switch needs no new settings; the flat
   * index_title… above are the request's locale's, each missing one in the site's default locale
   */
  texts: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});
export type Settings = z.infer<typeof Settings>;

export const Interest = z.object({ id: z.int(), slug: z.string(), name: z.string() });
export type Interest = z.infer<typeof Interest>;
export const InterestsAnswer = z.object({ interests: z.array(Interest) });

export const Region = z.object({ id: z.int(), country: z.string().check(z.length(2)), name: z.string() });
export type Region = z.infer<typeof Region>;
/** region_data: regions per country and the country's own term for them (province, state, canton…). */
export const RegionsAnswer = z.object({
  region_data: z.record(z.string(), z.object({ term: z.string(), regions: z.array(Region) })),
});
export type RegionsAnswer = z.infer<typeof RegionsAnswer>;

export const CompanyInfo = z.object({
  name: z.string(),
  address: z.string(),
  registration_number: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;
export const CompanyInfoAnswer = z.object({ companyinfo: CompanyInfo });
