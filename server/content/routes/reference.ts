import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { api } from '../../../src/contract/api.ts';
import { CompanyInfoAnswer, InterestsAnswer, RegionsAnswer, Settings, type Region } from '../../../src/contract/settings.ts';
import { companies, interests, regionTerms, regions } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { siteSettings } from '../../platform/sites.ts';
import { visitorLocale } from '../visitor.ts';

/** Reference data changes only with a deploy: clients may cache it for a while. */
const REFERENCE_CACHE = 'public, max-age=300';

/** The site's settings (its `_force_domain` query read leniently, SPEC §7), interests, regions, company. */
export const referenceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, sites } = app;

  app.get(api.settings, { schema: { response: { 200: Settings } } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // SPEC §7: the server-side renderer forces the page's host with _force_domain.
    const forced = typeof query._force_domain === 'string' ? query._force_domain : undefined;
    const site = forced ? sites.resolve(forced) : request.site;
    // There is no GeoIP database: a proxy may tell us the country in x-country, else the site's first.
    const header = request.headers['x-country'];
    const geo = typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : (site.countries[0] ?? 'GB');
    reply.header('cache-control', 'private, no-cache');
    // the texts in the visitor's language (?lang=, the lang cookie, else the site's: decision 173)
    return siteSettings(site, geo, visitorLocale(request, null, site));
  });

  app.get(api.interests, { schema: { response: { 200: InterestsAnswer } } }, async (_request, reply) => {
    const rows = await db.select().from(interests).orderBy(asc(interests.id));
    reply.header('cache-control', REFERENCE_CACHE);
    return { interests: rows };
  });

  app.get(api.regions, { schema: { response: { 200: RegionsAnswer } } }, async (_request, reply) => {
    const terms = await db.select().from(regionTerms);
    const rows = await db.select().from(regions).orderBy(asc(regions.country), asc(regions.name));
    const data: Record<string, { term: string; regions: Region[] }> = {};
    for (const t of terms) data[t.country] = { term: t.term, regions: [] };
    for (const r of rows) (data[r.country] ??= { term: 'region', regions: [] }).regions.push(r);
    reply.header('cache-control', REFERENCE_CACHE);
    return { region_data: data };
  });

  app.get(api.companyinfo, { schema: { response: { 200: CompanyInfoAnswer } } }, async (request, reply) => {
    const [c] = await db.select().from(companies).where(eq(companies.id, request.site.companyId));
    if (!c) throw new ApiFailure(404, 'not_found');
    reply.header('cache-control', REFERENCE_CACHE);
    return {
      companyinfo: {
        name: c.name,
        address: c.address,
        registration_number: c.registrationNumber,
        city: c.city,
        country: c.country,
        tradenames: c.tradenames,
        vat_numbers: c.vatNumbers,
        support_phone: c.supportPhone,
        delete_discount: c.deleteDiscount,
        added: c.added.toISOString(),
      },
    };
  });
  done();
};
