import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { JobRunner } from '../notify/jobs.ts';
import { removeQueued, sweepMedia } from './journal.ts';
import type { MediaStore } from './store.ts';

interface SweepDeps {
  db: Db;
  mediaStore: MediaStore;
  log: FastifyBaseLogger;
}

/**
 * After a transaction that queued removals (a photo deleted, an account erased, a moderator's
 * removal): the files leave the store now. A store that does not answer is no failure of the
 * request: the queue keeps the keys and the sweep removes them later (decision 174).
 */
export async function removeQueuedNow(deps: SweepDeps): Promise<void> {
  try {
    await removeQueued(deps.db, deps.mediaStore);
  } catch (error) {
    deps.log.warn({ err: error }, 'media removals: the store did not answer; the sweep removes them later');
  }
}

/** How often the sweep runs (one instance per period: the job runner's key). */
export const MEDIA_SWEEP_EVERY_MS = 5 * 60_000;

/** The sweep on the job runner, with an object store only (the database store has no objects to lose). */
export function scheduleMediaSweep(deps: SweepDeps & { jobs: JobRunner; clock: () => Date }): void {
  if (deps.mediaStore.kind !== 's3') return;
  deps.jobs.handle('media_sweep', async () => {
    const done = await sweepMedia(deps.db, deps.mediaStore, deps.clock());
    if (done.orphans > 0 || done.removed > 0) deps.log.info(done, 'media sweep');
  });
  deps.jobs.every({
    kind: 'media_sweep',
    next: (now) => {
      const runAt = new Date(Math.ceil(now.getTime() / MEDIA_SWEEP_EVERY_MS) * MEDIA_SWEEP_EVERY_MS);
      return { runAt, key: `media_sweep:${runAt.toISOString()}` };
    },
  });
}
