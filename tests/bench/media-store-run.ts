// The media store benchmark's measurements (decision 174), run by tests/bench/media-store.mjs with
// `node --import tsx`: N photos (three files each, incompressible bytes of WebP-like sizes) in a
// fresh PostgreSQL database, once with the database store (the media table) and once with the
// object store (the tests' S3 peer, s3rver behind a SigV4 check, on this machine); for each, the
// database's size and image reads per second through the store (16 at once, random keys).
// Prints one JSON line.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, rows, runMigrations, sql } from '../../server/db/connect.ts';
import { DatabaseMediaStore, S3MediaStore, type MediaStore } from '../../server/media/store.ts';
import { startS3Peer } from '../helpers/s3Peer.ts';

const PHOTOS = Number(process.env.MEDIA_BENCH_PHOTOS ?? 10_000);
const READS = Number(process.env.MEDIA_BENCH_READS ?? 5_000);
const PARALLEL = 16;
/** main, thumbnail, match: bytes of each file (WebP at these sizes is about this large, and incompressible) */
const SIZES = { main: 24_000, thumb: 4_000, match: 12_000 };
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function run(kind: 'database' | 's3') {
  const name = `bench_media_${kind}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const peer = kind === 's3' ? await startS3Peer() : null;
  try {
    await handle.withMigrationLock((db) => runMigrations(handle, db));
    await handle.db.execute(sql`VACUUM FULL`);
    const [empty] = await rows<{ n: string }>(handle.db, sql`SELECT pg_database_size(current_database())::text AS n`);
    const store: MediaStore = peer
      ? new S3MediaStore(handle.db, { endpoint: peer.endpoint, bucket: peer.bucket, region: 'us-east-1', accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey, forcePathStyle: true, timeoutMs: 30_000 })
      : new DatabaseMediaStore(handle.db);
    const keys: string[] = [];
    const started = performance.now();
    for (let i = 0; i < PHOTOS; i += PARALLEL) {
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL, PHOTOS - i) }, async (_, j) => {
          const base = `p-bench-${String(i + j).padStart(6, '0')}`;
          for (const [suffix, size] of [['', SIZES.main], ['-t', SIZES.thumb], ['-m', SIZES.match]] as const) {
            await store.put(`${base}${suffix}.webp`, randomBytes(size), 'image/webp');
          }
          keys.push(`${base}.webp`);
        }),
      );
    }
    const writeMs = performance.now() - started;
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const [size] = await rows<{ db: string; media: string }>(handle.db, sql`SELECT pg_database_size(current_database())::text AS db, pg_total_relation_size('media')::text AS media`);
    let next = 0;
    let bytes = 0;
    const readStart = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < READS) {
          next += 1;
          const key = keys[Math.floor(Math.random() * keys.length)] ?? '';
          const found = await store.get(key);
          if (!found) throw new Error(`missing ${key}`);
          bytes += found.bytes.length;
        }
      }),
    );
    const readMs = performance.now() - readStart;
    if (store instanceof S3MediaStore) store.close();
    const mb = (n: number | string) => Math.round((Number(n) / 1_048_576) * 10) / 10;
    return {
      photos: PHOTOS,
      files: PHOTOS * 3,
      image_bytes_mb: mb(PHOTOS * (SIZES.main + SIZES.thumb + SIZES.match)),
      write_photos_per_s: Math.round((PHOTOS / writeMs) * 1000),
      database_mb_empty: mb(empty?.n ?? 0),
      database_mb: mb(size?.db ?? 0),
      media_table_mb: mb(size?.media ?? 0),
      reads: READS,
      reads_per_s: Math.round((READS / readMs) * 1000),
      read_mb_per_s: Math.round((bytes / 1_048_576 / (readMs / 1000)) * 10) / 10,
    };
  } finally {
    await handle.close();
    await peer?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const database = await run('database');
const s3 = await run('s3');
process.stdout.write(`${JSON.stringify({ parallel: PARALLEL, file_bytes: SIZES, database_store: database, object_store: s3 })}\n`);
