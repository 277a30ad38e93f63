import type { ComplaintAnswer, ComplaintRequest, MatchFinderAnswer, SwipeAnswer, SwipeCandidatesAnswer, SwipeRequest } from '../contract/safety.ts';
import type { ReportAnswer, ReportRequest } from '../contract/reports.ts';
import type { Profile } from '../contract/user.ts';
import type { ActionResult } from './protocol.ts';

/** A safety-area call that answers data the screen shows (online only: nothing is kept in Dexie). */
export type SafetyResult<T> = { ok: true; data: T } | Exclude<ActionResult, { ok: true }>;

/** Swipe game, match finder and complaints; part of SyncWorkerApi. */
export interface SafetyWorkerApi {
  /** GET swipe.php: the next cards and the likes left today */
  loadSwipeCandidates(): Promise<SafetyResult<SwipeCandidatesAnswer>>;
  /**
   * POST swipe.php: like or pass (idempotent per profile, so a retried call is safe). A like that
   * makes a match raises the likes' match modal with `card` (the kv likeEvent).
   */
  swipe(request: SwipeRequest, card: Profile): Promise<SafetyResult<SwipeAnswer>>;
  /** GET match-finder.php */
  loadMatchFinder(): Promise<SafetyResult<MatchFinderAnswer>>;
  /** POST complaints.php */
  sendComplaint(request: ComplaintRequest): Promise<SafetyResult<ComplaintAnswer>>;
  /** POST reports.php (decision 123); with `block` the member is blocked in the same step */
  sendReport(request: ReportRequest): Promise<SafetyResult<ReportAnswer>>;
  /** a moderator's notice read and dismissed (decision 133): hidden here at once, POST notices.php */
  dismissNotice(id: number): Promise<void>;
}
