import type { LikeType } from '../contract/likes.ts';
import { db, useLiveQuery } from './pageDb.ts';
import { useKv } from './hooks.ts';
import { currentMemberKnown } from './kv.ts';
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

/**
 * The lists read ahead by `preloadLikes` at start: the likes screens' first render shows them
 * instead of a loading state followed by a second render of every card (as chatHooks.ts's `primed`).
 * Dropped once a live query of the table has answered: from then on it alone keeps them current.
 */
let primed: Record<LikeType, LikeRow[]> | undefined;

const readLikeLists = async (): Promise<Record<LikeType, LikeRow[]>> => {
  const lists = likeLists(await db.likes.toArray());
  primed = undefined;
  return lists;
};

/** Reads the member's likes ahead of the first render of /likes or /likes/{type} (preloadScreen). */
export async function preloadLikes(): Promise<void> {
  // the route's preload starts beside main.tsx's kv read: the member's database, once it is known
  await currentMemberKnown();
  primed = likeLists(await db.likes.toArray());
}

/** The likes of one type. Undefined while loading. */
export function useLikes(type: LikeType): LikeRow[] | undefined {
  return useLiveQuery(async () => (await readLikeLists())[type], [type], primed?.[type]);
}

/** The three types at once, from one read of the table (the /likes screen shows them all). Undefined while loading. */
export function useAllLikes(): Record<LikeType, LikeRow[]> | undefined {
  return useLiveQuery(readLikeLists, [], primed);
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
