import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  StaffNewPasswordRequest,
  StaffPasswordResetRequest,
  StaffRoleRequest,
  StaffTotpRequest,
  staffApi,
  STAFF_API_PREFIX,
  STAFF_CONSOLE_PATH,
  type StaffRole,
} from '../../src/contract/staff.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import { readAudit, writeAudit } from './audit.ts';
import { confirmEnrolment, enrolmentSecret, recoveryCodesLeft, STAFF_PENDING_MS, STAFF_SESSION_MS, staffNewPassword, staffPasswordStep, staffSecondStep } from './accounts.ts';
import { changeStaffRole, createStaff, disableStaff, enableStaff, endStaffSessions, listStaff, resetStaffPassword, resetStaffTotp } from './lifecycle.ts';
import { staffSecretBox } from './secrets.ts';
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
export const staffRoutes = fastifyPlugin((root: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps: StaffDeps = app;
  const { db, config, clock } = deps;
  registerStaffAuth(app, { db, config, clock });
  const box = staffSecretBox(config);
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

  app.post(staffApi.login, { ...loginLimit, schema: { body: StaffLoginRequest, response: { 200: StaffLoginAnswer } } }, async (request, reply) => {
    const { body } = request;
    const { token, next } = await staffPasswordStep(db, body.email, body.password, request.ip, clock());
    setStaffCookie(reply, config, token, STAFF_PENDING_MS / 1000);
    return { next };
  });

  // decision 169: after an admin's password reset, a password of one's own before the second factor
  app.post(staffApi.newPassword, { ...loginLimit, schema: { body: StaffNewPasswordRequest, response: { 200: StaffLoginAnswer } } }, async (request) => {
    const session = await pendingSession(request);
    return staffNewPassword(db, session, request.body.password, clock());
  });

  /** the logged-in staff member as the console shows them */
  async function me(staff: { id: number; email: string; role: StaffRole }) {
    return { staff: { id: staff.id, email: staff.email, role: staff.role }, recovery_codes_left: await recoveryCodesLeft(db, staff.id) };
  }

  app.post(staffApi.totp, { ...loginLimit, schema: { body: StaffTotpRequest, response: { 200: StaffMeAnswer } } }, async (request, reply) => {
    const session = await pendingSession(request);
    const { token } = await staffSecondStep(db, box, session, request.body, request.ip, clock());
    setStaffCookie(reply, config, token, STAFF_SESSION_MS / 1000);
    return me(session.staff);
  });

  app.get(staffApi.enrolment, { schema: { response: { 200: StaffEnrolmentAnswer } } }, async (request) => {
    const session = await pendingSession(request);
    const secret = await enrolmentSecret(db, box, session);
    return enrolmentOf(secret, session.staff.email);
  });

  app.post(staffApi.enrolment, { ...loginLimit, schema: { body: StaffEnrolRequest, response: { 200: StaffEnrolledAnswer } } }, async (request, reply) => {
    const session = await pendingSession(request);
    const { token, recoveryCodes } = await confirmEnrolment(db, box, session, request.body.code, request.ip, clock());
    setStaffCookie(reply, config, token, STAFF_SESSION_MS / 1000);
    const { id, email, role } = session.staff;
    return { staff: { id, email, role }, recovery_codes: recoveryCodes };
  });

  app.get(staffApi.me, { preHandler: requireStaff(), schema: { response: { 200: StaffMeAnswer } } }, async (request) => {
    return me(staffOfRequest(request));
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
  app.get(staffApi.audit, { preValidation: requireStaff('admin'), schema: { querystring: AuditQuery, response: { 200: AuditAnswer } } }, async (request) => {
    const { query } = request;
    return readAudit(db, { before: query.before, limit: query.limit, action: query.action, targetKind: query.target_kind, targetId: query.target_id });
  });

  app.get(staffApi.staff, { preHandler: requireStaff('admin'), schema: { response: { 200: StaffListAnswer } } }, async () => {
    return { staff: await listStaff(db) };
  });

  app.post(staffApi.staff, { preValidation: requireStaff('admin'), schema: { body: StaffCreateRequest, response: { 201: StaffAccountAnswer } } }, async (request, reply) => {
    const account = await createStaff(db, staffOfRequest(request), request.body, clock());
    return reply.code(201).send({ account });
  });

  app.post(staffApi.staffResetTotp, { preValidation: requireStaff('admin'), schema: { params: StaffIdParams, response: { 200: StaffAccountAnswer } } }, async (request) => {
    const account = await resetStaffTotp(db, staffOfRequest(request), request.params.id, clock());
    return { account };
  });

  // the staff lifecycle (decision 169): each admin action audited in its own transaction
  const accountAction = { preValidation: requireStaff('admin'), schema: { params: StaffIdParams, response: { 200: StaffAccountAnswer } } };
  app.post(staffApi.staffRole, { preValidation: requireStaff('admin'), schema: { params: StaffIdParams, body: StaffRoleRequest, response: { 200: StaffAccountAnswer } } }, async (request) => {
    return { account: await changeStaffRole(db, staffOfRequest(request), request.params.id, request.body.role, clock()) };
  });
  app.post(staffApi.staffDisable, accountAction, async (request) => {
    return { account: await disableStaff(db, staffOfRequest(request), request.params.id, clock()) };
  });
  app.post(staffApi.staffEnable, accountAction, async (request) => {
    return { account: await enableStaff(db, staffOfRequest(request), request.params.id, clock()) };
  });
  app.post(
    staffApi.staffResetPassword,
    { preValidation: requireStaff('admin'), schema: { params: StaffIdParams, body: StaffPasswordResetRequest, response: { 200: StaffAccountAnswer } } },
    async (request) => {
      return { account: await resetStaffPassword(db, staffOfRequest(request), request.params.id, request.body.password, clock()) };
    },
  );
  app.post(staffApi.staffEndSessions, accountAction, async (request) => {
    return { account: await endStaffSessions(db, staffOfRequest(request), request.params.id, clock()) };
  });

  if (config.TEST_API) staffTestApiRoutes(app, { db, clock, box });
  done();
});

const StaffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
