import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config.ts';
import { migrationsFolder, rows, type Db } from '../db/connect.ts';
import { ApiFailure } from './errors.ts';
import type { PokeBus } from '../notify/pokeBus.ts';

/**
 * decision 113: what an orchestrator and a monitor ask a running instance.
 * - GET /healthz: the process answers (200 always; a liveness probe restarts it when it does not).
 * - GET /readyz: the database answers `SELECT 1`, every migration of this build is applied (the
 *   journal's last entry against drizzle's migrations table) and the LISTEN connection of the poke
 *   bus is up; else 503 `{ status: 'unavailable', reason }` so a load balancer sends no traffic.
 * - GET /metrics: Prometheus text, only with METRICS_TOKEN set and sent as a bearer token; 404 without.
 */

/** How long the readiness probe waits for the database before it calls it unreachable. */
export const READY_TIMEOUT_MS = 2_000;

export type NotReady = 'database_unreachable' | 'migrations_pending' | 'listen_down' | 'shutting_down';

/** The `when` of the newest migration this build carries (drizzle stores it as created_at). */
function lastMigrationWhen(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number; tag: string }> };
  return journal.entries.reduce((max, e) => Math.max(max, e.when), 0);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the instance should get no traffic now, or null when it is ready. */
export async function readiness(deps: { db: Db; bus: PokeBus; expectedMigration: number; closing: () => boolean }): Promise<NotReady | null> {
  if (deps.closing()) return 'shutting_down';
  try {
    await withTimeout(rows(deps.db, sql`SELECT 1`), READY_TIMEOUT_MS);
  } catch {
    return 'database_unreachable';
  }
  let applied = 0;
  try {
    const [row] = await withTimeout(rows<{ last: string | number | null }>(deps.db, sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`), READY_TIMEOUT_MS);
    applied = Number(row?.last ?? 0);
  } catch {
    // no migrations table yet: nothing applied
  }
  // an instance of an older build next to a newer database (rolling deploy) is ready; a newer one before its migrations is not
  if (applied < deps.expectedMigration) return 'migrations_pending';
  if (deps.bus.listening === false) return 'listen_down';
  return null;
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export interface OperationsDeps {
  db: Db;
  config: Config;
  bus: PokeBus;
  clock: () => Date;
}

/**
 * /healthz, /readyz, /metrics and the request metrics hooks (decision 113). Wrapped in fastify-plugin:
 * its hooks measure every route of the app.
 */
export const operationsRoutes = fastifyPlugin((app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
  const deps: OperationsDeps = app;
  const { db, bus, config } = deps;
  const expectedMigration = lastMigrationWhen();
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const reason = await readiness({ db, bus, expectedMigration, closing: () => closing });
    reply.header('cache-control', 'no-store');
    return reason ? reply.code(503).send({ status: 'unavailable', reason }) : reply.send({ status: 'ready' });
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request latency by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 rate_limited, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'sse_streams_open',
    help: 'Open SSE event streams on this instance',
    registers: [registry],
    collect() {
      this.set(bus.subscriptions);
    },
  });
  new Gauge({
    name: 'listen_connected',
    help: '1 while the poke bus LISTEN connection is up (always 1 on PGlite, one process)',
    registers: [registry],
    collect() {
      this.set(bus.listening === false ? 0 : 1);
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Pending background jobs: all of them and those already due',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const now = deps.clock().toISOString();
      const [row] = await rows<{ pending: string | number; due: string | number }>(
        db,
        sql`SELECT count(*) AS pending, count(*) FILTER (WHERE run_at <= ${now}::timestamptz) AS due FROM jobs WHERE status = 'pending'`,
      );
      this.set({ state: 'pending' }, Number(row?.pending ?? 0));
      this.set({ state: 'due' }, Number(row?.due ?? 0));
    },
  });

  const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 429 && typeof payload === 'string' && payload.includes('"rate_limited"')) refusals.inc({ route: routeOf(request) });
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe({ route: routeOf(request), method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    const token = config.METRICS_TOKEN;
    if (!token) throw new ApiFailure(404, 'not_found');
    if (!bearerMatches(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new ApiFailure(401, 'authentication_required');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
  done();
});
