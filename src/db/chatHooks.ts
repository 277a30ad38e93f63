import { useLiveQuery } from 'dexie-react-hooks';
import type { ThreadRow } from './chatRows.ts';
import { db } from './database.ts';
import type { ChatRow, MessageRow } from './schema.ts';

/** Conversations, newest first (including one being started, with a negative id). */
export function useChats(): ChatRow[] | undefined {
  return useLiveQuery(async () => (await db.chats.orderBy('lastMessageAt').reverse().toArray()).filter((c) => c.id !== 0), []);
}

export function useChat(conversationId: number): ChatRow | null | undefined {
  return useLiveQuery(async () => (await db.chats.get(conversationId)) ?? null, [conversationId]);
}

/** The conversation with a member, if there is one (a started one has a negative id until sent). */
export function useChatWithProfile(profileId: number): ChatRow | null | undefined {
  return useLiveQuery(async () => {
    const chats = await db.chats.where('profileId').equals(profileId).toArray();
    return chats.find((c) => c.id > 0) ?? chats[0] ?? null;
  }, [profileId]);
}

/** A conversation's messages in server order; messages not yet sent come last. */
export function useMessages(conversationId: number): MessageRow[] | undefined {
  return useLiveQuery(
    () => db.messages.where('[conversationId+order]').between([conversationId, -Infinity], [conversationId, Infinity]).toArray(),
    [conversationId],
  );
}

export function useThread(conversationId: number): ThreadRow | null | undefined {
  return useLiveQuery(async () => (await db.threads.get(conversationId)) ?? null, [conversationId]);
}

/** Ids of messages whose outbox row gave up for now (stalled): shown as "not sent yet". */
export function useStalledMessageIds(): Set<string> | undefined {
  return useLiveQuery(async () => new Set((await db.outbox.where('state').equals('stalled').toArray()).map((r) => r.id)), []);
}
