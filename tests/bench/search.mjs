// Members search latency (first page, page 50) at 100,000 members on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL; and sharp's processing time for a 12-megapixel JPEG upload.
import { spawnSync } from 'node:child_process';

export function benchSearch() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/search-run.ts'], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) return { error: `search bench exited with ${run.status}` };
  const line = run.stdout.trim().split('\n').pop() ?? '{}';
  return JSON.parse(line);
}
