import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { SiteRow } from '../platform/sites.ts';
import { complaintsQueue } from './queueComplaints.ts';
import { heldQueue } from './queueHeld.ts';
import { reportsQueue } from './queueReports.ts';
import type { QueueKind } from './queueKind.ts';
import { photosQueue } from './queuePhotos.ts';
import { riskQueue } from './queueRisk.ts';

/**
 * THE REGISTRY of queue kinds, in the order the console shows them. To add a queue (reports,
 * held messages…): implement QueueKind in its own module and add one line here; the counts, list,
 * item and dismiss endpoints (server/moderation/routes/moderation.ts) and the console's queue screens
 * (src/admin/moderation/) serve it with no other change (the console names the kinds it knows in
 * src/admin/moderation/kinds.ts and shows the id of any other).
 */
export const queueKinds: Readonly<Record<string, QueueKind>> = {
  complaints: complaintsQueue,
  reports: reportsQueue,
  held: heldQueue,
  photos: photosQueue,
  risk: riskQueue,
};

export function queueKind(kind: string): QueueKind {
  const found = Object.hasOwn(queueKinds, kind) ? queueKinds[kind] : undefined;
  if (!found) throw new ApiFailure(404, 'not_found');
  return found;
}

/** Every queue's count, in the registry's order. */
export async function queueCounts(db: Db, site: SiteRow, now: Date): Promise<{ kind: string; count: number }[]> {
  const kinds = Object.entries(queueKinds);
  const counts = await Promise.all(kinds.map(([, q]) => q.count(db, site, now)));
  return kinds.map(([kind], i) => ({ kind, count: counts[i] ?? 0 }));
}
