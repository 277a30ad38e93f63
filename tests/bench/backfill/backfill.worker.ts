// The bench's worker: the sync engine's real pull step (workers/chatPull.ts chatsStep through
// workers/pull.ts runPull, reconcile and all) applies a backfill that a stand-in API answers from
// memory (no network in the figure), or a plain Dexie bulkPut writes the same rows.
import * as Comlink from 'comlink';
import type { ChatMessage, ChatsAnswer, MessagesAnswer } from '../../../src/contract/chats.ts';
import { AppDatabase } from '../../../src/db/schema.ts';
import type { ApiClient, ApiOutcome, RequestOptions } from '../../../workers/apiClient.ts';
import { chatsStep } from '../../../workers/chatPull.ts';
import { messageRowFromServer } from '../../../workers/chatRows.ts';
import { openKvStore } from '../../../workers/kvStore.ts';
import { runPull } from '../../../workers/pull.ts';
import type { BackfillAnswer, BackfillRequest } from './protocol.ts';

const DELTA_PAGE = 500;

function messages(conversationId: number, count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `0190f000-0000-7000-8000-${String(conversationId * 1_000_000 + i).padStart(12, '0')}`,
    conversation_id: conversationId,
    from_me: i % 2 === 0,
    kind: 'text',
    body: `Backfilled message number ${i}, long enough to look like a real line of chat.`,
    gift_id: null,
    image: null,
    created_at: new Date(1_780_000_000_000 + i * 60_000).toISOString(),
    seq: String(i + 1),
  }));
}

/** The server's answers to the pull: no change to the chats, the conversation's messages since a cursor by pages of 500. */
function standInApi(all: ChatMessage[], conversationId: number): ApiClient {
  return {
    request<T>(path: string, _options: RequestOptions<T>): Promise<ApiOutcome<T>> {
      const url = new URL(path, 'http://bench');
      if (url.pathname.endsWith('/chats.php')) {
        const data: ChatsAnswer = { chats: [], tombstones: [], cursor: '1' };
        return Promise.resolve({ kind: 'ok', data: data as T });
      }
      const since = Number(url.searchParams.get('since') ?? 0);
      const page = all.slice(since, since + DELTA_PAGE);
      const data: MessagesAnswer = {
        conversation_id: conversationId,
        messages: page,
        has_more: since + DELTA_PAGE < all.length,
        history_hidden: false,
        history_days: 0,
        cursor: page.at(-1)?.seq ?? String(since),
      };
      return Promise.resolve({ kind: 'ok', data: data as T });
    },
  };
}

async function run(request: BackfillRequest): Promise<BackfillAnswer> {
  const { count, conversationId } = request;
  const db = new AppDatabase(request.database);
  await db.open();
  const all = messages(conversationId, count);
  if (request.mode === 'plain') {
    const rows = all.map((m) => messageRowFromServer(m, 'sent'));
    const started = performance.now();
    await db.messages.bulkPut(rows);
    const ms = performance.now() - started;
    const stored = await db.messages.count();
    db.close();
    return { ms, stored };
  }
  // the conversation is open and was pulled before (cursor 0): the pull asks for everything since
  const started = performance.now();
  const report = await runPull([chatsStep], { api: standInApi(all, conversationId), db, kv: openKvStore(db.name), booted: true, loggedIn: true });
  const ms = performance.now() - started;
  if (!report.ok) throw new Error(report.errors.join(', '));
  const stored = await db.messages.where('[conversationId+order]').between([conversationId, -Infinity], [conversationId, Infinity]).count();
  db.close();
  return { ms, stored };
}

Comlink.expose({ run });
