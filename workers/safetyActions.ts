import { ComplaintAnswer, MatchFinderAnswer, safetyApi, SwipeAnswer, SwipeCandidatesAnswer } from '../src/contract/safety.ts';
import { ReportAnswer, reportsApi } from '../src/contract/reports.ts';
import type { Profile } from '../src/contract/user.ts';
import { writeKv } from '../src/db/database.ts';
import type { LikeEvent } from '../src/db/likeRows.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { SafetyResult, SafetyWorkerApi } from '../src/sync/safetyProtocol.ts';
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

const resultOf = <T>(outcome: ApiOutcome<T>): SafetyResult<T> => (outcome.kind === 'ok' ? { ok: true, data: outcome.data } : actionFailure(outcome));

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

/** The swipe game's, match finder's and complaints' calls, bound to the engine's api client. */
export function createSafetyApi({ api, db, now, requestSync }: SafetyDeps): SafetyWorkerApi {
  return {
    loadSwipeCandidates: async () => resultOf(await api.request(safetyApi.swipe, { schema: SwipeCandidatesAnswer, attempts: 3 })),
    swipe: async (request, card) => {
      const result = resultOf(await api.request(safetyApi.swipe, { method: 'POST', body: request, schema: SwipeAnswer, attempts: 3 }));
      if (!result.ok || result.data.action !== 'like') return result;
      if (result.data.match && card.id === request.profile_id) await writeKv('likeEvent', matchEventOf(card, now()), db);
      requestSync?.();
      return result;
    },
    loadMatchFinder: async () => resultOf(await api.request(safetyApi.matchFinder, { schema: MatchFinderAnswer, attempts: 3 })),
    // one try: a retried complaint after a lost answer would be filed twice
    sendComplaint: async (request) => resultOf(await api.request(safetyApi.complaints, { method: 'POST', body: request, schema: ComplaintAnswer, attempts: 1 })),
    // a repeat on the same message answers the first report; a profile report is tried once
    sendReport: async (request) => {
      const result = resultOf(await api.request(reportsApi.reports, { method: 'POST', body: request, schema: ReportAnswer, attempts: request.message_id ? 3 : 1 }));
      if (result.ok && result.data.blocked) requestSync?.();
      return result;
    },
    dismissNotice: (id) => dismissNotice({ api, db }, id),
  };
}
