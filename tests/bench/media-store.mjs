// Media store benchmark (decision 174): tests/bench/media-store-run.ts on PostgreSQL, 10,000 photos
// with the database store and with the object store (the tests' S3 peer on this machine): image
// reads per second and the database's size each way. MEDIA_BENCH_PHOTOS and MEDIA_BENCH_READS
// change the counts. Its databases are dropped afterwards.
import { spawnSync } from 'node:child_process';

export async function benchMediaStore() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/media-store-run.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) return { error: `media store run exited with ${run.status}` };
  return JSON.parse(run.stdout.trim().split('\n').pop());
}
