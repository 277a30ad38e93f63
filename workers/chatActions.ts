import { uuidv7 } from 'uuidv7';
import { BlockAnswer, chatApi, MessagesAnswer, SendMessageRequest, type MessageKind } from '../src/contract/chats.ts';
import { writeKv } from '../src/db/database.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { ActionEntries, ActionResult } from './actionEntries.ts';
import type { ApiClient } from './apiClient.ts';
import type { SendPayload } from './chatOutbox.ts';
import { chatQueue, markReadPayload, tempConversationId } from './chatRows.ts';
import { applyMessages, chatTables, refreshPreview, removeConversation } from './chatStore.ts';
import type { Clock } from './clock.ts';
import { enqueue } from './outbox.ts';

export interface ChatActionDeps {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  /**
   * wake the leader's outbox and pull (this worker's own, or the leader over the tab channel); a
   * poke kind narrows the pull to its steps (workers/pullScope.ts), none pulls everything
   */
  requestSync: (pokeKind?: string) => void;
  /** send the outbox now, without waiting behind a running pull (falls back to requestSync) */
  requestFlush?: () => void;
}

/** A message the member writes; the page makes the id (UUIDv7) and the time (STYLE: ids by the caller). */
export interface NewMessage {
  id: string;
  createdAt: number;
  /** the conversation, or null to write to `profileId` (opens the conversation) */
  conversationId: number | null;
  profileId: number;
  /** the other member's name and picture, for a conversation not yet in the list */
  profileName: string;
  profileImage: string | null;
  kind: MessageKind;
  body: string;
  giftId?: number;
  /** data URL of the picture of an image message */
  image?: string;
}

const ok: ActionResult = { ok: true };
const invalid: ActionResult = { ok: false, error: { error: 'invalid_request' } };

async function localConversation(db: AppDatabase, message: NewMessage): Promise<number> {
  if (message.conversationId !== null) return message.conversationId;
  const existing = await db.chats.where('profileId').equals(message.profileId).first();
  return existing?.id ?? tempConversationId(message.profileId);
}

async function unsent(db: AppDatabase, conversationId: number) {
  const messages = await db.messages
    .where('[conversationId+order]')
    .between([conversationId, -Infinity], [conversationId, Infinity])
    .filter((m) => m.fromMe && (m.state === 'failed' || m.state === 'sending'))
    .toArray();
  const rows = await db.outbox.bulkGet(messages.map((m) => m.id));
  return messages.map((m, i) => ({ message: m, row: rows[i] }));
}

/**
 * The chat's actions (decision 183: each declared once, here), run in the worker of the tab that
 * acts; their outbox rows, with their queue and optimistic write, are the chat's kinds
 * (chatOutbox.ts), queued by `enqueue` and sent by the leader's outbox.
 */
export const chatActions = {
  /** local echo + outbox row in one transaction; resolves once stored (not when sent) */
  async sendMessage(deps: ChatActionDeps, message: NewMessage): Promise<ActionResult> {
    const { db, requestSync } = deps;
    const conversationId = await localConversation(db, message);
    const request = SendMessageRequest.safeParse({
      id: message.id,
      kind: message.kind,
      body: message.body,
      ...(conversationId > 0 ? { conversation_id: conversationId } : { profile_id: message.profileId }),
      ...(message.giftId === undefined ? {} : { gift_id: message.giftId }),
      ...(message.image === undefined ? {} : { image: message.image }),
    });
    if (!request.success) return invalid;
    const payload: SendPayload = { request: request.data, conversationId, profileId: message.profileId };
    await enqueue(db, 'sendMessage', message.id, payload, message.createdAt, { type: 'new', profileName: message.profileName, profileImage: message.profileImage });
    // the message goes out at once; the server's pokes bring the rest (credits, the peer's side)
    (deps.requestFlush ?? requestSync)();
    return ok;
  },

  /** "Retry all": failed and stalled messages of a conversation go out again, same ids */
  async retryUnsent(deps: ChatActionDeps, conversationId: number): Promise<ActionResult> {
    const { db, clock, requestSync } = deps;
    const now = clock.now();
    await db.transaction('rw', chatTables(db), async () => {
      for (const { message, row } of await unsent(db, conversationId)) {
        if (row?.state === 'stalled') await db.outbox.put({ ...row, state: 'queued', attempts: 0, nextAttemptAt: now });
        if (message.state !== 'failed' || row) continue;
        const chat = await db.chats.get(message.conversationId);
        const profileId = chat?.profileId ?? -message.conversationId;
        const request = SendMessageRequest.safeParse({
          id: message.id,
          kind: message.kind,
          body: message.body,
          ...(message.conversationId > 0 ? { conversation_id: message.conversationId } : { profile_id: profileId }),
          ...(message.giftId === null ? {} : { gift_id: message.giftId }),
          ...(message.image?.startsWith('data:') ? { image: message.image } : {}),
        });
        if (!request.success) continue;
        const payload: SendPayload = { request: request.data, conversationId: message.conversationId, profileId };
        await enqueue(db, 'sendMessage', message.id, payload, now, { type: 'again', message });
      }
      await refreshPreview(db, conversationId);
    });
    requestSync();
    return ok;
  },

  /** "Delete all": failed and stalled messages of a conversation are dropped */
  async discardUnsent(deps: ChatActionDeps, conversationId: number): Promise<ActionResult> {
    const { db } = deps;
    await db.transaction('rw', chatTables(db), async () => {
      for (const { message, row } of await unsent(db, conversationId)) {
        if (row?.state === 'sending') continue;
        if (message.state === 'sending' && row?.state !== 'stalled') continue;
        await db.messages.delete(message.id);
        if (row) await db.outbox.delete(row.id);
      }
      await refreshPreview(db, conversationId);
      const left = await db.messages.where('[conversationId+order]').between([conversationId, -Infinity], [conversationId, Infinity]).count();
      if (conversationId < 0 && left === 0) await db.chats.delete(conversationId);
    });
    return ok;
  },

  /** the conversation on screen (null when none): unread 0 locally and on the server, messages pulled */
  async openConversation(deps: ChatActionDeps, conversationId: number | null): Promise<ActionResult> {
    const { db, clock, requestSync } = deps;
    const now = clock.now();
    await db.transaction('rw', chatTables(db), async () => {
      await writeKv('openConversation', conversationId, db);
      if (conversationId === null || conversationId < 0) return;
      const chat = await db.chats.get(conversationId);
      if (!chat) return;
      await enqueue(db, 'markRead', uuidv7(), markReadPayload(chat), now);
      if (!(await db.threads.get(conversationId))) {
        await db.threads.put({ conversationId, cursor: 0, oldestSeq: null, hasMore: false, historyHidden: false, historyDays: 0 });
      }
    });
    // the read mark goes out, and the chats step brings the conversation on screen: nothing else
    // changed, so not a full pull (the member, the likes) on each message read as it arrives (decision 159)
    if (conversationId !== null) requestSync('chat');
    return ok;
  },

  async loadOlderMessages(deps: ChatActionDeps, conversationId: number): Promise<ActionResult> {
    const { db, api } = deps;
    const thread = await db.threads.get(conversationId);
    if (!thread?.hasMore || thread.oldestSeq === null) return ok;
    const outcome = await api.request(`${chatApi.messages}?conversation=${conversationId}&before=${thread.oldestSeq}`, { schema: MessagesAnswer });
    if (outcome.kind === 'rejected') return { ok: false, error: outcome.error };
    if (outcome.kind !== 'ok') return { ok: false, error: { error: 'network' } };
    const page = outcome.data;
    await db.transaction('rw', chatTables(db), async () => {
      await applyMessages(db, conversationId, page.messages);
      const current = await db.threads.get(conversationId);
      if (!current) return;
      const first = page.messages[0];
      await db.threads.put({ ...current, hasMore: page.has_more, oldestSeq: first ? Number(first.seq) : current.oldestSeq, historyHidden: page.history_hidden });
    });
    return ok;
  },

  /** removed locally at once, then on the server (SPEC §4) */
  async deleteChat(deps: ChatActionDeps, conversationId: number): Promise<ActionResult> {
    const { db, clock, requestSync } = deps;
    const now = clock.now();
    await db.transaction('rw', chatTables(db), async () => {
      const chat = await db.chats.get(conversationId);
      await enqueue(db, 'deleteChat', uuidv7(), { conversationId, profileId: chat?.profileId ?? -conversationId }, now);
    });
    requestSync();
    return ok;
  },

  /** Deleting by profile (SPEC §4): every conversation with the member, as deleteChat does one. */
  async deleteChatsWith(deps: ChatActionDeps, profileId: number): Promise<ActionResult> {
    const { db, clock, requestSync } = deps;
    await enqueue(db, 'deleteChat', uuidv7(), { conversationId: 0, profileId, everyConversation: true }, clock.now());
    requestSync();
    return ok;
  },

  async blockMember(deps: ChatActionDeps, profileId: number): Promise<ActionResult> {
    const { db, api, requestSync } = deps;
    const outcome = await api.request(chatApi.block, { method: 'POST', body: { profile_id: profileId }, schema: BlockAnswer });
    if (outcome.kind === 'rejected') return { ok: false, error: outcome.error };
    if (outcome.kind !== 'ok') return { ok: false, error: { error: 'network' } };
    await db.transaction('rw', chatTables(db), async () => {
      const chats = await db.chats.where('profileId').equals(profileId).toArray();
      for (const chat of chats) {
        await removeConversation(db, chat.id);
        await db.messages.where('[conversationId+order]').between([chat.id, -Infinity], [chat.id, Infinity]).delete();
      }
      // every row still queued for the member (the chat kinds' queue, chatOutbox.ts)
      const queued = await db.outbox.where('[queue+createdAt]').between([chatQueue(profileId), -Infinity], [chatQueue(profileId), Infinity]).primaryKeys();
      await db.outbox.bulkDelete(queued);
    });
    requestSync();
    return ok;
  },

  async dismissChatNotice({ db }: ChatActionDeps): Promise<ActionResult> {
    await writeKv('chatNotice', null, db);
    return ok;
  },
} satisfies ActionEntries<ChatActionDeps>;
