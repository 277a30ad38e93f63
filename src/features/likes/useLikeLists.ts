import type { LikeType } from '../../contract/likes.ts';
import { useKv, useLikes, type LikeRow } from '../../db/index.ts';

/**
 * The three lists at once and their counts; undefined while any is loading, and before the first
 * likes pull has answered (SPEC §7: a progress indicator on the first load only).
 */
export function useLikeLists(): { lists: Record<LikeType, LikeRow[]>; counts: Record<LikeType, number>; newCount: number } | undefined {
  const likedMe = useLikes('liked-me');
  const matches = useLikes('matches');
  const mine = useLikes('my-likes');
  const cursors = useKv('cursors');
  const firstLoad = cursors !== undefined && cursors?.likes === undefined;
  if (!likedMe || !matches || !mine || firstLoad) return undefined;
  return {
    lists: { 'liked-me': likedMe, matches, 'my-likes': mine },
    counts: { 'liked-me': likedMe.length, matches: matches.length, 'my-likes': mine.length },
    newCount: likedMe.filter((l) => l.likeNew).length,
  };
}
