import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountTestApi, TestGrantCreditsRequest } from '../../src/contract/account-testing.ts';
import { OkAnswer } from '../../src/contract/signup.ts';
import { answer, parseWith } from '../http.ts';
import { grantCredits } from '../services/credits.ts';
import type { AccountDeps } from './accountDeps.ts';

/** Fixture endpoints of the account area for the browser tests; registered only with TEST_API=1. */
export function accountTestApiRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.post(accountTestApi.credits, async (request, reply) => {
    const body = parseWith(TestGrantCreditsRequest, request.body);
    await grantCredits(deps.db, { memberId: body.member_id, amount: body.amount, reason: 'test_grant', ref: randomUUID(), now: deps.clock() });
    return answer(reply, OkAnswer, { ok: true });
  });
}
