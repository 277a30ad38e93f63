import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { likes, type LikeSource } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { lockedWrite } from '../platform/lockedWrite.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { memberById, type MemberRow } from '../members/members.ts';
import { isBlockedEitherWay, isReachable } from '../safety/reach.ts';

export interface LikeResult {
  /** false when the like already existed (an idempotent repeat) */
  created: boolean;
  /** the other member likes the liker too: a match (SPEC §3) */
  match: boolean;
  pokes: MemberPoke[];
}

/**
 * The member a like is about, checked: same site, not self, and "may A reach B" (reach.ts: not
 * blocked either way, then B reachable; SPEC §4: invisible members and members awaiting deletion
 * cannot be liked, nor suspended or banned ones, decision 121). No exception: an existing
 * conversation or like does not make an unreachable member likeable.
 */
export async function likeTarget(db: DbOrTx, liker: MemberRow, likedId: number): Promise<MemberRow> {
  if (likedId === liker.id) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
  const target = await memberById(db, likedId);
  if (!target || target.siteId !== liker.siteId) throw new ApiFailure(404, 'not_found');
  if (await isBlockedEitherWay(db, liker.id, target.id)) throw new ApiFailure(403, 'blocked');
  if (!isReachable(target)) throw new ApiFailure(403, 'member_unavailable');
  return target;
}

async function isLiked(db: DbOrTx, likerId: number, likedId: number): Promise<boolean> {
  const [row] = await db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId), isNull(likes.removedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Likes a member, idempotently: a repeat answers `created: false` and changes nothing; a like
 * revived after an unlike is new again for the liked member. Checks run inside the transaction
 * (members locked in id order) so a block racing the like cannot leave a like behind.
 */
export async function likeMember(db: Db, liker: MemberRow, likedId: number, now: Date, source: LikeSource = 'profile'): Promise<LikeResult> {
  return lockedWrite(db, [liker.id, likedId], async (tx) => {
    const target = await likeTarget(tx, liker, likedId);
    const inserted = await tx
      .insert(likes)
      .values({ likerId: liker.id, likedId: target.id, siteId: liker.siteId, source, likeNew: true, createdAt: now })
      .onConflictDoUpdate({
        target: [likes.likerId, likes.likedId],
        set: { likeNew: true, createdAt: now, removedAt: null, source },
        setWhere: sql`${likes.removedAt} IS NOT NULL`,
      })
      .returning({ likerId: likes.likerId });
    const created = inserted.length > 0;
    const match = await isLiked(tx, target.id, liker.id);
    const pokes: MemberPoke[] = created
      ? [
          { member: liker.id, kind: 'like' },
          { member: target.id, kind: 'like' },
        ]
      : [];
    return { created, match, pokes };
  });
}

/** Takes a like back, idempotently; the row stays as a tombstone so both sides' deltas see it go. */
export async function unlikeMember(db: Db, liker: MemberRow, likedId: number, now: Date): Promise<{ removed: boolean; pokes: MemberPoke[] }> {
  return lockedWrite(db, [liker.id, likedId], async (tx) => {
    const removed = await tx
      .update(likes)
      .set({ removedAt: now, likeNew: false })
      .where(and(eq(likes.likerId, liker.id), eq(likes.likedId, likedId), isNull(likes.removedAt)))
      .returning({ likerId: likes.likerId });
    if (removed.length === 0) return { removed: false, pokes: [] };
    return {
      removed: true,
      pokes: [
        { member: liker.id, kind: 'like' },
        { member: likedId, kind: 'like' },
      ],
    };
  });
}

/** Blocking deletes the likes between the two members, both ways (SPEC §4); call inside the block transaction. */
export async function removeLikesBetween(tx: DbOrTx, a: number, b: number, now: Date): Promise<void> {
  await tx
    .update(likes)
    .set({ removedAt: now, likeNew: false })
    .where(and(isNull(likes.removedAt), or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a)))));
}
