import {
  GeocodeAnswer,
  membersApi,
  OwnProfileAnswer,
  OwnProfileUpdate,
  PhotoUpdate,
  ProfileAnswer,
  SearchAnswer,
  UserAnswer,
  api,
  type ApiError,
  type OwnProfile,
  type Profile,
} from '../src/contract/index.ts';
import { readKv } from '../src/db/database.ts';
import { searchKey, type SearchFilters } from '../src/db/membersRows.ts';
import type { AppDatabase, ProfileRow } from '../src/db/schema.ts';
import type { ActionEntries, ActionResult } from './actionEntries.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface MembersDeps {
  api: ApiClient;
  db: AppDatabase;
  now: () => number;
  /** the worker's own "the user changed" (a pull of the user follows) */
  userChanged?: () => Promise<void>;
}

/** Reverse geocoding's answer: the country and region, or `false` when unknown. */
export type GeocodeActionResult = { ok: true; answer: GeocodeAnswer } | Exclude<ActionResult, { ok: true }>;

const invalidRequest: ApiError = { error: 'invalid_request' };

/** Cards into the shared profiles table, keeping a newer version another area may have written. */
async function putCards(db: AppDatabase, cards: Profile[]): Promise<void> {
  if (cards.length === 0) return;
  const existing = await db.profiles.bulkGet(cards.map((c) => c.id));
  const rows: ProfileRow[] = cards.map((c, i) => ({ ...c, version: existing[i]?.version ?? 0 }));
  await db.profiles.bulkPut(rows);
}

function queryString(filters: SearchFilters, after: number | null | undefined, tracking: Record<string, string>): string {
  const params = new URLSearchParams(searchKey(filters));
  if (filters.page > 1 && after) params.set('after', String(after));
  for (const [k, v] of Object.entries(tracking)) if (v) params.set(k, v);
  return params.toString();
}

async function storeOwn(deps: MembersDeps, profile: OwnProfile): Promise<void> {
  const { db, now } = deps;
  await db.transaction('rw', [db.ownProfiles, db.kv], async () => {
    const user = await readKv('user', db);
    if (user?.id !== profile.id) return;
    const before = await db.ownProfiles.get(profile.id);
    await db.ownProfiles.put({ ...profile, fetchedAt: now(), ...(before?.geocode ? { geocode: before.geocode } : {}) });
  });
}

/** The user (main image, invisible flag) changes with the own profile: fetch it again. */
async function refreshUser(deps: MembersDeps): Promise<void> {
  const outcome = await deps.api.request(api.user, { schema: UserAnswer, attempts: 2 });
  if (outcome.kind !== 'ok') return;
  const { user } = outcome.data;
  await deps.db.transaction('rw', deps.db.kv, async () => {
    if ((await readKv('user', deps.db))?.id === user.id) await deps.db.kv.put({ key: 'user', value: user });
  });
}

async function ownCall(deps: MembersDeps, outcome: ApiOutcome<{ profile: OwnProfile }>, userToo: boolean): Promise<ActionResult> {
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  await storeOwn(deps, outcome.data.profile);
  if (userToo) await refreshUser(deps);
  return { ok: true };
}

/** The members area's actions (decision 183: each declared once, here). */
export const membersActions = {
  /**
   * GET members.php for one page of a search; the cards go to `profiles` and the page to
   * `searches`, so the page opens offline later. The cursor of the page before is used when known.
   */
  async searchMembers(
    { api: client, db, now }: MembersDeps,
    filters: SearchFilters,
    tracking: Record<string, string> = {},
  ): Promise<ActionResult> {
    const previous = filters.page > 1 ? await db.searches.get(searchKey({ ...filters, page: filters.page - 1 })) : undefined;
    const path = `${membersApi.search}?${queryString(filters, previous?.next, tracking)}`;
    const outcome = await client.request(path, { schema: SearchAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    const answer = outcome.data;
    await db.transaction('rw', [db.profiles, db.searches], async () => {
      await putCards(db, [...answer.profiles, ...answer.similar.profiles]);
      await db.searches.put({
        query: searchKey(filters),
        ids: answer.profiles.map((p) => p.id),
        numResults: answer.numResults,
        page: answer.page,
        fetchedAt: now(),
        similarIds: answer.similar.profiles.map((p) => p.id),
        similarNumResults: answer.similar.numResults,
        next: answer.next,
        pageSize: answer.pageSize,
      });
    });
    return { ok: true };
  },

  /** GET profile.php?id=: the detail (or the refusal: blocked, not found) is stored for offline reading. */
  async loadProfile({ api: client, db, now }: MembersDeps, id: number, tracking: Record<string, string> = {}): Promise<ActionResult> {
    if (!Number.isInteger(id) || id <= 0) return { ok: false, error: invalidRequest };
    const params = new URLSearchParams({ id: String(id) });
    // SPEC §6: a visitor on a logged_out_search_trafficsource site browses with the visit's network/ref
    for (const key of ['network', 'ref']) if (tracking[key]) params.set(key, tracking[key]);
    const outcome = await client.request(`${membersApi.profile}?${params.toString()}`, { schema: ProfileAnswer });
    if (outcome.kind === 'rejected' && (outcome.error.error === 'blocked' || outcome.error.error === 'not_found')) {
      const { error } = outcome;
      await db.transaction('rw', [db.profileDetails, db.profiles], async () => {
        await db.profileDetails.put({
          id,
          detail: null,
          related: [],
          blocked: error.error === 'blocked' ? { name: error.name ?? '', by: error.by ?? 'them' } : null,
          notFound: error.error === 'not_found',
          fetchedAt: now(),
        });
        await db.profiles.delete(id);
      });
      return actionFailure(outcome);
    }
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    const { profile, related } = outcome.data;
    await db.transaction('rw', [db.profileDetails, db.profiles], async () => {
      const { region_term: _t, interests: _i, photos: _p, relationship_status: _r, body_type: _b, hair_color: _h, eye_color: _e, tattoos: _tt, about: _a, ...card } = profile;
      await putCards(db, [card, ...related]);
      await db.profileDetails.put({ id, detail: profile, related, blocked: null, notFound: false, fetchedAt: now() });
    });
    return { ok: true };
  },

  async loadOwnProfile(deps: MembersDeps): Promise<ActionResult> {
    if (!(await readKv('user', deps.db))) return { ok: false, error: { error: 'authentication_required' } };
    return ownCall(deps, await deps.api.request(membersApi.profile, { schema: OwnProfileAnswer }), false);
  },

  async updateOwnProfile(deps: MembersDeps, update: OwnProfileUpdate): Promise<ActionResult> {
    const body = OwnProfileUpdate.safeParse(update);
    if (!body.success) {
      return { ok: false, error: { error: 'invalid_request', issues: body.error.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code })) } };
    }
    const outcome = await deps.api.request(membersApi.profile, { method: 'PUT', body: body.data, schema: OwnProfileAnswer });
    return ownCall(deps, outcome, true);
  },

  /** POST photos.php (multipart): one attempt per file: a retried upload of a big file would double the wait. */
  async uploadPhoto(deps: MembersDeps, file: Blob): Promise<ActionResult> {
    const form = new FormData();
    form.append('photo', file, 'photo');
    const outcome = await deps.api.request(membersApi.photos, { method: 'POST', body: form, schema: OwnProfileAnswer, attempts: 2 });
    return ownCall(deps, outcome, true);
  },

  async updatePhoto(deps: MembersDeps, change: PhotoUpdate): Promise<ActionResult> {
    const body = PhotoUpdate.safeParse(change);
    if (!body.success) return { ok: false, error: invalidRequest };
    return ownCall(deps, await deps.api.request(membersApi.photos, { method: 'PATCH', body: body.data, schema: OwnProfileAnswer }), true);
  },

  async deletePhoto(deps: MembersDeps, id: number): Promise<ActionResult> {
    const outcome = await deps.api.request(`${membersApi.photos}?id=${id}`, { method: 'DELETE', schema: OwnProfileAnswer });
    if (outcome.kind === 'rejected' && outcome.error.error === 'not_found') return membersActions.loadOwnProfile(deps);
    return ownCall(deps, outcome, true);
  },

  /** GET geocode.php (SPEC §7): the answer is stored with the own profile and returned; false on error. */
  async geocode(deps: MembersDeps, lat: number, lon: number): Promise<GeocodeActionResult> {
    const outcome = await deps.api.request(`${membersApi.geocode}?lat=${lat.toFixed(5)}&lon=${lon.toFixed(5)}`, { schema: GeocodeAnswer, attempts: 2 });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    const answer = outcome.data;
    await deps.db.transaction('rw', [deps.db.ownProfiles, deps.db.kv], async () => {
      const user = await readKv('user', deps.db);
      const row = user ? await deps.db.ownProfiles.get(user.id) : undefined;
      if (row) await deps.db.ownProfiles.put({ ...row, geocode: { lat, lon, at: deps.now(), answer } });
    });
    return { ok: true, answer };
  },
} satisfies ActionEntries<MembersDeps>;
