import type { LikeType } from '../contract/likes.ts';
import { db, useLiveQuery } from './pageDb.ts';
import { useKv } from './hooks.ts';
import type { LikeEvent, LikeNotice } from './likeRows.ts';
import type { LikeRow } from './schema.ts';

const newestFirst = (a: LikeRow, b: LikeRow): number => b.createdAt - a.createdAt || b.profileId - a.profileId;
/** Received likes: new ones first, then newest first (SPEC §4). */
const newFirst = (a: LikeRow, b: LikeRow): number => Number(b.likeNew) - Number(a.likeNew) || newestFirst(a, b);

/** The likes of one type (decision 070): liked-me, my-likes or matches. Undefined while loading. */
export function useLikes(type: LikeType): LikeRow[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.likes.toArray();
    if (type === 'liked-me') return all.filter((l) => l.direction === 'in').sort(newFirst);
    if (type === 'my-likes') return all.filter((l) => l.direction === 'out').sort(newestFirst);
    const received = new Map(all.filter((l) => l.direction === 'in').map((l) => [l.profileId, l]));
    // a match dates from the later of the two likes
    return all
      .filter((l) => l.direction === 'out' && received.has(l.profileId))
      .map((l) => ({ ...l, createdAt: Math.max(l.createdAt, received.get(l.profileId)?.createdAt ?? 0) }))
      .sort(newestFirst);
  }, [type]);
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
