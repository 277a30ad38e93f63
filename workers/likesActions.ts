import { uuidv7 } from 'uuidv7';
import { AutoLikeAnswer, likesApi, LikeRequest } from '../src/contract/likes.ts';
import { writeKv } from '../src/db/database.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { LikeCardFields } from '../src/db/likeRows.ts';
import type { ActionEntries, ActionResult } from './actionEntries.ts';
import { actionFailure } from './actionFailure.ts';
import type { ApiClient } from './apiClient.ts';
import type { Clock } from './clock.ts';
import type { LikePayload } from './likesOutbox.ts';
import { cardOf } from './likesRows.ts';
import { enqueue } from './outbox.ts';

export interface LikesActionDeps {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  /** wake the leader's outbox and pull */
  requestSync: () => void;
}

/** A like or unlike the member makes; the page makes the request id (UUIDv7) and the time. */
export interface LikeInput {
  requestId: string;
  createdAt: number;
  profileId: number;
  /** the member's card as the page shows it, for the optimistic like row */
  card: Omit<LikeCardFields, 'match'>;
}

const ok: ActionResult = { ok: true };

/**
 * The likes' actions (decision 183: each declared once, here), run in the worker of the tab that
 * acts; their outbox rows, with their queue and optimistic write (a like and an unlike of one
 * profile cancel out while queued), are the likes' kinds (likesOutbox.ts), queued by `enqueue`
 * and sent by the leader's outbox.
 */
export const likesActions = {
  /** the like shows at once and goes out through the outbox; a refusal rolls it back with a notice */
  async likeProfile({ db, requestSync }: LikesActionDeps, like: LikeInput): Promise<ActionResult> {
    const request = LikeRequest.safeParse({ profile_id: like.profileId, request_id: like.requestId });
    if (!request.success) return { ok: false, error: { error: 'invalid_request' } };
    const payload: LikePayload = { request: request.data, profileId: like.profileId, card: { ...like.card, match: false } };
    await enqueue(db, 'like', like.requestId, payload, like.createdAt);
    requestSync();
    return ok;
  },

  async unlikeProfile({ db, requestSync }: LikesActionDeps, like: Omit<LikeInput, 'card'>): Promise<ActionResult> {
    await enqueue(db, 'unlike', like.requestId, { profileId: like.profileId }, like.createdAt);
    requestSync();
    return ok;
  },

  /** a liked-by profile was opened: its like is no longer new, here at once and then on the server */
  async markLikeSeen({ db, clock, requestSync }: LikesActionDeps, profileId: number): Promise<ActionResult> {
    const changed = await enqueue(db, 'likeSeen', uuidv7(), { profileId }, clock.now());
    if (changed) requestSync();
    return ok;
  },

  /** the match modal without a profile: asks auto-like.php and raises the like event */
  async autoLike({ api, db, clock }: LikesActionDeps): Promise<ActionResult> {
    const outcome = await api.request(likesApi.autoLike, { method: 'POST', schema: AutoLikeAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    const entry = outcome.data;
    const at = clock.now();
    await writeKv('likeEvent', { id: `${entry.id}:${at}`, profileId: entry.id, match: entry.match, at, card: cardOf(entry) }, db);
    return ok;
  },

  async dismissLikeEvent({ db }: LikesActionDeps): Promise<ActionResult> {
    await writeKv('likeEvent', null, db);
    return ok;
  },

  async dismissLikeNotice({ db }: LikesActionDeps): Promise<ActionResult> {
    await writeKv('likeNotice', null, db);
    return ok;
  },
} satisfies ActionEntries<LikesActionDeps>;
