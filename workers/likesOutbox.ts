import { LikeAnswer, LikeSeenAnswer, likesApi, UnlikeAnswer } from '../src/contract/likes.ts';
import { writeKv } from '../src/db/database.ts';
import type { AppDatabase, OutboxRow } from '../src/db/schema.ts';
import type { ApiClient } from './apiClient.ts';
import { classifyOutcome, type OutboxOutcome } from './outboxOutcome.ts';
import { cardOf, likeRowFromServer, likeRowId, type LikePayload, type ProfilePayload } from './likesRows.ts';
import { reloadLikes, syncMatch } from './likesStore.ts';

/** What one try of a like outbox row came to (the outbox's own outcome shape). */
export type LikeOutcome = OutboxOutcome;


const nothing = () => () => Promise.resolve();

/** Sends one like, unlike or like-seen row once (the outbox's backoff does the retrying). */
export async function performLikeRow(api: ApiClient, row: OutboxRow, now: () => number): Promise<LikeOutcome> {
  if (row.kind === 'like') {
    const payload = row.payload as LikePayload;
    const outcome = await api.request(likesApi.like, { method: 'POST', body: payload.request, schema: LikeAnswer, attempts: 1 });
    return classifyOutcome(outcome, (answer) => async (db) => {
      const stored = likeRowFromServer(answer.like, 'out', 0);
      const local = await db.likes.get(stored.id);
      await db.likes.put({ ...stored, version: local?.version ?? 0 });
      await syncMatch(db, payload.profileId);
      // a like that makes a match: the modal celebrates it (SPEC §2)
      if (answer.match) {
        const at = now();
        await writeKv('likeEvent', { id: `${payload.profileId}:${at}`, profileId: payload.profileId, match: true, at, card: cardOf(answer.like) }, db);
      }
    });
  }
  if (row.kind === 'unlike') {
    const { profileId } = row.payload as ProfilePayload;
    const outcome = await api.request(`${likesApi.like}?profile_id=${profileId}`, { method: 'DELETE', schema: UnlikeAnswer, attempts: 1 });
    return classifyOutcome(outcome, nothing);
  }
  const { profileId } = row.payload as ProfilePayload;
  const outcome = await api.request(likesApi.likeSeen, { method: 'POST', body: { profile_id: profileId }, schema: LikeSeenAnswer, attempts: 1 });
  return classifyOutcome(outcome, nothing);
}

/**
 * The server refused for good: the optimistic change goes, the UI gets a notice with the reason,
 * and the next pull reloads every like (an unlike refused brings the like back from the server).
 */
export async function rollBackLikeRow(db: AppDatabase, row: OutboxRow, error: string): Promise<void> {
  const { profileId } = row.payload as ProfilePayload;
  if (row.kind === 'like') {
    const local = await db.likes.get(likeRowId('out', profileId));
    if (local?.pending === 1) await db.likes.delete(local.id);
    await syncMatch(db, profileId);
  }
  if (row.kind === 'like' || row.kind === 'unlike') {
    await writeKv('likeNotice', { id: row.id, kind: row.kind, error, profileId, at: row.createdAt }, db);
  }
  await reloadLikes(db);
}
