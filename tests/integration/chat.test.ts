import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, IcebreakersAnswer, MessagesAnswer, SendMessageAnswer, type SendMessageRequest } from '../../src/contract/chats.ts';
import { conversationMembers, creditLedger, members, messages } from '../../server/db/schema.ts';
import { backends, sessionCookie, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('chat on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Member = TestMember;
  const member = (extra: { credits?: number; paid_user?: boolean; name?: string } = {}) => signedInMember(t.app, extra, 'chat');

  const send = (from: Member, body: Partial<SendMessageRequest>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...json, cookie: from.cookie },
      payload: { id: uuidv7(), kind: 'text', body: 'Hello there', ...body },
    });
  const get = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const credits = async (m: Member) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, m.id)))[0]?.c;
  const textPrice = async (m: Member) => IcebreakersAnswer.parse((await get(m, '/api/icebreakers.php')).json()).price;

  it('a member sends a message; both see it in their chats and messages, ordered by server sequence', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const first = await send(a, { profile_id: b.id, body: 'first' });
    expect(first.statusCode, first.body).toBe(200);
    const answer = SendMessageAnswer.parse(first.json());
    const conversation = answer.chat.conversation.id;
    await send(b, { conversation_id: conversation, body: 'second' }).then((r) => expect(r.statusCode).toBe(402));
    const third = SendMessageAnswer.parse((await send(a, { conversation_id: conversation, body: 'third' })).json());
    expect(BigInt(third.message.seq) > BigInt(answer.message.seq)).toBe(true);

    const chatsB = ChatsAnswer.parse((await get(b, '/api/chats.php')).json());
    const chat = chatsB.chats.find((c) => c.conversation.id === conversation);
    expect(chat?.profile.id).toBe(a.id);
    expect(chat?.num_unread_messages).toBe(2);
    expect(chat?.last_message?.body).toBe('third');
    const page = MessagesAnswer.parse((await get(b, `/api/messages.php?conversation=${conversation}`)).json());
    expect(page.messages.map((m) => [m.body, m.from_me])).toEqual([
      ['first', false],
      ['third', false],
    ]);
    // the sender has read up to their own message (a reply ends their unread stretch: the next
    // message to them may be mailed again); the recipient's read mark has not moved
    const sides = await t.handle.db
      .select({ member: conversationMembers.memberId, readSeq: conversationMembers.readSeq, unread: conversationMembers.unread })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversation));
    expect(sides.find((r) => r.member === a.id)).toEqual({ member: a.id, readSeq: Number(third.message.seq), unread: 0 });
    expect(sides.find((r) => r.member === b.id)).toEqual({ member: b.id, readSeq: 0, unread: 2 });
  });

  it('a replayed send answers the first answer and charges once', async () => {
    const a = await member({ credits: 50 });
    const b = await member();
    const id = uuidv7();
    const price = await textPrice(a);
    const first = await send(a, { id, profile_id: b.id, body: 'only once' });
    const again = await send(a, { id, profile_id: b.id, body: 'only once' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(SendMessageAnswer.parse(again.json()).message).toEqual(SendMessageAnswer.parse(first.json()).message);
    expect(await credits(a)).toBe(50 - price);
    // the answer tells the balance after the charge, the first time and on the replay
    expect(SendMessageAnswer.parse(first.json()).credits).toBe(50 - price);
    expect(SendMessageAnswer.parse(again.json()).credits).toBe(50 - price);
    const ledger = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, id));
    expect(ledger).toHaveLength(1);
  });

  it('50 parallel sends with credits for 10 send and charge exactly 10', async () => {
    const a = await member({ credits: 0 });
    const b = await member();
    const price = await textPrice(a);
    await t.handle.db.update(members).set({ credits: price * 10 }).where(eq(members.id, a.id));
    const opened = SendMessageAnswer.parse((await (async () => {
      await t.handle.db.update(members).set({ credits: price * 11 }).where(eq(members.id, a.id));
      return send(a, { profile_id: b.id, body: 'opening line' });
    })()).json());
    const conversation = opened.chat.conversation.id;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(a, { conversation_id: conversation, body: `parallel ${i}` })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 402)?.json()).toMatchObject({ error: 'insufficient_credits' });
    expect(await credits(a)).toBe(0);
    const page = MessagesAnswer.parse((await get(b, `/api/messages.php?conversation=${conversation}&limit=100`)).json());
    expect(page.messages).toHaveLength(11);
  });

  it('sends around a circle of members at once all arrive: the members are locked in one order', async () => {
    const circle = await Promise.all([member({ credits: 1000, paid_user: true }), member({ credits: 1000, paid_user: true }), member({ credits: 1000, paid_user: true })]);
    const next = (i: number) => circle[(i + 1) % circle.length] as Member;
    const opened = await Promise.all(circle.map(async (m, i) => SendMessageAnswer.parse((await send(m, { profile_id: next(i).id, body: 'hello' })).json()).chat.conversation.id));
    // each send locks its sender and its peer: A+B, B+C, C+A in parallel would deadlock in any
    // order that depends on who sends
    const results = await Promise.all(
      Array.from({ length: 45 }, (_, k) => send(circle[k % 3] as Member, { conversation_id: opened[k % 3] ?? 0, body: `round ${k}` })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    for (const [i, conversation] of opened.entries()) {
      const page = MessagesAnswer.parse((await get(next(i), `/api/messages.php?conversation=${conversation}&limit=100`)).json());
      expect(page.messages).toHaveLength(16);
    }
  });

  it('a free member cannot start a third conversation; a premium member can', async () => {
    const free = await member({ credits: 1000 });
    const premium = await member({ credits: 1000, paid_user: true });
    const peers = await Promise.all([member(), member(), member()]);
    for (const peer of peers.slice(0, 2)) expect((await send(free, { profile_id: peer.id })).statusCode).toBe(200);
    const third = await send(free, { profile_id: peers[2]?.id ?? 0 });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({ error: 'conversation_limit' });
    for (const peer of peers) expect((await send(premium, { profile_id: peer.id })).statusCode).toBe(200);
    // writing again in an existing conversation is not a new one
    expect((await send(free, { profile_id: peers[0]?.id ?? 0 })).statusCode).toBe(200);
  });

  it('refuses long messages, image messages of free members and replies to unconfirmed members', async () => {
    const a = await member({ credits: 1000 });
    const b = await member();
    const long = await send(a, { profile_id: b.id, body: 'x'.repeat(1001) });
    expect(long.json()).toEqual({ error: 'message_too_long' });
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const image = await send(a, { profile_id: b.id, kind: 'image', body: '', image: pixel });
    expect(image.json()).toEqual({ error: 'premium_only' });
    await t.handle.db.update(members).set({ status: 'not_confirmed' }).where(eq(members.id, b.id));
    const reply = await send(a, { profile_id: b.id });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ error: 'recipient_not_confirmed' });
  });

  it('blocked members and outsiders cannot read or write a conversation (403, no data)', async () => {
    const a = await member({ credits: 1000 });
    const b = await member({ credits: 1000 });
    const outsider = await member({ credits: 1000 });
    const conversation = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'secret' })).json()).chat.conversation.id;

    const peek = await get(outsider, `/api/messages.php?conversation=${conversation}`);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ error: 'forbidden' });
    const write = await send(outsider, { conversation_id: conversation });
    expect(write.statusCode).toBe(403);
    expect(write.body).not.toContain('secret');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/chat.php?conversation=${conversation}`, headers: { cookie: outsider.cookie } });
    expect(del.statusCode).toBe(403);

    const block = await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: b.cookie }, payload: { profile_id: a.id } });
    expect(block.statusCode).toBe(200);
    for (const who of [a, b]) {
      const read = await get(who, `/api/messages.php?conversation=${conversation}`);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ error: 'blocked' });
      expect(ChatsAnswer.parse((await get(who, '/api/chats.php')).json()).chats.map((c) => c.conversation.id)).not.toContain(conversation);
    }
    expect((await send(a, { profile_id: b.id })).json()).toEqual({ error: 'blocked' });
    expect((await send(b, { profile_id: a.id })).json()).toEqual({ error: 'blocked' });
  });

  it('deleting is idempotent, by conversation or by profile, and deltas carry tombstones', async () => {
    const a = await member({ credits: 1000, paid_user: true });
    const b = await member({ credits: 1000 });
    const c = await member();
    const withB = SendMessageAnswer.parse((await send(a, { profile_id: b.id })).json()).chat.conversation.id;
    const withC = SendMessageAnswer.parse((await send(a, { profile_id: c.id })).json()).chat.conversation.id;
    const full = ChatsAnswer.parse((await get(a, '/api/chats.php')).json());
    expect(full.chats.map((x) => x.conversation.id).sort()).toEqual([withB, withC].sort());
    expect(full.tombstones).toEqual([]);

    const del = (q: string) => t.app.inject({ method: 'DELETE', url: `/api/chat.php?${q}`, headers: { cookie: a.cookie } });
    expect((await del(`conversation=${withB}`)).json()).toEqual({ ok: true, deleted: [withB] });
    expect((await del(`conversation=${withB}`)).json()).toEqual({ ok: true, deleted: [] });
    expect((await del('conversation=999999')).json()).toEqual({ ok: true, deleted: [] });
    expect((await del(`profile=${c.id}`)).json()).toEqual({ ok: true, deleted: [withC] });

    const delta = ChatsAnswer.parse((await get(a, `/api/chats.php?since=${full.cursor}`)).json());
    expect(delta.chats).toEqual([]);
    expect(delta.tombstones.sort()).toEqual([withB, withC].sort());
    const none = ChatsAnswer.parse((await get(a, `/api/chats.php?since=${delta.cursor}`)).json());
    expect(none).toEqual({ chats: [], tombstones: [], cursor: delta.cursor });
    // the deleted messages stay gone; a new message brings the chat back with only itself
    await send(b, { conversation_id: withB, body: 'are you there?' });
    const back = ChatsAnswer.parse((await get(a, `/api/chats.php?since=${delta.cursor}`)).json());
    expect(back.chats.map((x) => x.conversation.id)).toEqual([withB]);
    const page = MessagesAnswer.parse((await get(a, `/api/messages.php?conversation=${withB}`)).json());
    expect(page.messages.map((m) => m.body)).toEqual(['are you there?']);
  });

  it('reading flows back: unread goes to 0 and the sender sees peer_read_seq', async () => {
    const a = await member({ credits: 1000 });
    const b = await member();
    const sent = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'read me' })).json());
    const conversation = sent.chat.conversation.id;
    const before = ChatsAnswer.parse((await get(a, '/api/chats.php')).json());
    const read = await t.app.inject({ method: 'POST', url: '/api/chat-read.php', headers: { ...json, cookie: b.cookie }, payload: { conversation_id: conversation } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ chat: { num_unread_messages: 0 } });
    const delta = ChatsAnswer.parse((await get(a, `/api/chats.php?since=${before.cursor}`)).json());
    expect(delta.chats[0]?.peer_read_seq).toBe(sent.message.seq);
  });

  it('a read up to a message leaves the ones sent after it unread, however late the read arrives', async () => {
    const a = await member({ credits: 1000 });
    const b = await member();
    const seen = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'seen on screen' })).json());
    const conversation = seen.chat.conversation.id;
    // sent before b's read reaches the server (b's app reloaded, or was offline)
    await send(a, { conversation_id: conversation, body: 'not seen yet' });
    const read = await t.app.inject({ method: 'POST', url: '/api/chat-read.php', headers: { ...json, cookie: b.cookie }, payload: { conversation_id: conversation, seq: seen.message.seq } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ chat: { num_unread_messages: 1 } });
    // the sender's read receipt stops at the message b saw
    const theirs = ChatsAnswer.parse((await get(a, '/api/chats.php')).json()).chats.find((c) => c.conversation.id === conversation);
    expect(theirs?.peer_read_seq).toBe(seen.message.seq);
  });

  it('pages older messages with before and newer ones with since', async () => {
    const a = await member({ credits: 1000, paid_user: true });
    const b = await member();
    let conversation = 0;
    for (let i = 0; i < 7; i++) {
      const r = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: `m${i}` })).json());
      conversation = r.chat.conversation.id;
    }
    const newest = MessagesAnswer.parse((await get(a, `/api/messages.php?conversation=${conversation}&limit=3`)).json());
    expect(newest.messages.map((m) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.has_more).toBe(true);
    const older = MessagesAnswer.parse(
      (await get(a, `/api/messages.php?conversation=${conversation}&limit=5&before=${newest.messages[0]?.seq}`)).json(),
    );
    expect(older.messages.map((m) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(older.has_more).toBe(false);
    await send(a, { conversation_id: conversation, body: 'm7' });
    const since = MessagesAnswer.parse((await get(a, `/api/messages.php?conversation=${conversation}&since=${newest.cursor}`)).json());
    expect(since.messages.map((m) => m.body)).toEqual(['m7']);
  });

  it('hides messages older than the history limit and says so', async () => {
    const a = await member({ credits: 1000 });
    const b = await member();
    const conversation = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'long ago' })).json()).chat.conversation.id;
    const longAgo = new Date(t.clock.now().getTime() - 400 * 86_400_000);
    await t.handle.db.update(messages).set({ createdAt: longAgo }).where(eq(messages.conversationId, conversation));
    await send(a, { conversation_id: conversation, body: 'today' });
    const page = MessagesAnswer.parse((await get(b, `/api/messages.php?conversation=${conversation}`)).json());
    expect(page.messages.map((m) => m.body)).toEqual(['today']);
    expect(page.history_hidden).toBe(true);
  });

  it('seeds conversations for the demo logins', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: 'free@demo.test', password: 'demo-password' } });
    const demo = { id: 0, cookie: sessionCookie(login) };
    const chats = ChatsAnswer.parse((await get(demo, '/api/chats.php')).json());
    expect(chats.chats.length).toBeGreaterThanOrEqual(3);
    expect(chats.chats.some((c) => c.num_unread_messages > 0)).toBe(true);
  });
});
