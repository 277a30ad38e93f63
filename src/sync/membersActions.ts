import type { OwnProfileUpdate, PhotoUpdate } from '../contract/index.ts';
import type { SearchFilters } from '../db/membersRows.ts';
import type { GeocodeActionResult } from './membersProtocol.ts';
import type { ActionResult } from './protocol.ts';
import { whenSyncReady } from './remote.ts';
import { browseTracking } from './visitTracking.ts';

const broken = { ok: false, error: { error: 'server_error' } } as const;

async function call<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch {
    return fallback;
  }
}

/**
 * One page of a search; the results land in Dexie (useSearchPage) whether or not this succeeds
 * later. The visit's stored network/ref go along (SPEC §6), the page's own ones win.
 */
export function searchMembers(filters: SearchFilters, tracking?: Record<string, string>): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).searchMembers(filters, { ...browseTracking(), ...tracking }), broken);
}

/** Fetch one profile into Dexie (useProfileDetail), with the visit's network/ref (SPEC §6); offline the stored one stays. */
export function loadProfile(id: number): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadProfile(id, browseTracking()), broken);
}

export function loadOwnProfile(): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadOwnProfile(), broken);
}

export function updateOwnProfile(update: OwnProfileUpdate): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).updateOwnProfile(update), broken);
}

export function uploadPhoto(file: Blob): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).uploadPhoto(file), broken);
}

export function updatePhoto(change: PhotoUpdate): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).updatePhoto(change), broken);
}

export function deletePhoto(id: number): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).deletePhoto(id), broken);
}

/** Reverse geocoding (SPEC §7): the country and region, or `false` when unknown. */
export function geocode(lat: number, lon: number): Promise<GeocodeActionResult> {
  return call(async () => (await whenSyncReady()).geocode(lat, lon), broken);
}
