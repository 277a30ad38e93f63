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

function threadWrite(fetched: ThreadFetch, before: ThreadRow | undefined): PullWrite {
  return async (db) => {
    if (fetched.kind === 'gone') {
      await removeConversation(db, fetched.conversationId);
      return;
    }
    const { conversationId, answers, first } = fetched;
    for (const answer of answers) await applyMessages(db, conversationId, answer.messages);
    const last = answers[answers.length - 1];
    const firstPage = answers[0];
    if (!last || !firstPage) return;
    const oldest = first ? (firstPage.messages[0] ? Number(firstPage.messages[0].seq) : 0) : (before?.oldestSeq ?? 0);
    await db.threads.put({
      conversationId,
      cursor: Math.max(before?.cursor ?? 0, Number(last.cursor)),
      oldestSeq: oldest,
      hasMore: first ? firstPage.has_more : (before?.hasMore ?? false),
      historyHidden: last.history_hidden,
      historyDays: last.history_days,
    });
  };
}

/**
 * Chats by cursor (deltas with tombstones), then the messages of every conversation the member
 * has opened whose newest sequence moved — all written in the pull's one transaction, with the
 * pending outbox rows re-applied on top (reconcile).
 */
export const chatsStep: PullStep = {
  name: 'chats',
  async run({ api, db, loggedIn }): Promise<StepOutcome> {
    if (!loggedIn) return { kind: 'skip' };
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
    const writes: PullWrite[] = [];
    if (open && openFetched && openFetched !== 'failed') writes.push(threadWrite(openFetched, open));
    const threads = (await threadsToPull(db, answer)).filter((t) => !open || t.conversationId !== open.conversationId || openFetched === 'failed');
    const fetched = await Promise.all(threads.map((t) => fetchThread(api, t)));
    fetched.forEach((f, i) => {
      if (f !== 'failed') writes.push(threadWrite(f, threads[i]));
    });
    return {
      kind: 'write',
      write: async (database) => {
        await applyChats(database, answer.chats, answer.tombstones, since === undefined);
        for (const write of writes) await write(database);
        const latest = (await readKv('cursors', database)) ?? {};
        await database.kv.put({ key: 'cursors', value: { ...latest, chats: answer.cursor } });
      },
    };
  },
};

/** The gifts catalogue and icebreakers (with this member's price): once per start. */
export const chatCataloguesStep: PullStep = {
  name: 'chatCatalogues',
  async run({ api, loggedIn, booted, db }): Promise<StepOutcome> {
    if (!loggedIn || (booted && (await readKv('gifts', db)) !== undefined)) return { kind: 'skip' };
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
