import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { DataExportAnswer, dataExportApi } from '../../../src/contract/dataExport.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { answer } from '../../platform/http.ts';
import { siteBaseUrl } from '../../notify/mail/baseUrl.ts';
import { exportState, readyExport, startExport } from '../dataExport/exports.ts';
import { queueBuild, registerDataExportJobs } from '../dataExport/job.ts';
import { requireMember } from './auth.ts';

/** A file name for the download: the site's name and the day, letters and digits only. */
function fileName(siteName: string, readyAt: Date | null): string {
  const site = siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'data';
  return `${site}-my-data-${(readyAt ?? new Date(0)).toISOString().slice(0, 10)}.zip`;
}

/**
 * "Download my data" (SPEC §3 account, GDPR Art. 15 and 20; decision 124). Every answer needs the
 * member's own session: the mailed link leads to the settings page, never to the file itself.
 */
export const dataExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock } = app;
  const deps = app;
  registerDataExportJobs(app);

  /** Starts an export (or finds the pending one); the caller answers 202 with its state. */
  async function start(request: FastifyRequest, reply: FastifyReply, memberId: number): Promise<DataExportAnswer> {
    const now = clock();
    const { created, state } = await startExport(db, memberId, now).catch((error: unknown) => {
      // a refusal tells when to ask again, in the header too (as every per-member limit does)
      if (error instanceof ApiFailure && typeof error.details.retry_after === 'number') reply.header('retry-after', String(error.details.retry_after));
      throw error;
    });
    if (created) {
      await queueBuild(deps.jobs, created.id, siteBaseUrl(request, deps.config), now);
      // with the runner on, the build starts now rather than at the next poll
      if (deps.config.JOB_RUNNER) void deps.jobs.tick();
    }
    reply.code(202).header('cache-control', 'no-store');
    return { export: state };
  }

  // 202 and the export's state (checked by `answer`) until the archive is ready, then the zip itself:
  // two kinds of answer, so no response schema (decision 138)
  app.get(dataExportApi.download, async (request, reply) => {
    const member = await requireMember(app, request);
    const ready = await readyExport(db, member.id, clock());
    if (!ready?.archive) return answer(reply, DataExportAnswer, await start(request, reply, member.id));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName(request.site.name, ready.readyAt)}"`)
      .header('cache-control', 'private, no-store')
      .send(ready.archive);
  });

  app.post(dataExportApi.download, { schema: { response: { 202: DataExportAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    return start(request, reply, member.id);
  });

  app.get(dataExportApi.status, { schema: { response: { 200: DataExportAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    reply.header('cache-control', 'no-store');
    return { export: await exportState(db, member.id, clock()) };
  });
  done();
};
