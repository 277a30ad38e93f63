import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { chatApi, type Chat, type SendMessageAnswer, type SendMessageRequest } from '../src/contract/chats.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createApiClient } from './apiClient.ts';
import { bindActions } from './actionEntries.ts';
import { chatActions, type NewMessage } from './chatActions.ts';
import { createOutbox } from './outbox.ts';
import { PullScope } from './pullScope.ts';
import { makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { FakeServer, type FakeAnswer, type RecordedRequest } from './testing/fakeServer.ts';

let dbCount = 0;
const PEER = 9;
const CONVERSATION = 7;

const chat = (over: Partial<Chat> = {}): Chat => ({
  conversation: { id: CONVERSATION },
  profile: { id: PEER, name: 'Mia', image: null, status: 'active', fictional: false },
  num_unread_messages: 0,
  last_message: null,
  last_message_at: null,
  last_seq: '0',
  peer_read_seq: '0',
  reply_blocked: false,
  ...over,
});

/** A /api/messages.php that stores each message once per id, like the real one. */
function messagesServer(server: FakeServer, credits = { balance: 100 }) {
  const stored = new Map<string, SendMessageAnswer>();
  let seq = 100;
  const accept = (request: RecordedRequest): FakeAnswer => {
    const body = request.body as SendMessageRequest;
    const known = stored.get(body.id);
    if (known) return { status: 200, body: known };
    credits.balance -= 5;
    seq += 1;
    const at = new Date(1_800_000_000_000 + seq).toISOString();
    const answer: SendMessageAnswer = {
      message: { id: body.id, conversation_id: CONVERSATION, from_me: true, kind: body.kind, body: body.body, gift_id: null, image: null, created_at: at, seq: String(seq) },
      chat: chat({ last_message: { id: body.id, kind: 'text', body: body.body, from_me: true }, last_message_at: at, last_seq: String(seq) }),
      credits: credits.balance,
      cost: 5,
    };
    stored.set(body.id, answer);
    return { status: 200, body: answer };
  };
  return { stored, accept };
}

function setup(server: FakeServer) {
  const db = new AppDatabase(`outbox-test-${++dbCount}`);
  const clock = new FakeClock();
  const api = createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), random: () => 0.5, onAuthenticationRequired: () => Promise.resolve() });
  let pulls = 0;
  const outbox = createOutbox({ db, api, clock, random: () => 0.5, requestPull: () => pulls++ });
  const actions = bindActions(chatActions, { db, api, clock, requestSync: () => undefined });
  clock.settle = async () => {
    await outbox.flush();
  };
  const message = (body: string, over: Partial<NewMessage> = {}): NewMessage => ({
    id: uuidv7(),
    createdAt: clock.now(),
    conversationId: CONVERSATION,
    profileId: PEER,
    profileName: 'Mia',
    profileImage: null,
    kind: 'text',
    body,
    ...over,
  });
  return { db, clock, outbox, actions, message, pulls: () => pulls };
}

const posts = (server: FakeServer) => server.count('POST', chatApi.messages);

describe('the chat outbox', () => {
  it('shows a message as sending at once and sends it exactly once; credits follow the answer', async () => {
    const server = new FakeServer();
    const { accept } = messagesServer(server);
    server.on('POST', chatApi.messages, accept);
    const { db, outbox, actions, message } = setup(server);
    await writeKv('user', makeUser({ credits: 100 }), db);
    const m = message('hello');
    await actions.sendMessage(m);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sending', pending: 1 });
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'queued', kind: 'sendMessage', queue: 'chat:9' });
    expect((await db.chats.get(CONVERSATION))?.lastMessagePreview).toBe('hello');

    await outbox.flush();
    await outbox.flush();
    expect(posts(server)).toBe(1);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent', seq: 101, order: 101 });
    expect(await db.outbox.count()).toBe(0);
    expect((await readKv('user', db))?.credits).toBe(95);
  });

  it('network errors are retried with backoff, then the row stalls, is never dropped and goes out when woken', async () => {
    const server = new FakeServer();
    const { accept } = messagesServer(server);
    server.on('POST', chatApi.messages, 'network');
    const { db, clock, outbox, actions, message } = setup(server);
    const m = message('offline line');
    await actions.sendMessage(m);
    await outbox.flush();
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'network' });
    await clock.advance(60_000);
    expect(posts(server)).toBe(6); // the first try and 5 retries (SPEC §7)
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'stalled', attempts: 6 });
    await clock.advance(600_000);
    expect(posts(server)).toBe(6);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sending' });

    server.on('POST', chatApi.messages, accept);
    await outbox.wake();
    await outbox.flush();
    expect(posts(server)).toBe(7);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent' });
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([500, 503, 408, 429])('a %i answer is retried after a backoff', async (status) => {
    const server = new FakeServer();
    const { accept } = messagesServer(server);
    server.on('POST', chatApi.messages, { status, body: { error: 'server_error' } }, accept);
    const { db, clock, outbox, actions, message } = setup(server);
    const m = message('retry me');
    await actions.sendMessage(m);
    await outbox.flush();
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: String(status) });
    expect(clock.pending).toEqual([250]);
    await clock.advance(250);
    expect(posts(server)).toBe(2);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent' });
  });

  it('a captive portal’s HTML page (200) during a send leaves the message pending; it is delivered exactly once later', async () => {
    const server = new FakeServer();
    const { accept } = messagesServer(server);
    server.on('POST', chatApi.messages, accept);
    let portal = true;
    // the hotel Wi-Fi answers every request with its login page until the guest signs in
    const portalFetch: typeof globalThis.fetch = (input, init) =>
      portal
        ? Promise.resolve(new Response('<!doctype html><title>Sign in to Wi-Fi</title>', { status: 200, headers: { 'content-type': 'text/html' } }))
        : server.fetch(input, init);
    const behindPortal = Object.assign(Object.create(server) as FakeServer, { fetch: portalFetch });
    const { db, clock, outbox, actions, message } = setup(behindPortal);
    const m = message('through the portal');
    await actions.sendMessage(m);
    await outbox.flush();
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'unreadable 200' });
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sending' });
    expect(await db.kv.get('chatNotice')).toBeUndefined();
    portal = false;
    await clock.advance(60_000);
    expect(posts(server)).toBe(1);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a proxy’s 413 without an error code is retried, not rolled back', async () => {
    const server = new FakeServer();
    const { accept } = messagesServer(server);
    server.on('POST', chatApi.messages, { status: 413, body: null }, accept);
    const { db, clock, outbox, actions, message } = setup(server);
    const m = message('a long one');
    await actions.sendMessage(m);
    await outbox.flush();
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'unreadable 413' });
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sending' });
    await clock.advance(60_000);
    expect(posts(server)).toBe(2);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent' });
  });

  it('an answer that does not match the contract (a deploy in between) stalls the row after its tries, with Retry, never failed', async () => {
    const server = new FakeServer().on('POST', chatApi.messages, { status: 200, body: { unexpected: true } });
    const { db, clock, outbox, actions, message } = setup(server);
    const m = message('after the deploy');
    await actions.sendMessage(m);
    await outbox.flush();
    await clock.advance(120_000);
    expect(await db.outbox.get(m.id)).toMatchObject({ state: 'stalled', attempts: 6 });
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sending' });
  });

  it('a send refused for credits rolls back: failed with the reason, preview restored, a notice for the UI', async () => {
    const server = new FakeServer().on('POST', chatApi.messages, { status: 402, body: { error: 'insufficient_credits' } });
    const { db, outbox, actions, message } = setup(server);
    await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 0, lastMessageAt: 1, lastMessagePreview: 'before', version: 1 });
    await db.messages.put({ id: 'old', conversationId: CONVERSATION, fromMe: false, body: 'before', createdAt: 1, state: 'read', version: 5, kind: 'text', giftId: null, image: null, seq: 5, order: 5 });
    const m = message('too expensive');
    await actions.sendMessage(m);
    await outbox.flush();
    expect(posts(server)).toBe(1);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'failed', failReason: 'insufficient_credits' });
    expect((await db.chats.get(CONVERSATION))?.lastMessagePreview).toBe('before');
    expect(await readKv('chatNotice', db)).toMatchObject({ kind: 'sendMessage', error: 'insufficient_credits', profileId: PEER });
    expect(await db.outbox.count()).toBe(0);
  });

  it('Retry all sends a failed message again with the same id', async () => {
    const server = new FakeServer();
    const { accept, stored } = messagesServer(server);
    server.on('POST', chatApi.messages, { status: 402, body: { error: 'insufficient_credits' } }, accept);
    const { db, outbox, actions, message } = setup(server);
    const m = message('second chance');
    await actions.sendMessage(m);
    await outbox.flush();
    await actions.retryUnsent(CONVERSATION);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sending' });
    await outbox.flush();
    expect([...stored.keys()]).toEqual([m.id]);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent' });
  });

  it('Delete all drops failed messages', async () => {
    const server = new FakeServer().on('POST', chatApi.messages, { status: 403, body: { error: 'blocked' } });
    const { db, outbox, actions, message } = setup(server);
    const m = message('never');
    await actions.sendMessage(m);
    await outbox.flush();
    await actions.discardUnsent(CONVERSATION);
    expect(await db.messages.get(m.id)).toBeUndefined();
  });

  it('messages to one member go out in order: the second waits for the first', async () => {
    const server = new FakeServer();
    const { accept } = messagesServer(server);
    const order: string[] = [];
    server.on('POST', chatApi.messages, 'network', (r) => {
      order.push((r.body as SendMessageRequest).body);
      return accept(r);
    });
    const { db, clock, outbox, actions, message } = setup(server);
    await actions.sendMessage(message('one'));
    await clock.advance(1);
    await actions.sendMessage(message('two'));
    await outbox.flush();
    expect(order).toEqual([]);
    await clock.advance(60_000);
    expect(order).toEqual(['one', 'two']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a row that was out when the worker stopped is sent again; the id keeps it to one message', async () => {
    const server = new FakeServer();
    const { accept, stored } = messagesServer(server);
    server.on('POST', chatApi.messages, accept);
    const { db, outbox, actions, message } = setup(server);
    const m = message('in flight');
    await actions.sendMessage(m);
    // the server took it, but the answer was lost with the worker
    accept({ method: 'POST', path: chatApi.messages, headers: {}, credentials: undefined, body: { id: m.id, kind: 'text', body: 'in flight' } });
    await db.outbox.update(m.id, { state: 'sending' });
    await outbox.flush();
    expect(stored.size).toBe(1);
    expect(await db.messages.get(m.id)).toMatchObject({ state: 'sent' });
  });

  it('a refused delete shows a notice and reloads the chats', async () => {
    const server = new FakeServer().on('DELETE', `${chatApi.chat}?conversation=${CONVERSATION}`, { status: 403, body: { error: 'forbidden' } });
    const { db, outbox, actions, pulls } = setup(server);
    await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 0, lastMessageAt: 1, lastMessagePreview: 'x', version: 1 });
    await writeKv('cursors', { chats: '55' }, db);
    await actions.deleteChat(CONVERSATION);
    expect(await db.chats.get(CONVERSATION)).toBeUndefined();
    await outbox.flush();
    expect(await readKv('chatNotice', db)).toMatchObject({ kind: 'deleteChat', error: 'forbidden' });
    expect(await readKv('cursors', db)).toEqual({});
    expect(pulls()).toBe(1);
  });

  it('deleting by profile removes every conversation with the member at once, then asks the server once (SPEC §4)', async () => {
    const other = 8;
    const server = new FakeServer().on('DELETE', `${chatApi.chat}?profile=${PEER}`, { status: 200, body: { ok: true, deleted: [CONVERSATION, other] } });
    const { db, outbox, actions } = setup(server);
    await db.chats.bulkPut([
      { id: CONVERSATION, profileId: PEER, numUnread: 0, lastMessageAt: 2, lastMessagePreview: 'x', version: 1 },
      { id: other, profileId: PEER, numUnread: 1, lastMessageAt: 1, lastMessagePreview: 'y', version: 1 },
      { id: 11, profileId: 12, numUnread: 0, lastMessageAt: 3, lastMessagePreview: 'z', version: 1 },
    ]);
    await writeKv('openConversation', other, db);
    await actions.deleteChatsWith(PEER);
    // local first: gone before the server answers
    expect((await db.chats.toArray()).map((c) => c.id)).toEqual([11]);
    expect(await readKv('openConversation', db)).toBeNull();
    await outbox.flush();
    expect(server.count('DELETE', `${chatApi.chat}?profile=${PEER}`)).toBe(1);
    expect(server.count('DELETE', `${chatApi.chat}?conversation=${CONVERSATION}`)).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused delete by profile shows a notice and reloads the chats, which bring the conversations back', async () => {
    const server = new FakeServer().on('DELETE', `${chatApi.chat}?profile=${PEER}`, { status: 403, body: { error: 'forbidden' } });
    const { db, outbox, actions, pulls } = setup(server);
    await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 0, lastMessageAt: 1, lastMessagePreview: 'x', version: 1 });
    await writeKv('cursors', { chats: '55' }, db);
    await actions.deleteChatsWith(PEER);
    expect(await db.chats.get(CONVERSATION)).toBeUndefined();
    await outbox.flush();
    expect(await readKv('chatNotice', db)).toMatchObject({ kind: 'deleteChat', error: 'forbidden' });
    expect(await readKv('cursors', db)).toEqual({});
    expect(pulls()).toBe(1);
  });

  it('opening a conversation sets unread 0 locally and tells the server up to the newest message it knows of', async () => {
    const server = new FakeServer().on('POST', chatApi.chatRead, { status: 200, body: { chat: chat({ num_unread_messages: 0 }) } });
    const { db, outbox, actions } = setup(server);
    await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 3, lastMessageAt: 1, lastMessagePreview: 'x', version: 1, lastSeq: 42 });
    await actions.openConversation(CONVERSATION);
    expect((await db.chats.get(CONVERSATION))?.numUnread).toBe(0);
    expect(await readKv('openConversation', db)).toBe(CONVERSATION);
    await outbox.flush();
    // a message that reaches the server before this read is sent stays unread
    expect(server.requests.find((r) => r.path === chatApi.chatRead)?.body).toEqual({ conversation_id: CONVERSATION, seq: '42' });
  });

  it('opening a conversation asks for a pull of the chats only (a message read as it arrives), not of everything', async () => {
    const server = new FakeServer().on('POST', chatApi.chatRead, { status: 200, body: { chat: chat({ num_unread_messages: 0 }) } });
    const { db } = setup(server);
    const asked: (string | undefined)[] = [];
    const api = createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), random: () => 0.5, onAuthenticationRequired: () => Promise.resolve() });
    const actions = bindActions(chatActions, { db, api, clock: new FakeClock(), requestSync: (kind) => asked.push(kind) });
    await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 1, lastMessageAt: 1, lastMessagePreview: 'x', version: 1, lastSeq: 43 });
    await actions.openConversation(CONVERSATION);
    expect(asked).toEqual(['chat']);
    // between full pulls, that kind pulls the chats step alone (it brings the open conversation)
    const scope = new PullScope();
    scope.fullPullDone(0);
    for (const kind of asked) scope.widen(kind);
    expect(scope.take(1_000, true, true)).toEqual(new Set(['chats']));
  });
});
