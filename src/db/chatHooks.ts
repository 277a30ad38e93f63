import { MESSAGE_WINDOW, type ThreadRow } from './chatRows.ts';
import { db, useLiveQuery } from './pageDb.ts';
import { currentMemberKnown } from './kv.ts';
import type { ChatRow, MessageRow } from './schema.ts';

/**
 * Answers read ahead by `preloadConversation` at start. The conversation screen's live queries
 * start from them instead of `undefined`, so the opened conversation paints in the app's first
 * render instead of after a chain of queries (chat → messages); each is dropped once its live
 * query has answered (from then on the live query alone keeps the screen current, and nothing
 * of a member outlives a logout in memory).
 */
const primed = {
  chats: undefined as ChatRow[] | undefined,
  chat: new Map<number, ChatRow | null>(),
  messages: new Map<number, MessageRow[]>(),
  thread: new Map<number, ThreadRow | null>(),
  stalled: undefined as Set<string> | undefined,
};

const readChats = async () => (await db.chats.orderBy('lastMessageAt').reverse().toArray()).filter((c) => c.id !== 0);
/**
 * A range query, not `get`: Dexie's live-query cache answers the same range query of several live
 * queries with one read, and `get` is not cached. The conversation's screen, its top bar and its
 * layout each follow the conversation, on every change of the chats table (decision 159).
 */
const readChat = async (conversationId: number) => (await db.chats.where(':id').equals(conversationId).toArray())[0] ?? null;
export { MESSAGE_WINDOW };

const readMessages = async (conversationId: number, limit: number) =>
  (
    await db.messages
      .where('[conversationId+order]')
      .between([conversationId, -Infinity], [conversationId, Infinity])
      .reverse()
      .limit(limit)
      .toArray()
  ).reverse();
const readThread = async (conversationId: number) => (await db.threads.get(conversationId)) ?? null;
const readStalled = async () => new Set((await db.outbox.where('state').equals('stalled').toArray()).map((r) => r.id));

/**
 * Reads what the conversation screen shows (the list when it stands beside the conversation, the
 * conversation, its messages, its paging state, unsent messages) in one read transaction, straight
 * from IndexedDB: no worker, no network. Called while the screen's chunk loads at start
 * (preloadScreen), so the first render has it.
 */
export async function preloadConversation(conversationId: number, { withList }: { withList: boolean }): Promise<void> {
  // the route's preload starts beside main.tsx's kv read: the member's database, once it is known
  await currentMemberKnown();
  await db.transaction('r', [db.chats, db.messages, db.threads, db.outbox], async () => {
    const [chats, chat, messages, thread, stalled] = await Promise.all([
      withList ? readChats() : undefined,
      readChat(conversationId),
      readMessages(conversationId, MESSAGE_WINDOW),
      readThread(conversationId),
      readStalled(),
    ]);
    primed.chats = chats;
    primed.chat.set(conversationId, chat);
    primed.messages.set(conversationId, messages);
    primed.thread.set(conversationId, thread);
    primed.stalled = stalled;
  });
}

/**
 * Reads the conversation list ahead of the first render of a screen that shows it or depends on it
 * (/chats, and the push prompt of /chats and /likes: src/features/push/preloadPushPrompt.ts).
 */
export async function preloadChatList(): Promise<void> {
  await currentMemberKnown();
  primed.chats = await readChats();
}

/** Conversations, newest first (including one being started, with a negative id). */
export function useChats(): ChatRow[] | undefined {
  return useLiveQuery(
    async () => {
      const chats = await readChats();
      primed.chats = undefined;
      return chats;
    },
    [],
    primed.chats,
  );
}

export function useChat(conversationId: number): ChatRow | null | undefined {
  return useLiveQuery(
    async () => {
      const chat = await readChat(conversationId);
      primed.chat.delete(conversationId);
      return chat;
    },
    [conversationId],
    primed.chat.get(conversationId),
  );
}

/** The conversation with a member, if there is one (a started one has a negative id until sent). */
export function useChatWithProfile(profileId: number): ChatRow | null | undefined {
  return useLiveQuery(async () => {
    const chats = await db.chats.where('profileId').equals(profileId).toArray();
    return chats.find((c) => c.id > 0) ?? chats[0] ?? null;
  }, [profileId]);
}

/**
 * A conversation's newest `limit` messages in server order; messages not yet sent come last. Fewer
 * than `limit` means these are all the stored ones.
 */
export function useMessages(conversationId: number, limit: number = MESSAGE_WINDOW): MessageRow[] | undefined {
  return useLiveQuery(
    async () => {
      const messages = await readMessages(conversationId, limit);
      if (limit === MESSAGE_WINDOW) primed.messages.delete(conversationId);
      return messages;
    },
    [conversationId, limit],
    limit === MESSAGE_WINDOW ? primed.messages.get(conversationId) : undefined,
  );
}

export function useThread(conversationId: number): ThreadRow | null | undefined {
  return useLiveQuery(
    async () => {
      const thread = await readThread(conversationId);
      primed.thread.delete(conversationId);
      return thread;
    },
    [conversationId],
    primed.thread.get(conversationId),
  );
}

/** Messages in the outbox, not yet accepted by the server (decision 117: logout warns about them). */
export function useUnsentMessageCount(): number | undefined {
  return useLiveQuery(() => db.outbox.where('kind').equals('sendMessage').count(), []);
}

/** Ids of messages whose outbox row gave up for now (stalled): shown as "not sent yet". */
export function useStalledMessageIds(): Set<string> | undefined {
  return useLiveQuery(
    async () => {
      const stalled = await readStalled();
      primed.stalled = undefined;
      return stalled;
    },
    [],
    primed.stalled,
  );
}
