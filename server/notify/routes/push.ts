import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { api } from '../../../src/contract/api.ts';
import { MailWebhookRequest, mailWebhookApi, PushSubscriptionAnswer, PushSubscriptionRequest, PushUnsubscribeRequest } from '../../../src/contract/push.ts';
import { isLoopbackHostname, type Config } from '../../platform/config.ts';
import type { Db } from '../../db/connect.ts';
import { mailOutbox, members, pushSubscriptions } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { answer, orEmpty, parseWith } from '../../platform/http.ts';
import { memberFirst, requireMember, type AuthDeps } from '../../account/routes/auth.ts';
import { AUTH_COOKIE } from '../../../src/contract/constants.ts';
import { hashToken } from '../../account/session/sessions.ts';
import { recordBounce } from '../campaignFigures.ts';

async function subscribed(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)).limit(1);
  return Boolean(row);
}

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows). */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

/**
 * The server POSTs to a subscription's endpoint, so only https endpoints of the known push services
 * are accepted (no requests to internal addresses); with TEST_API=1 also a test push service on
 * this machine's loopback (127.0.0.0/8, localhost, [::1]) and nothing else (it accepted any
 * URL, a request forgery to internal services).
 */
export function pushEndpointAllowed(endpoint: string, config: Pick<Config, 'TEST_API'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.TEST_API && (url.protocol === 'https:' || url.protocol === 'http:') && isLoopbackHostname(url.hostname)) return true;
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && PUSH_SERVICE_HOSTS.some((re) => re.test(url.hostname));
}

/**
 * POST /api/user.php?push=1 (SPEC §7): saves the browser's push subscription for the logged-in
 * member's session. An endpoint is one browser: subscribing again (also as another member) moves it.
 * Called from the login route, which owns POST /api/user.php.
 */
export async function savePushSubscription(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const member = await requireMember(deps, request);
  // parsed here: POST user.php is a login or, with ?push=1, this (decision 138)
  const body = parseWith(PushSubscriptionRequest, request.body);
  if (!pushEndpointAllowed(body.endpoint, deps.config)) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'endpoint', code: 'push_service' }] });
  // tied to this session (decision 116): it ends when the session does (migration 0016's trigger)
  const sessionTokenHash = hashToken(request.cookies[AUTH_COOKIE] ?? '');
  const values = { memberId: member.id, sessionTokenHash, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await deps.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: deps.clock() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, failures: 0, lastError: null } });
  return answer(reply, PushSubscriptionAnswer, { ok: true, push_subscribed: true });
}

function secretMatches(given: string | undefined, secret: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${secret}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Unsubscribing a browser, and the mail provider's bounce and spam-complaint (fbl) callbacks.
 * DELETE /api/user.php answers 404 without `?push=1`, then wants a session, then reads its body
 * (an empty one counts as `{}`).
 */
export const pushRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db } = app;
  const deps = app;

  // 404 without ?push=1, then the session, both before the body's schema
  const pushOnly: preValidationHookHandler = (request, _reply, next) => {
    next((request.query as Record<string, unknown>).push === undefined ? new ApiFailure(404, 'not_found') : undefined);
  };
  app.delete(api.user, { preValidation: [pushOnly, memberFirst], schema: { body: orEmpty(PushUnsubscribeRequest), response: { 200: PushSubscriptionAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, member.id), eq(pushSubscriptions.endpoint, body.endpoint)));
    return { ok: true as const, push_subscribed: await subscribed(db, member.id) };
  });

  // Bounce and fbl: the provider names the recipient (address or the mail's unsubscribe token);
  // e-mail is turned off for that member with the reason, shown on /notifications.
  // the provider's secret is checked before the body's schema
  const providerOnly: preValidationHookHandler = (request, _reply, next) => {
    const secret = deps.config.MAIL_WEBHOOK_SECRET;
    if (!secret) return next(new ApiFailure(404, 'not_found'));
    if (!secretMatches(request.headers.authorization, secret)) return next(new ApiFailure(403, 'forbidden'));
    next();
  };
  const webhook = (reason: 'bounce' | 'fbl') => async (request: FastifyRequest<{ Body: MailWebhookRequest }>, reply: FastifyReply) => {
    const { body } = request;
    if (reason === 'bounce' && body.type === 'soft') return reply.send({ ok: true, disabled: 0 });
    let memberIds: number[] = [];
    let mailId: number | null = null;
    if (body.token) {
      const [mail] = await db.select({ id: mailOutbox.id, memberId: mailOutbox.memberId }).from(mailOutbox).where(eq(mailOutbox.unsubscribeToken, body.token));
      if (mail?.memberId) memberIds = [mail.memberId];
      mailId = mail?.id ?? null;
    } else if (body.email) {
      const rows = await db.select({ id: members.id }).from(members).where(eq(members.email, body.email.trim().toLowerCase()));
      memberIds = rows.map((r) => r.id);
    } else {
      throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'email', code: 'missing' }] });
    }
    for (const id of memberIds) {
      await db
        .update(members)
        .set({
          notificationsDisabled: sql`CASE WHEN ${members.notificationsDisabled} @> ${JSON.stringify([reason])}::jsonb THEN ${members.notificationsDisabled} ELSE ${members.notificationsDisabled} || ${JSON.stringify([reason])}::jsonb END`,
        })
        .where(eq(members.id, id));
    }
    // a campaign's figures count the hard bounce of its mail (decision 131)
    if (reason === 'bounce') {
      const now = deps.clock();
      if (mailId !== null) await recordBounce(db, { mailId }, now);
      else for (const id of memberIds) await recordBounce(db, { memberId: id }, now);
    }
    request.log.info({ reason, members: memberIds }, 'e-mail turned off by the mail provider');
    return reply.send({ ok: true, disabled: memberIds.length });
  };

  // The operator's campaign call (POST /api/admin/campaign.php) lives with the console's campaigns: server/admin/campaigns/operatorCall.ts (decision 131).
  app.post(mailWebhookApi.bounce, { preValidation: providerOnly, schema: { body: MailWebhookRequest } }, webhook('bounce'));
  app.post(mailWebhookApi.fbl, { preValidation: providerOnly, schema: { body: MailWebhookRequest } }, webhook('fbl'));
  done();
};
