import type { FastifyInstance } from 'fastify';
import { ReportAnswer, ReportRequest, reportsApi } from '../../src/contract/reports.ts';
import { answer, parseWith } from '../http.ts';
import type { PokeBus } from '../realtime/pokeBus.ts';
import { fileReport } from '../services/safety/reports.ts';
import { requireMember, type AuthDeps } from './auth.ts';

export interface ReportRouteDeps extends AuthDeps {
  bus: PokeBus;
}

/** POST /api/reports.php: a member reports a member or a received message (decision 123). */
export function reportRoutes(app: FastifyInstance, deps: ReportRouteDeps): void {
  const { db, clock, bus } = deps;
  app.post(reportsApi.reports, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(ReportRequest, request.body);
    const result = await fileReport(db, request.site, member, body, clock());
    if (result.pokes.length > 0) await bus.publish(result.pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    reply.code(201);
    return answer(reply, ReportAnswer, { ok: true, id: result.id, blocked: result.blocked });
  });
}
