import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../../platform/appDeps.ts';
import { AUTH_COOKIE, REACTIVATION_DAYS } from '../../../src/contract/constants.ts';
import {
  BlocksAnswer,
  DeleteAccountRequest,
  InvisibleRequest,
  MailChangeRequest,
  PasswordChangeRequest,
  UnblockRequest,
} from '../../../src/contract/account.ts';
import { accountApi, accountPages, OkAnswer } from '../../../src/contract/signup.ts';
import { UserAnswer } from '../../../src/contract/user.ts';
import { blocks, members, sessions } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { requestDeletion, reactivate } from '../accountDeletion.ts';
import { consumeToken, issueToken, MAIL_CHANGE_TTL_MS, revokeTokens } from '../accountTokens.ts';
import { takeMemberLimit } from '../../platform/limits.ts';
import { lockedWrite } from '../../platform/lockedWrite.ts';
import { findMember, memberById, userOf } from '../../members/members.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { hashToken } from '../session/sessions.ts';
import { isValidEmail } from '../signup.ts';
import { memberFirst, requireMember } from './auth.ts';
import { sessionCookieName } from '../session/cookie.ts';
import { authCookieOptions, mailMember, type AccountDeps } from './accountDeps.ts';
import { siteBaseUrl } from '../../notify/mail/baseUrl.ts';
import { isPendingDeletion } from '../../safety/reach.ts';

/** The settings page's calls: e-mail, password, invisible mode, blocked members, deletion. */
export function settingsRoutes(app: ZodApp, deps: AccountDeps): void {
  const { db, clock } = deps;

  // every argon2 check of the own password is claimed against the member's limit first
  const checkPassword = async (member: { id: number; passwordHash: string | null }, password: string, reply: FastifyReply) => {
    await takeMemberLimit(db, 'passwordCheck', member.id, clock(), reply);
    return member.passwordHash !== null && (await verifyPassword(member.passwordHash, password));
  };

  app.post(accountApi.mailChange, { preValidation: memberFirst, schema: { body: MailChangeRequest, response: { 200: OkAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    const email = body.email.trim().toLowerCase();
    if (!isValidEmail(email) || email === member.email) throw new ApiFailure(400, 'new_email_invalid');
    if (!(await checkPassword(member, body.password, reply))) throw new ApiFailure(400, 'old_password_wrong');
    if (await findMember(db, request.site.id, email)) throw new ApiFailure(409, 'email_taken');
    await takeMemberLimit(db, 'mailChangeMail', member.id, clock(), reply);
    const token = await issueToken(db, { memberId: member.id, purpose: 'mail_change', ttlMs: MAIL_CHANGE_TTL_MS, now: clock(), newEmail: email });
    await mailMember(deps, request, { member, to: email, kind: 'mailChange', path: accountApi.mailChangeDo, token, days: MAIL_CHANGE_TTL_MS / 86_400_000 });
    return { ok: true as const };
  });

  app.get(accountApi.mailChangeDo, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const row = await consumeToken(db, token, 'mail_change', clock());
    let result = 'error';
    if (row?.newEmail) {
      const member = await memberById(db, row.memberId);
      const taken = member ? await findMember(db, member.siteId, row.newEmail) : undefined;
      if (member && !isPendingDeletion(member) && !taken) {
        const now = clock();
        // the session of this browser, if it is the member's, stays; every other one ends
        const current = hashToken(request.cookies[AUTH_COOKIE] ?? '');
        const newEmail = row.newEmail;
        const changed = await db
          .transaction(async (tx) => {
            const done = await tx
              .update(members)
              .set({ email: newEmail, notificationsDisabled: member.notificationsDisabled.filter((r) => r !== 'bounce') })
              .where(eq(members.id, member.id))
              .returning({ id: members.id });
            if (done.length === 0) return done;
            await tx
              .update(sessions)
              .set({ revokedAt: now })
              .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, current)));
            // reset links mailed to the old address, and other pending address changes, no longer work
            await revokeTokens(tx, member.id, ['reset', 'mail_change'], now);
            return done;
          })
          .catch(() => []);
        result = changed.length > 0 ? 'ok' : 'taken';
        if (changed.length > 0) {
          // the previous address is told, with a way to reach support
          await deps.mail.send({
            site: request.site,
            member,
            to: member.email,
            kind: 'mailChanged',
            actionUrl: `mailto:${request.site.settings.support_email}`,
            baseUrl: siteBaseUrl(request, deps.config),
            days: 0,
          });
        }
      } else if (taken) {
        result = 'taken';
      }
    }
    return reply.redirect(`${accountPages.mailChangeDo}?result=${result}`, 303);
  });

  app.post(accountApi.password, { preValidation: memberFirst, schema: { body: PasswordChangeRequest, response: { 200: OkAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    if (!(await checkPassword(member, body.old_password, reply))) throw new ApiFailure(400, 'old_password_wrong');
    const passwordHash = await hashPassword(body.new_password);
    const current = hashToken(request.cookies[AUTH_COOKIE] ?? '');
    const now = clock();
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, current)));
      // a reset link mailed before the change no longer sets a password
      await revokeTokens(tx, member.id, ['reset'], now);
    });
    return { ok: true as const };
  });

  app.put(accountApi.invisible, { preValidation: memberFirst, schema: { body: InvisibleRequest, response: { 200: UserAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    // under the member's lock: a send or like judging this member's invisibility waits for it
    const [updated] = await lockedWrite(db, [member.id], (tx) => tx.update(members).set({ invisible: body.invisible }).where(eq(members.id, member.id)).returning());
    return { user: await userOf(db, request.site, updated ?? member, clock()) };
  });

  app.get(accountApi.blocks, { schema: { response: { 200: BlocksAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const rows = await db
      .select({ id: members.id, name: members.name, at: blocks.createdAt })
      .from(blocks)
      .innerJoin(members, eq(members.id, blocks.blockedId))
      .where(eq(blocks.blockerId, member.id))
      .orderBy(desc(blocks.createdAt));
    return { blocks: rows.map((r) => ({ id: r.id, name: r.name, blocked_at: r.at.toISOString() })) };
  });

  app.delete(accountApi.blocks, { preValidation: memberFirst, schema: { body: UnblockRequest, response: { 200: OkAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    await db.delete(blocks).where(and(eq(blocks.blockerId, member.id), eq(blocks.blockedId, request.body.id)));
    return { ok: true as const };
  });

  app.post(accountApi.deleteAccount, { preValidation: memberFirst, schema: { body: DeleteAccountRequest, response: { 200: OkAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    if (!(await checkPassword(member, body.password, reply))) throw new ApiFailure(400, 'old_password_wrong');
    const now = clock();
    await requestDeletion(db, member, now);
    const token = await issueToken(db, { memberId: member.id, purpose: 'reactivate', ttlMs: REACTIVATION_DAYS * 86_400_000, now });
    await mailMember(deps, request, { member, kind: 'reactivate', path: accountApi.reactivate, token, days: REACTIVATION_DAYS });
    reply.clearCookie(sessionCookieName(deps.config), authCookieOptions(deps.config));
    request.log.info({ memberId: member.id }, 'account deletion requested');
    return { ok: true as const };
  });

  app.get(accountApi.reactivate, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const now = clock();
    const row = await consumeToken(db, token, 'reactivate', now);
    const ok = row !== null && (await reactivate(db, row.memberId, now));
    return reply.redirect(`${accountPages.accountDeleted}?reactivated=${ok ? '1' : '0'}`, 303);
  });
}
