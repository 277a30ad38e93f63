import { randomUUID } from 'node:crypto';
import type { ZodApp } from '../platform/appDeps.ts';
import { accountTestApi, TestGrantCreditsRequest } from '../../src/contract/account-testing.ts';
import { OkAnswer } from '../../src/contract/signup.ts';
import { grantCredits } from '../payments/credits.ts';
import type { AccountDeps } from '../account/routes/accountDeps.ts';

/** Fixture endpoints of the account area for the browser tests; registered only with TEST_API=1. */
export function accountTestApiRoutes(app: ZodApp, deps: AccountDeps): void {
  app.post(accountTestApi.credits, { schema: { body: TestGrantCreditsRequest, response: { 200: OkAnswer } } }, async (request) => {
    const { body } = request;
    await grantCredits(deps.db, { memberId: body.member_id, amount: body.amount, reason: 'test_grant', ref: randomUUID(), now: deps.clock() });
    return { ok: true as const };
  });
}
