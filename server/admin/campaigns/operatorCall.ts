import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodApp } from '../../platform/appDeps.ts';
import { isLocale } from '../../../src/contract/locales.ts';
import { adminApi, Campaign, CampaignAnswer } from '../../../src/contract/push.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../db/connect.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { writeAudit } from '../../staff/audit.ts';
import { staffOf } from '../../staff/guard.ts';
import { wakeCampaignJob } from './jobs.ts';
import { insertCampaign } from './store.ts';

function bearerMatches(given: string | undefined, secret: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${secret}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who sends through the operator call: with an Authorization header, the operator's ADMIN_TOKEN
 * (404 when the server has none, 403 when it differs); without one, an admin's full staff session
 * (decision 120: 401 / 403). Decision 131 keeps the token call for scripts: off unless configured,
 * compared in constant time, and now audited and shown in the console like any campaign.
 */
interface Caller {
  staffId: number | null;
  via: 'ADMIN_TOKEN' | 'staff';
}

async function callerOf(request: FastifyRequest, config: Pick<Config, 'ADMIN_TOKEN'>): Promise<Caller> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const token = config.ADMIN_TOKEN;
    if (!token) throw new ApiFailure(404, 'not_found');
    if (!bearerMatches(header, token)) throw new ApiFailure(403, 'forbidden');
    return { staffId: null, via: 'ADMIN_TOKEN' };
  }
  const staff = await staffOf(request, ['admin']);
  return { staffId: staff.id, via: 'staff' };
}

/**
 * POST /api/admin/campaign.php (the operator call of decision 080, kept by decision 131): the
 * campaign becomes a campaigns row sent now by the campaign job; its `id` is the row's `ref`, so
 * the same id is sent once. Answers 202 `{ ok, queued }` as before.
 */
export function operatorCampaignRoute(app: ZodApp, deps: { db: Db; config: Config; clock: () => Date }): void {
  // the caller is judged before the body's schema: a stranger gets 401/403/404, never a 400
  const callers = new WeakMap<FastifyRequest, Caller>();
  const callerFirst: preValidationAsyncHookHandler = async (request) => {
    callers.set(request, await callerOf(request, deps.config));
  };
  app.post(adminApi.campaign, { preValidation: callerFirst, schema: { body: Campaign, response: { 202: CampaignAnswer } } }, async (request, reply) => {
    const caller = callers.get(request);
    if (!caller) throw new Error('operator call without its caller check');
    const campaign = request.body;
    const now = deps.clock();
    const created = await deps.db.transaction(async (tx) => {
      const row = await insertCampaign(tx, {
        ref: campaign.id,
        kind: campaign.kind,
        // the call's contract allows any 2-5 letter key; only the app's locales are kept (English is required)
        texts: Object.fromEntries(Object.entries(campaign.texts).filter(([locale]) => isLocale(locale))),
        path: campaign.path,
        siteIds: campaign.site_id === null ? null : [campaign.site_id],
        audience: { paying: 'any', inactive_days: null },
        scheduledAt: now,
        createdBy: caller.staffId,
        now,
      });
      if (row) {
        await writeAudit(tx, {
          staffId: caller.staffId,
          action: 'campaign.create',
          targetKind: 'campaign',
          targetId: row.id,
          after: { via: caller.via, ref: row.ref, kind: row.kind, sites: row.siteIds ?? 'all', path: row.path, locales: Object.keys(row.texts) },
          at: now,
        });
      }
      return row;
    });
    if (created) await wakeCampaignJob(app, deps.config, created.id, now, now);
    request.log.info({ campaign: campaign.id, kind: campaign.kind, queued: created !== null, via: caller.via }, 'campaign queued');
    return reply.code(202).send({ ok: true, queued: created !== null });
  });
}
