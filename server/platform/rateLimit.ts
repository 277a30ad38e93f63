import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { rows, sql } from '../db/connect.ts';
import { ApiFailure } from './errors.ts';

/**
 * Abuse limits that hold across instances and restarts: a counter per key and fixed
 * window in PostgreSQL (`rate_counters`, migration 0014), taken by one atomic upsert, so parallel
 * requests on any number of instances each see their own count. This is the one home of every
 * limit: per IP address (through the @fastify/rate-limit store below) and per member (`takeLimit`).
 */
export interface LimitRule {
  /** requests allowed per window */
  max: number;
  /** window length, ms */
  windowMs: number;
}

export interface LimitHit {
  allowed: boolean;
  /** hits in this window, this one included */
  count: number;
  /** ms until the window ends */
  resetMs: number;
}

/** Expired rows are deleted by the limiter itself about once every this many hits per process. */
const SWEEP_EVERY = 500;
let hitsSinceSweep = 0;

/** The fixed window of `rule` that `now` falls in. */
export function limitWindow(rule: LimitRule, now: Date): { windowStart: Date; expiresAt: Date; resetMs: number } {
  const windowMs = Math.max(1, Math.floor(rule.windowMs));
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { windowStart: new Date(start), expiresAt: new Date(start + windowMs), resetMs: start + windowMs - now.getTime() };
}

/**
 * Notes a hit counted elsewhere in SQL (the send's database function, migration 0029) and
 * deletes expired rows about once every SWEEP_EVERY hits.
 */
export async function sweepLimits(db: Db, now: Date): Promise<void> {
  if (++hitsSinceSweep < SWEEP_EVERY) return;
  hitsSinceSweep = 0;
  await db.execute(sql`DELETE FROM rate_counters WHERE expires_at < ${now.toISOString()}`);
}

/** Counts one hit of `key` in the current window and tells whether it is within `rule.max`. */
export async function hitLimit(db: Db, key: string, rule: LimitRule, now: Date): Promise<LimitHit> {
  const { windowStart, expiresAt, resetMs } = limitWindow(rule, now);
  const [row] = await rows<{ hits: number }>(
    db,
    sql`INSERT INTO rate_counters (key, window_start, hits, expires_at)
        VALUES (${key}, ${windowStart.toISOString()}, 1, ${expiresAt.toISOString()})
        ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counters.hits + 1
        RETURNING hits`,
  );
  await sweepLimits(db, now);
  const count = Number(row?.hits ?? 1);
  return { allowed: count <= rule.max, count, resetMs };
}

/**
 * Gives back a hit `hitLimit` counted at `now` (same key and rule): for a limit on failures, whose
 * every attempt takes a hit first (so parallel attempts cannot all pass) and a success returns it
 * (decision 166, typed discount codes).
 */
export async function returnLimitHit(db: Db, key: string, rule: LimitRule, now: Date): Promise<void> {
  const { windowStart } = limitWindow(rule, now);
  await db.execute(sql`UPDATE rate_counters SET hits = hits - 1 WHERE key = ${key} AND window_start = ${windowStart.toISOString()} AND hits > 0`);
}

/** The answer to a hit over the budget: `429 rate_limited` with `retry_after` (and the Retry-After header when a reply is given). */
export function limitRefusal(resetMs: number, reply?: FastifyReply): ApiFailure {
  const retryAfter = Math.max(1, Math.ceil(resetMs / 1000));
  reply?.header('retry-after', String(retryAfter));
  return new ApiFailure(429, 'rate_limited', { retry_after: retryAfter });
}

/**
 * Takes one hit of a limit and throws `429 rate_limited` (with `retry_after` seconds, also as the
 * Retry-After header when a reply is given) once the window's budget is spent.
 */
export async function takeLimit(db: Db, key: string, rule: LimitRule, now: Date, reply?: FastifyReply): Promise<void> {
  const hit = await hitLimit(db, key, rule, now);
  if (hit.allowed) return;
  throw limitRefusal(hit.resetMs, reply);
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in `rate_counters`, so every `config.rateLimit` of a
 * route holds across instances. Keys are prefixed with the route (method and path) of each child.
 */
export function postgresRateLimitStore(db: Db, clock: () => Date) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    /** @fastify/rate-limit constructs the global store with its options; children get a route prefix */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'ip';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      hitLimit(db, `${this.prefix}:${key}`, { max, windowMs: timeWindow }, clock()).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** called with the route's merged limit options, which carry the route as `routeInfo` */
    child(routeOptions: object): PostgresRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new PostgresRateLimitStore(`ip:${method}:${info.url ?? ''}`);
    }
  };
}
