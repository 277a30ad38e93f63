import { uuidv7 } from 'uuidv7';
import { AutoLikeAnswer, likesApi, LikeRequest } from '../src/contract/likes.ts';
import { writeKv } from '../src/db/database.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { LikesWorkerApi } from '../src/sync/likesProtocol.ts';
import type { ActionResult } from '../src/sync/protocol.ts';
import { actionFailure } from './actionFailure.ts';
import type { ApiClient } from './apiClient.ts';
import type { Clock } from './clock.ts';
import { cardOf, likeQueue, likeRowId, type LikePayload, type ProfilePayload } from './likesRows.ts';
import { likesTables, syncMatch } from './likesStore.ts';
import { outboxRow } from './outboxMachine.ts';

export interface LikesActionDeps {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  /** wake the leader's outbox and pull */
  requestSync: () => void;
}

const ok: ActionResult = { ok: true };

/** The likes' actions, run in the worker of the tab that acts; the leader's outbox sends them. */
export function createLikesActions(deps: LikesActionDeps): LikesWorkerApi {
  const { db, api, clock, requestSync } = deps;

  /** A queued (not yet sent) row of the opposite action on the same profile cancels out. */
  async function cancelQueued(profileId: number, kind: 'like' | 'unlike'): Promise<boolean> {
    const queue = likeQueue(profileId);
    const rows = await db.outbox.where('[queue+createdAt]').between([queue, -Infinity], [queue, Infinity]).toArray();
    const last = rows[rows.length - 1];
    if (last?.kind !== kind || last.state !== 'queued') return false;
    await db.outbox.delete(last.id);
    return true;
  }

  return {
    async likeProfile(like) {
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
        if (await cancelQueued(like.profileId, 'unlike')) return;
        if (existing) return;
        const payload: LikePayload = { request: request.data, profileId: like.profileId, card };
        await db.outbox.put(outboxRow(like.requestId, 'like', payload, likeQueue(like.profileId), like.createdAt));
      });
      requestSync();
      return ok;
    },

    async unlikeProfile(like) {
      await db.transaction('rw', likesTables(db), async () => {
        const id = likeRowId('out', like.profileId);
        const existing = await db.likes.get(id);
        await db.likes.delete(id);
        await syncMatch(db, like.profileId);
        if (await cancelQueued(like.profileId, 'like')) return;
        if (!existing) return;
        const payload: ProfilePayload = { profileId: like.profileId };
        await db.outbox.put(outboxRow(like.requestId, 'unlike', payload, likeQueue(like.profileId), like.createdAt));
      });
      requestSync();
      return ok;
    },

    async markLikeSeen(profileId) {
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

    async autoLike() {
      const outcome = await api.request(likesApi.autoLike, { method: 'POST', schema: AutoLikeAnswer });
      if (outcome.kind !== 'ok') return actionFailure(outcome);
      const entry = outcome.data;
      const at = clock.now();
      await writeKv('likeEvent', { id: `${entry.id}:${at}`, profileId: entry.id, match: entry.match, at, card: cardOf(entry) }, db);
      return ok;
    },

    async dismissLikeEvent() {
      await writeKv('likeEvent', null, db);
      return ok;
    },

    async dismissLikeNotice() {
      await writeKv('likeNotice', null, db);
      return ok;
    },
  };
}
