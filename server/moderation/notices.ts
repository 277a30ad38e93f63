import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MemberNotice, WarningCategory } from '../../src/contract/moderationNotices.ts';
import type { Db } from '../db/connect.ts';
import { memberNotices } from '../db/schema.ts';
import type { Tx } from '../platform/lockedWrite.ts';

// A moderator's notice to a member (decision 133). A warning writes one in the transaction of the
// member's new state and its audit entry; user.php lists the unseen ones (the app pulls them with
// the member, offline-first like everything else), and the app marks one seen when the member
// dismisses it, so it shows once on every device.

/** notices user.php lists at most (the newest first are kept when there are more) */
const LISTED = 5;

export async function addWarningNotice(tx: Tx, input: { memberId: number; category: WarningCategory; reason: string; now: Date }): Promise<number> {
  const [row] = await tx
    .insert(memberNotices)
    .values({ memberId: input.memberId, kind: 'warning', category: input.category, reason: input.reason, createdAt: input.now })
    .returning({ id: memberNotices.id });
  if (!row) throw new Error('notice insert returned nothing');
  return row.id;
}

/** The member's unseen notices, oldest first. */
export async function unseenNotices(db: Db, memberId: number): Promise<MemberNotice[]> {
  const found = await db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.memberId, memberId), isNull(memberNotices.seenAt)))
    .orderBy(asc(memberNotices.createdAt), asc(memberNotices.id));
  return found.slice(-LISTED).map((n) => ({ id: n.id, kind: n.kind, category: n.category, reason: n.reason, created_at: n.createdAt.toISOString() }));
}

/** The member has seen the notice: idempotent; another member's notice (or none) is not found. */
export async function markNoticeSeen(db: Db, memberId: number, noticeId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ seenAt: memberNotices.seenAt }).from(memberNotices).where(and(eq(memberNotices.id, noticeId), eq(memberNotices.memberId, memberId)));
  if (!row) return false;
  if (row.seenAt === null) await db.update(memberNotices).set({ seenAt: now }).where(and(eq(memberNotices.id, noticeId), isNull(memberNotices.seenAt)));
  return true;
}

/** Erasure (accountDeletion.ts): the moderators' notices go with the member's personal data. */
export async function deleteNoticesOf(tx: Tx, memberId: number): Promise<void> {
  await tx.delete(memberNotices).where(eq(memberNotices.memberId, memberId));
}
