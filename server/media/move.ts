import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect.ts';
import { sha256Hex, type S3MediaStore } from './store.ts';

// Decision 174: `npm run media:move` copies every image of the media table into the object store.
// Each image: its sha256, a put (skipped when the object is there with that checksum: a resumed
// move), a read back whose sha256 must match, then the switch: its row leaves the media table.
// Servers with MEDIA_STORE=s3 read the bucket first and the table second, so every image is served
// before, during and after its switch; a kill at any point leaves rows that the next run finishes.

export interface MoveProgress {
  /** images in the media table when the run started */
  total: number;
  /** images switched to the store this run */
  moved: number;
  /** of those, already in the store with the right checksum (a resumed run) */
  alreadyThere: number;
  /** images whose copy did not verify (left in the table) */
  failed: number;
  bytes: number;
  elapsedMs: number;
}

export interface MoveOptions {
  /** rows read at once */
  batch?: number;
  /** puts in flight at once */
  parallel?: number;
  onProgress?: (progress: MoveProgress) => void;
}

interface Row {
  key: string;
  content_type: string;
  bytes: Buffer | Uint8Array;
}

/** Copies, verifies and switches one image; false when the copy read back differs. */
async function moveOne(db: Db, store: S3MediaStore, row: Row): Promise<'moved' | 'already' | 'failed'> {
  const bytes = Buffer.from(row.bytes);
  const checksum = sha256Hex(bytes);
  const there = await store.checksumOf(row.key);
  if (there !== checksum) await store.put(row.key, bytes, row.content_type);
  const back = await store.getObject(row.key);
  if (!back || sha256Hex(back.bytes) !== checksum) return 'failed';
  // the switch: the bucket serves it from now on
  await db.execute(sql`DELETE FROM media WHERE key = ${row.key}`);
  return there === checksum ? 'already' : 'moved';
}

/** The move (see the top of this file). Throws MediaUnavailable when the store stops answering: run it again. */
export async function moveMedia(db: Db, store: S3MediaStore, options: MoveOptions = {}): Promise<MoveProgress> {
  const batch = options.batch ?? 50;
  const parallel = options.parallel ?? 8;
  const started = performance.now();
  const [count] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM media`);
  const progress: MoveProgress = { total: Number(count?.n ?? 0), moved: 0, alreadyThere: 0, failed: 0, bytes: 0, elapsedMs: 0 };
  let after = '';
  for (;;) {
    const page = await rows<Row>(db, sql`SELECT key, content_type, bytes FROM media WHERE key > ${after} ORDER BY key LIMIT ${batch}`);
    if (page.length === 0) break;
    after = page[page.length - 1]?.key ?? after;
    for (let i = 0; i < page.length; i += parallel) {
      const slice = page.slice(i, i + parallel);
      const outcomes = await Promise.all(slice.map((row) => moveOne(db, store, row)));
      outcomes.forEach((outcome, j) => {
        if (outcome === 'failed') {
          progress.failed += 1;
          return;
        }
        progress.moved += 1;
        if (outcome === 'already') progress.alreadyThere += 1;
        progress.bytes += slice[j]?.bytes.length ?? 0;
      });
    }
    progress.elapsedMs = performance.now() - started;
    options.onProgress?.({ ...progress });
  }
  progress.elapsedMs = performance.now() - started;
  return progress;
}

const grouped = (n: number): string => n.toLocaleString('en-US');

/** One line of the progress bar: counts, share, rate and time left. */
export function progressLine(p: MoveProgress, width = 24): string {
  const done = p.moved + p.failed;
  const share = p.total === 0 ? 1 : Math.min(1, done / p.total);
  const filled = Math.round(share * width);
  const seconds = p.elapsedMs / 1000;
  const rate = seconds > 0 ? p.moved / seconds : 0;
  const mbps = seconds > 0 ? p.bytes / 1_048_576 / seconds : 0;
  const left = rate > 0 ? Math.ceil((p.total - done) / rate) : null;
  const parts = [
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`,
    `${grouped(done)} / ${grouped(p.total)} images`,
    `${(share * 100).toFixed(1)}%`,
    `${rate.toFixed(1)} images/s`,
    `${mbps.toFixed(1)} MB/s`,
  ];
  if (p.alreadyThere > 0) parts.push(`${grouped(p.alreadyThere)} already in the bucket`);
  if (p.failed > 0) parts.push(`${grouped(p.failed)} failed`);
  if (left !== null && done < p.total) parts.push(`about ${left} s left`);
  return parts.join('  ');
}
