import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsAnswer } from '../../src/contract/account.ts';
import { PUSH_CUT_MARKER, PushPayload } from '../../src/contract/push.ts';
import { PUSH_PAYLOAD_LIMIT } from '../../server/notify/push.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { TestPushService } from '../helpers/pushService.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { LikesAnswer } from '../../src/contract/likes.ts';
import { MessagesAnswer } from '../../src/contract/chats.ts';

// Decisions 178 and 182: the push carries what it announces (a message, a released held
// message, a like's or a match's card), no more than the member's lock-screen choice allows, within
// its budget.

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

  async function like(from: Member, to: Member) {
    const res = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: from.cookie }, payload: { profile_id: to.id } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifier.settled();
  }

  const likedBy = async (who: Member) => LikesAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: who.cookie } })).json()).liked_by;

  it("a like's and a match's push carry the liker's card as the likes list shows it; not under the name-only choice", async () => {
    const liker = await member('Delphine');
    const to = await subscribed('Evander');
    await like(liker, to);
    const liked = last(to.endpoint);
    expect(liked.payload).toMatchObject({ kind: 'like', privacy: 'name_and_message', member_id: to.id, profile_id: liker.id });
    const [entry] = await likedBy(to);
    expect(entry?.id).toBe(liker.id);
    expect(liked.payload.like).toEqual(entry);
    process.stdout.write(`[figure] like push payload: ${Buffer.byteLength(liked.text)} bytes (the card ${Buffer.byteLength(JSON.stringify(entry))})\n`);

    // a match: the member liked first, the other likes back
    const other = await member('Florizel');
    await like(to, other);
    const back = await subscribed('Gwendolen');
    await like(back, other);
    await like(other, back);
    const match = last(back.endpoint);
    expect(match.payload).toMatchObject({ kind: 'match', profile_id: other.id });
    expect(match.payload.like).toEqual((await likedBy(back)).find((l) => l.id === other.id));
    expect(match.payload.like?.match).toBe(true);
    process.stdout.write(`[figure] match push payload: ${Buffer.byteLength(match.text)} bytes\n`);

    expect((await choose(to, 'name')).statusCode).toBe(200);
    await like(other, to);
    const named = last(to.endpoint);
    expect(named.payload).toMatchObject({ kind: 'match', privacy: 'name', profile_id: other.id });
    expect(named.payload.like).toBeUndefined();
    expect(named.text).not.toContain('"age"');
  });

  it('a held message released by a moderator pushes with its text as a send does, under the lock-screen choice', async () => {
    const moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
    const release = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/moderation/held/${id}/release`, headers: { cookie: moderator } });
    const sender = await member('Hildegard', { credits: 100 });
    const to = await subscribed('Ignatius');
    const first = await send(sender, to, 'hello you');
    const before = push.for(to.endpoint).length;
    const held = await send(sender, to, 'I need money for the plane ticket, use moneygram');
    expect(push.for(to.endpoint)).toHaveLength(before);
    expect((await release(held.id)).statusCode).toBe(200);
    await t.app.notifier.settled();
    const { payload } = last(to.endpoint);
    const seen = MessagesAnswer.parse((await t.app.inject({ method: 'GET', url: `/api/messages.php?conversation=${first.conversation}`, headers: { cookie: to.cookie } })).json());
    const delivered = seen.messages.find((m) => m.id === held.id);
    expect(delivered).toBeDefined();
    expect(payload).toMatchObject({
      kind: 'message',
      privacy: 'name_and_message',
      member_id: to.id,
      conversation_id: first.conversation,
      title: 'Hildegard sent you a message',
      body: 'I need money for the plane ticket, use moneygram',
      peer: { name: 'Hildegard', fictional: false },
    });
    // the row the pull writes: the new sequence of the release, the receiver's text
    const { from_me: _mine, ...pulled } = delivered ?? { from_me: false };
    expect(payload.message).toEqual(pulled);

    // the name-only choice: the released message's push names the sender, carries no text
    expect((await choose(to, 'name')).statusCode).toBe(200);
    const again = await send(sender, to, 'send the money by moneygram today');
    expect((await release(again.id)).statusCode).toBe(200);
    await t.app.notifier.settled();
    const named = last(to.endpoint);
    expect(named.payload).toMatchObject({ privacy: 'name', title: 'Hildegard sent you a message' });
    expect(named.payload.message).toBeUndefined();
    expect(named.text).not.toContain('moneygram');
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
