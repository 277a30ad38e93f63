// Companies (the operators), sites (one brand and niche each, SPEC §3) and the host names that
// resolve to them.
import { integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { DEFAULT_BRAND, type SiteBrand } from '../../src/contract/adminSites.ts';
import type { SiteTextsByLocale } from '../../src/contract/siteTexts.ts';
import { DEFAULT_CONTACT_FILTER, type ContactFilterPolicy } from '../moderation/policy.ts';
import { tz, version } from './columns.ts';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  registrationNumber: text('registration_number').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull(),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull(),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount').notNull(),
  added: tz('added').notNull(),
});

/** The SPEC §3 settings that are not columns of `sites` (see server/platform/sites.ts); its texts are in `texts`. */
export interface SiteSettingsJson {
  cdn_prefix: string;
  signups: 'all' | 'with_trafficsource' | 'closed';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  enable_site_entry_popup: 'yes' | 'no';
  push_public_key: string;
  support_email: string;
  support_phone: string;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  visible_profile_fields: string[];
  visible_profile_notes: boolean;
  search_fields: string[];
  fictional_icon: string;
  refund_days: number;
  member_resell: boolean;
  available_locales: string[];
}

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  /** the canonical host (no port), e.g. `localhost` or `gay.localhost` */
  domain: text('domain').notNull().unique(),
  niche: smallint('niche').notNull(),
  name: text('name').notNull(),
  domainLanguage: text('domain_language').notNull(),
  countries: jsonb('countries').$type<string[]>().notNull(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  settings: jsonb('settings').$type<SiteSettingsJson>().notNull(),
  version: version(),
  /** photo review (migration 0019): 'pre' shows a new photo to others after approval, 'post' at once */
  photoModeration: text('photo_moderation').$type<'pre' | 'post'>().notNull().default('post'),
  /** what the contact filter does per kind (decision 122, migration 0020) */
  contactFilter: jsonb('contact_filter').$type<ContactFilterPolicy>().notNull().default(DEFAULT_CONTACT_FILTER),
  /** brand colours and logo (decision 127, migration 0022) */
  brand: jsonb('brand').$type<SiteBrand>().notNull().default(DEFAULT_BRAND),
  /** the site's texts per locale, the default locale's shown where one is missing (decision 173, migration 0040) */
  texts: jsonb('texts').$type<SiteTextsByLocale>().notNull().default({}),
});

/** Every host name that resolves to a site (`localhost` and `127.0.0.1` → the plain site). */
export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
});
