import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AuditAnswer,
  AuditQuery,
  StaffAccountAnswer,
  StaffCreateRequest,
  StaffEnrolledAnswer,
  StaffEnrolmentAnswer,
  StaffEnrolRequest,
  StaffListAnswer,
  StaffLoginAnswer,
  StaffLoginRequest,
  StaffMeAnswer,
  StaffTotpRequest,
  staffApi,
  STAFF_API_PREFIX,
  STAFF_CONSOLE_PATH,
  type StaffRole,
} from '../../src/contract/staff.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../errors.ts';
import { answer, parseWith } from '../http.ts';
import { readAudit, writeAudit } from './audit.ts';
import {
  confirmEnrolment,
  createStaff,
  enrolmentSecret,
  listStaff,
  recoveryCodesLeft,
  resetStaffTotp,
  STAFF_PENDING_MS,
  STAFF_SESSION_MS,
  staffPasswordStep,
  staffSecondStep,
} from './accounts.ts';
import { clearStaffCookie, readStaffCookie, setStaffCookie } from './cookie.ts';
import { registerStaffAuth, requireStaff, staffOfRequest } from './guard.ts';
import { revokeStaffSession, staffSession, type StaffSessionRow } from './sessions.ts';
import { staffTestApiRoutes } from './testApi.ts';
import { enrolmentOf } from './totp.ts';

export interface StaffDeps {
  db: Db;
  config: Config;
  clock: () => Date;
}

/**
 * The staff API (decision 120): login in two steps, enrolment, the logged-in staff member, the
 * audit log and (admin) staff accounts. Registered before every other /api/admin route, since it
 * makes `requireStaff` work.
 */
export const staffRoutes = fastifyPlugin((app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
  const deps: StaffDeps = app;
  const { db, config, clock } = deps;
  registerStaffAuth(app, { db, config, clock });
  const loginLimit = { config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 } } };

  // staff answers are never stored by a cache, and the console is never indexed
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (url.startsWith(`${STAFF_API_PREFIX}/`) || url === STAFF_API_PREFIX) reply.header('cache-control', 'no-store');
    else if (url === STAFF_CONSOLE_PATH || url.startsWith(`${STAFF_CONSOLE_PATH}/`) || url.startsWith(`${STAFF_CONSOLE_PATH}?`)) reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  /** the password-checked session of the second step, or 401 */
  async function pendingSession(request: FastifyRequest): Promise<StaffSessionRow> {
    const session = await staffSession(db, readStaffCookie(request, config), clock());
    if (!session || session.stage !== 'password') throw new ApiFailure(401, 'authentication_required');
    return session;
  }

  app.post(staffApi.login, loginLimit, async (request, reply) => {
    const body = parseWith(StaffLoginRequest, request.body);
    const { token, next } = await staffPasswordStep(db, body.email, body.password, clock());
    setStaffCookie(reply, config, token, STAFF_PENDING_MS / 1000);
    return answer(reply, StaffLoginAnswer, { next });
  });

  /** the logged-in staff member as the console shows them */
  async function me(staff: { id: number; email: string; role: StaffRole }) {
    return { staff: { id: staff.id, email: staff.email, role: staff.role }, recovery_codes_left: await recoveryCodesLeft(db, staff.id) };
  }

  app.post(staffApi.totp, loginLimit, async (request, reply) => {
    const body = parseWith(StaffTotpRequest, request.body);
    const session = await pendingSession(request);
    const { token } = await staffSecondStep(db, session, body, clock());
    setStaffCookie(reply, config, token, STAFF_SESSION_MS / 1000);
    return answer(reply, StaffMeAnswer, await me(session.staff));
  });

  app.get(staffApi.enrolment, async (request, reply) => {
    const session = await pendingSession(request);
    const secret = await enrolmentSecret(db, session);
    return answer(reply, StaffEnrolmentAnswer, await enrolmentOf(secret, session.staff.email));
  });

  app.post(staffApi.enrolment, loginLimit, async (request, reply) => {
    const body = parseWith(StaffEnrolRequest, request.body);
    const session = await pendingSession(request);
    const { token, recoveryCodes } = await confirmEnrolment(db, session, body.code, clock());
    setStaffCookie(reply, config, token, STAFF_SESSION_MS / 1000);
    const { id, email, role } = session.staff;
    return answer(reply, StaffEnrolledAnswer, { staff: { id, email, role }, recovery_codes: recoveryCodes });
  });

  app.get(staffApi.me, { preHandler: requireStaff() }, async (request, reply) => {
    return answer(reply, StaffMeAnswer, await me(staffOfRequest(request)));
  });

  app.post(staffApi.logout, async (request, reply) => {
    const now = clock();
    const session = await staffSession(db, readStaffCookie(request, config), now);
    if (session) {
      await db.transaction(async (tx) => {
        await revokeStaffSession(tx, session.tokenHash, now);
        if (session.stage === 'full') await writeAudit(tx, { staffId: session.staff.id, action: 'staff.logout', targetKind: 'staff', targetId: session.staff.id, at: now });
      });
    }
    clearStaffCookie(reply, config);
    return reply.send({ ok: true });
  });

  // the audit log: admins read every entry (decision 120)
  app.get(staffApi.audit, { preHandler: requireStaff('admin') }, async (request, reply) => {
    const query = parseWith(AuditQuery, request.query);
    const page = await readAudit(db, { before: query.before, limit: query.limit, action: query.action, targetKind: query.target_kind, targetId: query.target_id });
    return answer(reply, AuditAnswer, page);
  });

  app.get(staffApi.staff, { preHandler: requireStaff('admin') }, async (_request, reply) => {
    return answer(reply, StaffListAnswer, { staff: await listStaff(db) });
  });

  app.post(staffApi.staff, { preHandler: requireStaff('admin') }, async (request, reply) => {
    const body = parseWith(StaffCreateRequest, request.body);
    const account = await createStaff(db, staffOfRequest(request), body, clock());
    return reply.code(201).send(StaffAccountAnswer.parse({ account }));
  });

  app.post(staffApi.staffResetTotp, { preHandler: requireStaff('admin') }, async (request, reply) => {
    const params = parseWith(StaffIdParams, request.params);
    const account = await resetStaffTotp(db, staffOfRequest(request), params.id, clock());
    return answer(reply, StaffAccountAnswer, { account });
  });

  if (config.TEST_API) staffTestApiRoutes(app, { db, clock });
  done();
});

const StaffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
