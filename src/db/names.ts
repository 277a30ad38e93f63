// The names of the app's IndexedDB databases (decision 116): one small device database per site
// host, and one database per member (or the visitor) of that host. A member's data lives only in
// their own database, so logging out, a forced logout or another member logging in deletes it as
// a whole instead of clearing tables one by one. No Dexie here: kv.ts reads these without it.

export const DB_PREFIX = 'flirtwave';
/** The one database of earlier versions, shared by every member; deleted at start. */
export const LEGACY_DB_NAME = 'app';

/** The site's host (the worker and the page share it); Node tests have no location. */
export function siteHost(): string {
  const { location } = globalThis as { location?: { host?: string } };
  return location?.host || 'local';
}

/** The device database: which member is current (the last known one), nothing of theirs. */
export function deviceDbName(host: string = siteHost()): string {
  return `${DB_PREFIX}:${host}`;
}

/** A member's own database (`m<id>`), or the visitor's (public pages, site settings). */
export function memberDbName(memberId: number | null, host: string = siteHost()): string {
  return memberId === null ? `${DB_PREFIX}:${host}:visitor` : `${DB_PREFIX}:${host}:m${memberId}`;
}

/** Whether a database name is a member's own database of the host (not the visitor's, not the device's). */
export function isMemberDbName(name: string, host: string = siteHost()): boolean {
  const prefix = `${DB_PREFIX}:${host}:m`;
  return name.startsWith(prefix) && /^[1-9][0-9]*$/.test(name.slice(prefix.length));
}

/** The device database's key of the current member's id, null for a visitor. */
export const CURRENT_MEMBER_KEY = 'currentMember';

/** The device database's key of the emptied databases whose deletion did not end (workers/stores.ts, decision 195). */
export const LEFTOVER_DATABASES_KEY = 'leftoverDatabases';

/**
 * The channel on which Dexie 4 announces committed changes to the other contexts of the origin,
 * as `{ 'idb://<db>/<table>/': RangeSet, … }` (dexie/src/globals/global-events + live-query).
 * kv.test.ts proves against the installed Dexie that a write reaches kv.ts; the worker's plain
 * kv writer posts the same notices (workers/kvStore.ts, decision 141).
 */
export const DEXIE_CHANGES_CHANNEL = 'x-storagemutated-1';
