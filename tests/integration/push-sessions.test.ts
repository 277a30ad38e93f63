// A push subscription belongs to the session that made it and ends with it (decision 116,
// migration 0016): logout, a password changed on another device and an expired session all stop
// the pushes to that browser, while the member's other sessions keep theirs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, sessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/account/session/sessions.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { TestPushService } from '../helpers/pushService.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('push subscriptions end with their session on %s', (backend) => {
  let t: TestServer;
  let push: TestPushService;
  beforeAll(async () => {
    t = await startTestServer(backend, { JOB_RUNNER: '0' });
    push = await TestPushService.start();
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  async function newMember(): Promise<{ email: string; password: string }> {
    const email = `push-session-${Math.random().toString(36).slice(2)}@int.test`;
    const password = 'pw-123456';
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password } });
    expect(created.statusCode, created.body).toBe(201);
    return { email, password };
  }

  async function login(who: { email: string; password: string }): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: who });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  }

  async function subscribe(cookie: string): Promise<string> {
    const sub = push.subscribe();
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie }, payload: sub });
    expect(res.statusCode, res.body).toBe(200);
    return sub.endpoint;
  }

  const endpoints = async (): Promise<string[]> => (await t.handle.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((r) => r.endpoint);
  const tokenOf = (cookie: string): string => decodeURIComponent(cookie.split('=').slice(1).join('='));

  it('the subscription records the session that saved it', async () => {
    const cookie = await login(await newMember());
    const endpoint = await subscribe(cookie);
    const [row] = await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row?.sessionTokenHash).toBe(hashToken(tokenOf(cookie)));
  });

  it('logout ends the pushes of that browser only', async () => {
    const who = await newMember();
    const phone = await login(who);
    const laptop = await login(who);
    const phoneEndpoint = await subscribe(phone);
    const laptopEndpoint = await subscribe(laptop);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { ...json, cookie: phone }, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const left = await endpoints();
    expect(left).not.toContain(phoneEndpoint);
    expect(left).toContain(laptopEndpoint);
  });

  it('a password changed on another device ends the other sessions’ pushes (a forced logout)', async () => {
    const who = await newMember();
    const shared = await login(who);
    const own = await login(who);
    const sharedEndpoint = await subscribe(shared);
    const ownEndpoint = await subscribe(own);
    const res = await t.app.inject({ method: 'POST', url: '/api/password.php', headers: { ...json, cookie: own }, payload: { old_password: who.password, new_password: 'pw-654321-new' } });
    expect(res.statusCode, res.body).toBe(200);
    const left = await endpoints();
    expect(left).not.toContain(sharedEndpoint);
    expect(left).toContain(ownEndpoint);
  });

  it('an expired session gets no more pushes', async () => {
    const who = await newMember();
    const cookie = await login(who);
    await subscribe(cookie);
    const user = async () => (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json<{ user?: { push_subscribed: boolean } }>();
    expect((await user()).user?.push_subscribed).toBe(true);
    await t.handle.db.update(sessions).set({ expiresAt: new Date(t.clock.ms - 1000) }).where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    const [member] = await t.handle.db.select({ memberId: sessions.memberId }).from(sessions).where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect(await t.app.notifier.delivery.hasSubscription(member?.memberId ?? 0)).toBe(false);
  });
});
