// The likes' outbox kinds (decision 183): each kind's payload and what the outbox does with its
// rows — the request, the acknowledgement, the rollback and the pull after a refusal. The rows are
// written by the likes' actions (likesActions.ts), queued per profile (`like:{profileId}`).
import { LikeAnswer, LikeSeenAnswer, likesApi, UnlikeAnswer, type LikeRequest } from '../src/contract/likes.ts';
import { writeKv } from '../src/db/database.ts';
import type { LikeCardFields } from '../src/db/likeRows.ts';
import type { AppDatabase, OutboxRowOf } from '../src/db/schema.ts';
import { classifyOutcome, type OutboxHandlers } from './outboxOutcome.ts';
import { cardOf, likeRowFromServer, likeRowId } from './likesRows.ts';
import { reloadLikes, syncMatch } from './likesStore.ts';

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
    send: async ({ payload }, { api }) =>
      classifyOutcome(await api.request(`${likesApi.like}?profile_id=${payload.profileId}`, { method: 'DELETE', schema: UnlikeAnswer, attempts: 1 }), nothing),
    rollBack: refused,
    pullAfterRefusal: true,
  },

  likeSeen: {
    send: async ({ payload }, { api }) =>
      classifyOutcome(await api.request(likesApi.likeSeen, { method: 'POST', body: { profile_id: payload.profileId }, schema: LikeSeenAnswer, attempts: 1 }), nothing),
    rollBack: refused,
    pullAfterRefusal: true,
  },
};
