import {
  chatApi,
  ChatsAnswer,
  GiftsAnswer,
  IcebreakersAnswer,
  MessagesAnswer,
  type ChatsAnswer as ChatsAnswerT,
  type MessagesAnswer as MessagesPage,
} from '../src/contract/chats.ts';
import { readKv } from '../src/db/database.ts';
import type { AppDatabase, ChatRow } from '../src/db/schema.ts';
import type { ThreadRow } from '../src/db/chatRows.ts';
import type { ApiClient } from './apiClient.ts';
import { applyChats, applyMessages, removeConversation } from './chatStore.ts';
import type { PullStep, PullWrite, StepOutcome } from './pull.ts';

/** Rounds of `since` pages one pull follows for one conversation (500 messages each). */
const MAX_DELTA_PAGES = 40;

type ThreadFetch =
  | { kind: 'messages'; conversationId: number; answers: MessagesPage[]; first: boolean }
  | { kind: 'gone'; conversationId: number };

async function fetchThread(api: ApiClient, thread: ThreadRow): Promise<ThreadFetch | 'failed'> {
  const id = thread.conversationId;
  const first = thread.oldestSeq === null;
  const answers: MessagesPage[] = [];
  let since = first ? null : thread.cursor;
  for (let page = 0; page < MAX_DELTA_PAGES; page++) {
    const query = since === null ? `conversation=${id}` : `conversation=${id}&since=${since}`;
    const outcome = await api.request(`${chatApi.messages}?${query}`, { schema: MessagesAnswer });
    if (outcome.kind === 'rejected') return { kind: 'gone', conversationId: id };
    if (outcome.kind !== 'ok') return 'failed';
    answers.push(outcome.data);
    if (since === null || !outcome.data.has_more) break;
    since = Number(outcome.data.cursor);
  }
  return { kind: 'messages', conversationId: id, answers, first };
}

/** The thread of the conversation on screen, if one is open. */
async function openThread(db: AppDatabase): Promise<ThreadRow | null> {
  const open = await readKv('openConversation', db);
  if (!open || open <= 0) return null;
  return (await db.threads.get(open)) ?? { conversationId: open, cursor: 0, oldestSeq: null, hasMore: false, historyHidden: false, historyDays: 0 };
}

/** Which opened conversations have news: their chat's newest sequence passed the thread cursor. */
async function threadsToPull(db: AppDatabase, answer: ChatsAnswerT): Promise<ThreadRow[]> {
  const open = await readKv('openConversation', db);
  const threads = await db.threads.toArray();
  if (open && open > 0 && !threads.some((t) => t.conversationId === open)) {
    threads.push({ conversationId: open, cursor: 0, oldestSeq: null, hasMore: false, historyHidden: false, historyDays: 0 });
  }
  const fresh = new Map(answer.chats.map((c) => [c.conversation.id, Number(c.last_seq)]));
  const stored = new Map((await db.chats.toArray()).map((c: ChatRow) => [c.id, c.lastSeq ?? 0]));
  return threads.filter((t) => {
    if (answer.tombstones.includes(t.conversationId)) return false;
    const last = fresh.get(t.conversationId) ?? stored.get(t.conversationId) ?? 0;
    return t.oldestSeq === null || last > t.cursor;
  });
}

/**
 * Delta pages (500 messages each) written per transaction of a backfill after its first page:
 * 1,000 messages. Each commit re-runs the open conversation's live queries on the page; with 500,
 * those round trips cost a 10,000-message backfill a third of its speed next to a plain bulkPut in
 * Chromium on two cores, with 1,000 it stays within the goal (decision 032).
 */
export const BACKFILL_PAGES_PER_TRANSACTION = 2;

/** Consecutive pages joined into one (the later page's cursor and flags, all their messages). */
function chunks(pages: readonly MessagesPage[]): MessagesPage[] {
  const out: MessagesPage[] = [];
  for (let i = 0; i < pages.length; i += BACKFILL_PAGES_PER_TRANSACTION) {
    const part = pages.slice(i, i + BACKFILL_PAGES_PER_TRANSACTION);
    const last = part[part.length - 1];
    if (last) out.push({ ...last, messages: part.flatMap((page) => page.messages) });
  }
  return out;
}

/** A pull's writes of one thread: the first page in the pull's transaction, each further page in its own. */
interface ThreadWrites {
  first: PullWrite;
  rest: PullWrite[];
}

function threadWrites(fetched: ThreadFetch, before: ThreadRow | undefined): ThreadWrites {
  if (fetched.kind === 'gone') {
    return {
      first: async (db) => {
        await removeConversation(db, fetched.conversationId);
      },
      rest: [],
    };
  }
  const { conversationId, answers, first } = fetched;
  const firstPage = answers[0];
  if (!firstPage) return { first: () => Promise.resolve(), rest: [] };
  const oldest = first ? (firstPage.messages[0] ? Number(firstPage.messages[0].seq) : 0) : (before?.oldestSeq ?? 0);
  // the thread row and the messages go out together (same transaction, one round trip less)
  const head: PullWrite = async (db) => {
    await Promise.all([
      applyMessages(db, conversationId, firstPage.messages),
      db.threads.put({
        conversationId,
        cursor: Math.max(before?.cursor ?? 0, Number(firstPage.cursor)),
        oldestSeq: oldest,
        hasMore: first ? firstPage.has_more : (before?.hasMore ?? false),
        historyHidden: firstPage.history_hidden,
        historyDays: firstPage.history_days,
      }),
    ]);
  };
  // a backfill's further pages, BACKFILL_PAGES_PER_TRANSACTION at a time: the thread's cursor moves
  // with each chunk, so a pull cut short resumes where it stopped; a conversation removed (or a
  // logout) meanwhile ends it
  const rest = chunks(answers.slice(1)).map(
    (answer): PullWrite =>
      async (db) => {
        const thread = await db.threads.get(conversationId);
        if (!thread) return;
        await Promise.all([
          applyMessages(db, conversationId, answer.messages),
          db.threads.put({
            ...thread,
            cursor: Math.max(thread.cursor, Number(answer.cursor)),
            historyHidden: answer.history_hidden,
            historyDays: answer.history_days,
          }),
        ]);
      },
  );
  return { first: head, rest };
}

/**
 * Chats by cursor (deltas with tombstones), then the messages of every conversation the member
 * has opened whose newest sequence moved — written in the pull's one transaction, with the
 * pending outbox rows re-applied on top (reconcile); a backfill's pages after the first follow in
 * chunks of 1,000 messages, a transaction each (ARCHITECTURE: chunks for a backfill; decision 032).
 */
export const chatsStep: PullStep = {
  name: 'chats',
  async run({ api, db, loggedIn }): Promise<StepOutcome> {
    // the member's database comes with the member's part of the worker, loaded for every logged-in pull
    if (!loggedIn || !db) return { kind: 'skip' };
    const cursors = (await readKv('cursors', db)) ?? {};
    const since = cursors.chats;
    // the conversation on screen is asked for at the same time as the chats (one round trip less)
    const open = await openThread(db);
    const [outcome, openFetched] = await Promise.all([
      api.request(since ? `${chatApi.chats}?since=${since}` : chatApi.chats, { schema: ChatsAnswer }),
      open ? fetchThread(api, open) : Promise.resolve(null),
    ]);
    if (outcome.kind === 'unavailable') return { kind: 'failed', reason: `chats: ${outcome.status ?? 'network'}` };
    if (outcome.kind === 'loggedOut') return { kind: 'skip' };
    if (outcome.kind !== 'ok') return { kind: 'error', reason: 'chats: refused' };
    const answer = outcome.data;
    const writes: ThreadWrites[] = [];
    if (open && openFetched && openFetched !== 'failed') writes.push(threadWrites(openFetched, open));
    const threads = (await threadsToPull(db, answer)).filter((t) => !open || t.conversationId !== open.conversationId || openFetched === 'failed');
    const fetched = await Promise.all(threads.map((t) => fetchThread(api, t)));
    fetched.forEach((f, i) => {
      if (f !== 'failed') writes.push(threadWrites(f, threads[i]));
    });
    return {
      kind: 'write',
      write: async (database) => {
        await applyChats(database, answer.chats, answer.tombstones, since === undefined);
        for (const write of writes) await write.first(database);
        const latest = (await readKv('cursors', database)) ?? {};
        await database.kv.put({ key: 'cursors', value: { ...latest, chats: answer.cursor } });
      },
      then: writes.flatMap((w) => w.rest),
    };
  },
};

/** The gifts catalogue and icebreakers (with this member's price): once per start. */
export const chatCataloguesStep: PullStep = {
  name: 'chatCatalogues',
  async run({ api, loggedIn, booted, db }): Promise<StepOutcome> {
    if (!loggedIn || !db || (booted && (await readKv('gifts', db)) !== undefined)) return { kind: 'skip' };
    const [gifts, icebreakers] = await Promise.all([
      api.request(chatApi.gifts, { schema: GiftsAnswer }),
      api.request(chatApi.icebreakers, { schema: IcebreakersAnswer }),
    ]);
    if (gifts.kind !== 'ok' || icebreakers.kind !== 'ok') return { kind: 'skip' };
    return {
      kind: 'write',
      write: async (database) => {
        await database.kv.put({ key: 'gifts', value: gifts.data.gifts });
        await database.kv.put({ key: 'icebreakers', value: icebreakers.data });
      },
    };
  },
};

export const chatPullSteps: readonly PullStep[] = [chatsStep, chatCataloguesStep];
