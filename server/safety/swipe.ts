import { and, eq, sql } from 'drizzle-orm';
import { SWIPE_LIKES_PER_DAY } from '../../src/contract/constants.ts';
import { SWIPE_BATCH, type SwipeAnswer, type SwipeCandidatesAnswer, type SwipeRequest } from '../../src/contract/safety.ts';
import type { Db } from '../db/connect.ts';
import { likes, swipes } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { lockedWrite } from '../platform/lockedWrite.ts';
import { likeMember, likeTarget } from '../likes/likeCore.ts';
import type { MemberRow } from '../members/members.ts';
import { cardColumns, profileCards, rowsOf, type CardRow } from '../members/cards.ts';
import { searchableBy } from '../members/search.ts';
import type { SiteRow } from '../platform/sites.ts';
import { hasMainPhoto } from '../members/mainPhoto.ts';
import { audienceOf } from '../members/audience.ts';
import { homeOf, rankSql } from '../members/nearness.ts';
import { predicateSql } from '../members/predicate.ts';
import { likesToday, quotaOf, swipeDay } from './swipeQuota.ts';

/**
 * GET /api/swipe.php: the next cards. Never the member, another site, a block either way, an
 * invisible or disabled profile, one pending deletion (searchableBy), one already swiped or liked,
 * one without a main photo (a card without a face has no place in the game).
 * Only whom the member may be shown (audience.ts); their region first, then nearby regions, their
 * country, the rest (nearness.ts, decision 175), each shuffled per member and day (stable while they play).
 */
export async function swipeCandidates(db: Db, site: SiteRow, member: MemberRow, now: Date): Promise<SwipeCandidatesAnswer> {
  const home = await homeOf(db, member.country, member.regionId);
  const seed = `${member.id}:${swipeDay(now)}`;
  const rows = rowsOf<CardRow>(
    await db.execute(sql`SELECT ${cardColumns} FROM members m
      WHERE ${searchableBy(site, member.id, now)} AND ${predicateSql(audienceOf(member))} AND ${hasMainPhoto(sql`m.id`)}
        AND NOT EXISTS (SELECT 1 FROM swipes s WHERE s.member_id = ${member.id} AND s.target_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = ${member.id} AND l.liked_id = m.id AND l.removed_at IS NULL)
      ORDER BY ${rankSql(home)}, md5(m.id::text || ${seed}), m.id
      LIMIT ${SWIPE_BATCH}`),
  );
  return { ...quotaOf(await likesToday(db, member.id, now), now), profiles: await profileCards(db, site, rows, now) };
}

async function isMutual(db: Db, memberId: number, targetId: number): Promise<boolean> {
  const rows = await db
    .select({ liker: likes.likerId })
    .from(likes)
    .where(sql`${likes.removedAt} IS NULL AND ((${likes.likerId} = ${memberId} AND ${likes.likedId} = ${targetId}) OR (${likes.likerId} = ${targetId} AND ${likes.likedId} = ${memberId}))`);
  return rows.length === 2;
}

/**
 * POST /api/swipe.php: a like (at most SWIPE_LIKES_PER_DAY a UTC day, through the likes core with
 * source 'swipe') or a pass (unlimited). Idempotent per (member, profile): a repeat answers the
 * first decision and costs nothing. The member's lock serialises their swipes, so parallel likes
 * cannot pass the daily limit together.
 */
export async function decideSwipe(
  db: Db,
  member: MemberRow,
  request: SwipeRequest,
  now: Date,
): Promise<{ answer: SwipeAnswer; pokes: MemberPoke[] }> {
  const targetId = request.profile_id;
  if (targetId === member.id) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
  return lockedWrite(db, [member.id, targetId], async (tx) => {
    const [earlier] = await tx
      .select({ action: swipes.action })
      .from(swipes)
      .where(and(eq(swipes.memberId, member.id), eq(swipes.targetId, targetId)))
      .limit(1);
    // blocked, invisible, pending deletion, other site: refused even on a repeat (no data about them)
    await likeTarget(tx, member, targetId);
    if (earlier) {
      const quota = quotaOf(await likesToday(tx, member.id, now), now);
      const match = earlier.action === 'like' && (await isMutual(tx, member.id, targetId));
      return { answer: { ...quota, action: earlier.action, match }, pokes: [] };
    }
    const used = await likesToday(tx, member.id, now);
    if (request.action === 'like' && used >= SWIPE_LIKES_PER_DAY) {
      const quota = quotaOf(used, now);
      throw new ApiFailure(403, 'swipe_limit', { likes_left: 0, resets_at: quota.resets_at });
    }
    await tx.insert(swipes).values({ memberId: member.id, targetId, action: request.action, day: swipeDay(now), createdAt: now });
    if (request.action === 'pass') return { answer: { ...quotaOf(used, now), action: 'pass', match: false }, pokes: [] };
    // a savepoint inside this transaction: the locks above are already held, so no new lock order
    const liked = await likeMember(tx, member, targetId, now, 'swipe');
    return { answer: { ...quotaOf(used + 1, now), action: 'like', match: liked.match }, pokes: liked.pokes };
  });
}
