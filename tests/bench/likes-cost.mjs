// What one GET /api/likes.php costs, in figures that move little with the shared machine's load
// (decision 144): the server's CPU per request (its process's user + system time from /proc), the
// answer's bytes, and, when pg_stat_statements is loaded (shared_preload_libraries), the likes
// statement's PostgreSQL execution time and buffers per request; the CPU of all PostgreSQL
// processes per request beside them.
//
// Bundles the server of the current directory (as `npm start` runs it, into its own file so that
// two checkouts can be measured side by side), runs it on a database seeded by
// tests/bench/load-seed.ts, logs the load benchmark's member in (credits@demo.test, the member whose
// ~53 likes the load benchmark lists), warms up, then asks for the list LIKES_COST_REQUESTS times
// (default 2,000), LIKES_COST_CONCURRENCY at a time (default 1: each request its own statement; 20
// is the load benchmark's closed loop, where concurrent requests share a statement).
//
//   node tests/bench/likes-cost.mjs <seed.json>      (the JSON line load-seed.ts prints)
//
// Prints one JSON object.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildServer, serverArgs } from '../../scripts/server-build.mjs';
import { postgresCpuMs, processCpuMs, waitFor } from './procs.mjs';

const REQUESTS = Number(process.env.LIKES_COST_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.LIKES_COST_CONCURRENCY ?? 1);
const WARMUP = Number(process.env.LIKES_COST_WARMUP ?? 300);
const PORT = Number(process.env.LIKES_COST_PORT ?? 3361);

const seeded = JSON.parse(readFileSync(process.argv[2], 'utf8').trim().split('\n').pop());

const client = new pg.Client({ connectionString: seeded.url });
await client.connect();
const q = async (text) => (await client.query(text)).rows;
const hasStatements = (await q(`SELECT current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%' AS on`))[0].on;
if (hasStatements) await q('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
const dataDirectory = (await q(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`))[0].setting;
const postmaster = readFileSync(`${dataDirectory}/postmaster.pid`, 'utf8').split('\n')[0];

/** CPU time (ms) of the seeded database's PostgreSQL cluster (the postmaster's children). */
const clusterCpuMs = () => postgresCpuMs(postmaster);

// its own file, so that two checkouts can be measured side by side
const bundle = await buildServer(resolve(`.build/likes-cost-${process.pid}/main.mjs`));
const server = spawn(process.execPath, serverArgs(bundle), {
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: seeded.url, LOG_LEVEL: 'warn', SEED_MEMBERS: '0', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '100000', DEMO_MODE: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(`${base}/api/settings.php`);
  const login = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'credits@demo.test', password: 'demo-password' }),
  });
  const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0], host: 'localhost' };
  let failed = 0;
  let body = '';
  const ask = async () => {
    const res = await fetch(`${base}/api/likes.php`, { headers });
    body = await res.text();
    if (!res.ok) failed++;
  };
  const burst = async (count) => {
    let left = count;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await ask();
    }));
  };
  await burst(WARMUP);
  failed = 0;
  if (hasStatements) await q('SELECT pg_stat_statements_reset()');
  const serverBefore = processCpuMs(server.pid);
  const pgBefore = clusterCpuMs();
  const started = performance.now();
  await burst(REQUESTS);
  const elapsed = performance.now() - started;
  const serverCpu = processCpuMs(server.pid) - serverBefore;
  const pgCpu = clusterCpuMs() - pgBefore;
  const answer = JSON.parse(body);
  const result = {
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    failed,
    requests_per_s: Math.round((REQUESTS / elapsed) * 1000),
    answer: {
      bytes: Buffer.byteLength(body),
      sha256: createHash('sha256').update(body).digest('hex').slice(0, 16),
      profiles: answer.profiles?.length,
      liked_by: answer.liked_by?.length,
    },
    per_request: {
      server_cpu_ms: Math.round((serverCpu / REQUESTS) * 1000) / 1000,
      postgres_cpu_ms: Math.round((pgCpu / REQUESTS) * 1000) / 1000,
    },
  };
  if (hasStatements) {
    const statements = await q(
      `SELECT calls, total_exec_time, shared_blks_hit, shared_blks_read, rows, regexp_replace(left(query, 120), '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND toplevel
        ORDER BY total_exec_time DESC LIMIT 5`,
    );
    result.statements = statements.map((s) => ({
      calls_per_request: Math.round((Number(s.calls) / REQUESTS) * 1000) / 1000,
      ms_per_request: Math.round((Number(s.total_exec_time) / REQUESTS) * 1000) / 1000,
      buffers_per_request: Math.round(((Number(s.shared_blks_hit) + Number(s.shared_blks_read)) / REQUESTS) * 10) / 10,
      rows_per_call: Math.round((Number(s.rows) / Math.max(1, Number(s.calls))) * 10) / 10,
      query: s.query,
    }));
  }
  process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone already
  }
  await client.end();
  spawnSync('rm', ['-rf', resolve(`.build/likes-cost-${process.pid}`)]);
}
