import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { parseWith } from '../http.ts';
import { ensureStaffAccount } from './accounts.ts';
import { newTotpSecret } from './totp.ts';

const TestStaffRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  role: StaffRole,
  password: z.string().min(1).max(200),
  /** false: the account must enrol at its first login */
  totp: z.boolean().default(true),
});

/**
 * Fixture endpoint for tests (TEST_API=1 only): a staff account with a known password and TOTP
 * secret (answered), so every test logs in with an account of its own.
 */
export function staffTestApiRoutes(app: FastifyInstance, deps: { db: Db; clock: () => Date }): void {
  app.post('/api/test/staff', async (request, reply) => {
    const body = parseWith(TestStaffRequest, request.body);
    const secret = newTotpSecret();
    await ensureStaffAccount(deps.db, { email: body.email, role: body.role, password: body.password, totpSecret: body.totp ? secret : null }, deps.clock());
    return reply.code(201).send({ email: body.email, secret: body.totp ? secret : null });
  });
}
