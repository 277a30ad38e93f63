import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { likes } from '../db/schema.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { lockedWrite } from '../platform/lockedWrite.ts';

/**
 * The member opened the profile of someone who likes them: that like is no longer new (SPEC §4).
 * Idempotent; a profile that does not like them changes nothing. Pokes only the member's own apps.
 */
export async function markLikeSeen(db: Db, memberId: number, profileId: number): Promise<{ pokes: MemberPoke[] }> {
  return lockedWrite(db, [memberId, profileId], async (tx) => {
    const changed = await tx
      .update(likes)
      .set({ likeNew: false })
      .where(and(eq(likes.likerId, profileId), eq(likes.likedId, memberId), eq(likes.likeNew, true), isNull(likes.removedAt)))
      .returning({ likerId: likes.likerId });
    return { pokes: changed.length > 0 ? [{ member: memberId, kind: 'like' }] : [] };
  });
}
