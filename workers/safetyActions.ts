import { ComplaintAnswer, MatchFinderAnswer, safetyApi, SwipeAnswer, SwipeCandidatesAnswer } from '../src/contract/safety.ts';
import type { SafetyResult, SafetyWorkerApi } from '../src/sync/safetyProtocol.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface SafetyDeps {
  api: ApiClient;
  /** a swipe like changed the member's likes: pull them (the likes screens, the match) */
  requestSync?: () => void;
}

const resultOf = <T>(outcome: ApiOutcome<T>): SafetyResult<T> => (outcome.kind === 'ok' ? { ok: true, data: outcome.data } : actionFailure(outcome));

/** The swipe game's, match finder's and complaints' calls, bound to the engine's api client. */
export function createSafetyApi({ api, requestSync }: SafetyDeps): SafetyWorkerApi {
  return {
    loadSwipeCandidates: async () => resultOf(await api.request(safetyApi.swipe, { schema: SwipeCandidatesAnswer, attempts: 3 })),
    swipe: async (request) => {
      const result = resultOf(await api.request(safetyApi.swipe, { method: 'POST', body: request, schema: SwipeAnswer, attempts: 3 }));
      if (result.ok && result.data.action === 'like') requestSync?.();
      return result;
    },
    loadMatchFinder: async () => resultOf(await api.request(safetyApi.matchFinder, { schema: MatchFinderAnswer, attempts: 3 })),
    // one try: a retried complaint after a lost answer would be filed twice
    sendComplaint: async (request) => resultOf(await api.request(safetyApi.complaints, { method: 'POST', body: request, schema: ComplaintAnswer, attempts: 1 })),
  };
}

/** The same calls forwarded to an engine, for the comlink-exposed object of the worker. */
export function forwardSafetyApi(engine: SafetyWorkerApi): SafetyWorkerApi {
  return {
    loadSwipeCandidates: () => engine.loadSwipeCandidates(),
    swipe: (request) => engine.swipe(request),
    loadMatchFinder: () => engine.loadMatchFinder(),
    sendComplaint: (request) => engine.sendComplaint(request),
  };
}
