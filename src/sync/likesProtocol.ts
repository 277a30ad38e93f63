import type { LikeCardFields } from '../db/likeRows.ts';
import type { ActionResult } from './protocol.ts';

/** A like or unlike the member makes; the page makes the request id (UUIDv7) and the time. */
export interface LikeInput {
  requestId: string;
  createdAt: number;
  profileId: number;
  /** the member's card as the page shows it, for the optimistic like row */
  card: Omit<LikeCardFields, 'match'>;
}

/** The likes' worker calls; part of SyncWorkerApi. */
export interface LikesWorkerApi {
  /** the like shows at once and goes out through the outbox; a refusal rolls it back with a notice */
  likeProfile(like: LikeInput): Promise<ActionResult>;
  unlikeProfile(like: Omit<LikeInput, 'card'>): Promise<ActionResult>;
  /** a liked-by profile was opened: its like is no longer new, here at once and then on the server */
  markLikeSeen(profileId: number): Promise<ActionResult>;
  /** the match modal without a profile: asks auto-like.php and raises the like event */
  autoLike(): Promise<ActionResult>;
  dismissLikeEvent(): Promise<ActionResult>;
  dismissLikeNotice(): Promise<ActionResult>;
}
