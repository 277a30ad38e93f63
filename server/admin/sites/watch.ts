import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { listenTo } from '../../db/listen.ts';
import { SITE_CHANNEL } from '../../platform/readModel/index.ts';
import type { SiteDirectory } from '../../platform/sites.ts';

/** The channel migration 0022's triggers notify on every change of `sites` or `site_hosts` (declared in the read model, decision 188). */
export { SITE_CHANNEL };

/**
 * Keeps the instance's SiteDirectory current (decision 127): every notification on
 * `site_changes` (a trigger fires it, so a change made by any instance, or by hand in SQL, is
 * heard) reloads the directory. Reloads are coalesced: one under way and one more after it at
 * most, so a burst of changes costs two reads and the last read sees the last commit. After a
 * lost listener connection the directory is read again, since changes may have been missed.
 */
export async function watchSites(app: FastifyInstance, db: Db, sites: SiteDirectory): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null;
  let again = false;
  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sites.reload().catch((err: unknown) => app.log.warn({ err }, 'site directory reload failed'));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  let first = true;
  const listener = await listenTo(db, SITE_CHANNEL, {
    message: () => void reload(),
    connected: () => {
      // the first connection comes right after the directory was loaded; a later one may follow missed changes
      if (first) first = false;
      else void reload();
    },
    lost: (err) => app.log.warn({ err }, 'site directory: listener lost, reloading when it is back'),
  });
  app.addHook('onClose', () => listener.close());
  return reload;
}
