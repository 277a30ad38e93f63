// The chat's outbox kinds (decision 183): each kind's payload and what the outbox does with its
// rows — the request, the acknowledgement, the rollback and whether a refusal pulls. The rows are
// written by the chat's actions (chatActions.ts) and by the service worker's "Mark as read"
// (markReadOutboxRow), queued per member (`chat:{profileId}`, chatRows.ts).
import { chatApi, DeleteChatAnswer, MarkReadAnswer, SendMessageAnswer, type SendMessageRequest } from '../src/contract/chats.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import type { AppDatabase, OutboxRowOf } from '../src/db/schema.ts';
import { messageRowFromServer } from './chatRows.ts';
import { adoptStandIn, applyChats, refreshPreview } from './chatStore.ts';
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

declare module '../src/db/schema.ts' {
  interface OutboxPayloads {
    sendMessage: SendPayload;
    deleteChat: DeleteChatPayload;
    markRead: MarkReadPayload;
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

export const chatOutbox: OutboxHandlers<'sendMessage' | 'deleteChat' | 'markRead'> = {
  sendMessage: {
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
