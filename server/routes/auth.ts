import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '../../src/contract/api.ts';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { LanguageRequest, LoginRequest, UserAnswer } from '../../src/contract/user.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { members } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import { answer, parseWith } from '../http.ts';
import { login } from '../services/login.ts';
import { userOf, type MemberRow } from '../services/members.ts';
import { createSession, revokeSession, SESSION_MS, sessionMemberRow } from '../services/sessions.ts';
import { sessionCookieName, sessionCookieOptions } from '../sessionCookie.ts';
import { savePushSubscription } from './push.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  clock: () => Date;
}

/** The member of the request's session cookie on this site, or 403 authentication_required. */
export async function requireMember(deps: AuthDeps, request: FastifyRequest): Promise<MemberRow> {
  // the session rule (sessions.ts liveSession): this site, not awaiting deletion, not barred
  const member = await sessionMemberRow(deps.db, request.cookies[AUTH_COOKIE], request.site.id, deps.clock());
  if (!member) throw new ApiFailure(403, 'authentication_required');
  return member;
}


export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, clock } = deps;

  app.post(
    api.user,
    {
      config: {
        rateLimit: { max: deps.config.LOGIN_RATE_LIMIT, timeWindow: 60_000 },
      },
    },
    async (request, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      if (query.push !== undefined) return savePushSubscription(deps, request, reply); // SPEC §7 push=1
      const body = parseWith(LoginRequest, request.body);
      const now = clock();
      const member = await login(db, request.site.id, body.email, body.password, now, request.site.settings.support_email);
      const token = await createSession(db, member.id, now);
      reply.setCookie(sessionCookieName(deps.config), token, { ...sessionCookieOptions(deps.config), maxAge: SESSION_MS / 1000 });
      return answer(reply, UserAnswer, { user: await userOf(db, request.site, member, now) });
    },
  );

  app.get(api.user, async (request, reply) => {
    const member = await requireMember(deps, request);
    return answer(reply, UserAnswer, { user: await userOf(db, request.site, member, clock()) });
  });

  app.put(api.user, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(LanguageRequest, request.body);
    const [updated] = await db.update(members).set({ language: body.language }).where(eq(members.id, member.id)).returning();
    return answer(reply, UserAnswer, { user: await userOf(db, request.site, updated ?? member, clock()) });
  });

  // POST only: a GET changed state, so an <img> on any page could log a member out
  app.post(api.logout, async (request, reply) => {
    const token = request.cookies[AUTH_COOKIE];
    if (token) await revokeSession(db, token, clock());
    reply.clearCookie(sessionCookieName(deps.config), sessionCookieOptions(deps.config));
    return reply.send({ ok: true });
  });
}
