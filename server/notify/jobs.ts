import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/** A claimed job is someone's for this long; after a crash another instance takes it again. */
export const JOB_LEASE_MS = 5 * 60_000;
export const JOB_MAX_ATTEMPTS = 6;
export const JOB_FIRST_RETRY_MS = 30_000;
export const JOB_POLL_MS = 15_000;
/** Finished jobs are kept this long (for diagnostics), then deleted. */
export const JOB_KEEP_MS = 30 * 24 * 60 * 60_000;

export function jobRetryDelayMs(attempts: number): number {
  return JOB_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

export interface Recurring {
  kind: string;
  /** the next run at or after `now`, and the key naming that period (one job per period) */
  next(now: Date): { runAt: Date; key: string };
}

/**
 * The job runner: jobs live in the `jobs` table, so they survive restarts; each instance claims due
 * jobs with `FOR UPDATE SKIP LOCKED` and a lease, so a job runs once across instances. Recurring
 * jobs (reminders, digests) are scheduled by every instance under a period key; the unique key lets
 * only the first insert through.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: Recurring[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);

  constructor(private readonly deps: { db: Db; clock: () => Date; log: FastifyBaseLogger }) {}

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  every(recurring: Recurring): void {
    this.recurring.push(recurring);
  }

  /** Adds a job; with a key already used (by any instance) nothing is added. Returns whether it was. */
  async enqueue(kind: string, payload: Record<string, unknown>, runAt: Date, dedupeKey?: string): Promise<boolean> {
    const rows = await this.deps.db
      .insert(jobs)
      .values({ kind, payload, runAt, dedupeKey: dedupeKey ?? null, createdAt: this.deps.clock() })
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async scheduleRecurring(): Promise<void> {
    const now = this.deps.clock();
    for (const r of this.recurring) {
      const { runAt, key } = r.next(now);
      await this.enqueue(r.kind, {}, runAt, `${r.kind}:${key}`);
    }
  }

  /** Claims up to `limit` due jobs (skipping ones other instances hold) and runs them. */
  async runDue(limit = 20): Promise<number> {
    const { db } = this.deps;
    const now = this.deps.clock();
    const lease = new Date(now.getTime() + JOB_LEASE_MS);
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ lockedUntil: lease, attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async runOne(job: JobRow): Promise<void> {
    const { db, log } = this.deps;
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await db.update(jobs).set({ status: 'done', finishedAt: this.deps.clock(), lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'job failed';
      const failed = job.attempts >= JOB_MAX_ATTEMPTS;
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, failed }, 'job failed');
      await db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: message,
          lockedUntil: null,
          runAt: new Date(this.deps.clock().getTime() + jobRetryDelayMs(job.attempts)),
          finishedAt: failed ? this.deps.clock() : null,
        })
        .where(eq(jobs.id, job.id));
    }
  }

  /** One round: schedule the recurring jobs, then run what is due (tests call this with a fake clock). */
  tick(): Promise<number> {
    this.running = this.running
      .then(async () => {
        await this.scheduleRecurring();
        const keepSince = new Date(this.deps.clock().getTime() - JOB_KEEP_MS);
        await this.deps.db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, keepSince)));
        let total = 0;
        for (let n = await this.runDue(); n > 0; n = await this.runDue()) total += n;
        return total;
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'job round failed');
        return 0;
      });
    return this.running;
  }

  start(intervalMs = JOB_POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
