import { and, eq, gt, isNull, count } from 'drizzle-orm';
import type { ZodApp } from '../../platform/appDeps.ts';
import { PasswordResetDoRequest, PasswordResetRequest, TokenCheckAnswer } from '../../../src/contract/account.ts';
import { OkAnswer, accountApi, accountPages } from '../../../src/contract/signup.ts';
import { members, passwordResetRequests, sessions } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { emailHash } from '../accountDeletion.ts';
import { consumeToken, issueToken, RESET_TTL_MS, tokenIsValid } from '../accountTokens.ts';
import { findMember } from '../../members/members.ts';
import { hashPassword } from '../passwords.ts';
import { isValidEmail } from '../signup.ts';
import { mailMember, type AccountDeps } from './accountDeps.ts';
import { isPendingDeletion } from '../../safety/reach.ts';

/** SPEC: at most a few reset mails a day per address. */
export const RESET_MAILS_PER_DAY = 3;

/**
 * Password reset (decision 050): the request always answers ok for a well-formed address, whether
 * an account exists or not; the daily cap counts requests per address, so it reveals nothing either.
 */
export function passwordResetRoutes(app: ZodApp, deps: AccountDeps): void {
  const { db, clock } = deps;
  const limit = { rateLimit: { max: deps.config.ACCOUNT_RATE_LIMIT, timeWindow: 10 * 60_000 } };

  app.post(accountApi.passwordReset, { config: limit, schema: { body: PasswordResetRequest, response: { 200: OkAnswer } } }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw new ApiFailure(400, 'invalid_email');
    const now = clock();
    const hash = emailHash(email);
    const since = new Date(now.getTime() - 86_400_000);
    const [recent] = await db
      .select({ n: count() })
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.siteId, request.site.id), eq(passwordResetRequests.emailHash, hash), gt(passwordResetRequests.at, since)));
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_DAY) throw new ApiFailure(429, 'reset_limit');
    await db.insert(passwordResetRequests).values({ siteId: request.site.id, emailHash: hash, at: now });
    const member = await findMember(db, request.site.id, email);
    if (member?.passwordHash && !isPendingDeletion(member)) {
      const token = await issueToken(db, { memberId: member.id, purpose: 'reset', ttlMs: RESET_TTL_MS, now });
      await mailMember(deps, request, { member, kind: 'reset', path: accountPages.resetPasswordDo, token, days: 0 });
    }
    return { ok: true as const };
  });

  // the token read leniently (anything else is `valid: false`, never 400), so the query has no schema
  app.get(accountApi.passwordResetDo, { schema: { response: { 200: TokenCheckAnswer } } }, async (request) => {
    const { token } = request.query as { token?: unknown };
    return { valid: await tokenIsValid(db, token, 'reset', clock()) };
  });

  app.post(accountApi.passwordResetDo, { schema: { body: PasswordResetDoRequest, response: { 200: OkAnswer } } }, async (request) => {
    const { body } = request;
    if (body.password !== body.password_repeat) throw new ApiFailure(400, 'passwords_differ');
    const now = clock();
    const row = await consumeToken(db, body.token, 'reset', now);
    if (!row) throw new ApiFailure(400, 'link_invalid');
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, row.memberId));
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.memberId, row.memberId), isNull(sessions.revokedAt)));
    });
    return { ok: true as const };
  });
}
