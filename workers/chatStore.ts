import type { Chat, ChatMessage } from '../src/contract/chats.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { changedRows } from '../src/db/sameData.ts';
import type { AppDatabase, ChatRow, MessageRow } from '../src/db/schema.ts';
import { PENDING_ORDER, pendingOps, tempConversationId } from './chatRows.ts';
import { reconcileChats, reconcileMessages } from './reconcile.ts';

/**
 * The Dexie writes of the chat around the pure reconcile; each runs inside the caller's transaction
 * (tables: kv, chats, messages, outbox, threads).
 */
export async function applyChats(db: AppDatabase, chats: readonly Chat[], tombstones: readonly number[], full: boolean): Promise<void> {
  const local = await db.chats.toArray();
  const pending = pendingOps(await db.outbox.toArray());
  const plan = reconcileChats({ chats, tombstones }, local, pending);
  const remove = new Set(plan.remove);
  if (full) {
    const present = new Set(chats.map((c) => c.conversation.id));
    for (const row of local) {
      const sending = pending.some((op) => op.kind === 'sendMessage' && op.conversationId === row.id);
      if (row.id > 0 && !present.has(row.id) && !sending) remove.add(row.id);
    }
  }
  for (const chat of chats) await adoptStandIn(db, tempConversationId(chat.profile.id), chat.conversation.id);
  // only the rows that change what is stored (decision 157)
  const byId = new Map(local.map((row) => [row.id, row]));
  const put = changedRows(plan.put, (row) => byId.get(row.id));
  if (put.length > 0) await db.chats.bulkPut(put);
  for (const id of remove) await removeConversation(db, id);
  // the other member read further: my sent messages up to there become read
  const before = new Map(local.map((c) => [c.id, c.peerReadSeq ?? 0]));
  for (const row of plan.put) {
    if ((row.peerReadSeq ?? 0) > (before.get(row.id) ?? 0)) await applyMessages(db, row.id, []);
  }
}

/** The conversation exists on the server now: its local stand-in's messages move to the real id. */
export async function adoptStandIn(db: AppDatabase, standIn: number, real: number): Promise<void> {
  const moved = await db.messages.where('[conversationId+order]').between([standIn, -Infinity], [standIn, Infinity]).toArray();
  if (moved.length === 0) return;
  await db.messages.bulkPut(moved.map((m) => ({ ...m, conversationId: real })));
  if ((await readKv('openConversation', db)) === standIn) await writeKv('openConversation', real, db);
  await db.chats.delete(standIn);
}

/** Removes a chat and the messages the server no longer has for us (pending ones stay). */
export async function removeConversation(db: AppDatabase, id: number): Promise<void> {
  await db.chats.delete(id);
  await db.threads.delete(id);
  const gone = await db.messages
    .where('[conversationId+order]')
    .between([id, -Infinity], [id, Infinity])
    .filter((m) => m.pending !== 1 && m.state !== 'failed')
    .primaryKeys();
  await db.messages.bulkDelete(gone);
}

/**
 * Writes server messages of one conversation through the reconcile. With messages, only their
 * local copies are read (a backfill stays linear); without, my sent messages up to the other
 * member's read mark become read.
 */
export async function applyMessages(db: AppDatabase, conversationId: number, incoming: readonly ChatMessage[]): Promise<void> {
  // both reads in one round trip (a backfill chunk waits for each)
  const [chat, copies]: [ChatRow | undefined, MessageRow[] | null] = await Promise.all([
    db.chats.get(conversationId),
    incoming.length > 0 ? localCopies(db, conversationId, incoming) : null,
  ]);
  const peerReadSeq = chat?.peerReadSeq ?? 0;
  let local: MessageRow[];
  if (copies) {
    local = copies;
  } else {
    local = await db.messages
      .where('[conversationId+order]')
      .between([conversationId, 0], [conversationId, peerReadSeq], true, true)
      .filter((m) => m.fromMe && m.state === 'sent')
      .toArray();
  }
  // only the rows that change what is stored (decision 157)
  const byId = new Map(local.map((row) => [row.id, row]));
  const rows = changedRows(reconcileMessages(incoming, local, peerReadSeq), (row) => byId.get(row.id));
  if (rows.length > 0) await db.messages.bulkPut(rows);
}

/**
 * The stored rows of incoming messages, in two range reads instead of one lookup per message (a
 * backfill page is 500): a message the server knows is stored at order = seq, so its copy lies in
 * the page's seq range; one not acknowledged yet (a local echo) is at order ≥ PENDING_ORDER.
 */
async function localCopies(db: AppDatabase, conversationId: number, incoming: readonly ChatMessage[]): Promise<MessageRow[]> {
  let low = Infinity;
  let high = -Infinity;
  for (const message of incoming) {
    const seq = Number(message.seq);
    if (seq < low) low = seq;
    if (seq > high) high = seq;
  }
  const index = db.messages.where('[conversationId+order]');
  const [known, echoes] = await Promise.all([
    index.between([conversationId, low], [conversationId, high], true, true).toArray(),
    index.between([conversationId, PENDING_ORDER], [conversationId, Infinity], true, true).toArray(),
  ]);
  const ids = new Set(incoming.map((m) => m.id));
  return [...known, ...echoes].filter((row) => ids.has(row.id));
}

/** After a send or a failure: the chat's preview is its newest message that is not failed. */
export async function refreshPreview(db: AppDatabase, conversationId: number): Promise<void> {
  const chat = await db.chats.get(conversationId);
  if (!chat) return;
  const newest = await db.messages
    .where('[conversationId+order]')
    .between([conversationId, -Infinity], [conversationId, Infinity])
    .reverse()
    .filter((m) => m.state !== 'failed')
    .first();
  await db.chats.put({
    ...chat,
    lastMessagePreview: newest?.body ?? '',
    lastMessageAt: newest?.createdAt ?? chat.lastMessageAt,
    lastMessageKind: newest?.kind ?? null,
    lastMessageFromMe: newest?.fromMe ?? false,
  });
}

export function chatTables(db: AppDatabase) {
  return [db.kv, db.chats, db.messages, db.outbox, db.threads];
}
