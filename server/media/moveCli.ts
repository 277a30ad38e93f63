import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase, runMigrations } from '../db/connect.ts';
import { moveMedia, progressLine, type MoveProgress } from './move.ts';
import { S3MediaStore, s3SettingsOf } from './store.ts';

/**
 * `npm run media:move` (decision 174): every image of the media table into the object store the
 * environment names (MEDIA_STORE=s3 and the S3_* settings, as the servers have them). Set them on
 * every server instance first, so they write new images to the bucket and read it before the table;
 * then run this while the site keeps serving. Killed or failed, run it again: it resumes. With the
 * embedded database (DATA_DIR) stop the server first (one process opens it at a time).
 * `-- --batch=N` rows read at once (default 50).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const batchArg = args.find((a) => a.startsWith('--batch='));
  const unknown = args.filter((a) => a !== batchArg);
  const batch = batchArg ? Number(batchArg.slice('--batch='.length)) : 50;
  if (unknown.length > 0 || !Number.isInteger(batch) || batch < 1 || batch > 10_000) throw new ConfigError('usage: npm run media:move [-- --batch=N]  (N from 1 to 10000)');
  const config = loadConfig();
  if (config.MEDIA_STORE !== 's3') throw new ConfigError('media:move copies images into an object store: set MEDIA_STORE=s3 and the S3_* settings (README, "Images in an object store")');
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const store = new S3MediaStore(handle.db, s3SettingsOf(config));
  try {
    const away = await store.check();
    if (away) throw new ConfigError(`The object store does not answer (${away}); nothing was moved`);
    await handle.withMigrationLock(async (db) => runMigrations(handle, db));
    const tty = process.stdout.isTTY;
    let lastLine = 0;
    const show = (p: MoveProgress, final = false) => {
      if (tty) {
        process.stdout.write(`\r${progressLine(p)}\x1b[K${final ? '\n' : ''}`);
        return;
      }
      // a log, not a terminal: one line a second at most (and the first and the last)
      const now = performance.now();
      if (final || lastLine === 0 || now - lastLine >= 1000) {
        lastLine = now;
        process.stdout.write(`${progressLine(p)}\n`);
      }
    };
    const done = await moveMedia(handle.db, store, { batch, onProgress: (p) => show(p) });
    show(done, true);
    if (done.failed > 0) {
      process.stdout.write(`${done.failed} images did not read back with their checksum and stay in the database; run the move again.\n`);
      process.exitCode = 2;
    } else {
      process.stdout.write(`Done: ${done.moved} images are in the bucket "${store.bucket}" and no longer in the database.\n`);
    }
  } finally {
    store.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
  process.exit(1);
});
