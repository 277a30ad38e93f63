import type { LikeType } from '../contract/likes.ts';
import { db, useLiveQuery } from './pageDb.ts';
import { useKv } from './hooks.ts';
import type { LikeEvent, LikeNotice } from './likeRows.ts';
import type { LikeRow } from './schema.ts';

const newestFirst = (a: LikeRow, b: LikeRow): number => b.createdAt - a.createdAt || b.profileId - a.profileId;
/** Received likes: new ones first, then newest first (SPEC §4). */
const newFirst = (a: LikeRow, b: LikeRow): number => Number(b.likeNew) - Number(a.likeNew) || newestFirst(a, b);

/** A member's likes sorted into the three types (decision 070): liked-me, my-likes and matches. */
function likeLists(all: readonly LikeRow[]): Record<LikeType, LikeRow[]> {
  const likedMe = all.filter((l) => l.direction === 'in');
  const received = new Map(likedMe.map((l) => [l.profileId, l]));
  return {
    'liked-me': likedMe.sort(newFirst),
    'my-likes': all.filter((l) => l.direction === 'out').sort(newestFirst),
    // a match dates from the later of the two likes
    matches: all
      .filter((l) => l.direction === 'out' && received.has(l.profileId))
      .map((l) => ({ ...l, createdAt: Math.max(l.createdAt, received.get(l.profileId)?.createdAt ?? 0) }))
      .sort(newestFirst),
  };
}

/** The likes of one type. Undefined while loading. */
export function useLikes(type: LikeType): LikeRow[] | undefined {
  return useLiveQuery(async () => likeLists(await db.likes.toArray())[type], [type]);
}

/** The three types at once, from one read of the table (the /likes screen shows them all). Undefined while loading. */
export function useAllLikes(): Record<LikeType, LikeRow[]> | undefined {
  return useLiveQuery(async () => likeLists(await db.likes.toArray()), []);
}

/** My like of a member and theirs of me, for the profile's Like button. Undefined while loading. */
export function useLikeWith(profileId: number): { liked: boolean; likesMe: boolean; likeNew: boolean } | undefined {
  return useLiveQuery(async () => {
    const [out, inc] = await db.likes.bulkGet([`out:${profileId}`, `in:${profileId}`]);
    return { liked: Boolean(out), likesMe: Boolean(inc), likeNew: inc?.likeNew ?? false };
  }, [profileId]);
}

/** The like event the full-screen modal shows (null when none). */
export function useLikeEvent(): LikeEvent | null {
  return useKv('likeEvent') ?? null;
}

/** The last like the server refused (null when none). */
export function useLikeNotice(): LikeNotice | null {
  return useKv('likeNotice') ?? null;
}
