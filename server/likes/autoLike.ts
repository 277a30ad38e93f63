import type { LikeEntry } from '../../src/contract/likes.ts';
import { rows, sql, type Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { hasMainPhoto } from '../members/mainPhoto.ts';
import { memberById, type MemberRow } from '../members/members.ts';
import { notBarred } from '../moderation/barred.ts';
import { blockedEitherWaySql, notPendingDeletion, reachableSql } from '../safety/reach.ts';
import type { SiteRow } from '../platform/sites.ts';
import { likeMember } from './likeCore.ts';
import { likedByEntryOf } from './likeList.ts';

/** The newest like the member has not seen yet, from someone whose account is still there. */
async function newestUnseen(db: Db, memberId: number): Promise<number | null> {
  const [row] = await rows<{ liker_id: number }>(
    db,
    sql`SELECT l.liker_id FROM likes l JOIN members p ON p.id = l.liker_id
        WHERE l.liked_id = ${memberId} AND l.like_new AND l.removed_at IS NULL AND ${notPendingDeletion('p')} AND ${notBarred('p')}
        ORDER BY l.created_at DESC, l.liker_id DESC LIMIT 1`,
  );
  return row?.liker_id ?? null;
}

/**
 * A fictional profile of the site, reachable both ways, with a public photo, that never liked the
 * member (not even a like taken back): the gender the member is looking for first, then their own
 * country, recently active first.
 */
async function fictionalCandidate(db: Db, member: MemberRow): Promise<number | null> {
  const wantsOther = member.sexuality === 'hetero';
  const [row] = await rows<{ id: number }>(
    db,
    sql`SELECT p.id FROM members p
        WHERE p.site_id = ${member.siteId} AND p.fictional AND p.id <> ${member.id}
          AND ${reachableSql('p')}
          AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p.id AND l.liked_id = ${member.id})
          AND NOT ${blockedEitherWaySql(sql`p.id`, member.id)}
          AND ${hasMainPhoto(sql`p.id`)}
        ORDER BY ((p.gender <> ${member.gender}) = ${wantsOther}) DESC, (p.country = ${member.country}) DESC,
                 p.last_seen DESC NULLS LAST, p.id
        LIMIT 1`,
  );
  return row?.id ?? null;
}

/**
 * GET /api/auto-like.php (SPEC §7, decision 070): the profile for the match modal. The newest
 * unseen received like; without one a fictional profile likes the member now (recorded as a like
 * with source 'auto', so it appears under "liked me"); 404 not_found when neither exists.
 */
export async function autoLike(db: Db, site: SiteRow, member: MemberRow, now: Date): Promise<{ profile: LikeEntry; pokes: MemberPoke[] }> {
  const unseen = await newestUnseen(db, member.id);
  if (unseen !== null) {
    const entry = await likedByEntryOf(db, site, member.id, unseen, now);
    if (entry) return { profile: entry, pokes: [] };
  }
  const candidateId = await fictionalCandidate(db, member);
  const candidate = candidateId === null ? undefined : await memberById(db, candidateId);
  if (!candidate) throw new ApiFailure(404, 'not_found');
  const result = await likeMember(db, candidate, member.id, now, 'auto').catch((error: unknown) => {
    // the member is invisible or was blocked meanwhile: no like, nothing to show
    if (error instanceof ApiFailure) throw new ApiFailure(404, 'not_found');
    throw error;
  });
  const entry = await likedByEntryOf(db, site, member.id, candidate.id, now);
  if (!entry) throw new ApiFailure(404, 'not_found');
  return { profile: entry, pokes: result.pokes };
}
