import type { Chat, ChatMessage, MessageKind } from '../src/contract/chats.ts';
import type { ChatRow, MessageRow, OutboxRow } from '../src/db/schema.ts';
import type { MarkReadPayload, SendPayload } from './chatOutbox.ts';
import type { PendingOp } from './reconcile.ts';

/** Sort key of a message the server does not have yet: after every sent one, by creation time. */
export const PENDING_ORDER = 1e15;

/** A conversation not yet created on the server is kept under -profileId. */
export const tempConversationId = (profileId: number): number => -profileId;

/** The outbox queue of everything said to one member: one at a time, oldest first (every chat kind's, chatOutbox.ts). */
export const chatQueue = (profileId: number): string => `chat:${profileId}`;

/**
 * The read mark of a conversation as the outbox sends it: up to the newest message this device
 * knows of (a read sent late, after a reload or offline, must not mark messages that arrived
 * meanwhile, which nobody has seen). Opening the conversation (chatActions) and a notification's
 * "Mark as read" (the service worker, decision 178) queue the same row (`enqueue`, outbox.ts).
 */
export function markReadPayload(chat: Pick<ChatRow, 'id' | 'profileId' | 'lastSeq'>): MarkReadPayload {
  return { conversationId: chat.id, profileId: chat.profileId, ...(chat.lastSeq === undefined ? {} : { seq: String(chat.lastSeq) }) };
}

export function previewOf(kind: MessageKind, body: string): string {
  return kind === 'text' ? body.slice(0, 140) : body.slice(0, 140);
}

export function chatRowFromServer(chat: Chat): ChatRow {
  const last = chat.last_message;
  return {
    id: chat.conversation.id,
    profileId: chat.profile.id,
    numUnread: chat.num_unread_messages,
    lastMessageAt: chat.last_message_at ? Date.parse(chat.last_message_at) : 0,
    lastMessagePreview: last ? previewOf(last.kind, last.body) : '',
    version: Number(chat.last_seq),
    profileName: chat.profile.name,
    profileImage: chat.profile.image,
    profileFictional: chat.profile.fictional,
    lastMessageKind: last?.kind ?? null,
    lastMessageFromMe: last?.from_me ?? false,
    lastSeq: Number(chat.last_seq),
    peerReadSeq: Number(chat.peer_read_seq),
    replyBlocked: chat.reply_blocked,
  };
}

/** A message as the server has it; its delivery state comes from the reconcile. */
export function messageRowFromServer(message: ChatMessage, state: MessageRow['state']): MessageRow {
  const seq = Number(message.seq);
  return {
    id: message.id,
    conversationId: message.conversation_id,
    fromMe: message.from_me,
    body: message.body,
    createdAt: Date.parse(message.created_at),
    state,
    version: seq,
    kind: message.kind,
    giftId: message.gift_id,
    image: message.image,
    seq,
    order: seq,
    // decision 122: my message reached the receiver with contact details masked
    ...(message.masked ? { masked: true as const } : {}),
  };
}

/** The local echo of a message the member just wrote. */
export function pendingMessageRow(payload: SendPayload, createdAt: number): MessageRow {
  const { request } = payload;
  return {
    id: request.id,
    conversationId: payload.conversationId,
    fromMe: true,
    body: request.body,
    createdAt,
    state: 'sending',
    version: 0,
    pending: 1,
    kind: request.kind,
    giftId: request.gift_id ?? null,
    image: request.image ?? null,
    seq: null,
    order: PENDING_ORDER + createdAt,
  };
}

/** The pending outbox rows of the chat as the reconcile sees them. */
export function pendingOps(rows: readonly OutboxRow[]): PendingOp[] {
  const ops: PendingOp[] = [];
  for (const row of rows) {
    if (row.state === 'done' || row.state === 'rejected') continue;
    switch (row.kind) {
      case 'sendMessage': {
        const p = row.payload;
        ops.push({
          kind: 'sendMessage',
          conversationId: p.conversationId,
          profileId: p.profileId,
          message: { id: p.request.id, createdAt: row.createdAt, body: p.request.body, kind: p.request.kind },
        });
        break;
      }
      case 'deleteChat': {
        const p = row.payload;
        ops.push({ kind: 'deleteChat', conversationId: p.conversationId, profileId: p.profileId, ...(p.everyConversation ? { every: true } : {}) });
        break;
      }
      case 'markRead':
        ops.push({ kind: 'markRead', conversationId: row.payload.conversationId, profileId: row.payload.profileId });
        break;
    }
  }
  return ops;
}
