import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { landerVisits } from '../../db/schema.ts';

/**
 * Counts one lander view for the dashboard (decision 132): the server-painted lander, or the
 * lander's data loaded by the app after navigating to it (the painted page's app never loads it).
 * Anonymous: the site, the lander kind and the time. A failure is logged, never the visitor's
 * problem.
 */
export async function recordLanderVisit(db: Db, siteId: number, kind: string, at: Date, log?: FastifyBaseLogger): Promise<void> {
  try {
    await db.insert(landerVisits).values({ siteId, kind: kind.slice(0, 40), createdAt: at });
  } catch (error) {
    log?.warn({ err: error }, 'lander visit not counted');
  }
}
