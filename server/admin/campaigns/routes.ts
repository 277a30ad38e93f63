import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AudienceAnswer,
  AudienceRequest,
  adminCampaignsApi,
  CampaignAnswerOne,
  CampaignCreate,
  CampaignListAnswer,
  CampaignOptionsAnswer,
  PreviewAnswer,
  PreviewRequest,
  type CampaignSites,
} from '../../../src/contract/adminCampaigns.ts';
import { locales } from '../../../src/contract/locales.ts';
import type { Config } from '../../platform/config.ts';
import { rows, type Db } from '../../db/connect.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { countAudience } from './audience.ts';
import { campaignClickRoute } from './click.ts';
import { operatorCampaignRoute } from './operatorCall.ts';
import { previewCampaign } from './preview.ts';
import { scheduleCampaignJobs, wakeCampaignJob } from './jobs.ts';
import { cancelCampaign, insertCampaign, listCampaigns, oneCampaign } from './store.ts';

export interface AdminCampaignsDeps {
  db: Db;
  config: Config;
  clock: () => Date;
}

const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** A campaign is scheduled at most this far ahead. */
export const CAMPAIGN_SCHEDULE_MAX_MS = 366 * 24 * 60 * 60_000;

interface SiteChoice {
  id: number;
  name: string;
  language: string;
}

async function allSites(db: Db): Promise<SiteChoice[]> {
  return rows<SiteChoice>(db, sql`SELECT id, name, domain_language AS language FROM sites ORDER BY name, id`);
}

/** The chosen sites' ids (null: every site); 400 for a site that does not exist. */
async function siteIdsOf(db: Db, sites: CampaignSites): Promise<number[] | null> {
  if (sites === 'all') return null;
  const known = new Set((await allSites(db)).map((s) => s.id));
  const ids = [...new Set(sites)];
  if (ids.some((id) => !known.has(id))) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'sites', code: 'unknown_site' }] });
  return ids;
}

/**
 * Campaigns in the staff console (decision 131), admin only (`requireStaff('admin')`): the list
 * with figures, the audience count, the preview, a new campaign (now or at a time), cancelling a
 * scheduled one. Every change is audited in its transaction. Also: the member's click link, the
 * operator call (POST /api/admin/campaign.php) and the job that sends due campaigns.
 */
export const adminCampaignRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: AdminCampaignsDeps = app;
  const { db, clock } = deps;
  // the staff session before the schemas: a stranger gets 401, never a 400
  const preValidation = requireStaff('admin');
  scheduleCampaignJobs(app);
  campaignClickRoute(app, deps);
  operatorCampaignRoute(app, deps);

  app.get(adminCampaignsApi.list, { preValidation, schema: { response: { 200: CampaignListAnswer } } }, async () => ({ campaigns: await listCampaigns(db) }));

  app.get(adminCampaignsApi.options, { preValidation, schema: { response: { 200: CampaignOptionsAnswer } } }, async () => ({ sites: await allSites(db), locales: [...locales] }));

  app.post(adminCampaignsApi.audience, { preValidation, schema: { body: AudienceRequest, response: { 200: AudienceAnswer } } }, async (request) => {
    const { body } = request;
    const siteIds = await siteIdsOf(db, body.sites);
    return countAudience(db, { kind: body.kind, siteIds, audience: body.audience }, clock());
  });

  app.post(adminCampaignsApi.preview, { preValidation, schema: { body: PreviewRequest, response: { 200: PreviewAnswer } } }, async (request) => {
    const { body } = request;
    const siteIds = await siteIdsOf(db, body.sites);
    const delivery = app.notifier.delivery;
    const site = (siteIds ? delivery.deps.sites.byId(siteIds[0] ?? 0) : undefined) ?? delivery.deps.sites.fallback;
    return { previews: previewCampaign(body.texts, body.path, site, delivery.baseUrl(site)) };
  });

  app.post(adminCampaignsApi.list, { preValidation, schema: { body: CampaignCreate, response: { 201: CampaignAnswerOne } } }, async (request, reply) => {
    const staff = staffOfRequest(request);
    const { body } = request;
    const now = clock();
    const scheduledAt = body.send === 'now' || body.scheduled_at === undefined ? now : new Date(body.scheduled_at);
    if (scheduledAt.getTime() < now.getTime() - 60_000) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'scheduled_at', code: 'past' }] });
    if (scheduledAt.getTime() > now.getTime() + CAMPAIGN_SCHEDULE_MAX_MS) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'scheduled_at', code: 'too_far' }] });
    const siteIds = await siteIdsOf(db, body.sites);
    const created = await db.transaction(async (tx) => {
      const row = await insertCampaign(tx, { ref: null, kind: body.kind, texts: body.texts, path: body.path, siteIds, audience: body.audience, scheduledAt, createdBy: staff.id, now });
      if (!row) throw new Error('campaign insert returned nothing');
      await writeAudit(tx, {
        staffId: staff.id,
        action: 'campaign.create',
        targetKind: 'campaign',
        targetId: row.id,
        after: { kind: row.kind, sites: body.sites, audience: row.audience, path: row.path, locales: Object.keys(row.texts), scheduled_at: scheduledAt.toISOString(), send: body.send },
        at: now,
      });
      return row;
    });
    await wakeCampaignJob(app, deps.config, created.id, scheduledAt, now);
    const view = await oneCampaign(db, created.id);
    if (!view) throw new ApiFailure(404, 'not_found');
    return reply.code(201).send({ campaign: view });
  });

  app.get(adminCampaignsApi.one, { preValidation, schema: { params: IdParams, response: { 200: CampaignAnswerOne } } }, async (request) => {
    const view = await oneCampaign(db, request.params.id);
    if (!view) throw new ApiFailure(404, 'not_found');
    return { campaign: view };
  });

  app.post(adminCampaignsApi.cancel, { preValidation, schema: { params: IdParams, response: { 200: CampaignAnswerOne } } }, async (request) => {
    const staff = staffOfRequest(request);
    const { id } = request.params;
    const now = clock();
    const view = await db.transaction(async (tx) => {
      const before = await oneCampaign(tx, id);
      if (!before) throw new ApiFailure(404, 'not_found');
      const cancelled = await cancelCampaign(tx, id, now);
      if (!cancelled) throw new ApiFailure(409, 'campaign_started');
      await writeAudit(tx, { staffId: staff.id, action: 'campaign.cancel', targetKind: 'campaign', targetId: id, before: { status: before.status, scheduled_at: before.scheduled_at }, after: { status: 'cancelled' }, at: now });
      return oneCampaign(tx, id);
    });
    if (!view) throw new ApiFailure(404, 'not_found');
    return { campaign: view };
  });
  done();
};
