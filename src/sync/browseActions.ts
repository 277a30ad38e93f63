import type { SearchFilters } from '../db/membersRows.ts';
import { actions } from './pageActions.ts';
import { browseTracking } from './visitTracking.ts';

/**
 * One page of a search; the results land in Dexie (useSearchPage) whether or not this succeeds
 * later. The visit's stored network/ref go along (SPEC §6), the page's own ones win.
 */
export function searchMembers(filters: SearchFilters, tracking?: Record<string, string>) {
  return actions.searchMembers(filters, { ...browseTracking(), ...tracking });
}

/** Fetch one profile into Dexie (useProfileDetail), with the visit's network/ref (SPEC §6); offline the stored one stays. */
export function loadProfile(id: number) {
  return actions.loadProfile(id, browseTracking());
}
