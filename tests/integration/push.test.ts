import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayload } from '../../src/contract/push.ts';
import { Settings } from '../../src/contract/settings.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { blocks, jobs, mailOutbox, members, pushSubscriptions, serverKeys } from '../../server/db/schema.ts';
import { MAIL_DELAY_WITHOUT_PUSH_MS } from '../../server/notify/index.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { TestPushService } from '../helpers/pushService.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('Web Push and notification e-mails on %s', (backend) => {
  let t: TestServer;
  let push: TestPushService;
  beforeAll(async () => {
    t = await startTestServer(backend, { JOB_RUNNER: '0', MAIL_WEBHOOK_SECRET: 'webhook-secret-0123456789' });
    push = await TestPushService.start();
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  interface Member {
    id: number;
    cookie: string;
    email: string;
  }

  async function member(extra: { credits?: number; name?: string } = {}): Promise<Member> {
    const email = `push-${Math.random().toString(36).slice(2)}@int.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'pw-123456', ...extra } });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'pw-123456' } });
    return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login), email };
  }

  async function subscribe(who: Member) {
    const sub = push.subscribe();
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: who.cookie }, payload: sub });
    expect(res.statusCode, res.body).toBe(200);
    return sub;
  }

  async function send(from: Member, to: { profile_id?: number; conversation_id?: number }, body = 'Hello there') {
    const res = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body, ...to } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifier.settled();
    return res.json<{ chat: { conversation: { id: number } } }>().chat.conversation.id;
  }

  it('the VAPID public key is generated once, stored, and given in the site settings', async () => {
    const [stored] = await t.handle.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid_public'));
    const settings = Settings.parse((await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json());
    expect(stored?.value).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings.push_public_key).toBe(stored?.value);
    // a second instance on the same database keeps the same pair
    const other = await t.build({ JOB_RUNNER: '0' });
    expect(other.notifier.push.publicKey).toBe(stored?.value);
  });

  it('subscribing is saved (push_subscribed), bad subscriptions are refused, unsubscribing removes it', async () => {
    const a = await member();
    const bad = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: a.cookie }, payload: { endpoint: 'ftp://x', keys: {} } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_request' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: json, payload: push.subscribe() });
    expect(anonymous.statusCode).toBe(403);
    // without the test API only the browsers' push services are accepted (the server POSTs to it)
    const live = await t.build({ TEST_API: '0' });
    const local = await live.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: a.cookie }, payload: push.subscribe() });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'endpoint', code: 'push_service' }] });
    const sub = await subscribe(a);
    const user = UserAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: a.cookie } })).json()).user;
    expect(user.push_subscribed).toBe(true);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user.php?push=1', headers: { ...json, cookie: a.cookie }, payload: { endpoint: sub.endpoint } });
    expect(removed.json()).toEqual({ ok: true, push_subscribed: false });
  });

  it('a new conversation and a new message reach the recipient as encrypted, VAPID-signed pokes with topic, urgency and TTL', async () => {
    const a = await member({ credits: 100, name: 'Alice' });
    const b = await member({ name: 'Bob' });
    const sub = await subscribe(b);
    const conversation = await send(a, { profile_id: b.id });
    await send(a, { conversation_id: conversation }, 'second');
    const got = push.for(sub.endpoint);
    expect(got).toHaveLength(2);
    const [first, second] = got.map((g) => PushPayload.parse(JSON.parse(g.text)));
    expect(first).toMatchObject({ kind: 'conversation', title: 'Alice started a conversation with you', url: `/chats/${conversation}`, conversation_id: conversation, profile_id: a.id });
    expect(second).toMatchObject({ kind: 'message', title: 'Alice sent you a message', tag: `conversation-${conversation}`, badge: 2 });
    // decision 178: under the default lock-screen choice the push brings the message itself
    // (the other choices: push-payload.test.ts)
    expect(second?.message).toMatchObject({ body: 'second', conversation_id: conversation });
    const h = got[1]?.headers ?? {};
    expect(h.topic).toBe(`conversation-${conversation}`);
    expect(h.urgency).toBe('high');
    expect(h.ttl).toBe('86400');
    expect(h['content-encoding']).toBe('aes128gcm');
    const settings = Settings.parse((await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json());
    expect(got[1]?.vapid.valid).toBe(true);
    expect(got[1]?.vapid.publicKey).toBe(settings.push_public_key);
    expect(got[1]?.vapid.claims.aud).toBe(push.origin);
    expect(got[1]?.vapid.claims.sub).toBe(`mailto:${settings.support_email}`);
    expect(got[1]?.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('the poke is in the member’s language', async () => {
    const a = await member({ credits: 100, name: 'Alice' });
    const b = await member();
    await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { ...json, cookie: b.cookie }, payload: { language: 'de' } });
    const sub = await subscribe(b);
    await send(a, { profile_id: b.id });
    expect(PushPayload.parse(JSON.parse(push.for(sub.endpoint)[0]?.text ?? '{}')).title).toBe('Alice hat ein Gespräch mit dir begonnen');
  });

  it('an expired subscription (410) is deleted; other failures are counted and retried with backoff', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const gone = await subscribe(b);
    push.setStatus(gone.endpoint, 410);
    const conversation = await send(a, { profile_id: b.id });
    expect(await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toHaveLength(0);

    const broken = await subscribe(b);
    push.setStatus(broken.endpoint, 500);
    await send(a, { conversation_id: conversation });
    const [row] = await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, broken.endpoint));
    expect(row?.failures).toBe(1);
    expect(t.app.notifier.push.failures).toBeGreaterThan(0);
    const retries = (await t.handle.db.select().from(jobs).where(eq(jobs.kind, 'push_retry'))).filter((j) => j.payload.subscription === row?.id);
    expect(retries).toHaveLength(1);
    push.setStatus(broken.endpoint, 201);
    await t.app.notifier.jobs.tick();
    expect(push.for(broken.endpoint)).toHaveLength(0); // not due yet
    t.clock.advance(60_000);
    await t.app.notifier.jobs.tick();
    expect(push.for(broken.endpoint)).toHaveLength(1);
    const [after] = await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, broken.endpoint));
    expect(after?.failures).toBe(0);
  });

  it('preferences and blocks suppress pushes; likes and matches open the profile', async () => {
    const a = await member({ credits: 100, name: 'Alice' });
    const b = await member();
    const sub = await subscribe(b);
    expect(await t.app.notifier.liked({ likerId: a.id, likedId: b.id, match: false })).toBe('sent');
    expect(PushPayload.parse(JSON.parse(push.for(sub.endpoint)[0]?.text ?? '{}'))).toMatchObject({ kind: 'like', url: `/members/${a.id}`, title: 'Alice likes you' });
    expect(push.for(sub.endpoint)[0]?.headers.urgency).toBe('normal');

    const prefs = { new_conversations: false, new_messages: true, like: false, unread_message_reminders: true, promotions: true, weekly_updates: true, news: true, reminders: true };
    const put = await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie: b.cookie }, payload: { preferences: prefs } });
    expect(put.statusCode).toBe(200);
    await send(a, { profile_id: b.id });
    expect(await t.app.notifier.liked({ likerId: a.id, likedId: b.id, match: true })).toBe('suppressed');
    expect(push.for(sub.endpoint)).toHaveLength(1);

    // blocked either way: nothing, whatever the preferences
    await t.handle.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id, createdAt: t.clock.now() });
    await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie: b.cookie }, payload: { preferences: { ...prefs, like: true } } });
    expect(await t.app.notifier.liked({ likerId: a.id, likedId: b.id, match: false })).toBe('suppressed');
    expect(await t.app.notifier.messageSent({ senderId: a.id, recipientId: b.id, conversationId: 1 })).toBe('suppressed');
    expect(push.for(sub.endpoint)).toHaveLength(1);
  });

  it('a like through the like API pushes the liked member; a like back is a match for the first liker', async () => {
    const a = await member({ name: 'Alice' });
    const b = await member({ name: 'Bob' });
    const subA = await subscribe(a);
    const subB = await subscribe(b);
    const like = (from: Member, to: Member) => t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: from.cookie }, payload: { profile_id: to.id } });
    expect((await like(a, b)).statusCode).toBe(200);
    await t.app.notifier.settled();
    expect(PushPayload.parse(JSON.parse(push.for(subB.endpoint)[0]?.text ?? '{}'))).toMatchObject({ kind: 'like', title: 'Alice likes you', url: `/members/${a.id}` });
    expect((await like(a, b)).statusCode).toBe(200); // a repeat notifies nobody
    expect((await like(b, a)).statusCode).toBe(200);
    await t.app.notifier.settled();
    expect(push.for(subB.endpoint)).toHaveLength(1);
    expect(PushPayload.parse(JSON.parse(push.for(subA.endpoint)[0]?.text ?? '{}'))).toMatchObject({ kind: 'match', title: "It's a match with Bob!", url: `/members/${b.id}` });
  });

  it('a swipe like pushes the liked member too', async () => {
    const a = await member({ name: 'Alice' });
    const b = await member({ name: 'Bob' });
    const subB = await subscribe(b);
    const res = await t.app.inject({ method: 'POST', url: '/api/swipe.php', headers: { ...json, cookie: a.cookie }, payload: { profile_id: b.id, action: 'like' } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifier.settled();
    expect(PushPayload.parse(JSON.parse(push.for(subB.endpoint)[0]?.text ?? '{}'))).toMatchObject({ kind: 'like', title: 'Alice likes you' });
  });

  it('no push while the member has the app open and visible (an SSE stream open on any instance)', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const sub = await subscribe(b);
    const other = await t.build({ JOB_RUNNER: '0' });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const { port } = other.server.address() as AddressInfo;
    const stream = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/events.php`, { headers: { cookie: b.cookie }, signal: stream.signal });
    const reader = res.body?.getReader();
    await reader?.read(); // connected
    await expect.poll(() => t.app.notifier.presence.isVisible(b.id)).toBe(true);
    const conversation = await send(a, { profile_id: b.id });
    expect(push.for(sub.endpoint)).toHaveLength(0);
    stream.abort();
    await expect.poll(() => t.app.notifier.presence.isVisible(b.id)).toBe(false);
    await send(a, { conversation_id: conversation });
    expect(push.for(sub.endpoint)).toHaveLength(1);
  });

  it('an unread message is e-mailed later when there is no push subscription; the mail unsubscribes that kind only (RFC 8058)', async () => {
    const a = await member({ credits: 100, name: 'Alice' });
    const b = await member();
    const conversation = await send(a, { profile_id: b.id });
    await send(a, { conversation_id: conversation });
    const mailsOf = () => t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, b.id));
    await t.app.notifier.jobs.tick();
    expect(await mailsOf()).toHaveLength(0);
    t.clock.advance(MAIL_DELAY_WITHOUT_PUSH_MS + 1000);
    await t.app.notifier.jobs.tick();
    await t.app.notifier.jobs.tick();
    const mails = await mailsOf();
    expect(mails).toHaveLength(1); // one mail for the unread stretch, not one per message
    expect(mails[0]?.kind).toBe('notify:new_conversations');
    expect(mails[0]?.subject).toContain('Alice');
    expect(mails[0]?.textBody).toContain(`/chats/${conversation}`);

    const token = mails[0]?.unsubscribeToken ?? '';
    const one = await t.app.inject({ method: 'POST', url: `/api/unsubscribe.php?t=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(one.statusCode).toBe(200);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: b.cookie } })).json<{ preferences: Record<string, boolean>; disabled: string[] }>();
    expect(settings.preferences.new_conversations).toBe(false);
    expect(settings.preferences.new_messages).toBe(true);
    expect(settings.disabled).toEqual([]);
  });

  it('bounce and spam-complaint callbacks turn e-mail off with the reason; /notifications re-enables it', async () => {
    const b = await member();
    const noAuth = await t.app.inject({ method: 'POST', url: '/api/mail/bounce.php', headers: json, payload: { email: b.email } });
    expect(noAuth.statusCode).toBe(403);
    const auth = { ...json, authorization: 'Bearer webhook-secret-0123456789' };
    const soft = await t.app.inject({ method: 'POST', url: '/api/mail/bounce.php', headers: auth, payload: { email: b.email, type: 'soft' } });
    expect(soft.json()).toMatchObject({ disabled: 0 });
    await t.app.inject({ method: 'POST', url: '/api/mail/bounce.php', headers: auth, payload: { email: b.email.toUpperCase() } });
    await t.app.inject({ method: 'POST', url: '/api/mail/fbl.php', headers: auth, payload: { email: b.email } });
    const [row] = await t.handle.db.select().from(members).where(eq(members.id, b.id));
    expect(row?.notificationsDisabled).toEqual(['bounce', 'fbl']);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: b.cookie } })).json<{ disabled: string[]; preferences: Record<string, boolean> }>();
    expect(shown.disabled).toEqual(['bounce', 'fbl']);
    const again = await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie: b.cookie }, payload: { preferences: shown.preferences, reenable: true } });
    expect(again.json()).toMatchObject({ disabled: [] });
  });

  it('a fictional sender or liker is named with the site’s fictional icon, and the mail about one carries the site’s warning', async () => {
    const settings = Settings.parse((await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json());
    const icon = settings.fictional_icon;
    expect(icon).not.toBe('');
    const fia = await member({ credits: 100, name: 'Fia' });
    await t.handle.db.update(members).set({ fictional: true }).where(eq(members.id, fia.id));
    const b = await member();
    const sub = await subscribe(b);
    await send(fia, { profile_id: b.id });
    const like = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: fia.cookie }, payload: { profile_id: b.id } });
    expect(like.statusCode, like.body).toBe(200);
    await t.app.notifier.settled();
    expect(push.for(sub.endpoint).map((g) => PushPayload.parse(JSON.parse(g.text)).title)).toEqual([`Fia ${icon} started a conversation with you`, `Fia ${icon} likes you`]);

    // without a push subscription: the mail names her the same way and says what she is
    const c = await member();
    await send(fia, { profile_id: c.id });
    t.clock.advance(MAIL_DELAY_WITHOUT_PUSH_MS + 1000);
    await t.app.notifier.jobs.tick();
    const [mail] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, c.id));
    expect(mail?.subject).toContain(`Fia ${icon}`);
    expect(mail?.textBody).toContain(settings.fictional_warning);
    expect(mail?.htmlBody).toContain(`Fia ${icon}`);
    // a real member's mail carries no warning
    const d = await member();
    await send(await member({ credits: 100, name: 'Rea' }), { profile_id: d.id });
    t.clock.advance(MAIL_DELAY_WITHOUT_PUSH_MS + 1000);
    await t.app.notifier.jobs.tick();
    const [plain] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, d.id));
    expect(plain?.subject).toContain('Rea');
    expect(plain?.subject).not.toContain(icon);
    expect(plain?.textBody).not.toContain(settings.fictional_warning);
  });

  it('a mail carries the site’s warning in the member’s language (decision 173)', async () => {
    const de = Settings.parse((await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { cookie: 'lang=de' } })).json());
    expect(de.fictional_warning).toMatch(/sind fiktiv/);
    const gia = await member({ credits: 100, name: 'Gia' });
    await t.handle.db.update(members).set({ fictional: true }).where(eq(members.id, gia.id));
    const hans = await member();
    await t.handle.db.update(members).set({ language: 'de' }).where(eq(members.id, hans.id));
    await send(gia, { profile_id: hans.id });
    t.clock.advance(MAIL_DELAY_WITHOUT_PUSH_MS + 1000);
    await t.app.notifier.jobs.tick();
    const [mail] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, hans.id));
    expect(mail?.locale).toBe('de');
    expect(mail?.textBody).toContain(de.fictional_warning);
    expect(mail?.htmlBody).toContain('sind fiktiv');
    expect(mail?.textBody).not.toContain('are fictional');
  });
});
