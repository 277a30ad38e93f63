import { uuidv7 } from 'uuidv7';
import { AutoLikeAnswer, likesApi, LikeRequest } from '../src/contract/likes.ts';
import { writeKv } from '../src/db/database.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { LikeCardFields } from '../src/db/likeRows.ts';
import type { ActionEntries, ActionResult } from './actionEntries.ts';
import { actionFailure } from './actionFailure.ts';
import type { ApiClient } from './apiClient.ts';
import type { Clock } from './clock.ts';
import type { LikePayload, ProfilePayload } from './likesOutbox.ts';
import { cardOf, likeQueue, likeRowId } from './likesRows.ts';
import { likesTables, syncMatch } from './likesStore.ts';
import { outboxRow } from './outboxMachine.ts';

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

/** A queued (not yet sent) row of the opposite action on the same profile cancels out. */
async function cancelQueued(db: AppDatabase, profileId: number, kind: 'like' | 'unlike'): Promise<boolean> {
  const queue = likeQueue(profileId);
  const rows = await db.outbox.where('[queue+createdAt]').between([queue, -Infinity], [queue, Infinity]).toArray();
  const last = rows[rows.length - 1];
  if (last?.kind !== kind || last.state !== 'queued') return false;
  await db.outbox.delete(last.id);
  return true;
}

/**
 * The likes' actions (decision 183: each declared once, here), run in the worker of the tab that
 * acts; the leader's outbox sends their rows (queue `like:{profileId}`).
 */
export const likesActions = {
  /** the like shows at once and goes out through the outbox; a refusal rolls it back with a notice */
  async likeProfile({ db, requestSync }: LikesActionDeps, like: LikeInput): Promise<ActionResult> {
    const request = LikeRequest.safeParse({ profile_id: like.profileId, request_id: like.requestId });
    if (!request.success) return { ok: false, error: { error: 'invalid_request' } };
    await db.transaction('rw', likesTables(db), async () => {
      const id = likeRowId('out', like.profileId);
      const existing = await db.likes.get(id);
      const card = { ...like.card, match: false };
      if (!existing) {
        await db.likes.put({ id, profileId: like.profileId, direction: 'out', likeNew: false, createdAt: like.createdAt, version: 0, pending: 1, ...card });
      }
      await syncMatch(db, like.profileId);
      if (await cancelQueued(db, like.profileId, 'unlike')) return;
      if (existing) return;
      const payload: LikePayload = { request: request.data, profileId: like.profileId, card };
      await db.outbox.put(outboxRow(like.requestId, 'like', payload, likeQueue(like.profileId), like.createdAt));
    });
    requestSync();
    return ok;
  },

  async unlikeProfile({ db, requestSync }: LikesActionDeps, like: Omit<LikeInput, 'card'>): Promise<ActionResult> {
    await db.transaction('rw', likesTables(db), async () => {
      const id = likeRowId('out', like.profileId);
      const existing = await db.likes.get(id);
      await db.likes.delete(id);
      await syncMatch(db, like.profileId);
      if (await cancelQueued(db, like.profileId, 'like')) return;
      if (!existing) return;
      const payload: ProfilePayload = { profileId: like.profileId };
      await db.outbox.put(outboxRow(like.requestId, 'unlike', payload, likeQueue(like.profileId), like.createdAt));
    });
    requestSync();
    return ok;
  },

  /** a liked-by profile was opened: its like is no longer new, here at once and then on the server */
  async markLikeSeen({ db, clock, requestSync }: LikesActionDeps, profileId: number): Promise<ActionResult> {
    const changed = await db.transaction('rw', likesTables(db), async () => {
      const row = await db.likes.get(likeRowId('in', profileId));
      if (!row?.likeNew) return false;
      await db.likes.put({ ...row, likeNew: false });
      const payload: ProfilePayload = { profileId };
      await db.outbox.put(outboxRow(uuidv7(), 'likeSeen', payload, likeQueue(profileId), clock.now()));
      return true;
    });
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
