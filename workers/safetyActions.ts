import { ComplaintAnswer, MatchFinderAnswer, safetyApi, SwipeAnswer, SwipeCandidatesAnswer, type ComplaintRequest, type SwipeRequest } from '../src/contract/safety.ts';
import { ReportAnswer, reportsApi, type ReportRequest } from '../src/contract/reports.ts';
import type { Profile } from '../src/contract/user.ts';
import { writeKv } from '../src/db/database.ts';
import type { LikeEvent } from '../src/db/likeRows.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { ActionEntries, DataResult } from './actionEntries.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';
import { dismissNotice } from './moderationNotices.ts';

export interface SafetyDeps {
  api: ApiClient;
  db: AppDatabase;
  now: () => number;
  /** a swipe like changed the member's likes: pull them (the likes screens) */
  requestSync?: () => void;
}

const resultOf = <T>(outcome: ApiOutcome<T>): DataResult<T> => (outcome.kind === 'ok' ? { ok: true, data: outcome.data } : actionFailure(outcome));

/** The likes' match modal for a swipe like that made a match (the same kv event a profile like raises). */
export function matchEventOf(card: Profile, at: number): LikeEvent {
  return {
    id: `${card.id}:${at}`,
    profileId: card.id,
    match: true,
    at,
    card: { name: card.name, age: card.age, region: card.region, country: card.country, mainImage: card.main_image, fictional: card.fictional, match: true },
  };
}

/** Swipe game, match finder, complaints and reports (decision 183: each declared once, here); online only, nothing kept in Dexie. */
export const safetyActions = {
  /** GET swipe.php: the next cards and the likes left today */
  loadSwipeCandidates: async ({ api }: SafetyDeps) => resultOf(await api.request(safetyApi.swipe, { schema: SwipeCandidatesAnswer, attempts: 3 })),
  /**
   * POST swipe.php: like or pass (idempotent per profile, so a retried call is safe). A like that
   * makes a match raises the likes' match modal with `card` (the kv likeEvent).
   */
  async swipe({ api, db, now, requestSync }: SafetyDeps, request: SwipeRequest, card: Profile) {
    const result = resultOf(await api.request(safetyApi.swipe, { method: 'POST', body: request, schema: SwipeAnswer, attempts: 3 }));
    if (!result.ok || result.data.action !== 'like') return result;
    if (result.data.match && card.id === request.profile_id) await writeKv('likeEvent', matchEventOf(card, now()), db);
    requestSync?.();
    return result;
  },
  /** GET match-finder.php */
  loadMatchFinder: async ({ api }: SafetyDeps) => resultOf(await api.request(safetyApi.matchFinder, { schema: MatchFinderAnswer, attempts: 3 })),
  /** POST complaints.php; one try: a retried complaint after a lost answer would be filed twice */
  sendComplaint: async ({ api }: SafetyDeps, request: ComplaintRequest) =>
    resultOf(await api.request(safetyApi.complaints, { method: 'POST', body: request, schema: ComplaintAnswer, attempts: 1 })),
  /**
   * POST reports.php (decision 123); with `block` the member is blocked in the same step. A repeat
   * on the same message answers the first report; a profile report is tried once.
   */
  async sendReport({ api, requestSync }: SafetyDeps, request: ReportRequest) {
    const result = resultOf(await api.request(reportsApi.reports, { method: 'POST', body: request, schema: ReportAnswer, attempts: request.message_id ? 3 : 1 }));
    if (result.ok && result.data.blocked) requestSync?.();
    return result;
  },
  /** a moderator's notice read and dismissed (decision 133): hidden here at once, POST notices.php */
  dismissNotice: (deps: SafetyDeps, id: number) => dismissNotice(deps, id),
} satisfies ActionEntries<SafetyDeps>;
