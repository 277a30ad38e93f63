import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/connect.ts';
import type { MediaStore } from './store.ts';

// Decision 174: the row and the object agree after any crash. An upload writes the object first
// (noted in media_uploads), then its row; a deletion removes the row and queues the object in
// media_removals in the same transaction, and the queue is emptied into the store after the commit.
// The sweep (a job of every instance) finishes both: queued removals, and objects whose row never came.

/** A database or a transaction: what runs the journal's statements. */
type Executor = Pick<Db, 'execute'>;

/** Keys as the SQL of a text array (one home for the cast). */
export const keyArray = (keys: readonly string[]): SQL => sql`${sql.param([...keys])}::text[]`;

/** Before the objects are written: an entry each, so a crash between the object and its row is swept. */
export async function noteUploads(db: Db, keys: readonly string[], now: Date): Promise<void> {
  await db.execute(sql`INSERT INTO media_uploads (key, started_at) SELECT k, ${now.toISOString()}::timestamptz FROM unnest(${keyArray(keys)}) AS k ON CONFLICT (key) DO NOTHING`);
}

/** After the row is written (or the objects removed): the entries go. */
export async function settleUploads(db: Db, keys: readonly string[]): Promise<void> {
  await db.execute(sql`DELETE FROM media_uploads WHERE key = ANY(${keyArray(keys)})`);
}

/**
 * In the transaction that removes the rows naming them: the keys' bytes leave the media table and
 * the keys are queued for the object store (removeQueued after the commit). `keys` is a SELECT of
 * one text column; NULLs are skipped.
 */
export async function forgetMedia(tx: Executor, keys: SQL): Promise<void> {
  await tx.execute(sql`WITH k AS MATERIALIZED (SELECT DISTINCT x AS key FROM (${keys}) AS s(x) WHERE x IS NOT NULL),
    gone AS (DELETE FROM media WHERE key IN (SELECT key FROM k))
    INSERT INTO media_removals (key) SELECT key FROM k ON CONFLICT (key) DO NOTHING`);
}

/** forgetMedia for a list of keys. */
export async function forgetMediaKeys(tx: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await forgetMedia(tx, sql`SELECT unnest(${keyArray(keys)})`);
}

/** Empties the removal queue into the store; throws MediaUnavailable when the store is away (the sweep tries again). */
export async function removeQueued(db: Db, store: MediaStore): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = (await rows<{ key: string }>(db, sql`SELECT key FROM media_removals ORDER BY queued_at, key LIMIT 500`)).map((r) => r.key);
    if (batch.length === 0) return removed;
    await store.remove(batch);
    await db.execute(sql`DELETE FROM media_removals WHERE key = ANY(${keyArray(batch)})`);
    removed += batch.length;
    if (batch.length < 500) return removed;
  }
}

/** How old an upload's entry must be before the sweep judges it: far past the store's timeouts. */
export const UPLOAD_GRACE_MS = 15 * 60_000;

/** A key some row names: a member photo's three files, a chat message's image. */
const referenced = (key: SQL): SQL =>
  sql`(EXISTS (SELECT 1 FROM photos p WHERE p.filename = ${key} OR p.thumb_filename = ${key} OR p.match_filename = ${key})
    OR EXISTS (SELECT 1 FROM messages m WHERE m.image_key = ${key}))`;

/**
 * The sweep: removes the objects of uploads whose row never came (older than the grace), then the
 * queued removals. Returns what it removed.
 */
export async function sweepMedia(db: Db, store: MediaStore, now: Date): Promise<{ orphans: number; removed: number }> {
  const cutoff = new Date(now.getTime() - UPLOAD_GRACE_MS).toISOString();
  let orphans = 0;
  for (;;) {
    const batch = await rows<{ key: string; used: boolean }>(
      db,
      sql`SELECT u.key, ${referenced(sql`u.key`)} AS used FROM media_uploads u WHERE u.started_at < ${cutoff}::timestamptz ORDER BY u.key LIMIT 500`,
    );
    if (batch.length === 0) break;
    const unused = batch.filter((r) => !r.used).map((r) => r.key);
    if (unused.length > 0) await store.remove(unused);
    orphans += unused.length;
    await settleUploads(
      db,
      batch.map((r) => r.key),
    );
    if (batch.length < 500) break;
  }
  return { orphans, removed: await removeQueued(db, store) };
}
