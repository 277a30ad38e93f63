import type { ChatMessage } from '../src/contract/chats.ts';
import type { ChatRow, MessageRow } from '../src/db/schema.ts';
import { chatRowFromServer, messageRowFromServer, previewOf, tempConversationId } from './chatRows.ts';
import { deliver } from './delivery.ts';
import type { Chat } from '../src/contract/chats.ts';

/** What a pending outbox row means for the local view (re-applied after every pull). */
export type PendingOp =
  | { kind: 'sendMessage'; conversationId: number; profileId: number; message: Pick<MessageRow, 'id' | 'createdAt' | 'body' | 'kind'> }
  | { kind: 'deleteChat'; conversationId: number; profileId: number; every?: true }
  | { kind: 'markRead'; conversationId: number; profileId: number };

export interface ChatsDelta {
  chats: readonly Chat[];
  tombstones: readonly number[];
}

export interface ChatsPlan {
  put: ChatRow[];
  remove: number[];
}

function applyPending(row: ChatRow, pending: readonly PendingOp[]): ChatRow | null {
  let next = row;
  for (const op of pending) {
    if (op.profileId !== row.profileId) continue;
    if (op.kind === 'deleteChat' && (op.every || op.conversationId === row.id)) return null;
    if (op.kind === 'markRead' && op.conversationId === row.id) next = { ...next, numUnread: 0 };
    if (op.kind === 'sendMessage' && op.message.createdAt >= next.lastMessageAt) {
      next = {
        ...next,
        lastMessageAt: op.message.createdAt,
        lastMessagePreview: previewOf(op.message.kind, op.message.body),
        lastMessageKind: op.message.kind,
        lastMessageFromMe: true,
      };
    }
  }
  return next;
}

/**
 * Merges a chats answer into the local chats (pure; the table of cases is reconcile.test.ts):
 * server rows win, then pending outbox rows are re-applied so optimistic changes never flicker;
 * a tombstone removes a chat unless a message to it is still on its way; a conversation that now
 * exists on the server replaces its local stand-in (-profileId).
 */
export function reconcileChats(delta: ChatsDelta, local: readonly ChatRow[], pending: readonly PendingOp[]): ChatsPlan {
  const put: ChatRow[] = [];
  const remove = new Set<number>();
  const localIds = new Set(local.map((c) => c.id));
  for (const chat of delta.chats) {
    const row = applyPending(chatRowFromServer(chat), pending);
    if (row) put.push(row);
    else if (localIds.has(chat.conversation.id)) remove.add(chat.conversation.id);
    const stand_in = tempConversationId(chat.profile.id);
    if (localIds.has(stand_in)) remove.add(stand_in);
  }
  for (const id of delta.tombstones) {
    const sending = pending.some((op) => op.kind === 'sendMessage' && op.conversationId === id);
    if (!sending && localIds.has(id)) remove.add(id);
  }
  return { put, remove: [...remove] };
}

/**
 * Merges server messages into one conversation's local messages (pure): a local echo is replaced
 * by the server's row, delivery states only move forward (sending → sent → read), and my sent
 * messages up to the other member's read mark become read.
 */
export function reconcileMessages(incoming: readonly ChatMessage[], local: readonly MessageRow[], peerReadSeq: number): MessageRow[] {
  const byId = new Map(local.map((m) => [m.id, m]));
  const out = new Map<string, MessageRow>();
  for (const message of incoming) {
    const seq = Number(message.seq);
    const read = message.from_me && seq <= peerReadSeq;
    const existing = byId.get(message.id);
    const state = existing ? deliver(existing, { type: 'acked', read }).state : message.from_me ? (read ? 'read' : 'sent') : 'read';
    out.set(message.id, messageRowFromServer(message, state));
  }
  for (const row of local) {
    if (out.has(row.id) || !row.fromMe || row.seq === null || row.seq > peerReadSeq || row.state !== 'sent') continue;
    out.set(row.id, { ...row, state: deliver(row, { type: 'peerRead' }).state });
  }
  return [...out.values()];
}
