import type { Profile } from '../contract/index.ts';
import { db, useLiveQuery } from './pageDb.ts';
import { searchKey, type OwnProfileRow, type ProfileDetailRow, type SearchFilters } from './membersRows.ts';
import type { ProfileRow, SearchRow } from './schema.ts';

export interface SearchPage {
  row: SearchRow;
  profiles: Profile[];
  similar: Profile[];
}

function resolve(ids: number[], rows: Array<ProfileRow | undefined>): Profile[] {
  const byId = new Map(rows.filter((r): r is ProfileRow => r !== undefined).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((p): p is ProfileRow => p !== undefined);
}

/**
 * A live query of one key that answers undefined until the answer for that key is read: useLiveQuery
 * keeps its last answer while the query for a new key runs, so without this a screen would briefly
 * show the previous search or profile under the new filters or address.
 */
function useLiveQueryOf<K extends string | number, T>(key: K, query: () => Promise<T>): T | undefined {
  const answer = useLiveQuery(async () => ({ key, value: await query() }), [key]);
  return answer !== undefined && answer.key === key ? answer.value : undefined;
}

/** A stored search page with its cards: undefined while loading, null when never fetched. */
export function useSearchPage(filters: SearchFilters): SearchPage | null | undefined {
  const key = searchKey(filters);
  return useLiveQueryOf(key, async () => {
    const row = await db.searches.get(key);
    if (!row) return null;
    const similarIds = row.similarIds ?? [];
    const cards = await db.profiles.bulkGet([...row.ids, ...similarIds]);
    return { row, profiles: resolve(row.ids, cards), similar: resolve(similarIds, cards) };
  });
}

/** The key of the newest stored search (to reopen it), null when none. */
export function useLastSearchKey(): string | null | undefined {
  return useLiveQuery(async () => (await db.searches.orderBy('fetchedAt').last())?.query ?? null, []);
}

/** One opened profile as last stored: undefined while loading, null when never opened here. */
export function useProfileDetail(id: number): ProfileDetailRow | null | undefined {
  return useLiveQueryOf(id, async () => (await db.profileDetails.get(id)) ?? null);
}

/** A profile card from the shared profiles table (search results, chats, likes), for a first paint. */
export function useProfileCard(id: number): Profile | null | undefined {
  return useLiveQueryOf(id, async () => (await db.profiles.get(id)) ?? null);
}

/** The logged-in member's own editable profile: undefined while loading, null when not stored yet. */
export function useOwnProfile(userId: number | undefined): OwnProfileRow | null | undefined {
  return useLiveQuery(async () => (userId === undefined ? null : ((await db.ownProfiles.get(userId)) ?? null)), [userId]);
}
