import type { LikeType } from '../../contract/likes.ts';
import { useAllLikes, useKv, type LikeRow } from '../../db/index.ts';

/**
 * The three lists at once and their counts; undefined while any is loading, and before the first
 * likes pull has answered (SPEC §7: a progress indicator on the first load only).
 */
export function useLikeLists(): { lists: Record<LikeType, LikeRow[]>; counts: Record<LikeType, number>; newCount: number } | undefined {
  const lists = useAllLikes();
  const cursors = useKv('cursors');
  const firstLoad = cursors !== undefined && cursors?.likes === undefined;
  if (!lists || firstLoad) return undefined;
  return {
    lists,
    counts: { 'liked-me': lists['liked-me'].length, matches: lists.matches.length, 'my-likes': lists['my-likes'].length },
    newCount: lists['liked-me'].filter((l) => l.likeNew).length,
  };
}
