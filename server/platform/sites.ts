import type { Locale } from '../../src/contract/locales.ts';
import { Settings } from '../../src/contract/settings.ts';
import { niches, type NicheId } from '../../src/contract/niches.ts';
import { resolveSiteTexts, siteDefaultLocale, type SiteTexts } from '../../src/contract/siteTexts.ts';
import type { Db } from '../db/connect.ts';
import { siteHosts, sites } from '../db/schema.ts';

export type SiteRow = typeof sites.$inferSelect;

/** Lower-cases a Host header value and strips its port (IPv6 literals keep their brackets). */
export function normalizeHost(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '').replace(/\.$/, '');
}

interface Loaded {
  byHost: Map<string, SiteRow>;
  byId: Map<number, SiteRow>;
  fallback: SiteRow;
  all: SiteRow[];
}

async function readSites(db: Db): Promise<Loaded> {
  const all = await db.select().from(sites).orderBy(sites.niche, sites.id);
  const hosts = await db.select().from(siteHosts);
  const byId = new Map(all.map((s) => [s.id, s]));
  const byHost = new Map<string, SiteRow>();
  for (const s of all) byHost.set(s.domain, s);
  for (const h of hosts) {
    const site = byId.get(h.siteId);
    if (site) byHost.set(h.host, site);
  }
  const fallback = all.find((s) => s.niche === 1) ?? all[0];
  if (!fallback) throw new Error('the database has no sites: was it seeded?');
  return { byHost, byId, fallback, all };
}

/**
 * Sites and their host names, held in memory by each instance. An admin's change (decision 127)
 * fires the `site_changes` notification (migration 0022) and every instance calls `reload()`
 * (server/admin/sites/watch.ts), which swaps the whole state at once. Everyone holds THIS object
 * and asks it each time (request.site is resolved per request), so no stale copy is kept.
 */
export class SiteDirectory {
  private constructor(
    private readonly db: Db,
    private state: Loaded,
  ) {}

  static async load(db: Db): Promise<SiteDirectory> {
    return new SiteDirectory(db, await readSites(db));
  }

  /** Reads every site and host again; requests under way keep the row they resolved. */
  async reload(): Promise<void> {
    this.state = await readSites(this.db);
  }

  get fallback(): SiteRow {
    return this.state.fallback;
  }

  get all(): readonly SiteRow[] {
    return this.state.all;
  }

  /** The site of a host; unknown hosts get the plain site. */
  resolve(host: string | undefined): SiteRow {
    return this.state.byHost.get(normalizeHost(host)) ?? this.state.fallback;
  }

  /** The site a host name belongs to, without the fallback. */
  ofHost(host: string): SiteRow | undefined {
    return this.state.byHost.get(normalizeHost(host));
  }

  byId(id: number): SiteRow | undefined {
    return this.state.byId.get(id);
  }
}

/** The site's default locale: the fallback of its texts and a first visitor's language (decision 173). */
export function siteLocale(site: SiteRow): Locale {
  return siteDefaultLocale(site.domainLanguage, site.settings.available_locales);
}

/** The site's texts in a locale, each missing one in the site's default locale (decision 173). */
export function siteTexts(site: SiteRow, locale: string): SiteTexts {
  return resolveSiteTexts(site.texts, locale, siteLocale(site));
}

/** settings.php: the texts in `locale` (the request's), and every locale's for the app to switch offline. */
export function siteSettings(site: SiteRow, geoipCountry: string, locale: string): Settings {
  const s = site.settings;
  const texts = siteTexts(site, locale);
  return Settings.parse({
    site_id: site.id,
    countries: site.countries,
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    index_title: texts.index_title,
    description: texts.description,
    niche: site.niche,
    niche_slug: niches[site.niche as NicheId],
    company_id: site.companyId,
    mail_name: texts.mail_name,
    cdn_prefix: s.cdn_prefix,
    signups: s.signups,
    logged_out_search: s.logged_out_search,
    logged_out_search_trafficsource: s.logged_out_search_trafficsource,
    enable_site_entry_popup: s.enable_site_entry_popup,
    geoip_country: geoipCountry,
    geoip_selected_country: geoipCountry,
    push_public_key: s.push_public_key,
    support_email: s.support_email,
    support_phone: s.support_phone,
    message_credits: s.message_credits,
    photo_credits: s.photo_credits,
    gift_credits: s.gift_credits,
    signup_credits: s.signup_credits,
    message_length: s.message_length,
    minimum_message_costs: s.minimum_message_costs,
    visible_profile_fields: s.visible_profile_fields,
    visible_profile_notes: s.visible_profile_notes,
    search_fields: s.search_fields,
    fictional_icon: s.fictional_icon,
    fictional_warning: texts.fictional_warning,
    fictional_singular: texts.fictional_singular,
    fictional_plural: texts.fictional_plural,
    refund_days: s.refund_days,
    member_resell: s.member_resell,
    available_locales: s.available_locales,
    brand: site.brand,
    texts: site.texts,
  });
}
