// Load benchmark at scale on PostgreSQL: seeds 100,000 members, 1,000,000 messages and
// 500,000 likes (tests/bench/load-seed.ts), starts the real server on that database, and drives
// chats.php, the members search, a profile, sending messages and likes.php at rising request rates
// (an open-loop generator, tests/bench/paced.mjs: requests sent evenly, latency counted from when each
// was due) and at the most it serves (autocannon, 20 connections, closed loop). Each figure is set
// against a bare Fastify route serving the same JSON from memory, measured in the same run (the
// ceiling of this machine).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, serverArgs } from '../../scripts/server-build.mjs';
import { paced } from './paced.mjs';
import { postgresCpuMs, processCpuMs, waitFor } from './procs.mjs';
import { benchPgbench } from './pgbench.mjs';
import { countingProxy } from './pgwire-count.mjs';

const RATES = (process.env.LOAD_RATES ?? '100,250,500,1000').split(',').map(Number);
const DURATION = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const PORT = Number(process.env.LOAD_PORT ?? 3331);
const BARE_PORT = PORT + 1;

const uuidv7ish = () => randomUUID().replace(/^(.{14})./, '$17');

function start(args, env) {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** CPU time (ms) used so far by the server process and by all PostgreSQL processes (Linux /proc). */
function cpuMs(serverPid) {
  return { server: processCpuMs(serverPid), postgres: postgresCpuMs() };
}

function figures(result, rate) {
  return {
    target_rps: rate ?? 'max',
    achieved_rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    non_2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    errors: result.errors + result.timeouts,
  };
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Round trips and statements per send on the wire (tests/bench/pgwire-count.mjs): a server of its
 * own talks to PostgreSQL through a counting proxy; one sender sends SENDS messages one after
 * another. What the server does meanwhile without a send (job polling) is counted over as long a
 * quiet window and taken off. The recipient's push and e-mail (server/notify) are part of the figure.
 */
async function sendRoundTrips(seeded, sender) {
  if (!sender) return null;
  const SENDS = 100;
  const port = PORT + 10;
  const db = new URL(seeded.url);
  const proxy = await countingProxy(port + 1, { host: db.hostname, port: Number(db.port || 5432) });
  db.hostname = '127.0.0.1';
  db.port = String(port + 1);
  const counted = start(serverArgs(), {
    PORT: String(port),
    DATABASE_URL: db.toString(),
    DEMO_MODE: '1', // the seed is the demo's (load-seed.ts): a production start refuses its demo logins (decision 168)
    LOG_LEVEL: 'warn',
    SEED_MEMBERS: '0',
    STATIC_DIR: '/nonexistent',
    LOGIN_RATE_LIMIT: '100000',
    NEW_MEMBER_MESSAGES_PER_HOUR: '1000000',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/settings.php`);
    const login = await fetch(`${base}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: sender.email, password: 'demo-password' }) });
    const headers = { host: 'localhost', cookie: (login.headers.get('set-cookie') ?? '').split(';')[0], 'content-type': 'application/json' };
    const send = () => fetch(`${base}/api/messages.php`, { method: 'POST', headers, body: JSON.stringify({ id: uuidv7ish(), conversation_id: sender.conversation_id, kind: 'text', body: 'counted' }) });
    await send(); // warm (prepared statements, pool)
    await new Promise((r) => setTimeout(r, 1000));
    const quietStart = proxy.counts();
    const began = Date.now();
    let ok = 0;
    for (let i = 0; i < SENDS; i++) if ((await send()).ok) ok++;
    await new Promise((r) => setTimeout(r, 1000)); // the notifications after the last send
    const busyMs = Date.now() - began;
    const busy = proxy.counts();
    await new Promise((r) => setTimeout(r, busyMs));
    const quiet = proxy.counts();
    const per = (key) => Math.round(((busy[key] - quietStart[key] - (quiet[key] - busy[key])) / Math.max(1, ok)) * 10) / 10;
    return { sends: ok, round_trips_per_send: per('round_trips'), statements_per_send: per('statements'), includes: 'the send and the recipient\'s push/e-mail work after it (server/notify)' };
  } finally {
    await stop(counted);
    await proxy.close();
  }
}

// For working on one call: LOAD_ONLY=send,profile measures those calls only (the bare route always,
// the ceiling they are set against); LOAD_PGBENCH=0 leaves pgbench out; LOAD_SEED=<file> reuses the
// database a seed printed into that file (the JSON line of load-seed.ts) and keeps it afterwards,
// instead of seeding a new one and dropping it. A full run (`npm run bench -- load`) sets none.
const ONLY = process.env.LOAD_ONLY ? new Set(['bare_fastify', ...process.env.LOAD_ONLY.split(',')]) : null;
const WITH_PGBENCH = process.env.LOAD_PGBENCH !== '0';
const SEED_FILE = process.env.LOAD_SEED;

/** Transactions committed in the database so far (pg_stat_database). */
async function commits(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL run without autovacuum (the CI machine's, conf.d/90-ci.conf) never analyzes the
 * sessions the bench's logins wrote nor clears the row versions a call's writes left, which a
 * production database (autovacuum on, the README's checklist) does within a minute: the plans then
 * rest on a sessions table said to be empty, and every send walks the dead versions of the
 * previous call's. So the bench does autovacuum's work before each call. Answers the setting.
 */
async function vacuumIfOff(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW autovacuum');
    const on = rows[0]?.autovacuum === 'on';
    if (!on) await client.query('VACUUM (ANALYZE) sessions, members, conversation_members, conversations, messages, credit_ledger, likes, rate_counters, member_presence');
    return on ? 'on' : 'off: the bench vacuums and analyzes before each call, as autovacuum would';
  } finally {
    await client.end();
  }
}

function seedDatabase() {
  if (SEED_FILE) return JSON.parse(readFileSync(SEED_FILE, 'utf8').trim().split('\n').pop());
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/load-seed.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  if (seed.status !== 0) return null;
  return JSON.parse(seed.stdout.trim().split('\n').pop());
}

export async function benchLoad() {
  const seeded = seedDatabase();
  if (!seeded) return { error: 'the seed failed' };
  const base = `http://127.0.0.1:${PORT}`;
  // the server as `npm start` runs it (bundle and node flags, decision 101)
  await buildServer();
  const server = start(serverArgs(), {
    PORT: String(PORT),
    DATABASE_URL: seeded.url,
    DEMO_MODE: '1', // the seed is the demo's (load-seed.ts): a production start refuses its demo logins (decision 168)
    LOG_LEVEL: 'warn',
    SEED_MEMBERS: '0',
    STATIC_DIR: '/nonexistent',
    LOGIN_RATE_LIMIT: '100000',
    NEW_MEMBER_MESSAGES_PER_HOUR: '1000000', // the bench's senders may be new accounts
  });
  // the same server without the kept chat lists, likes lists, search pages and profiles (decisions
  // 106, 148, 108, 162): what building the list and reading the page or profile on every call costs
  const REBUILT_PORT = PORT + 2;
  const rebuilt = start(serverArgs(), {
    PORT: String(REBUILT_PORT),
    DATABASE_URL: seeded.url,
    DEMO_MODE: '1', // the seed is the demo's (load-seed.ts): a production start refuses its demo logins (decision 168)
    LOG_LEVEL: 'warn',
    SEED_MEMBERS: '0',
    STATIC_DIR: '/nonexistent',
    LOGIN_RATE_LIMIT: '100000',
    NEW_MEMBER_MESSAGES_PER_HOUR: '1000000', // the bench's senders may be new accounts
    CHAT_LIST_CACHE_MB: '0',
    LIKES_LIST_CACHE_MB: '0',
    SEARCH_CACHE_MB: '0',
    PROFILE_CACHE_MB: '0',
  });
  let bare;
  try {
    await waitFor(`${base}/api/settings.php`);
    await waitFor(`http://127.0.0.1:${REBUILT_PORT}/api/settings.php`);
    const login = await fetch(`${base}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'credits@demo.test', password: 'demo-password' }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const headers = { cookie, host: 'localhost' };
    const chatsJson = await (await fetch(`${base}/api/chats.php`, { headers })).text();
    bare = start(['tests/bench/load-bare.mjs'], { BARE_PORT: String(BARE_PORT), BARE_BODY: chatsJson });
    await waitFor(`http://127.0.0.1:${BARE_PORT}/ready`);

    // many members sending at once: each one's own sends are serialised by design (ordered sequence)
    const senders = [];
    for (const sender of seeded.senders) {
      const res = await fetch(`${base}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: sender.email, password: 'demo-password' }) });
      senders.push({ cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], conversation: sender.conversation_id });
    }
    let n = 0;
    const targets = {
      bare_fastify: { url: `http://127.0.0.1:${BARE_PORT}/api/chats.php` },
      // the whole list, sent from the instance's copy while the member's rows are unchanged (decision 106)
      chats: { url: `${base}/api/chats.php`, headers },
      // the whole list built by PostgreSQL on every call (CHAT_LIST_CACHE_MB=0: a first call, or a changed list)
      chats_rebuilt: { url: `http://127.0.0.1:${REBUILT_PORT}/api/chats.php`, headers, pid: rebuilt.pid },
      // the call a running app makes: the changes since its cursor (none here)
      chats_delta: { url: `${base}/api/chats.php?since=${JSON.parse(chatsJson).cursor}`, headers },
      // the same search asked by many: answered from the instance's kept page (decision 108)
      search: { url: `${base}/api/members.php?gender=female&min_age=25&max_age=45`, headers },
      // the search read from PostgreSQL on every call (SEARCH_CACHE_MB=0: a first search, a changed page, a viewer with blocks)
      search_read: { url: `http://127.0.0.1:${REBUILT_PORT}/api/members.php?gender=female&min_age=25&max_age=45`, headers, pid: rebuilt.pid },
      // a profile many look at: answered from the instance's kept profile after the session check (decision 162)
      profile: { url: `${base}/api/profile.php?id=${seeded.profile_id}`, headers },
      // the profile read from PostgreSQL on every call (PROFILE_CACHE_MB=0: a first view, a changed profile, a viewer with blocks)
      profile_rebuilt: { url: `http://127.0.0.1:${REBUILT_PORT}/api/profile.php?id=${seeded.profile_id}`, headers, pid: rebuilt.pid },
      likes: { url: `${base}/api/likes.php`, headers },
      likes_rebuilt: { url: `http://127.0.0.1:${REBUILT_PORT}/api/likes.php`, headers, pid: rebuilt.pid },
      send: {
        url: `${base}/api/messages.php`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const sender = senders[n++ % senders.length];
              return {
                ...req,
                headers: { host: 'localhost', cookie: sender.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({ id: uuidv7ish(), conversation_id: sender.conversation, kind: 'text', body: `load ${n}` }),
              };
            },
          },
        ],
      },
    };
    // one sender's request for the paced steps (the same bodies as autocannon's setupRequest)
    const sendRequest = () => {
      const sender = senders[n++ % senders.length];
      return {
        headers: { host: 'localhost', cookie: sender.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ id: uuidv7ish(), conversation_id: sender.conversation, kind: 'text', body: `load ${n}` }),
      };
    };
    const results = {};
    let autovacuum = null;
    for (const [name, { pid, ...options }] of Object.entries(targets).filter(([name]) => !ONLY || ONLY.has(name))) {
      autovacuum = await vacuumIfOff(seeded.url);
      // warm the path (caches, JIT, connection pool) before measuring
      await run({ ...options, duration: 1 });
      const steps = [];
      for (const rate of RATES) {
        const request = name === 'send' ? { method: 'POST', body: sendRequest } : { headers: options.headers };
        steps.push(await paced({ url: options.url, rate, seconds: DURATION, ...request }));
      }
      const before = cpuMs(pid ?? server.pid);
      const commitsBefore = name === 'send' ? await commits(seeded.url) : 0;
      const max = figures(await run(options), null);
      const after = cpuMs(pid ?? server.pid);
      const commitsAfter = name === 'send' ? await commits(seeded.url) : 0;
      const served = max.achieved_rps * DURATION;
      // where the time of one request goes at the maximum: the server's CPU and PostgreSQL's
      if (name !== 'bare_fastify' && served > 0) {
        max.cpu_ms_per_request = {
          server: Math.round(((after.server - before.server) / served) * 100) / 100,
          postgres: Math.round(((after.postgres - before.postgres) / served) * 100) / 100,
        };
        // decision 150: concurrent sends share a statement and its transaction (the servers' own
        // background statements, a few per second, are counted too)
        if (name === 'send') max.transactions_per_request = Math.round(((commitsAfter - commitsBefore) / served) * 100) / 100;
      }
      steps.push(max);
      results[name] = steps;
    }
    const ceiling = results.bare_fastify.at(-1).achieved_rps;
    const wire = results.send ? await sendRoundTrips(seeded, senders.length > 0 ? seeded.senders[0] : null) : null;
    // the database's own ceiling for a small write transaction, in the same run (servers idle)
    const pgbench = WITH_PGBENCH ? await benchPgbench(adminUrl) : { tps: null };
    const summary = Object.fromEntries(
      Object.entries(results)
        .filter(([name]) => name !== 'bare_fastify')
        .map(([name, steps]) => {
          const at500 = steps.find((s) => s.target_rps === 500);
          return [
            name,
            {
              max_rps: steps.at(-1).achieved_rps,
              ratio_to_bare: Math.round((steps.at(-1).achieved_rps / ceiling) * 100) / 100,
              ...(name === 'send' && pgbench.tps ? { ratio_to_pgbench: Math.round((steps.at(-1).achieved_rps / pgbench.tps) * 100) / 100 } : {}),
              p99_ms_at_500rps: at500?.p99_ms ?? null,
              ...(name === 'send' ? { p99_ms_at_250rps: steps.find((s) => s.target_rps === 250)?.p99_ms ?? null, wire } : {}),
              cpu_ms_per_request: steps.at(-1).cpu_ms_per_request ?? null,
              ...(name === 'send' ? { transactions_per_request: steps.at(-1).transactions_per_request ?? null } : {}),
            },
          ];
        }),
    );
    return {
      database: 'postgresql',
      counts: seeded.counts,
      seed_timings_ms: seeded.timings,
      connections: CONNECTIONS,
      seconds_per_step: DURATION,
      rate_steps: 'open loop, evenly spaced requests, latency from when each was due (tests/bench/paced.mjs)',
      max_step: `autocannon, ${CONNECTIONS} connections, closed loop`,
      autovacuum,
      bare_fastify_max_rps: ceiling,
      pgbench,
      summary,
      steps: results,
    };
  } finally {
    await stop(server);
    await stop(rebuilt);
    if (bare) await stop(bare);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (!SEED_FILE) await admin.query(`DROP DATABASE IF EXISTS ${seeded.database} WITH (FORCE)`);
    await admin.end();
  }
}
