// The chat's outbox kinds (decision 183): each kind's payload and everything about its rows — the
// queue (one per member, `chat:{profileId}`, chatRows.ts), the optimistic write that goes with the
// row's insert (`enqueue`, outbox.ts), the request, the acknowledgement, the rollback and whether
// a refusal pulls. The chat's actions (chatActions.ts) and the service worker's "Mark as read"
// (decision 178) only call `enqueue`.
import { chatApi, DeleteChatAnswer, MarkReadAnswer, SendMessageAnswer, type SendMessageRequest } from '../src/contract/chats.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import type { AppDatabase, MessageRow, OutboxRowOf } from '../src/db/schema.ts';
import { chatQueue, messageRowFromServer, pendingMessageRow } from './chatRows.ts';
import { adoptStandIn, applyChats, chatTables, refreshPreview, removeConversation } from './chatStore.ts';
import { deliver } from './delivery.ts';
import { classifyOutcome, type OutboxHandlers } from './outboxOutcome.ts';

export interface SendPayload {
  request: SendMessageRequest;
  /** the local conversation id (negative while the conversation is new) */
  conversationId: number;
  profileId: number;
}
export interface DeleteChatPayload {
  /** the conversation; 0 with `everyConversation` */
  conversationId: number;
  profileId: number;
  /** every conversation with the profile (DELETE ?profile=, SPEC §4 deleting by profile) */
  everyConversation?: true;
}
export interface MarkReadPayload {
  conversationId: number;
  profileId: number;
  seq?: string;
}

/**
 * What a message's local echo needs beyond its row: a new message's conversation card (for a
 * conversation not yet in the list), or a failed message that goes out again ("Retry all").
 */
export type MessageEcho = { type: 'new'; profileName: string; profileImage: string | null } | { type: 'again'; message: MessageRow };

declare module '../src/db/schema.ts' {
  interface OutboxPayloads {
    sendMessage: SendPayload;
    deleteChat: DeleteChatPayload;
    markRead: MarkReadPayload;
  }
}
declare module './outboxOutcome.ts' {
  interface OutboxWriteInputs {
    sendMessage: MessageEcho;
  }
}

/** The chat's notice for the UI (a refused message or deletion). */
async function notice(db: AppDatabase, row: OutboxRowOf<'sendMessage' | 'deleteChat'>, error: string): Promise<void> {
  const { conversationId, profileId } = row.payload;
  await db.kv.put({ key: 'chatNotice', value: { id: row.id, kind: row.kind, error, conversationId, profileId, at: row.createdAt } });
}

/** The server stored the message: the stand-in conversation becomes the real one, the message and the credits the server's. */
async function onSent(d: AppDatabase, payload: SendPayload, answer: SendMessageAnswer): Promise<void> {
  const real = answer.chat.conversation.id;
  if (payload.conversationId !== real) await adoptStandIn(d, payload.conversationId, real);
  const local = await d.messages.get(answer.message.id);
  const read = Number(answer.message.seq) <= Number(answer.chat.peer_read_seq);
  const state = local ? deliver(local, { type: 'acked', read }).state : read ? 'read' : 'sent';
  await d.messages.put(messageRowFromServer(answer.message, state));
  await applyChats(d, [answer.chat], [], false);
  if (!(await d.threads.get(real))) {
    await d.threads.put({ conversationId: real, cursor: 0, oldestSeq: null, hasMore: false, historyHidden: false, historyDays: 0 });
  }
  const user = await readKv('user', d);
  if (user) await writeKv('user', { ...user, credits: answer.credits }, d);
}

const nothing = () => () => Promise.resolve();

/** A new message: its local echo (sending) and its conversation's card, opened when new (a stand-in under -profileId). */
async function echoNew(db: AppDatabase, row: OutboxRowOf<'sendMessage'>, card: { profileName: string; profileImage: string | null }): Promise<void> {
  const { payload, createdAt } = row;
  const { conversationId, profileId, request } = payload;
  await db.messages.put(pendingMessageRow(payload, createdAt));
  const chat = await db.chats.get(conversationId);
  await db.chats.put({
    id: conversationId,
    profileId,
    numUnread: chat?.numUnread ?? 0,
    lastMessageAt: createdAt,
    lastMessagePreview: request.body,
    version: chat?.version ?? 0,
    profileName: chat?.profileName ?? card.profileName,
    profileImage: chat?.profileImage ?? card.profileImage,
    ...(chat?.profileFictional === undefined ? {} : { profileFictional: chat.profileFictional }),
    lastMessageKind: request.kind,
    lastMessageFromMe: true,
    lastSeq: chat?.lastSeq ?? 0,
    peerReadSeq: chat?.peerReadSeq ?? 0,
    replyBlocked: chat?.replyBlocked ?? false,
    ...(chat ? {} : { pending: 1 as const }),
  });
}

export const chatOutbox: OutboxHandlers<'sendMessage' | 'deleteChat' | 'markRead'> = {
  sendMessage: {
    queue: ({ profileId }) => chatQueue(profileId),
    tables: chatTables,
    async write(db, row, echo) {
      if (echo.type === 'new') await echoNew(db, row, echo);
      // a failed message shows as sending again (its conversation's preview is the caller's)
      else await db.messages.put({ ...echo.message, ...deliver(echo.message, { type: 'retry' }), failReason: undefined });
      return true;
    },
    send: async ({ payload }, { api }) =>
      classifyOutcome(
        await api.request(chatApi.messages, { method: 'POST', body: payload.request, schema: SendMessageAnswer, attempts: 1 }),
        (answer) => (d) => onSent(d, payload, answer),
      ),
    // the message shows as failed with the reason; the conversation's preview follows
    async rollBack(db, row, error) {
      const { payload } = row;
      const local = await db.messages.get(payload.request.id);
      if (local) await db.messages.put({ ...local, ...deliver(local, { type: 'rejected', reason: error }) });
      await refreshPreview(db, local?.conversationId ?? payload.conversationId);
      await notice(db, row, error);
    },
    pullAfterRefusal: false,
  },

  deleteChat: {
    queue: ({ profileId }) => chatQueue(profileId),
    tables: chatTables,
    // the conversation (or every one with the member) goes at once, with what was still queued for the member
    async write(db, { payload, queue }) {
      const { conversationId, profileId, everyConversation } = payload;
      const queued = await db.outbox.where('[queue+createdAt]').between([queue, -Infinity], [queue, Infinity]).toArray();
      for (const row of queued) if (row.state !== 'sending' && row.kind !== 'deleteChat') await db.outbox.delete(row.id);
      const open = await readKv('openConversation', db);
      const gone = everyConversation ? await db.chats.where('profileId').equals(profileId).primaryKeys() : [conversationId];
      for (const id of gone) {
        await removeConversation(db, id);
        await db.messages.where('[conversationId+order]').between([id, -Infinity], [id, Infinity]).delete();
        if (open === id) await writeKv('openConversation', null, db);
      }
      // a conversation the server never had is gone once it is gone here: nothing to send
      return everyConversation === true || conversationId > 0;
    },
    async send({ payload }, { api }) {
      const { conversationId, profileId, everyConversation } = payload;
      // a conversation the server never had is gone once it is gone here
      if (!everyConversation && conversationId < 0) return { type: 'ok', apply: () => Promise.resolve() };
      const query = everyConversation ? `profile=${profileId}` : `conversation=${conversationId}`;
      return classifyOutcome(await api.request(`${chatApi.chat}?${query}`, { method: 'DELETE', schema: DeleteChatAnswer, attempts: 1 }), nothing);
    },
    // refused: the chats are loaded again in full (SPEC §4), the conversation comes back
    async rollBack(db, row, error) {
      await notice(db, row, error);
      const { chats: _reload, ...rest } = (await readKv('cursors', db)) ?? {};
      await writeKv('cursors', rest, db);
    },
    pullAfterRefusal: true,
  },

  markRead: {
    queue: ({ profileId }) => chatQueue(profileId),
    tables: chatTables,
    // the conversation is read here at once; one already read has nothing to send
    async write(db, { payload }) {
      const chat = await db.chats.get(payload.conversationId);
      if (!chat || chat.numUnread <= 0) return false;
      await db.chats.put({ ...chat, numUnread: 0 });
      return true;
    },
    async send({ payload }, { api }) {
      const { conversationId, seq } = payload;
      const body = seq === undefined ? { conversation_id: conversationId } : { conversation_id: conversationId, seq };
      return classifyOutcome(await api.request(chatApi.chatRead, { method: 'POST', body, schema: MarkReadAnswer, attempts: 1 }), (answer) => (d) =>
        answer.chat ? applyChats(d, [answer.chat], [], false) : Promise.resolve(),
      );
    },
    // a read mark refused leaves nothing to undo: the next pull brings the server's count
    rollBack: () => Promise.resolve(),
    pullAfterRefusal: false,
  },
};
