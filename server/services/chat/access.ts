import { and, eq, or } from 'drizzle-orm';
import { sql } from '../../db/connect.ts';
import { blocks, conversationMembers, conversations } from '../../db/schema.ts';
import { ApiFailure } from '../../errors.ts';
import type { DbOrTx } from '../credits.ts';

export type MembershipRow = typeof conversationMembers.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** A blocked B or B blocked A: neither may see or contact the other (SPEC §4). */
export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

export async function membershipOf(db: DbOrTx, conversationId: number, memberId: number): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)))
    .limit(1);
  return row;
}

export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

export async function conversationOfPair(db: DbOrTx, a: number, b: number): Promise<ConversationRow | undefined> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)))
    .limit(1);
  return row;
}

/**
 * The member's side of a conversation they take part in; otherwise 403 `forbidden` (someone else's
 * conversation, or none: the answer does not tell them apart) or 403 `blocked`.
 */
export async function requireParticipant(db: DbOrTx, conversationId: number, memberId: number): Promise<MembershipRow> {
  // the membership and the pair's blocks in one statement
  const [row] = await db
    .select({
      membership: conversationMembers,
      // the columns spelt out with their table: in a one-table select drizzle leaves it out
      blocked: sql<boolean>`EXISTS (SELECT 1 FROM blocks b
        WHERE (b.blocker_id = conversation_members.member_id AND b.blocked_id = conversation_members.peer_id)
           OR (b.blocker_id = conversation_members.peer_id AND b.blocked_id = conversation_members.member_id))`,
    })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)))
    .limit(1);
  if (!row) throw new ApiFailure(403, 'forbidden');
  if (row.blocked) throw new ApiFailure(403, 'blocked');
  return row.membership;
}

// the member locks have one home: lockedWrite and lockMembers in ../lockedWrite.ts
export { lockMembers } from '../lockedWrite.ts';
