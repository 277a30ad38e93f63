import { and, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect.ts';
import { conversationMembers, messages } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { judgeText, type FilterVerdict } from './policy.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { lockedWrite, lockMembers, type Tx } from '../platform/lockedWrite.ts';
import type { SiteRow } from '../platform/sites.ts';

// Held messages (decision 122): a message the contact filter held waits for a moderator. Its
// sender sees it as sent; the receiver's side of the conversation is not touched until a moderator
// releases it (then it is delivered like a new message: a new sequence, unread, pokes and push) or
// rejects it (never delivered). Both are charged as sent (decision 122).

/** The filter's verdict on a message body under the site's policy (decision 122). */
export function filterMessage(site: SiteRow, body: string): FilterVerdict {
  if (body.trim() === '') return { action: 'allow', kinds: [], shown: body };
  return judgeText(body, site.contactFilter);
}

// A conversation opened by a held message stays out of the receiver's list until it is released
// (the send's database function chat_send, migration 0029).

interface HeldRow {
  id: string;
  conversation_id: number;
  sender_id: number;
  peer_id: number;
  site_id: number;
  filter_state: string | null;
}

async function heldMessage(db: Db | Tx, site: SiteRow, messageId: string, lock: boolean): Promise<HeldRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(messageId)) throw new ApiFailure(404, 'not_found');
  const [row] = await rows<HeldRow>(
    db,
    sql`SELECT m.id, m.conversation_id, m.sender_id, m.filter_state, c.site_id,
          CASE WHEN c.member_low = m.sender_id THEN c.member_high ELSE c.member_low END AS peer_id
        FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.id = ${messageId}::uuid${lock ? sql` FOR UPDATE OF m` : sql``}`,
  );
  if (!row || Number(row.site_id) !== site.id || row.filter_state === null || !['held', 'released', 'rejected'].includes(row.filter_state)) throw new ApiFailure(404, 'not_found');
  return row;
}

export interface HeldDecision {
  before: { filter_state: 'held' };
  after: { filter_state: 'released' | 'rejected' };
  senderId: number;
  peerId: number;
  conversationId: number;
  /** release: the receiver's and sender's pokes (the caller publishes them and sends the push) */
  pokes: MemberPoke[];
  /** release: the message as delivered now (its new sequence), for the receiver's push (decision 182) */
  released?: typeof messages.$inferSelect;
}

/**
 * Decides a held message inside a transaction, under both members' locks (taken here). Two
 * moderators at once: the first wins, the second gets 409 moderation_conflict (no longer held).
 */
export async function decideHeldIn(tx: Tx, site: SiteRow, messageId: string, decision: 'release' | 'reject', now: Date): Promise<HeldDecision> {
  const found = await heldMessage(tx, site, messageId, false);
  const senderId = Number(found.sender_id);
  const peerId = Number(found.peer_id);
  const conversationId = Number(found.conversation_id);
  await lockMembers(tx, [senderId, peerId]);
  const row = await heldMessage(tx, site, messageId, true);
  if (row.filter_state !== 'held') throw new ApiFailure(409, 'moderation_conflict');
  let delivered: typeof messages.$inferSelect | undefined;
  if (decision === 'reject') {
    await tx.update(messages).set({ filterState: 'rejected' }).where(eq(messages.id, messageId));
  } else {
    // delivered now: a new sequence, so the receiver's next pull ("since" their cursor) finds it
    const [released] = await tx
      .update(messages)
      .set({ filterState: 'released', seq: sql`nextval('change_seq')` })
      .where(eq(messages.id, messageId))
      .returning();
    if (!released) throw new Error('held message vanished under its lock');
    delivered = released;
    await tx
      .update(conversationMembers)
      .set({
        lastSeq: released.seq,
        lastMessageId: released.id,
        lastMessageAt: now,
        lastKind: released.kind,
        lastBody: released.shownBody ?? released.body,
        lastSenderId: released.senderId,
        hidden: false,
        unread: sql`${conversationMembers.unread} + 1`,
      })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, peerId)));
  }
  return {
    before: { filter_state: 'held' },
    after: { filter_state: decision === 'release' ? 'released' : 'rejected' },
    senderId,
    peerId,
    conversationId,
    pokes:
      decision === 'release'
        ? [
            { member: peerId, kind: 'message', conversation_id: conversationId },
            { member: senderId, kind: 'message', conversation_id: conversationId },
          ]
        : [],
    ...(delivered ? { released: delivered } : {}),
  };
}

/** The same in its own locked write (services and tests; the console's routes use decideHeldIn with the audit entry). */
export async function decideHeld(db: Db, site: SiteRow, messageId: string, decision: 'release' | 'reject', now: Date): Promise<HeldDecision> {
  const found = await heldMessage(db, site, messageId, false);
  return lockedWrite(db, [Number(found.sender_id), Number(found.peer_id)], (tx) => decideHeldIn(tx, site, messageId, decision, now));
}
