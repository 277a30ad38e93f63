// Round trips and statements per message send on the wire, the recipient's notification included
// (decision 143): the server (buildApp, as `npm start` builds it, with the PostgreSQL poke bus) talks
// to a scratch PostgreSQL database through the counting proxy of tests/bench/pgwire-count.mjs. For
// each kind of recipient, SENDS messages are sent one after another into an open conversation; after
// each one the notification's work (push, mail job) is waited for, so every round trip it causes is
// counted and nothing else runs meanwhile (no job runner, no seed). Exact, not a timing.
//
//   node --import tsx tests/bench/send-round-trips.ts      (BENCH_DATABASE_URL or TEST_DATABASE_URL)
//
// Prints one JSON object: per recipient kind, round trips and statements per send.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { buildApp } from '../../server/platform/app.ts';
import { loadConfig } from '../../server/platform/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { memberPresence, members } from '../../server/db/schema.ts';
import { sessionCookie } from '../helpers/server.ts';
import { TestPushService } from '../helpers/pushService.ts';
import { countingProxy } from './pgwire-count.mjs';

const SENDS = Number(process.env.SEND_ROUND_TRIPS_SENDS ?? 20);
const PROXY_PORT = Number(process.env.SEND_ROUND_TRIPS_PORT ?? 3361);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const json = { 'content-type': 'application/json' };

const name = `rt_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const target = new URL(adminUrl);
const proxy = await countingProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
const url = new URL(adminUrl);
url.hostname = '127.0.0.1';
url.port = String(PROXY_PORT);
url.pathname = `/${name}`;
const staticDir = mkdtempSync(path.join(tmpdir(), 'fw-rt-'));
const push = await TestPushService.start();
const handle = await openDatabase({ databaseUrl: url.toString() });
try {
  await prepareDatabase(handle, { seedMembers: 0, demo: true, now: new Date() });
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    SEED_MEMBERS: '0',
    STATIC_DIR: staticDir,
    DEMO_MODE: '1',
    TEST_API: '1',
    LOG_LEVEL: 'silent',
    JOB_RUNNER: '0',
    LOGIN_RATE_LIMIT: '100000',
    NEW_MEMBER_MESSAGES_PER_HOUR: '1000000',
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  const member = async (fields: Record<string, unknown> = {}) => {
    const email = `rt-${Math.random().toString(36).slice(2)}@bench.test`;
    const created = await app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'pw-123456', ...fields } });
    if (created.statusCode !== 201) throw new Error(`member not created: ${created.body}`);
    const login = await app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'pw-123456' } });
    return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login) };
  };
  const sender = await member({ credits: 1_000_000, paid_user: true });
  const send = async (to: { profile_id?: number; conversation_id?: number }) => {
    const res = await app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: sender.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'counted', ...to } });
    if (res.statusCode !== 200) throw new Error(`send refused: ${res.body}`);
    await app.notifier.settled();
    return res.json<{ chat: { conversation: { id: number } } }>().chat.conversation.id;
  };
  const kinds: Record<string, (recipient: { id: number; cookie: string }) => Promise<void>> = {
    // the load benchmark's recipients: seeded profiles without a login, never notified
    no_login: async (r) => void (await handle.db.update(members).set({ passwordHash: null }).where(eq(members.id, r.id))),
    offline_without_push: () => Promise.resolve(),
    offline_with_push: async (r) => {
      const res = await app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: r.cookie }, payload: push.subscribe() });
      if (res.statusCode !== 200) throw new Error(`push subscription refused: ${res.body}`);
    },
    online_with_push: async (r) => {
      await kinds.offline_with_push?.(r);
      // an open, visible app (server/notify/presence.ts): one presence row, refreshed far in the future
      await handle.db.insert(memberPresence).values({ connectionId: randomBytes(16).toString('hex'), memberId: r.id, seenAt: new Date(Date.now() + 3_600_000) });
    },
  };
  const results: Record<string, { sends: number; round_trips_per_send: number; statements_per_send: number; pushes: number }> = {};
  for (const [kind, prepare] of Object.entries(kinds)) {
    const recipient = await member();
    await prepare(recipient);
    const conversation = await send({ profile_id: recipient.id });
    await send({ conversation_id: conversation });
    const pushesBefore = push.received.length;
    const before = proxy.counts();
    for (let i = 0; i < SENDS; i++) await send({ conversation_id: conversation });
    const after = proxy.counts();
    results[kind] = {
      sends: SENDS,
      round_trips_per_send: (after.round_trips - before.round_trips) / SENDS,
      statements_per_send: (after.statements - before.statements) / SENDS,
      pushes: push.received.length - pushesBefore,
    };
  }
  await app.close();
  process.stdout.write(`${JSON.stringify({ database: 'PostgreSQL through tests/bench/pgwire-count.mjs', per_send: results }, null, 2)}\n`);
} finally {
  await handle.close();
  await proxy.close();
  await push.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(staticDir, { recursive: true, force: true });
}
