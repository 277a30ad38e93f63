import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { api } from '../../../src/contract/api.ts';
import { AUTH_COOKIE } from '../../../src/contract/constants.ts';
import { LanguageRequest, LoginRequest, UserAnswer } from '../../../src/contract/user.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../db/connect.ts';
import { members } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { answer, parseWith } from '../../platform/http.ts';
import { login } from '../login.ts';
import { userOf, type MemberRow } from '../../members/members.ts';
import { createSession, revokeSession, SESSION_MS, sessionMemberRow } from '../session/sessions.ts';
import { sessionCookieName, sessionCookieOptions } from '../session/cookie.ts';
import { savePushSubscription } from '../../notify/routes/push.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  clock: () => Date;
}

/** the member a `memberFirst` hook found, taken by the handler's requireMember (one query per request) */
const checked = new WeakMap<FastifyRequest, MemberRow>();

/** The member of the request's session cookie on this site, or 403 authentication_required. */
export async function requireMember(deps: AuthDeps, request: FastifyRequest): Promise<MemberRow> {
  const known = checked.get(request);
  if (known) {
    checked.delete(request);
    return known;
  }
  // the session rule (sessions.ts liveSession): this site, not awaiting deletion, not barred
  const member = await sessionMemberRow(deps.db, request.cookies[AUTH_COOKIE], request.site.id, deps.clock());
  if (!member) throw new ApiFailure(403, 'authentication_required');
  return member;
}

/**
 * A preValidation hook for member routes with a request schema (decision 138): the session is
 * checked before the schema, so a request without a session is 403 whatever its body (the order the
 * handlers had when they parsed their input themselves). The handler's requireMember gets the same row.
 */
export const memberFirst: preValidationAsyncHookHandler = async function memberFirst(request) {
  checked.set(request, await requireMember(request.server, request));
};

/**
 * memberFirst, then `then` with the member, still before the schema: for a route whose handler
 * claimed a per-member limit before it parsed its input (a bad body counts against the limit too).
 */
export function memberFirstThen(then: (member: MemberRow, request: FastifyRequest, reply: FastifyReply) => Promise<void>): preValidationAsyncHookHandler {
  return async function memberFirstThen(request, reply) {
    const member = await requireMember(request.server, request);
    await then(member, request, reply);
    checked.set(request, member);
  };
}

/** Login (and push=1 subscriptions, SPEC §7), the session's member, its language, logout. */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, config } = app;

  app.post(
    api.user,
    {
      config: {
        rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 },
      },
    },
    // no schema on the route: its body is a LoginRequest, or a push subscription with ?push=1
    // (SPEC §7), each parsed and answered by its handler (decision 138)
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if (query.push !== undefined) return savePushSubscription(app, request, reply); // SPEC §7 push=1
      const body = parseWith(LoginRequest, request.body);
      const now = clock();
      const member = await login(db, request.site.id, body.email, body.password, now, request.site.settings.support_email);
      const token = await createSession(db, member.id, now);
      reply.setCookie(sessionCookieName(config), token, { ...sessionCookieOptions(config), maxAge: SESSION_MS / 1000 });
      return answer(reply, UserAnswer, { user: await userOf(db, request.site, member, now) });
    },
  );

  app.get(api.user, { schema: { response: { 200: UserAnswer } } }, async (request) => {
    const member = await requireMember(app, request);
    return { user: await userOf(db, request.site, member, clock()) };
  });

  app.put(api.user, { preValidation: memberFirst, schema: { body: LanguageRequest, response: { 200: UserAnswer } } }, async (request) => {
    const member = await requireMember(app, request);
    const [updated] = await db.update(members).set({ language: request.body.language }).where(eq(members.id, member.id)).returning();
    return { user: await userOf(db, request.site, updated ?? member, clock()) };
  });

  // POST only: a GET changed state, so an <img> on any page could log a member out
  app.post(api.logout, async (request, reply) => {
    const token = request.cookies[AUTH_COOKIE];
    if (token) await revokeSession(db, token, clock());
    reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    return reply.send({ ok: true });
  });
  done();
};
