import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatsAnswer, MessagesAnswer } from '../src/contract/chats.ts';
import { AppDatabase } from '../src/db/schema.ts';
import type { ApiClient, ApiOutcome, RequestOptions } from './apiClient.ts';
import { chatsStep } from './chatPull.ts';
import { PENDING_ORDER } from './chatRows.ts';
import { openKvStore } from './kvStore.ts';
import { runPull } from './pull.ts';

const CONVERSATION = 1;
let dbCount = 0;

const message = (i: number): ChatMessage => ({
  id: `0190f000-0000-7000-8000-${String(i).padStart(12, '0')}`,
  conversation_id: CONVERSATION,
  from_me: i % 2 === 0,
  kind: 'text',
  body: `message ${i}`,
  gift_id: null,
  image: null,
  created_at: new Date(1_780_000_000_000 + i * 1000).toISOString(),
  seq: String(i),
});

/** The server: no change to the chats; the conversation's messages 1..count since a cursor, 500 a page. */
function server(count: number): ApiClient {
  return {
    request<T>(path: string, _options: RequestOptions<T>): Promise<ApiOutcome<T>> {
      const url = new URL(path, 'http://test');
      if (url.pathname.endsWith('/chats.php')) {
        const data: ChatsAnswer = { chats: [], tombstones: [], cursor: '1' };
        return Promise.resolve({ kind: 'ok', data: data as T });
      }
      const since = Number(url.searchParams.get('since') ?? 0);
      const messages = Array.from({ length: Math.max(0, Math.min(500, count - since)) }, (_, i) => message(since + i + 1));
      const data: MessagesAnswer = {
        conversation_id: CONVERSATION,
        messages,
        has_more: since + 500 < count,
        history_hidden: false,
        history_days: 0,
        cursor: messages.at(-1)?.seq ?? String(since),
      };
      return Promise.resolve({ kind: 'ok', data: data as T });
    },
  };
}

/** Conversation 1 open on screen and pulled before up to cursor 0; counts the write transactions. */
async function setup() {
  const db = new AppDatabase(`chat-pull-test-${++dbCount}`);
  await db.chats.put({ id: CONVERSATION, profileId: 2, numUnread: 0, lastMessageAt: 0, lastMessagePreview: '', version: 1, lastSeq: 0, peerReadSeq: 0 });
  await db.threads.put({ conversationId: CONVERSATION, cursor: 0, oldestSeq: 1, hasMore: false, historyHidden: false, historyDays: 0 });
  await db.kv.put({ key: 'openConversation', value: CONVERSATION });
  await db.kv.put({ key: 'cursors', value: { chats: '1' } });
  const seen = { transactions: 0, before: (_n: number): Promise<void> => Promise.resolve() };
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  // counts the pull's write transactions; `before(n)` runs just before the n-th one begins
  (db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = async (...args: unknown[]) => {
    seen.transactions += 1;
    await seen.before(seen.transactions);
    return transaction(...args);
  };
  const stored = () => db.messages.where('[conversationId+order]').between([CONVERSATION, -Infinity], [CONVERSATION, Infinity]).toArray();
  return { db, seen, stored };
}

describe('a backfill of the open conversation', () => {
  it('is written in chunks: the first page with the pull, then 1,000 messages a transaction, the cursor moving with each', async () => {
    const { db, seen, stored } = await setup();
    const cursors: number[] = [];
    seen.before = async () => {
      cursors.push((await db.threads.get(CONVERSATION))?.cursor ?? -1);
    };
    const report = await runPull([chatsStep], { api: server(2_300), db, kv: openKvStore(db.name), booted: true, loggedIn: true });
    expect(report.ok).toBe(true);
    // 500 with the pull, then 1,000 and 800
    expect(seen.transactions).toBe(3);
    expect(cursors).toEqual([0, 500, 1_500]);
    const rows = await stored();
    expect(rows).toHaveLength(2_300);
    expect(rows.map((m) => m.seq)).toEqual(Array.from({ length: 2_300 }, (_, i) => i + 1));
    expect((await db.threads.get(CONVERSATION))?.cursor).toBe(2_300);
  });

  it('a message of mine still waiting for its answer is replaced by the server copy, not doubled', async () => {
    const { db, stored } = await setup();
    const mine = message(1_200);
    await db.messages.put({
      id: mine.id,
      conversationId: CONVERSATION,
      fromMe: true,
      body: mine.body,
      createdAt: Date.parse(mine.created_at),
      state: 'sending',
      version: 0,
      pending: 1,
      kind: 'text',
      giftId: null,
      image: null,
      seq: null,
      order: PENDING_ORDER + Date.parse(mine.created_at),
    });
    await runPull([chatsStep], { api: server(2_300), db, kv: openKvStore(db.name), booted: true, loggedIn: true });
    const rows = await stored();
    expect(rows).toHaveLength(2_300);
    const copy = rows.find((m) => m.id === mine.id);
    expect(copy).toMatchObject({ seq: 1_200, order: 1_200, state: 'sent' });
    expect(copy?.pending).toBeUndefined();
  });

  it('stops when the conversation is removed between two chunks (no orphan messages)', async () => {
    const { db, seen, stored } = await setup();
    seen.before = async (n) => {
      if (n === 2) {
        await db.chats.delete(CONVERSATION);
        await db.threads.delete(CONVERSATION);
        await db.messages.clear();
      }
    };
    const report = await runPull([chatsStep], { api: server(2_300), db, kv: openKvStore(db.name), booted: true, loggedIn: true });
    expect(report.ok).toBe(true);
    expect(await stored()).toHaveLength(0);
    expect(await db.threads.get(CONVERSATION)).toBeUndefined();
  });
});
