import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE, REACTIVATION_DAYS } from '../../src/contract/constants.ts';
import {
  BlocksAnswer,
  DeleteAccountRequest,
  InvisibleRequest,
  MailChangeRequest,
  PasswordChangeRequest,
  UnblockRequest,
} from '../../src/contract/account.ts';
import { accountApi, accountPages, OkAnswer } from '../../src/contract/signup.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { blocks, members, sessions } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import { answer, parseWith } from '../http.ts';
import { requestDeletion, reactivate } from '../services/accountDeletion.ts';
import { consumeToken, issueToken, MAIL_CHANGE_TTL_MS } from '../services/accountTokens.ts';
import { findMember, memberById, userOf } from '../services/members.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { hashToken } from '../services/sessions.ts';
import { isValidEmail } from '../services/signup.ts';
import { requireMember } from './auth.ts';
import { authCookieOptions, mailMember, type AccountDeps } from './accountDeps.ts';

/** The settings page's calls: e-mail, password, invisible mode, blocked members, deletion (issue 6). */
export function settingsRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, clock } = deps;

  const checkPassword = async (hash: string | null, password: string) => hash !== null && (await verifyPassword(hash, password));

  app.post(accountApi.mailChange, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(MailChangeRequest, request.body);
    const email = body.email.trim().toLowerCase();
    if (!isValidEmail(email) || email === member.email) throw new ApiFailure(400, 'new_email_invalid');
    if (!(await checkPassword(member.passwordHash, body.password))) throw new ApiFailure(400, 'old_password_wrong');
    if (await findMember(db, request.site.id, email)) throw new ApiFailure(409, 'email_taken');
    const token = await issueToken(db, { memberId: member.id, purpose: 'mail_change', ttlMs: MAIL_CHANGE_TTL_MS, now: clock(), newEmail: email });
    await mailMember(deps, request, { member, to: email, kind: 'mailChange', path: accountApi.mailChangeDo, token, days: MAIL_CHANGE_TTL_MS / 86_400_000 });
    return answer(reply, OkAnswer, { ok: true });
  });

  app.get(accountApi.mailChangeDo, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const row = await consumeToken(db, token, 'mail_change', clock());
    let result = 'error';
    if (row?.newEmail) {
      const member = await memberById(db, row.memberId);
      const taken = member ? await findMember(db, member.siteId, row.newEmail) : undefined;
      if (member && member.status !== 'pending_deletion' && !taken) {
        const changed = await db
          .update(members)
          .set({ email: row.newEmail, notificationsDisabled: member.notificationsDisabled.filter((r) => r !== 'bounce') })
          .where(eq(members.id, member.id))
          .returning({ id: members.id })
          .catch(() => []);
        result = changed.length > 0 ? 'ok' : 'taken';
      } else if (taken) {
        result = 'taken';
      }
    }
    return reply.redirect(`${accountPages.mailChangeDo}?result=${result}`, 303);
  });

  app.post(accountApi.password, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(PasswordChangeRequest, request.body);
    if (!(await checkPassword(member.passwordHash, body.old_password))) throw new ApiFailure(400, 'old_password_wrong');
    const passwordHash = await hashPassword(body.new_password);
    const current = hashToken(request.cookies[AUTH_COOKIE] ?? '');
    const now = clock();
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, current)));
    });
    return answer(reply, OkAnswer, { ok: true });
  });

  app.put(accountApi.invisible, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(InvisibleRequest, request.body);
    const [updated] = await db.update(members).set({ invisible: body.invisible }).where(eq(members.id, member.id)).returning();
    return answer(reply, UserAnswer, { user: await userOf(db, request.site, updated ?? member, clock()) });
  });

  app.get(accountApi.blocks, async (request, reply) => {
    const member = await requireMember(deps, request);
    const rows = await db
      .select({ id: members.id, name: members.name, at: blocks.createdAt })
      .from(blocks)
      .innerJoin(members, eq(members.id, blocks.blockedId))
      .where(eq(blocks.blockerId, member.id))
      .orderBy(desc(blocks.createdAt));
    return answer(reply, BlocksAnswer, { blocks: rows.map((r) => ({ id: r.id, name: r.name, blocked_at: r.at.toISOString() })) });
  });

  app.delete(accountApi.blocks, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(UnblockRequest, request.body);
    await db.delete(blocks).where(and(eq(blocks.blockerId, member.id), eq(blocks.blockedId, body.id)));
    return answer(reply, OkAnswer, { ok: true });
  });

  app.post(accountApi.deleteAccount, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(DeleteAccountRequest, request.body);
    if (!(await checkPassword(member.passwordHash, body.password))) throw new ApiFailure(400, 'old_password_wrong');
    const now = clock();
    await requestDeletion(db, member, now);
    const token = await issueToken(db, { memberId: member.id, purpose: 'reactivate', ttlMs: REACTIVATION_DAYS * 86_400_000, now });
    await mailMember(deps, request, { member, kind: 'reactivate', path: accountApi.reactivate, token, days: REACTIVATION_DAYS });
    reply.clearCookie(AUTH_COOKIE, authCookieOptions(deps.config, request));
    request.log.info({ memberId: member.id }, 'account deletion requested');
    return answer(reply, OkAnswer, { ok: true });
  });

  app.get(accountApi.reactivate, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const now = clock();
    const row = await consumeToken(db, token, 'reactivate', now);
    const ok = row !== null && (await reactivate(db, row.memberId, now));
    return reply.redirect(`${accountPages.accountDeleted}?reactivated=${ok ? '1' : '0'}`, 303);
  });
}
