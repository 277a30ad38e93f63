import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffTestApi, TestStaffAnswer, TestStaffRequest } from '../../src/contract/staff-testing.ts';
import type { Db } from '../db/connect.ts';
import { ensureStaffAccount } from './accounts.ts';
import type { SecretBox } from './secrets.ts';
import { newTotpSecret } from './totp.ts';

/**
 * Fixture endpoint for tests (TEST_API=1 only): a staff account with a known password and TOTP
 * secret (answered), so every test logs in with an account of its own.
 */
export function staffTestApiRoutes(app: FastifyInstance, deps: { db: Db; clock: () => Date; box: SecretBox }): void {
  app.withTypeProvider<ZodTypeProvider>().post(staffTestApi.staff, { schema: { body: TestStaffRequest, response: { 201: TestStaffAnswer } } }, async (request, reply) => {
    const { body } = request;
    const secret = newTotpSecret();
    await ensureStaffAccount(deps.db, deps.box, { email: body.email, role: body.role, password: body.password, totpSecret: body.totp ? secret : null }, deps.clock());
    return reply.code(201).send({ email: body.email, secret: body.totp ? secret : null });
  });
}
