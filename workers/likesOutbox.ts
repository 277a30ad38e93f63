// The likes' outbox kinds (decision 183): each kind's payload and everything about its rows — the
// queue (one per profile, `like:{profileId}`, likesRows.ts), the optimistic write that goes with
// the row's insert (`enqueue`, outbox.ts), the request, the acknowledgement, the rollback and the
// pull after a refusal. The likes' actions (likesActions.ts) only call `enqueue`.
import { LikeAnswer, LikeSeenAnswer, likesApi, UnlikeAnswer, type LikeRequest } from '../src/contract/likes.ts';
import { writeKv } from '../src/db/database.ts';
import type { LikeCardFields } from '../src/db/likeRows.ts';
import type { AppDatabase, OutboxRowOf } from '../src/db/schema.ts';
import { classifyOutcome, type OutboxHandlers } from './outboxOutcome.ts';
import { cardOf, likeQueue, likeRowFromServer, likeRowId } from './likesRows.ts';
import { likesTables, reloadLikes, syncMatch } from './likesStore.ts';

export interface LikePayload {
  request: LikeRequest;
  profileId: number;
  card: LikeCardFields;
}
export interface ProfilePayload {
  profileId: number;
}

declare module '../src/db/schema.ts' {
  interface OutboxPayloads {
    like: LikePayload;
    unlike: ProfilePayload;
    likeSeen: ProfilePayload;
  }
}

export type LikeOutboxKind = 'like' | 'unlike' | 'likeSeen';

const nothing = () => () => Promise.resolve();

/** A queued (not yet sent) row of the opposite action on the same profile cancels out. */
async function cancelQueued(db: AppDatabase, queue: string, kind: 'like' | 'unlike'): Promise<boolean> {
  const rows = await db.outbox.where('[queue+createdAt]').between([queue, -Infinity], [queue, Infinity]).toArray();
  const last = rows[rows.length - 1];
  if (last?.kind !== kind || last.state !== 'queued') return false;
  await db.outbox.delete(last.id);
  return true;
}

/**
 * The server refused for good: the UI gets a notice with the reason (a like or an unlike), and
 * the next pull reloads every like (an unlike refused brings the like back from the server).
 */
async function refused(db: AppDatabase, row: OutboxRowOf<LikeOutboxKind>, error: string): Promise<void> {
  if (row.kind !== 'likeSeen') await writeKv('likeNotice', { id: row.id, kind: row.kind, error, profileId: row.payload.profileId, at: row.createdAt }, db);
  await reloadLikes(db);
}

export const likesOutbox: OutboxHandlers<LikeOutboxKind> = {
  like: {
    queue: ({ profileId }) => likeQueue(profileId),
    tables: likesTables,
    // the like shows at once (pending); it goes out unless it cancels a queued unlike or was there already
    async write(db, { payload, queue, createdAt }) {
      const { profileId, card } = payload;
      const id = likeRowId('out', profileId);
      const existing = await db.likes.get(id);
      if (!existing) await db.likes.put({ id, profileId, direction: 'out', likeNew: false, createdAt, version: 0, pending: 1, ...card });
      await syncMatch(db, profileId);
      if (await cancelQueued(db, queue, 'unlike')) return false;
      return !existing;
    },
    send: async ({ payload }, { api, now }) =>
      classifyOutcome(await api.request(likesApi.like, { method: 'POST', body: payload.request, schema: LikeAnswer, attempts: 1 }), (answer) => async (db) => {
        const stored = likeRowFromServer(answer.like, 'out', 0);
        const local = await db.likes.get(stored.id);
        await db.likes.put({ ...stored, version: local?.version ?? 0 });
        await syncMatch(db, payload.profileId);
        // a like that makes a match: the modal celebrates it (SPEC §2)
        if (answer.match) {
          const at = now();
          await writeKv('likeEvent', { id: `${payload.profileId}:${at}`, profileId: payload.profileId, match: true, at, card: cardOf(answer.like) }, db);
        }
      }),
    // the optimistic like goes
    async rollBack(db, row, error) {
      const { profileId } = row.payload;
      const local = await db.likes.get(likeRowId('out', profileId));
      if (local?.pending === 1) await db.likes.delete(local.id);
      await syncMatch(db, profileId);
      await refused(db, row, error);
    },
    pullAfterRefusal: true,
  },

  unlike: {
    queue: ({ profileId }) => likeQueue(profileId),
    tables: likesTables,
    // the like goes at once; the unlike goes out unless it cancels a queued like or there was none
    async write(db, { payload, queue }) {
      const id = likeRowId('out', payload.profileId);
      const existing = await db.likes.get(id);
      await db.likes.delete(id);
      await syncMatch(db, payload.profileId);
      if (await cancelQueued(db, queue, 'like')) return false;
      return existing !== undefined;
    },
    send: async ({ payload }, { api }) =>
      classifyOutcome(await api.request(`${likesApi.like}?profile_id=${payload.profileId}`, { method: 'DELETE', schema: UnlikeAnswer, attempts: 1 }), nothing),
    rollBack: refused,
    pullAfterRefusal: true,
  },

  likeSeen: {
    queue: ({ profileId }) => likeQueue(profileId),
    tables: likesTables,
    // the like is no longer new, here at once; one that was not new has nothing to send
    async write(db, { payload }) {
      const like = await db.likes.get(likeRowId('in', payload.profileId));
      if (!like?.likeNew) return false;
      await db.likes.put({ ...like, likeNew: false });
      return true;
    },
    send: async ({ payload }, { api }) =>
      classifyOutcome(await api.request(likesApi.likeSeen, { method: 'POST', body: { profile_id: payload.profileId }, schema: LikeSeenAnswer, attempts: 1 }), nothing),
    rollBack: refused,
    pullAfterRefusal: true,
  },
};
