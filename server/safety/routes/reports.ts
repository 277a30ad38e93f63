import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ReportAnswer, ReportRequest, reportsApi } from '../../../src/contract/reports.ts';
import { fileReport } from '../reports.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';

/** POST /api/reports.php: a member reports a member or a received message (decision 123). */
export const reportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(reportsApi.reports, { preValidation: memberFirst, schema: { body: ReportRequest, response: { 201: ReportAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    const result = await fileReport(app.db, request.site, member, request.body, app.clock());
    if (result.pokes.length > 0) await app.bus.publish(result.pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    return reply.code(201).send({ ok: true, id: result.id, blocked: result.blocked });
  });
  done();
};
