// Real-time at scale: two server instances on one PostgreSQL database behind a small
// round-robin proxy. Measures how many SSE connections one instance holds and its memory, the
// delivery latency of a message (POST through the proxy → poke on the receiver's stream, which
// may live on the other instance) while those connections are open, and chats.php throughput with
// one instance against two.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, serverArgs } from '../../scripts/server-build.mjs';
import { waitFor } from './procs.mjs';

const SSE = Number(process.env.BENCH_SSE_CONNECTIONS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_REALTIME_MESSAGES ?? 200);
const BASE_PORT = Number(process.env.BENCH_REALTIME_PORT ?? 3341);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? 'VmRSS: 0 kB';
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** A minimal round-robin HTTP proxy that streams (SSE included), as nginx would in production. */
function roundRobinProxy(port, targets) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length];
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers, agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function member(base, name) {
  const email = `${name}-${randomBytes(4).toString('hex')}@realtime.test`;
  await fetch(`${base}/api/test/members`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password-1', name, credits: 1_000_000, paid_user: true }) });
  const login = await fetch(`${base}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password-1' }) });
  const { user } = await login.json();
  return { id: user.id, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** Opens `count` idle SSE streams of one member on `port`; resolves with the open ones. */
async function openStreams(port, cookie, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests = [];
  let open = 0;
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, () =>
        new Promise((resolve) => {
          const req = http.get({ host: '127.0.0.1', port, path: '/api/events.php', agent, headers: { cookie, accept: 'text/event-stream', host: 'localhost' } }, (res) => {
            if (res.statusCode === 200) open += 1;
            res.once('data', () => resolve());
            res.on('error', () => resolve());
          });
          req.on('error', () => resolve());
          req.setTimeout(30_000, () => resolve());
          requests.push(req);
        }),
      ),
    );
  }
  return { open, close: () => { for (const r of requests) r.destroy(); agent.destroy(); } };
}

/** The receiver's stream through the proxy: resolves each time a poke arrives. */
function pokeStream(port, cookie) {
  const waiters = [];
  const req = http.get({ host: '127.0.0.1', port, path: '/api/events.php', headers: { cookie, accept: 'text/event-stream', host: 'localhost' } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      if (!chunk.includes('event: poke')) return;
      const at = performance.now();
      for (const w of waiters.splice(0)) w(at);
    });
  });
  return {
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => req.destroy(),
  };
}

function throughput(url, cookie) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 40, duration: 5, headers: { cookie, host: 'localhost' } }, (error, result) => (error ? reject(error) : resolve({ rps: Math.round(result.requests.average), p99_ms: result.latency.p99 }))),
  );
}

export async function benchRealtime() {
  const name = `realtime_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const ports = [BASE_PORT + 1, BASE_PORT + 2];
  const env = { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', SEED_MEMBERS: '200', STATIC_DIR: '/nonexistent', DEMO_MODE: '1', TEST_API: '1', LOGIN_RATE_LIMIT: '100000', MEMBER_STREAMS_MAX: String(SSE + 100), NEW_MEMBER_MESSAGES_PER_HOUR: '1000000' };
  const servers = [];
  const proxies = [];
  try {
    // the server as `npm start` runs it (bundle and node flags, decision 101); the first instance
    // migrates and seeds, the second starts on the prepared database
    await buildServer();
    servers.push(spawn(process.execPath, serverArgs(), { env: { ...env, PORT: String(ports[0]) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true }));
    await waitFor(`http://127.0.0.1:${ports[0]}/api/settings.php`);
    servers.push(spawn(process.execPath, serverArgs(), { env: { ...env, PORT: String(ports[1]) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true }));
    await waitFor(`http://127.0.0.1:${ports[1]}/api/settings.php`);
    proxies.push(await roundRobinProxy(BASE_PORT, ports));
    proxies.push(await roundRobinProxy(BASE_PORT + 10, [ports[0]]));
    const viaProxy = `http://127.0.0.1:${BASE_PORT}`;

    const idle = await member(viaProxy, 'Idle');
    const before = rssMb(servers[0].pid);
    const streams = await openStreams(ports[0], idle.cookie, SSE);
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(servers[0].pid);

    // delivery across instances while instance 1 holds the idle streams
    const sender = await member(viaProxy, 'Sender');
    const receiver = await member(viaProxy, 'Receiver');
    const stream = pokeStream(BASE_PORT, receiver.cookie);
    await new Promise((r) => setTimeout(r, 500));
    const latencies = [];
    let conversation = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const poke = stream.next();
      const started = performance.now();
      const body = conversation
        ? { id: randomUUID().replace(/^(.{14})./, '$17'), conversation_id: conversation, kind: 'text', body: `rt ${i}` }
        : { id: randomUUID().replace(/^(.{14})./, '$17'), profile_id: receiver.id, kind: 'text', body: `rt ${i}` };
      const res = await fetch(`${viaProxy}/api/messages.php`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: sender.cookie, host: 'localhost' }, body: JSON.stringify(body) });
      const answer = await res.json();
      conversation = answer.chat?.conversation?.id ?? conversation;
      const at = await Promise.race([poke, new Promise((r) => setTimeout(() => r(null), 5000))]);
      if (at !== null) latencies.push(at - started);
    }
    stream.close();
    streams.close();

    const one = await throughput(`http://127.0.0.1:${BASE_PORT + 10}/api/chats.php`, sender.cookie);
    const two = await throughput(`${viaProxy}/api/chats.php`, sender.cookie);
    return {
      sse: { requested: SSE, open: streams.open, server_rss_before_mb: before, server_rss_after_mb: after, kb_per_connection: Math.round(((after - before) * 1024) / Math.max(1, streams.open)) },
      delivery_across_instances: { messages: MESSAGES, delivered: latencies.length, p50_ms: percentile(latencies, 50), p99_ms: percentile(latencies, 99), under_idle_streams: streams.open },
      chats_throughput: { one_instance: one, two_instances: two, ratio: Math.round((two.rps / Math.max(1, one.rps)) * 100) / 100 },
    };
  } finally {
    for (const p of proxies) p.close();
    for (const s of servers) await stop(s);
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}
