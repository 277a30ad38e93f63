import type { ComplaintAnswer, ComplaintRequest, MatchFinderAnswer, SwipeAnswer, SwipeCandidatesAnswer, SwipeRequest } from '../contract/safety.ts';
import type { ActionResult } from './protocol.ts';

/** A safety-area call that answers data the screen shows (online only: nothing is kept in Dexie). */
export type SafetyResult<T> = { ok: true; data: T } | Exclude<ActionResult, { ok: true }>;

/** Swipe game, match finder and complaints (issue 5); part of SyncWorkerApi. */
export interface SafetyWorkerApi {
  /** GET swipe.php: the next cards and the likes left today */
  loadSwipeCandidates(): Promise<SafetyResult<SwipeCandidatesAnswer>>;
  /** POST swipe.php: like or pass (idempotent per profile, so a retried call is safe) */
  swipe(request: SwipeRequest): Promise<SafetyResult<SwipeAnswer>>;
  /** GET match-finder.php */
  loadMatchFinder(): Promise<SafetyResult<MatchFinderAnswer>>;
  /** POST complaints.php */
  sendComplaint(request: ComplaintRequest): Promise<SafetyResult<ComplaintAnswer>>;
}
