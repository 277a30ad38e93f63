import { uuidv7 } from 'uuidv7';
import { describe, expect, it, vi } from 'vitest';
import { AppDatabase, type OutboxKind, type OutboxPayloads } from '../src/db/schema.ts';
import { chatOutbox } from './chatOutbox.ts';
import { chatTables } from './chatStore.ts';
import { likesOutbox } from './likesOutbox.ts';
import { enqueue } from './outbox.ts';
import type { OutboxHandler, OutboxHandlers } from './outboxOutcome.ts';

// Decision 183: an outbox kind's handler owns its queue and its optimistic write; `enqueue` runs
// the write and puts the row in one transaction.

const handlers: OutboxHandlers = { ...chatOutbox, ...likesOutbox };
const kinds: OutboxKind[] = ['sendMessage', 'deleteChat', 'markRead', 'like', 'unlike', 'likeSeen'];
const PEER = 9;
const CONVERSATION = 7;
const NOW = 1_800_000_000_000;
const MESSAGE = uuidv7();
const card = { name: 'Mia', age: 28, region: 'Greater London', country: 'GB', mainImage: null, fictional: false, match: false };

const payloads: OutboxPayloads = {
  sendMessage: { request: { id: MESSAGE, kind: 'text', body: 'Hello there', conversation_id: CONVERSATION }, conversationId: CONVERSATION, profileId: PEER },
  deleteChat: { conversationId: CONVERSATION, profileId: PEER },
  markRead: { conversationId: CONVERSATION, profileId: PEER, seq: '5' },
  like: { request: { profile_id: PEER, request_id: uuidv7() }, profileId: PEER, card },
  unlike: { profileId: PEER },
  likeSeen: { profileId: PEER },
};

/** One row of each kind, queued with what its write needs. */
const samples: { [K in OutboxKind]: (db: AppDatabase, id: string) => Promise<boolean> } = {
  sendMessage: (db, id) => enqueue(db, 'sendMessage', id, payloads.sendMessage, NOW, { type: 'new', profileName: 'Mia', profileImage: null }),
  deleteChat: (db, id) => enqueue(db, 'deleteChat', id, payloads.deleteChat, NOW),
  markRead: (db, id) => enqueue(db, 'markRead', id, payloads.markRead, NOW),
  like: (db, id) => enqueue(db, 'like', id, payloads.like, NOW),
  unlike: (db, id) => enqueue(db, 'unlike', id, payloads.unlike, NOW),
  likeSeen: (db, id) => enqueue(db, 'likeSeen', id, payloads.likeSeen, NOW),
};

/** The queue the kind's handler gives its sample payload. */
function queueOf<K extends OutboxKind>(kind: K): string {
  const handler: OutboxHandler<K> = handlers[kind];
  return handler.queue(payloads[kind]);
}

// the input of a kind's write is checked by the compiler: required where the kind declares one, refused where not
const _typeChecks = (db: AppDatabase) => [
  // @ts-expect-error a message's echo is required
  enqueue(db, 'sendMessage', MESSAGE, payloads.sendMessage, NOW),
  // @ts-expect-error a like's write takes nothing but its row
  enqueue(db, 'like', MESSAGE, payloads.like, NOW, { type: 'new', profileName: 'Mia', profileImage: null }),
  // @ts-expect-error the payload is the kind's
  enqueue(db, 'like', MESSAGE, payloads.unlike, NOW),
];

let dbCount = 0;

/** A member with an unread conversation with PEER, and PEER's new like; `refuse` makes every write of that table fail. */
async function member(refuse?: string): Promise<AppDatabase> {
  const db = new AppDatabase(`enqueue-test-${++dbCount}`);
  if (refuse) {
    db.use({
      stack: 'dbcore',
      name: 'refuse',
      create: (down) => ({
        ...down,
        table(name) {
          const table = down.table(name);
          return name === refuse ? { ...table, mutate: () => Promise.reject(new Error(`${name} refused`)) } : table;
        },
      }),
    });
  }
  await db.open();
  await db.transaction('rw', [...chatTables(db), db.likes], async () => {
    if (refuse !== 'chats') {
      await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 2, lastMessageAt: 1, lastMessagePreview: 'earlier', version: 5, profileName: 'Mia', lastSeq: 5 });
    }
    if (refuse !== 'likes') {
      await db.likes.bulkPut([
        { id: `out:${PEER}`, profileId: PEER, direction: 'out', likeNew: false, createdAt: 1, version: 1, ...card },
        { id: `in:${PEER}`, profileId: PEER, direction: 'in', likeNew: true, createdAt: 1, version: 1, ...card },
      ]);
    }
  });
  return db;
}

describe('enqueue', () => {
  it('knows every kind', () => {
    expect([...kinds].sort()).toEqual(Object.keys(handlers).sort());
  });

  it.each(kinds)('puts a %s row in its handler’s queue', async (kind) => {
    const chat = kind === 'sendMessage' || kind === 'deleteChat' || kind === 'markRead';
    expect(queueOf(kind)).toBe(chat ? `chat:${PEER}` : `like:${PEER}`);
    const db = await member();
    // a like of a profile not liked yet
    if (kind === 'like') await db.likes.delete(`out:${PEER}`);
    // a queue of the handler's making ends up on the row: enqueue reads it there and nowhere else
    const queue = vi.spyOn(handlers[kind], 'queue').mockReturnValue('elsewhere:1');
    try {
      const id = uuidv7();
      expect(await samples[kind](db, id)).toBe(true);
      expect(await db.outbox.get(id)).toEqual({ id, kind, payload: payloads[kind], createdAt: NOW, attempts: 0, nextAttemptAt: NOW, state: 'queued', lastError: null, queue: 'elsewhere:1' });
      expect(queue).toHaveBeenCalledWith(payloads[kind]);
    } finally {
      queue.mockRestore();
    }
  });

  it('writes a message’s local echo and its row together', async () => {
    const db = await member();
    expect(await samples.sendMessage(db, MESSAGE)).toBe(true);
    expect(await db.messages.get(MESSAGE)).toMatchObject({ conversationId: CONVERSATION, state: 'sending', pending: 1, body: 'Hello there', createdAt: NOW });
    expect(await db.chats.get(CONVERSATION)).toMatchObject({ lastMessagePreview: 'Hello there', lastMessageAt: NOW, lastMessageFromMe: true, numUnread: 2 });
    expect(await db.outbox.get(MESSAGE)).toMatchObject({ kind: 'sendMessage', queue: `chat:${PEER}`, state: 'queued' });
  });

  it('leaves no row when the optimistic write fails half-way, nor the half written', async () => {
    // the message's echo is written, then its conversation's card is refused
    const db = await member('chats');
    await expect(samples.sendMessage(db, MESSAGE)).rejects.toThrow('chats refused');
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves no optimistic change when the row cannot be put', async () => {
    const db = await member('outbox');
    await expect(samples.likeSeen(db, uuidv7())).rejects.toThrow('outbox refused');
    expect(await db.likes.get(`in:${PEER}`)).toMatchObject({ likeNew: true });
  });

  it('undoes the caller’s writes too, when called inside the caller’s transaction', async () => {
    const db = await member('chats');
    const caller = db.transaction('rw', chatTables(db), async () => {
      await db.threads.put({ conversationId: CONVERSATION, cursor: 0, oldestSeq: null, hasMore: false, historyHidden: false, historyDays: 0 });
      await samples.sendMessage(db, MESSAGE);
    });
    await expect(caller).rejects.toThrow('chats refused');
    expect([await db.threads.count(), await db.messages.count(), await db.outbox.count()]).toEqual([0, 0, 0]);
  });

  it('refuses to run inside a transaction whose scope lacks the kind’s tables', async () => {
    const db = await member();
    const caller = db.transaction('rw', chatTables(db), () => samples.like(db, uuidv7()));
    await expect(caller).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('puts no row when the write finds nothing to send', async () => {
    const db = await member();
    // read already: the second read mark has nothing to send
    expect(await samples.markRead(db, uuidv7())).toBe(true);
    expect(await samples.markRead(db, uuidv7())).toBe(false);
    // an unlike while the like is still queued: both go
    await db.likes.delete(`out:${PEER}`);
    expect(await samples.like(db, uuidv7())).toBe(true);
    expect(await samples.unlike(db, uuidv7())).toBe(false);
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['markRead']);
    expect(await db.likes.get(`out:${PEER}`)).toBeUndefined();
  });
});
