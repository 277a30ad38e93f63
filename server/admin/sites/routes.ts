import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSitesApi, SiteAnswer, SiteCreateRequest, SiteEditRequest, SiteListAnswer } from '../../../src/contract/adminSites.ts';
import type { Db } from '../../db/connect.ts';
import { ApiFailure } from '../../platform/errors.ts';
import type { SiteDirectory } from '../../platform/sites.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { companyList, createSite, readSite, siteSummaries, updateSite } from './store.ts';
import { watchSites } from './watch.ts';

export interface AdminSitesDeps {
  db: Db;
  clock: () => Date;
  sites: SiteDirectory;
}

const Params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Sites without code (decision 127), admins only: list, read, create and edit a site with its
 * host names and SPEC §3 settings. Every write is audited in its own transaction; this instance
 * reloads its directory before it answers (so the new host is served at once here), the others
 * when migration 0022's notification reaches them (watchSites, set up here as well).
 */
export const adminSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AdminSitesDeps = app;
  const { db, clock, sites } = deps;
  const reload = await watchSites(app, db, sites);
  // the staff session before the schemas: a stranger gets 401, never a 400
  const preValidation = requireStaff('admin');

  app.get(adminSitesApi.sites, { preValidation, schema: { response: { 200: SiteListAnswer } } }, async () => {
    const [list, companies] = await Promise.all([siteSummaries(db), companyList(db)]);
    return { sites: list, companies };
  });

  app.get(adminSitesApi.site, { preValidation, schema: { params: Params, response: { 200: SiteAnswer } } }, async (request) => {
    const site = await readSite(db, request.params.id);
    if (!site) throw new ApiFailure(404, 'not_found');
    return { site, companies: await companyList(db) };
  });

  app.post(adminSitesApi.sites, { preValidation, schema: { body: SiteCreateRequest, response: { 201: SiteAnswer } } }, async (request, reply) => {
    const staff = staffOfRequest(request);
    const { site: form } = request.body;
    const id = await createSite(db, form, sites.fallback.settings.push_public_key, { staffId: staff.id, at: clock() });
    await reload();
    const site = await readSite(db, id);
    if (!site) throw new ApiFailure(404, 'not_found');
    return reply.code(201).send({ site, companies: await companyList(db) });
  });

  app.post(adminSitesApi.site, { preValidation, schema: { params: Params, body: SiteEditRequest, response: { 200: SiteAnswer } } }, async (request) => {
    const staff = staffOfRequest(request);
    const { id } = request.params;
    const { version, site: form } = request.body;
    await updateSite(db, id, version, form, { staffId: staff.id, at: clock() });
    await reload();
    const site = await readSite(db, id);
    if (!site) throw new ApiFailure(404, 'not_found');
    return { site, companies: await companyList(db) };
  });
};
