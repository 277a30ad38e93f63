import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows, runMigrations, type DbHandle } from '../../server/db/connect.ts';
import { media } from '../../server/db/schema.ts';
import { progressLine } from '../../server/media/move.ts';
import { S3MediaStore, sha256Hex } from '../../server/media/store.ts';
import { adminQuery } from '../helpers/postgresAdmin.ts';
import { startS3Peer, type S3Peer } from '../helpers/s3Peer.ts';
import { backends } from '../helpers/server.ts';

const IMAGES = 120;
const root = path.resolve(import.meta.dirname, '../..');

/** `npm run media:move`'s program as a child process; `onLine` sees each line it prints. */
function runMove(env: Record<string, string>, onLine?: (line: string, kill: () => void) => void): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/media/moveCli.ts', '--batch=10'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      out += text;
      for (const line of text.split('\n').filter(Boolean)) onLine?.(line, () => child.kill('SIGKILL'));
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

/**
 * Decision 174: the move copies every image of the media table into the bucket, verifying each
 * object's checksum, and switches it (its row goes); killed in the middle it resumes, and the
 * images are readable throughout (bucket first, then table). On both database backends.
 */
describe.each(backends)('npm run media:move on %s', (backend) => {
  let peer: S3Peer;
  let dataDir = '';
  let databaseUrl = '';
  let drop = async () => {};
  const originals = new Map<string, Buffer>();

  const open = (): Promise<DbHandle> => (backend === 'postgres' ? openDatabase({ databaseUrl }) : openDatabase({ dataDir }));

  beforeAll(async () => {
    peer = await startS3Peer();
    if (backend === 'postgres') {
      const admin = process.env.TEST_DATABASE_URL ?? '';
      const name = `t_move_${randomBytes(5).toString('hex')}`;
      await adminQuery(admin, `CREATE DATABASE ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      drop = () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'fw-move-'));
    }
    const handle = await open();
    await handle.withMigrationLock((db) => runMigrations(handle, db));
    for (let i = 0; i < IMAGES; i++) {
      const key = `p-move-${String(i).padStart(4, '0')}.webp`;
      const bytes = randomBytes(2_000 + i * 50);
      originals.set(key, bytes);
    }
    await handle.db.insert(media).values([...originals].map(([key, bytes]) => ({ key, contentType: 'image/webp', bytes })));
    await handle.close();
    // a fresh embedded database is migrated from nothing here (no template for a folder)
  }, 240_000);
  afterAll(async () => {
    await peer?.close();
    await drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // a generous bound: this machine's other tests may keep the peer (in this process) busy
  const env = () => ({ ...peer.env, S3_TIMEOUT_MS: '30000', LOG_LEVEL: 'silent', ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) });

  it('killed in the middle, resumed: every image in the bucket with its checksum, none left in the table, readable throughout', async () => {
    // readers while the move runs (PostgreSQL: the embedded database is one process's at a time)
    let reads = 0;
    let misses = 0;
    let reading = backend === 'postgres';
    const reader = (async () => {
      if (!reading) return;
      const handle = await open();
      const store = new S3MediaStore(handle.db, { endpoint: peer.endpoint, bucket: peer.bucket, region: 'us-east-1', accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey, forcePathStyle: true, timeoutMs: 5_000 });
      try {
        while (reading) {
          for (const [key, bytes] of originals) {
            const found = await store.get(key);
            reads += 1;
            if (!found || !found.bytes.equals(bytes)) misses += 1;
          }
        }
      } finally {
        store.close();
        await handle.close();
      }
    })();

    const first = await runMove(env(), (line, kill) => {
      if (/\d+ \/ 120 images/.test(line)) kill();
    });
    expect(first.signal, first.out).toBe('SIGKILL');
    const movedFirst = (await peer.keys()).length;
    expect(movedFirst, first.out).toBeGreaterThan(0);
    expect(movedFirst, first.out).toBeLessThan(IMAGES);

    const second = await runMove(env());
    expect(second.code, second.out).toBe(0);
    expect(second.out).toMatch(/Done: \d+ images are in the bucket "flirtwave-media" and no longer in the database/);
    expect(second.out).toMatch(/(\d+) \/ \1 images {2}100\.0%/);
    reading = false;
    await reader;
    if (backend === 'postgres') {
      expect(reads).toBeGreaterThan(0);
      expect(misses).toBe(0);
    }

    expect(await peer.keys()).toEqual([...originals.keys()].sort());
    const handle = await open();
    const store = new S3MediaStore(handle.db, { endpoint: peer.endpoint, bucket: peer.bucket, region: 'us-east-1', accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey, forcePathStyle: true, timeoutMs: 5_000 });
    try {
      const [left] = await rows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM media`);
      expect(left?.n).toBe(0);
      for (const [key, bytes] of originals) {
        expect(await store.checksumOf(key)).toBe(sha256Hex(bytes));
        expect((await store.getObject(key))?.bytes.equals(bytes)).toBe(true);
      }
    } finally {
      store.close();
      await handle.close();
    }

    // a third run has nothing to do
    const third = await runMove(env());
    expect(third.code, third.out).toBe(0);
    expect(third.out).toMatch(/0 \/ 0 images/);
  }, 240_000);

  it('refuses to start without the object store configured, and with a store that does not answer', async () => {
    const plain = await runMove({ LOG_LEVEL: 'silent', ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) });
    expect(plain.code).toBe(1);
    expect(plain.out).toMatch(/set MEDIA_STORE=s3 and the S3_\* settings/);
    const away = await runMove({ ...env(), S3_ENDPOINT: 'http://127.0.0.1:9', S3_TIMEOUT_MS: '500' });
    expect(away.code).toBe(1);
    expect(away.out).toMatch(/The object store does not answer .*nothing was moved/);
  }, 120_000);
});

describe('the move’s progress bar', () => {
  it('shows counts, share, rate and time left', () => {
    expect(progressLine({ total: 10_000, moved: 2_500, alreadyThere: 100, failed: 0, bytes: 250 * 1_048_576, elapsedMs: 10_000 })).toBe(
      '[######------------------]  2,500 / 10,000 images  25.0%  250.0 images/s  25.0 MB/s  100 already in the bucket  about 30 s left',
    );
  });
});
