// Decision 157: the worker writes only the rows that change what is stored. A pull that answers what
// the member's database already holds writes nothing, so IndexedDB does no work and no live query of
// any open screen runs again; a changed row is still written, alone.
import type { DBCore, DBCoreMutateRequest } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '../src/contract/chats.ts';
import { likesApi, type LikesAnswer } from '../src/contract/likes.ts';
import { DEXIE_CHANGES_CHANNEL } from '../src/db/names.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createApiClient } from './apiClient.ts';
import { applyChats, applyMessages } from './chatStore.ts';
import { changeNotice, openKvStore } from './kvStore.ts';
import { likesStep } from './likesPull.ts';
import { reloadLikes } from './likesStore.ts';
import { runPull, userStep } from './pull.ts';
import { makeLikeEntry, makeSettings, makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { FakeServer, memberServer } from './testing/fakeServer.ts';

let count = 0;

/** A member's database whose every row written through Dexie is counted, per table. */
function countedDatabase() {
  const db = new AppDatabase(`unchanged-rows-test-${++count}`);
  const written: Record<string, number> = {};
  db.use({
    stack: 'dbcore',
    name: 'count-written-rows',
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(request: DBCoreMutateRequest) {
            if (request.type === 'put' || request.type === 'add') written[name] = (written[name] ?? 0) + request.values.length;
            return table.mutate(request);
          },
        };
      },
    }),
  });
  /** The rows written to `table` since the last call. */
  const rowsWritten = (table: string) => {
    const n = written[table] ?? 0;
    written[table] = 0;
    return n;
  };
  return { db, rowsWritten };
}

const client = (server: FakeServer) =>
  createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), random: () => 0.5, onAuthenticationRequired: () => Promise.resolve() });

describe('the worker writes only rows that change (decision 157)', () => {
  it('a pull whose user.php answers the stored member writes no kv row; a changed member is written', async () => {
    const { db, rowsWritten } = countedDatabase();
    const user = makeUser({ id: 5, credits: 40 });
    await db.kv.put({ key: 'user', value: user });
    rowsWritten('kv');
    const ctx = { db, kv: openKvStore(db.name), booted: true, loggedIn: true, memberId: 5 };

    const same = await runPull([userStep], { ...ctx, api: client(memberServer(user)) });
    expect(same.ok).toBe(true);
    expect(rowsWritten('kv')).toBe(0);

    await runPull([userStep], { ...ctx, api: client(memberServer({ ...user, credits: 35 })) });
    expect(rowsWritten('kv')).toBe(1);
    expect((await db.kv.get('user'))?.value).toMatchObject({ credits: 35 });
    db.close();
  });

  it('the plain kv table (a visitor’s) writes and announces only the rows that change', async () => {
    const name = `unchanged-rows-test-${++count}`;
    const kv = openKvStore(name);
    const notices: unknown[] = [];
    const channel = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
    channel.onmessage = (event: MessageEvent) => notices.push(event.data);
    const settings = makeSettings();

    await kv.put([{ key: 'settings', value: settings }, { key: 'user', value: null }]);
    // the same data again, in new objects as a fetch answers them
    await kv.put([{ key: 'settings', value: structuredClone(settings) }, { key: 'user', value: null }]);
    await kv.put([{ key: 'settings', value: { ...settings, name: 'Renamed' } }, { key: 'user', value: null }]);
    // the notices come in order: by the third, the second would have come
    await expect.poll(() => notices.length).toBeGreaterThanOrEqual(2);
    expect(notices).toEqual([changeNotice(name, ['settings', 'user']), changeNotice(name, ['settings'])]);
    expect(await kv.get('settings')).toMatchObject({ name: 'Renamed' });
    channel.close();
    kv.close();
  });

  it('a full reload of the likes that answers the stored likes writes none; a changed like is written alone', async () => {
    const entry = makeLikeEntry;
    const answer = (over: Partial<LikesAnswer> = {}): LikesAnswer => ({
      profiles: [entry(9)],
      liked_by: [entry(3)],
      tombstones: { profiles: [], liked_by: [] },
      cursor: '100',
      ...over,
    });
    const server = new FakeServer().on(
      'GET',
      likesApi.likes,
      { status: 200, body: answer() },
      { status: 200, body: answer() },
      { status: 200, body: answer({ liked_by: [entry(3, { like_new: true })] }) },
    );
    const { db, rowsWritten } = countedDatabase();
    await db.kv.put({ key: 'user', value: makeUser() });
    const clock = new FakeClock();
    const pull = () => runPull([likesStep(clock)], { api: client(server), db, kv: openKvStore(db.name), booted: true, loggedIn: true });

    await pull();
    expect(rowsWritten('likes')).toBe(2);
    await reloadLikes(db);
    await pull();
    expect(rowsWritten('likes')).toBe(0);
    await reloadLikes(db);
    await pull();
    expect(rowsWritten('likes')).toBe(1);
    expect(await db.likes.get('in:3')).toMatchObject({ likeNew: true });
    db.close();
  });

  it('chats and messages answered again unchanged write nothing; a changed chat and a newly read message are written', async () => {
    const chat = (over: Partial<Chat> = {}): Chat => ({
      conversation: { id: 1 },
      profile: { id: 7, name: 'P7', image: null, status: 'active', fictional: false },
      num_unread_messages: 2,
      last_message: { id: 'm1', kind: 'text', body: 'hi', from_me: false },
      last_message_at: '2026-11-01T10:00:00.000Z',
      last_seq: '2',
      peer_read_seq: '0',
      reply_blocked: false,
      ...over,
    });
    const message = (seq: number, fromMe: boolean): ChatMessage => ({
      id: `0190f000-0000-7000-8000-${String(seq).padStart(12, '0')}`,
      conversation_id: 1,
      from_me: fromMe,
      kind: 'text',
      body: `message ${seq}`,
      gift_id: null,
      image: null,
      created_at: new Date(1_780_000_000_000 + seq * 1000).toISOString(),
      seq: String(seq),
    });
    const { db, rowsWritten } = countedDatabase();
    const write = (work: () => Promise<void>) => db.transaction('rw', db.tables, work);

    await write(() => applyChats(db, [chat()], [], true));
    await write(() => applyMessages(db, 1, [message(1, true), message(2, false)]));
    expect([rowsWritten('chats'), rowsWritten('messages')]).toEqual([1, 2]);

    await write(() => applyChats(db, [chat()], [], true));
    await write(() => applyMessages(db, 1, [message(1, true), message(2, false)]));
    expect([rowsWritten('chats'), rowsWritten('messages')]).toEqual([0, 0]);

    // the other member read my message 1: the chat changes, and so does my message's state
    await write(() => applyChats(db, [chat({ peer_read_seq: '1' })], [], true));
    expect([rowsWritten('chats'), rowsWritten('messages')]).toEqual([1, 1]);
    expect((await db.messages.get(message(1, true).id))?.state).toBe('read');
    db.close();
  });
});
