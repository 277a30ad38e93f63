// Dashboard benchmark at scale on PostgreSQL (decision 132): the load benchmark's data (100,000
// members, 1,000,000 messages; tests/bench/load-seed.ts) in a fresh database, then
// tests/bench/dashboard-run.ts: the rollup's backfill and ordinary run, and the answer for 90 days
// of one site and of all sites (goal ≤ 300 ms). The database is dropped afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export async function benchDashboard() {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/load-seed.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  if (seed.status !== 0) return { error: `seed exited with ${seed.status}` };
  const seeded = JSON.parse(seed.stdout.trim().split('\n').pop());
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/dashboard-run.ts', seeded.url], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
    if (run.status !== 0) return { error: `dashboard run exited with ${run.status}` };
    return { seed_ms: seeded.timings, ...JSON.parse(run.stdout.trim().split('\n').pop()) };
  } finally {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = new pg.Client({ connectionString: adminUrl });
    // dropped even when a step failed (a failed run leaves no 100k-member database behind)
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${seeded.database} WITH (FORCE)`);
    await admin.end();
  }
}
