import type { GeocodeAnswer, OwnProfileUpdate, PhotoUpdate } from '../contract/index.ts';
import type { SearchFilters } from '../db/membersRows.ts';
import type { ActionResult } from './protocol.ts';

export type GeocodeActionResult = { ok: true; answer: GeocodeAnswer } | Exclude<ActionResult, { ok: true }>;

/** The members area's worker calls; part of SyncWorkerApi. */
export interface MembersWorkerApi {
  /** one page of a search into `searches` + `profiles`; tracking = traffic-source params for visitors */
  searchMembers(filters: SearchFilters, tracking?: Record<string, string>): Promise<ActionResult>;
  /** GET profile.php?id= (with the visit's network/ref for logged-out browsing, SPEC §6) */
  loadProfile(id: number, tracking?: Record<string, string>): Promise<ActionResult>;
  loadOwnProfile(): Promise<ActionResult>;
  updateOwnProfile(update: OwnProfileUpdate): Promise<ActionResult>;
  uploadPhoto(file: Blob): Promise<ActionResult>;
  updatePhoto(change: PhotoUpdate): Promise<ActionResult>;
  deletePhoto(id: number): Promise<ActionResult>;
  /** Reverse geocoding (SPEC §7): the country and region, or `false` when unknown. */
  geocode(lat: number, lon: number): Promise<GeocodeActionResult>;
}

