import type { LikesAnswer } from '../src/contract/likes.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { changedRows } from '../src/db/sameData.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import { likeEventFrom, pendingLikeOps, reconcileLikes } from './likesRows.ts';

/**
 * Writes a likes answer through the reconcile (inside the caller's transaction: kv, likes,
 * outbox). A delta that brings a new like or a match raises the like event for the modal.
 */
export async function applyLikes(db: AppDatabase, answer: LikesAnswer, full: boolean, now: number): Promise<void> {
  const local = await db.likes.toArray();
  const pending = pendingLikeOps(await db.outbox.toArray());
  const plan = reconcileLikes(answer, full, local, pending);
  if (plan.remove.length > 0) await db.likes.bulkDelete(plan.remove);
  // only the rows that change what is stored (decision 157)
  const byId = new Map(local.map((row) => [row.id, row]));
  const put = changedRows(plan.put, (row) => byId.get(row.id));
  if (put.length > 0) await db.likes.bulkPut(put);
  const event = full ? null : likeEventFrom(answer, local, now);
  if (event) await writeKv('likeEvent', event, db);
}

/** The match flags of a member's two rows follow each other (after a local like or unlike). */
export async function syncMatch(db: AppDatabase, profileId: number): Promise<void> {
  const [out, inc] = await db.likes.bulkGet([`out:${profileId}`, `in:${profileId}`]);
  const match = Boolean(out && inc);
  if (out && out.match !== match) await db.likes.put({ ...out, match });
  if (inc && inc.match !== match) await db.likes.put({ ...inc, match });
}

/** Forget the likes cursor: the next pull loads every like again (after a refusal). */
export async function reloadLikes(db: AppDatabase): Promise<void> {
  const { likes: _reload, ...rest } = (await readKv('cursors', db)) ?? {};
  await writeKv('cursors', rest, db);
}

export function likesTables(db: AppDatabase) {
  return [db.kv, db.likes, db.outbox];
}
