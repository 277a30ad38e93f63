import { and, eq } from 'drizzle-orm';
import { sql } from '../db/connect.ts';
import { conversationMembers, conversations } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { blockedEitherWaySql } from '../safety/reach.ts';

export type MembershipRow = typeof conversationMembers.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

// the block between two members has one home: reach.ts ("may A reach B")
export { isBlockedEitherWay } from '../safety/reach.ts';

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
      blocked: sql<boolean>`${blockedEitherWaySql(sql`conversation_members.member_id`, sql`conversation_members.peer_id`)}`,
    })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)))
    .limit(1);
  if (!row) throw new ApiFailure(403, 'forbidden');
  if (row.blocked) throw new ApiFailure(403, 'blocked');
  return row.membership;
}

// the member locks have one home: lockedWrite and lockMembers in ../lockedWrite.ts
export { lockMembers } from '../platform/lockedWrite.ts';
