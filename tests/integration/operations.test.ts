import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { readiness } from '../../server/platform/operations.ts';
import { createLocalPokeBus, createPgPokeBus } from '../../server/notify/pokeBus.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';

/** decision 113: /healthz, /readyz, /metrics. */
const TOKEN = 'metrics-token-0123456789';

describe.each(backends)('operations endpoints on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/healthz answers 200; /readyz answers ready with the database up, migrated and listening', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 migrations_pending while the newest migration of the build is not applied', async () => {
    const db = t.handle.db;
    await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    } finally {
      await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('not ready when the database cannot be reached, or the LISTEN connection is down', async () => {
    const away = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    try {
      expect(await readiness({ db: away.db, bus: createLocalPokeBus(), expectedMigration: 0, closing: () => false })).toBe('database_unreachable');
    } finally {
      await away.close();
    }
    const deaf = Object.assign(createLocalPokeBus(), { listening: false });
    expect(await readiness({ db: t.handle.db, bus: deaf, expectedMigration: 0, closing: () => false })).toBe('listen_down');
    expect(await readiness({ db: t.handle.db, bus: createLocalPokeBus(), expectedMigration: 0, closing: () => true })).toBe('shutting_down');
  });

  it.runIf(backend === 'postgres')('a killed LISTEN connection makes the instance not ready until the bus reconnects', async () => {
    // this file's own database, so only its listener is killed (other test files run beside it)
    const url = ((t.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString) ?? '';
    const name = new URL(url).pathname.slice(1);
    const bus = await createPgPokeBus({ databaseUrl: url, db: t.handle.db, onError: () => undefined });
    try {
      const deps = { db: t.handle.db, bus, expectedMigration: 0, closing: () => false };
      expect(await readiness(deps)).toBeNull();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN member_pokes'`, [name]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => readiness(deps), { timeout: 3000, interval: 20 }).toBe('listen_down');
      await expect.poll(() => readiness(deps), { timeout: 5000, interval: 100 }).toBeNull();
    } finally {
      await bus.close();
    }
  });

  it('/metrics is 404 without METRICS_TOKEN, 401 with a wrong or missing bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const app = await t.build({ METRICS_TOKEN: TOKEN });
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'authentication_required' });
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
  });

  it('/metrics with the token: request latency per route pattern, SSE streams, job queue, LISTEN state, rate-limit refusals', async () => {
    const app = await t.build({ METRICS_TOKEN: TOKEN, LOGIN_RATE_LIMIT: '2' });
    const member = await signedInMember(app, {}, 'metrics');
    await app.inject({ method: 'GET', url: '/api/members.php?page=1', headers: { cookie: member.cookie } });
    await app.inject({ method: 'GET', url: '/api/no-such-call.php' });
    for (let i = 0; i < 4; i++) {
      await app.inject({ method: 'POST', url: '/api/user.php', remoteAddress: '198.51.100.9', payload: { email: 'nobody@int.test', password: 'wrong-password' } });
    }
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/members.php",method="GET",status_class="2xx"\} 1\b/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="unmatched",method="GET",status_class="4xx"\} 1\b/);
    expect(text).toMatch(/rate_limit_refusals_total\{route="\/api\/user.php"\} 2\b/);
    expect(text).toMatch(/^sse_streams_open 0$/m);
    expect(text).toMatch(/^listen_connected 1$/m);
    expect(text).toMatch(/^job_queue_depth\{state="pending"\} \d+$/m);
    expect(text).toMatch(/^job_queue_depth\{state="due"\} \d+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});
