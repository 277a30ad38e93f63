import type { LikeType } from '../../contract/likes.ts';
import { useLikes, type LikeRow } from '../../db/index.ts';

/** The three lists at once (undefined while any is loading) and their counts. */
export function useLikeLists(): { lists: Record<LikeType, LikeRow[]>; counts: Record<LikeType, number>; newCount: number } | undefined {
  const likedMe = useLikes('liked-me');
  const matches = useLikes('matches');
  const mine = useLikes('my-likes');
  if (!likedMe || !matches || !mine) return undefined;
  return {
    lists: { 'liked-me': likedMe, matches, 'my-likes': mine },
    counts: { 'liked-me': likedMe.length, matches: matches.length, 'my-likes': mine.length },
    newCount: likedMe.filter((l) => l.likeNew).length,
  };
}
