import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsAnswer } from '../../src/contract/account.ts';
import { PUSH_CUT_MARKER, PushPayload } from '../../src/contract/push.ts';
import { PUSH_PAYLOAD_LIMIT } from '../../server/notify/push.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { TestPushService } from '../helpers/pushService.ts';

// Issue 50 (decision 178): the push carries what it announces, no more than the member's
// lock-screen choice allows, within its budget.

const json = { 'content-type': 'application/json' };

describe.each(backends)('push payloads under the lock-screen choice on %s', (backend) => {
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

  interface Member {
    id: number;
    cookie: string;
  }

  async function member(name: string, extra: { credits?: number } = {}): Promise<Member> {
    const email = `payload-${Math.random().toString(36).slice(2)}@int.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'pw-123456', name, ...extra } });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'pw-123456' } });
    return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login) };
  }

  async function subscribed(name: string): Promise<Member & { endpoint: string }> {
    const who = await member(name);
    const sub = push.subscribe();
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: who.cookie }, payload: sub });
    expect(res.statusCode, res.body).toBe(200);
    return { ...who, endpoint: sub.endpoint };
  }

  async function choose(who: Member, lockScreen: string) {
    const prefs = NotificationsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: who.cookie } })).json()).preferences;
    return t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie: who.cookie }, payload: { preferences: prefs, lock_screen: lockScreen } });
  }

  async function send(from: Member, to: Member, body: string): Promise<{ id: string; seq: string; conversation: number }> {
    const id = uuidv7();
    const res = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id, kind: 'text', body, profile_id: to.id } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifier.settled();
    const answer = res.json<{ message: { seq: string }; chat: { conversation: { id: number } } }>();
    return { id, seq: answer.message.seq, conversation: answer.chat.conversation.id };
  }

  const last = (endpoint: string) => {
    const all = push.for(endpoint);
    const text = all[all.length - 1]?.text ?? '{}';
    return { text, payload: PushPayload.parse(JSON.parse(text)) };
  };

  it('by default the push carries the message, its sender and the member it is for', async () => {
    const sender = await member('Rosalind', { credits: 100 });
    const to = await subscribed('Quentin');
    const shown = NotificationsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: to.cookie } })).json());
    expect(shown.lock_screen).toBe('name_and_message');
    const sent = await send(sender, to, 'Hello Quentin, fancy a walk by the river');
    const { payload } = last(to.endpoint);
    expect(payload).toMatchObject({
      kind: 'conversation',
      member_id: to.id,
      privacy: 'name_and_message',
      title: 'Rosalind started a conversation with you',
      body: 'Hello Quentin, fancy a walk by the river',
      url: `/chats/${sent.conversation}`,
      conversation_id: sent.conversation,
      peer: { name: 'Rosalind', fictional: false },
      message: { id: sent.id, conversation_id: sent.conversation, kind: 'text', body: 'Hello Quentin, fancy a walk by the river', seq: sent.seq, gift_id: null, image: null },
      actions: { read: 'Mark as read', open: 'Open' },
      generic: { title: 'You have a new notification', body: '' },
    });
    expect(payload.message?.cut).toBeUndefined();
  });

  it('the receiver reads the masked text in the push as in the chat (decision 122)', async () => {
    const sender = await member('Ottoline', { credits: 100 });
    const to = await subscribed('Percival');
    await send(sender, to, 'Call me on 0712 345 678 tonight');
    const { payload } = last(to.endpoint);
    expect(payload.message?.body).not.toMatch(/345/);
    expect(payload.body).not.toMatch(/345/);
  });

  it('name only: the sender is named, the message is not in the payload', async () => {
    const sender = await member('Winifred', { credits: 100 });
    const to = await subscribed('Xavier');
    expect((await choose(to, 'name')).json()).toMatchObject({ lock_screen: 'name' });
    await send(sender, to, 'A secret about the picnic');
    const { text, payload } = last(to.endpoint);
    expect(payload).toMatchObject({ privacy: 'name', title: 'Winifred started a conversation with you', body: 'Open the chat to read the first message.' });
    expect(payload.message).toBeUndefined();
    expect(text).not.toContain('picnic');
  });

  it('nothing: only "New message" (in the member\'s language), no name and no text, for messages and likes', async () => {
    const sender = await member('Ysolde', { credits: 100 });
    const to = await subscribed('Zebedee');
    await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { ...json, cookie: to.cookie }, payload: { language: 'de' } });
    expect((await choose(to, 'nothing')).statusCode).toBe(200);
    await send(sender, to, 'Meet me at the harbour');
    const message = last(to.endpoint);
    expect(message.payload).toMatchObject({ privacy: 'nothing', title: 'Neue Nachricht', body: '', member_id: to.id });
    expect(message.payload.profile_id).toBeUndefined();
    expect(message.text).not.toContain('Ysolde');
    expect(message.text).not.toContain('harbour');
    expect(await t.app.notifier.liked({ likerId: sender.id, likedId: to.id, match: false })).toBe('sent');
    const like = last(to.endpoint);
    expect(like.payload).toMatchObject({ kind: 'like', title: 'Neues Like', body: '', url: '/likes' });
    expect(like.text).not.toContain('Ysolde');
    expect(like.text).not.toContain(String(sender.id));
    // the choice is kept when the preferences are saved without it
    const prefs = NotificationsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: to.cookie } })).json());
    const again = await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie: to.cookie }, payload: { preferences: prefs.preferences } });
    expect(again.json()).toMatchObject({ lock_screen: 'nothing' });
  });

  it('an unknown choice is refused with a clear error', async () => {
    const who = await member('Ambrose');
    const res = await choose(who, 'everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('a long message is cut with a marker to stay within the budget; the push stays under 4 KB encrypted', async () => {
    const sender = await member('Beatrix', { credits: 100 });
    const to = await subscribed('Cornelius');
    const long = 'こんにちは'.repeat(200);
    const sent = await send(sender, to, long);
    const received = push.for(to.endpoint);
    const { text, payload } = last(to.endpoint);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(PUSH_PAYLOAD_LIMIT);
    expect(payload.message).toMatchObject({ id: sent.id, cut: true });
    expect(payload.message?.body.endsWith(PUSH_CUT_MARKER)).toBe(true);
    expect(long.startsWith(payload.message?.body.slice(0, -PUSH_CUT_MARKER.length) ?? 'x')).toBe(true);
    expect(Number(received[received.length - 1]?.headers['content-length'])).toBeLessThanOrEqual(4096);
  });
});
