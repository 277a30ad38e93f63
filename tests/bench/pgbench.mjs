// The ceiling of a small write transaction on this machine's PostgreSQL: pgbench's built-in
// TPC-B-like script (5 statements, one commit) on a scratch database, as the load benchmark's
// send figure is set against it (docs/BENCHMARKS.md). `pgbench -i -s 10`, then `-c 20 -j 2 -T 20`.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const SCALE = Number(process.env.PGBENCH_SCALE ?? 10);
const CLIENTS = Number(process.env.PGBENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.PGBENCH_SECONDS ?? 20);

/** `postgres://user@host:port/db` → pgbench's connection flags for another database on that server. */
function connectionArgs(url, database) {
  const u = new URL(url);
  return ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'), database];
}

/** Parses pgbench's summary: tps and average latency. */
export function parsePgbench(output) {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  return { tps: tps ? Math.round(Number(tps[1])) : null, latency_avg_ms: latency ? Number(latency[1]) : null };
}

export async function benchPgbench(adminUrl) {
  const database = `bench_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    const args = connectionArgs(adminUrl, database);
    const init = spawnSync('pgbench', ['-i', '-q', '-s', String(SCALE), ...args], { encoding: 'utf8' });
    if (init.status !== 0) return { error: `pgbench -i exited with ${init.status}: ${init.stderr.slice(-400)}` };
    const run = spawnSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), ...args], { encoding: 'utf8' });
    if (run.status !== 0) return { error: `pgbench exited with ${run.status}: ${run.stderr.slice(-400)}` };
    return { script: 'tpcb-like (built in)', scale: SCALE, clients: CLIENTS, threads: 2, seconds: SECONDS, ...parsePgbench(run.stdout) };
  } catch (error) {
    return { error: String(error) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
