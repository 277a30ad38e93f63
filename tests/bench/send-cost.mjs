// What one message send costs PostgreSQL, in figures that do not move with the machine's load
// (decision 140): buffers hit and dirtied, WAL records, bytes and full-page images, heap tuples
// written and how many of the updates were HOT, index entries written, and, when the extension
// pg_stat_statements is loaded (shared_preload_libraries, `pg_stat_statements.track = all`), the
// execution time of the send's statement and of each statement inside chat_send.
//
// Runs the built server (as `npm start`) on a database seeded by tests/bench/load-seed.ts, logs the
// seed's senders in, warms up, then sends SEND_COST_SENDS messages (default 2,000) through
// POST /api/messages.php, SEND_COST_CONCURRENCY at a time (default 4), and reads PostgreSQL's
// statistics before and after.
//
//   node tests/bench/send-cost.mjs <seed.json>      (the JSON line load-seed.ts prints)
//
// Prints one JSON object. The message ids are UUIDv7, as the app's client makes them (useSend.ts).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { buildServer, serverArgs } from '../../scripts/server-build.mjs';
import { postgresCpuMs, waitFor } from './procs.mjs';

const SENDS = Number(process.env.SEND_COST_SENDS ?? 2000);
const CONCURRENCY = Number(process.env.SEND_COST_CONCURRENCY ?? 4);
const WARMUP = Number(process.env.SEND_COST_WARMUP ?? 200);
const PORT = Number(process.env.SEND_COST_PORT ?? 3351);

const seeded = JSON.parse(readFileSync(process.argv[2], 'utf8').trim().split('\n').pop());

const client = new pg.Client({ connectionString: seeded.url });
await client.connect();
const q = async (text) => (await client.query(text)).rows;

const hasStatements = (await q(`SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'`)).length > 0 ||
  (await q(`SELECT current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%' AS on`))[0].on;
if (hasStatements) await q('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

async function snapshot() {
  // the statistics collector publishes a backend's counters at the end of its transaction; in
  // PostgreSQL 15 they are in shared memory, read fresh by a new transaction
  await q('SELECT pg_stat_clear_snapshot()');
  const [wal] = await q(`SELECT pg_current_wal_lsn()::text AS lsn, w.wal_records, w.wal_fpi, w.wal_bytes FROM pg_stat_wal w`);
  const tables = await q(
    `SELECT t.relname, t.n_tup_ins, t.n_tup_upd, t.n_tup_hot_upd, t.n_tup_del,
            io.heap_blks_hit, io.heap_blks_read, io.idx_blks_hit, io.idx_blks_read,
            (SELECT count(*) FROM pg_index i WHERE i.indrelid = t.relid AND i.indpred IS NULL) AS full_indexes,
            (SELECT count(*) FROM pg_index i WHERE i.indrelid = t.relid AND i.indpred IS NOT NULL) AS partial_indexes
       FROM pg_stat_user_tables t JOIN pg_statio_user_tables io USING (relid)`,
  );
  const [db] = await q(`SELECT blks_hit, blks_read, xact_commit FROM pg_stat_database WHERE datname = current_database()`);
  return { wal, tables, db, cpu: postgresCpuMs(), at: performance.now() };
}

await buildServer();
const server = spawn(process.execPath, serverArgs(), {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: seeded.url,
    DEMO_MODE: '1', // the seed is the demo's (load-seed.ts): a production start refuses its demo logins (decision 168)
    LOG_LEVEL: 'warn',
    SEED_MEMBERS: '0',
    STATIC_DIR: '/nonexistent',
    LOGIN_RATE_LIMIT: '100000',
    NEW_MEMBER_MESSAGES_PER_HOUR: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(`${base}/api/settings.php`);
  const senders = [];
  for (const sender of seeded.senders) {
    const res = await fetch(`${base}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: sender.email, password: 'demo-password' }) });
    senders.push({ cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], conversation: sender.conversation_id });
  }
  let n = 0;
  let failed = 0;
  const send = async () => {
    const sender = senders[n++ % senders.length];
    const res = await fetch(`${base}/api/messages.php`, {
      method: 'POST',
      headers: { host: 'localhost', cookie: sender.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: uuidv7(), conversation_id: sender.conversation, kind: 'text', body: `cost ${n}` }),
    });
    await res.arrayBuffer();
    if (!res.ok) failed++;
  };
  const burst = async (count) => {
    let left = count;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await send();
    }));
  };
  await burst(WARMUP);
  await new Promise((r) => setTimeout(r, 1500)); // the notifications after the last sends
  failed = 0;
  if (hasStatements) await q('SELECT pg_stat_statements_reset()');
  const before = await snapshot();
  await burst(SENDS);
  await new Promise((r) => setTimeout(r, 1500));
  const after = await snapshot();
  const per = (value) => Math.round((value / SENDS) * 100) / 100;

  const tables = {};
  let indexEntries = 0;
  for (const a of after.tables) {
    const b = before.tables.find((t) => t.relname === a.relname);
    if (!b) continue;
    const d = (k) => Number(a[k]) - Number(b[k]);
    const written = d('n_tup_ins') + d('n_tup_upd') + d('n_tup_del');
    if (written === 0) continue;
    const nonHot = d('n_tup_upd') - d('n_tup_hot_upd');
    // every inserted tuple and every non-HOT new version gets an entry in each full index
    indexEntries += (d('n_tup_ins') + nonHot) * Number(a.full_indexes);
    tables[a.relname] = {
      inserted: per(d('n_tup_ins')),
      updated: per(d('n_tup_upd')),
      hot_updated: per(d('n_tup_hot_upd')),
      deleted: per(d('n_tup_del')),
      full_indexes: Number(a.full_indexes),
      partial_indexes: Number(a.partial_indexes),
      heap_blocks_touched: per(d('heap_blks_hit') + d('heap_blks_read')),
      index_blocks_touched: per(d('idx_blks_hit') + d('idx_blks_read')),
    };
  }
  const walBytes = Number(spawnSync('psql', [seeded.url, '-Atc', `SELECT pg_wal_lsn_diff('${after.wal.lsn}', '${before.wal.lsn}')`], { encoding: 'utf8' }).stdout.trim());
  const result = {
    sends: SENDS,
    failed,
    concurrency: CONCURRENCY,
    sends_per_s: Math.round((SENDS / (after.at - before.at)) * 1000),
    per_send: {
      // of the whole cluster while the sends ran (the server's job polling included)
      wal_bytes: per(walBytes),
      wal_records: per(Number(after.wal.wal_records) - Number(before.wal.wal_records)),
      wal_full_page_images: per(Number(after.wal.wal_fpi) - Number(before.wal.wal_fpi)),
      blocks_touched: per(Number(after.db.blks_hit) + Number(after.db.blks_read) - Number(before.db.blks_hit) - Number(before.db.blks_read)),
      commits: per(Number(after.db.xact_commit) - Number(before.db.xact_commit)),
      index_entries_written: per(indexEntries),
      postgres_cpu_ms: per(after.cpu - before.cpu),
    },
    tables,
  };
  if (hasStatements) {
    const statements = await q(
      `SELECT toplevel, calls, total_exec_time, shared_blks_hit, shared_blks_read, shared_blks_dirtied, shared_blks_written,
              wal_records, wal_fpi, wal_bytes, regexp_replace(left(query, 160), '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time DESC`,
    );
    const send = statements.find((s) => s.toplevel && /chat_send\(/.test(s.query));
    const row = (s) => ({
      calls_per_send: per(Number(s.calls)),
      ms_per_send: Math.round((Number(s.total_exec_time) / SENDS) * 1000) / 1000,
      ms_per_call: Math.round((Number(s.total_exec_time) / Math.max(1, Number(s.calls))) * 1000) / 1000,
      blks_hit: per(Number(s.shared_blks_hit)),
      blks_read: per(Number(s.shared_blks_read)),
      blks_dirtied: per(Number(s.shared_blks_dirtied)),
      blks_written: per(Number(s.shared_blks_written)),
      wal_records: per(Number(s.wal_records)),
      wal_fpi: per(Number(s.wal_fpi)),
      wal_bytes: per(Number(s.wal_bytes)),
      query: s.query,
    });
    result.send_statement = send ? row(send) : null;
    result.top_level = statements.filter((s) => s.toplevel).slice(0, 12).map(row);
    result.nested = statements.filter((s) => !s.toplevel).slice(0, 25).map(row);
  }
  process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone already
  }
  await client.end();
}
