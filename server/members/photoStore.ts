import { and, asc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { PhotoUpdate } from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import { media, photos } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { forgetMediaKeys, noteUploads, settleUploads } from '../media/journal.ts';
import type { MediaStore } from '../media/store.ts';
import type { MemberRow } from './members.ts';
import { rowsOf } from './cards.ts';
import { photoLimit } from './ownProfile.ts';
import type { ProcessedPhoto } from './photoProcessing.ts';
import type { PhotoRow } from './photoAccess.ts';

type Tx = Db;

async function inTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (txIn) => fn(txIn as unknown as Tx));
}

/** Locks the member's row so two parallel uploads cannot both pass the photo limit. */
async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`);
}

/** The SPEC §5 photo limit: refused (photo_limit) when the member holds `count` photos already. */
function refuseAtLimit(member: MemberRow, count: number): void {
  const limit = photoLimit(member);
  if (count >= limit) throw new ApiFailure(403, 'photo_limit', { limit });
}

/**
 * Before an upload is decoded: a member at the limit is refused without spending a
 * decode. addPhoto judges again under the member's lock, so parallel uploads still cannot pass it.
 */
export async function checkPhotoRoom(db: Db, member: MemberRow): Promise<void> {
  const [stats] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM photos WHERE member_id = ${member.id}`));
  refuseAtLimit(member, Number(stats?.n ?? 0));
}

/**
 * Stores an upload as the member's last photo; refuses past the SPEC §5 limit (photo_limit). With
 * the database store the bytes go in the row's transaction; with an object store (decision 174)
 * the objects are written first (noted for the sweep), then the row, so a crash between the two
 * leaves an object the sweep removes, never a row without its file.
 */
export async function addPhoto(db: Db, store: MediaStore, member: MemberRow, processed: ProcessedPhoto, status: 'active' | 'pending', now: Date): Promise<number> {
  const base = `p-${uuidv7()}`;
  const names = { main: `${base}.webp`, thumb: `${base}-t.webp`, match: `${base}-m.webp` };
  const files = [
    { key: names.main, contentType: 'image/webp', bytes: processed.main },
    { key: names.thumb, contentType: 'image/webp', bytes: processed.thumb },
    { key: names.match, contentType: 'image/webp', bytes: processed.match },
  ];
  const inDatabase = store.kind === 'database';
  const keys = files.map((f) => f.key);
  if (!inDatabase) {
    await noteUploads(db, keys, now);
    await Promise.all(files.map((f) => store.put(f.key, f.bytes, f.contentType)));
  }
  let id: number;
  try {
    id = await inTx(db, async (tx) => {
      await lockMember(tx, member.id);
      const [stats] = rowsOf<{ n: number | string; top: number | null }>(
        await tx.execute(sql`SELECT count(*) AS n, max(position) AS top FROM photos WHERE member_id = ${member.id}`),
      );
      refuseAtLimit(member, Number(stats?.n ?? 0));
      if (inDatabase) await tx.insert(media).values(files);
      const top = stats?.top === null || stats?.top === undefined ? -1 : Number(stats.top);
      const [row] = await tx
        .insert(photos)
        .values({
          memberId: member.id,
          filename: names.main,
          thumbFilename: names.thumb,
          matchFilename: names.match,
          status,
          position: top + 1,
          private: false,
        })
        .returning({ id: photos.id });
      if (!row) throw new Error('photo insert returned nothing');
      return row.id;
    });
  } catch (error) {
    // refused under the lock (the limit): the objects go now; if that fails too, the sweep removes them
    if (!inDatabase) await store.remove(keys).then(() => settleUploads(db, keys)).catch(() => undefined);
    throw error;
  }
  if (!inDatabase) await settleUploads(db, keys);
  return id;
}

async function ownList(tx: Tx, memberId: number): Promise<PhotoRow[]> {
  return tx.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.position), asc(photos.id));
}

/** Writes positions 0…n-1 in the given order (only rows whose position changes). */
async function renumber(tx: Tx, ordered: PhotoRow[]): Promise<void> {
  for (const [i, p] of ordered.entries()) {
    if (p.position !== i) await tx.update(photos).set({ position: i }).where(eq(photos.id, p.id));
  }
}

/** PATCH /api/photos.php: private on/off, make main (first and public), move up or down. */
export async function updatePhoto(db: Db, memberId: number, change: PhotoUpdate): Promise<void> {
  await inTx(db, async (tx) => {
    await lockMember(tx, memberId);
    const list = await ownList(tx, memberId);
    const index = list.findIndex((p) => p.id === change.id);
    const photo = list[index];
    if (!photo) throw new ApiFailure(404, 'not_found');
    if (change.private !== undefined && change.private !== photo.private) {
      await tx.update(photos).set({ private: change.private }).where(eq(photos.id, photo.id));
    }
    let order = [...list];
    if (change.main) {
      if (photo.private && change.private !== false) await tx.update(photos).set({ private: false }).where(eq(photos.id, photo.id));
      order = [photo, ...list.filter((p) => p.id !== photo.id)];
    } else if (change.move) {
      const target = change.move === 'up' ? index - 1 : index + 1;
      const other = list[target];
      if (other) {
        order[target] = photo;
        order[index] = other;
      }
    }
    await renumber(tx, order);
  });
}

/**
 * DELETE /api/photos.php?id=: the photo row, and its files queued for removal in the same
 * transaction (decision 174: the caller empties the queue into the store after the commit).
 */
export async function deletePhoto(db: Db, memberId: number, id: number): Promise<void> {
  await inTx(db, async (tx) => {
    await lockMember(tx, memberId);
    const [photo] = await tx.select().from(photos).where(and(eq(photos.id, id), eq(photos.memberId, memberId)));
    if (!photo) throw new ApiFailure(404, 'not_found');
    await tx.delete(photos).where(eq(photos.id, id));
    await forgetMediaKeys(tx, [photo.filename, photo.thumbFilename, photo.matchFilename]);
    await renumber(tx, await ownList(tx, memberId));
  });
}
