import { Settings } from '../../src/contract/settings.ts';
import { niches, type NicheId } from '../../src/contract/niches.ts';
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

/** Sites and their host names, loaded once: they only change with a new seed or a deploy. */
export class SiteDirectory {
  private constructor(
    private readonly byHost: Map<string, SiteRow>,
    readonly fallback: SiteRow,
    readonly all: SiteRow[],
  ) {}

  static async load(db: Db): Promise<SiteDirectory> {
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
    return new SiteDirectory(byHost, fallback, all);
  }

  /** The site of a host; unknown hosts get the plain site. */
  resolve(host: string | undefined): SiteRow {
    return this.byHost.get(normalizeHost(host)) ?? this.fallback;
  }

  byId(id: number): SiteRow | undefined {
    return this.all.find((s) => s.id === id);
  }
}

export function siteSettings(site: SiteRow, geoipCountry: string): Settings {
  const s = site.settings;
  return Settings.parse({
    site_id: site.id,
    countries: site.countries,
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    index_title: s.index_title,
    description: s.description,
    niche: site.niche,
    niche_slug: niches[site.niche as NicheId],
    company_id: site.companyId,
    mail_name: s.mail_name,
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
    fictional_warning: s.fictional_warning,
    fictional_singular: s.fictional_singular,
    fictional_plural: s.fictional_plural,
    refund_days: s.refund_days,
    member_resell: s.member_resell,
    available_locales: s.available_locales,
  });
}
