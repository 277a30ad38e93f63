import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminDashboardApi, DashboardAnswer, DashboardQuery, DashboardRefreshAnswer } from '../../../src/contract/adminDashboard.ts';
import type { Db } from '../../db/connect.ts';
import type { JobRunner } from '../../notify/jobs.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { dashboardCsv } from './csv.ts';
import { dashboardAnswer } from './query.ts';
import { refreshRollup } from './rollup.ts';

export interface DashboardDeps {
  db: Db;
  clock: () => Date;
  jobs: JobRunner;
}

/** How often the rollup job runs (today's figures are at most this old, plus the job poll). */
export const ROLLUP_EVERY_MS = 5 * 60_000;

/**
 * The operator's dashboard (decision 132), admin only: daily figures of one site or all sites over
 * a range of UTC days, as JSON or CSV, read from the rollup the `dashboard_rollup` job keeps.
 * Reading is not audited (no member's data); the CSV export and a manual refresh are.
 */
export const adminDashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: DashboardDeps = app;
  const { db, clock, jobs } = deps;
  // the staff session before the schemas: a stranger gets 401, never a 400
  const preValidation = requireStaff('admin');

  jobs.handle('dashboard_rollup', async () => void (await refreshRollup(db, clock(), { minAgeMs: 60_000 })));
  jobs.every({
    kind: 'dashboard_rollup',
    next: (now) => {
      const runAt = new Date(Math.ceil(now.getTime() / ROLLUP_EVERY_MS) * ROLLUP_EVERY_MS);
      return { runAt, key: runAt.toISOString() };
    },
  });

  app.get(adminDashboardApi.dashboard, { preValidation, schema: { querystring: DashboardQuery, response: { 200: DashboardAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return dashboardAnswer(db, request.query);
  });

  app.get(adminDashboardApi.csv, { preValidation, schema: { querystring: DashboardQuery } }, async (request, reply) => {
    const staff = staffOfRequest(request);
    const { query } = request;
    const data = await dashboardAnswer(db, query);
    await writeAudit(db, { staffId: staff.id, action: 'dashboard.export', targetKind: 'site', targetId: query.site, after: { from: query.from, to: query.to }, at: clock() });
    const name = `dashboard-${query.site === 'all' ? 'all-sites' : `site-${query.site}`}-${query.from}-${query.to}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(dashboardCsv(data));
  });

  app.post(adminDashboardApi.refresh, { preValidation, schema: { response: { 200: DashboardRefreshAnswer } } }, async (request) => {
    const staff = staffOfRequest(request);
    const now = clock();
    const result = await refreshRollup(db, now);
    await writeAudit(db, { staffId: staff.id, action: 'dashboard.refresh', after: { from: result.from, to: result.to }, at: now });
    return { as_of: result.asOf.toISOString() };
  });
  done();
};
