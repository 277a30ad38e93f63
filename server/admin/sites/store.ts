import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { compactSiteTexts } from '../../../src/contract/siteTexts.ts';
import { SiteSettingsInput, type AdminSite, type Company, type SiteForm, type SiteSummary } from '../../../src/contract/adminSites.ts';
import type { Db } from '../../db/connect.ts';
import { rows, sql } from '../../db/connect.ts';
import { companies, siteHosts, sites, type SiteSettingsJson } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/sqlState.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { policyOf } from '../../moderation/policy.ts';
import type { Tx } from '../../platform/lockedWrite.ts';
import { siteLocale, siteSettings, type SiteRow } from '../../platform/sites.ts';
import { writeAudit } from '../../staff/audit.ts';

// Reading and writing sites for the admin (decision 127). A write and its audit entry commit in
// one transaction; migration 0022's triggers then notify every instance to reload its directory.

type Conn = Db | Tx;

export async function companyList(db: Conn): Promise<Company[]> {
  return (db as Db).select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id));
}

async function hostsOf(db: Conn, siteIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (siteIds.length === 0) return out;
  const found = await (db as Db).select().from(siteHosts).where(inArray(siteHosts.siteId, siteIds)).orderBy(asc(siteHosts.host));
  for (const h of found) out.set(h.siteId, [...(out.get(h.siteId) ?? []), h.host]);
  return out;
}

/** The canonical domain first, then the other host names (alphabetical). */
function hostList(site: SiteRow, hosts: string[] | undefined): string[] {
  return [site.domain, ...(hosts ?? []).filter((h) => h !== site.domain)];
}

export async function siteSummaries(db: Conn): Promise<SiteSummary[]> {
  const all = await (db as Db).select().from(sites).orderBy(asc(sites.id));
  const hosts = await hostsOf(
    db,
    all.map((s) => s.id),
  );
  return all.map((s) => ({ id: s.id, name: s.name, domain: s.domain, hosts: hostList(s, hosts.get(s.id)), niche: s.niche, countries: s.countries, signups: s.settings.signups }));
}

export function adminSiteOf(site: SiteRow, hosts: string[] | undefined): AdminSite {
  // the form's settings only: the server's own (push_public_key) and any other stored key stay out of it
  const stored = site.settings as unknown as Record<string, unknown>;
  const settings = Object.fromEntries(Object.keys(SiteSettingsInput.shape).filter((k) => Object.hasOwn(stored, k)).map((k) => [k, stored[k]]));
  return {
    id: site.id,
    version: site.version,
    site: {
      name: site.name,
      hosts: hostList(site, hosts),
      niche: site.niche,
      countries: site.countries,
      domain_language: site.domainLanguage,
      company_id: site.companyId,
      photo_moderation: site.photoModeration,
      contact_filter: policyOf(site.contactFilter),
      brand: site.brand,
      settings,
      texts: site.texts,
    },
  };
}

export async function readSite(db: Conn, id: number): Promise<AdminSite | null> {
  const [site] = await (db as Db).select().from(sites).where(eq(sites.id, id));
  if (!site) return null;
  return adminSiteOf(site, (await hostsOf(db, [id])).get(id));
}

/** 409 host_taken when a host name of the form belongs to another site already. */
async function assertHostsFree(tx: Tx, hosts: string[], siteId: number | null): Promise<void> {
  const notThis = siteId === null ? undefined : ne(siteHosts.siteId, siteId);
  const inHosts = await tx.select({ host: siteHosts.host }).from(siteHosts).where(and(inArray(siteHosts.host, hosts), notThis));
  const asDomain = await tx
    .select({ host: sites.domain })
    .from(sites)
    .where(and(inArray(sites.domain, hosts), siteId === null ? undefined : ne(sites.id, siteId)));
  const taken = [...inHosts, ...asDomain][0];
  if (taken) throw new ApiFailure(409, 'host_taken', { host: taken.host });
}

async function assertCompany(tx: Tx, id: number): Promise<void> {
  const [found] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!found) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'site.company_id', code: 'invalid_value' }] });
}

/** `kept`: the stored settings (a key this form does not know, e.g. of a later release, survives an edit) */
function columnsOf(form: SiteForm, pushPublicKey: string, kept: Partial<SiteSettingsJson> = {}) {
  const [domain = ''] = form.hosts;
  const settings: SiteSettingsJson = { ...kept, ...form.settings, push_public_key: pushPublicKey };
  return {
    domain,
    name: form.name,
    niche: form.niche,
    countries: form.countries,
    domainLanguage: form.domain_language,
    companyId: form.company_id,
    photoModeration: form.photo_moderation,
    contactFilter: form.contact_filter,
    brand: form.brand,
    settings,
    // trimmed, without empty texts: a missing text shows the default locale's (decision 173)
    texts: compactSiteTexts(form.texts),
  };
}

/** settings.php must answer the saved site: the same contract, checked before the commit. */
function assertAnswerable(site: SiteRow): void {
  const country = site.countries[0] ?? 'NL';
  siteSettings(site, country, siteLocale(site));
}

async function replaceHosts(tx: Tx, siteId: number, hosts: string[]): Promise<void> {
  await tx.delete(siteHosts).where(eq(siteHosts.siteId, siteId));
  await tx.insert(siteHosts).values(hosts.map((host) => ({ host, siteId })));
}

export interface Actor {
  staffId: number;
  at: Date;
}

/** Creates a site with its host names; answers its id. */
export async function createSite(db: Db, form: SiteForm, pushPublicKey: string, actor: Actor): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertCompany(tx, form.company_id);
      await assertHostsFree(tx, form.hosts, null);
      const [site] = await tx.insert(sites).values(columnsOf(form, pushPublicKey)).returning();
      if (!site) throw new Error('site insert returned nothing');
      assertAnswerable(site);
      await replaceHosts(tx, site.id, form.hosts);
      await writeAudit(tx, { staffId: actor.staffId, action: 'site.create', targetKind: 'site', targetId: site.id, before: null, after: form, at: actor.at });
      return site.id;
    });
  } catch (e) {
    // two admins claiming one host name at once: the primary keys decide
    if (isUniqueViolation(e)) throw new ApiFailure(409, 'host_taken', { host: form.hosts[0] ?? '' });
    throw e;
  }
}

/** Saves an edit made from `version`; 409 site_changed when someone saved in between. */
export async function updateSite(db: Db, id: number, version: number, form: SiteForm, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [locked] = await rows<{ id: number }>(tx, sql`SELECT id FROM sites WHERE id = ${id} FOR UPDATE`);
      if (!locked) throw new ApiFailure(404, 'not_found');
      const [current] = await tx.select().from(sites).where(eq(sites.id, id));
      if (!current) throw new ApiFailure(404, 'not_found');
      if (current.version !== version) throw new ApiFailure(409, 'site_changed');
      await assertCompany(tx, form.company_id);
      await assertHostsFree(tx, form.hosts, id);
      const before = adminSiteOf(current, (await hostsOf(tx, [id])).get(id)).site;
      const [site] = await tx.update(sites).set(columnsOf(form, current.settings.push_public_key, current.settings)).where(eq(sites.id, id)).returning();
      if (!site) throw new ApiFailure(404, 'not_found');
      assertAnswerable(site);
      await replaceHosts(tx, id, form.hosts);
      await writeAudit(tx, { staffId: actor.staffId, action: 'site.update', targetKind: 'site', targetId: id, before, after: form, at: actor.at });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiFailure(409, 'host_taken', { host: form.hosts[0] ?? '' });
    throw e;
  }
}
