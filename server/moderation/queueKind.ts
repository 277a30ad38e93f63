import type { ExcerptMessage, QueueItem } from '../../src/contract/moderation.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { DbOrTx } from '../payments/credits.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import type { SiteRow } from '../platform/sites.ts';

/**
 * One moderation queue (decision 121). Items are listed oldest first; an item stays in its queue
 * until it is closed, by an action taken from it (the action names it: `item` of
 * ModerationAction) or by a dismissal.
 */
export interface QueueKind {
  /** open items of the site */
  count(db: DbOrTx, site: SiteRow, now: Date): Promise<number>;
  /** open items of the site, oldest first, from the `offset`-th (a page of the queue) */
  list(db: DbOrTx, site: SiteRow, now: Date, limit: number, offset: number): Promise<QueueItem[]>;
  /** one item of the site, open or closed, with the conversation excerpt it names; null when unknown */
  item(db: DbOrTx, site: SiteRow, id: string, now: Date): Promise<QueueEntry | null>;
  /**
   * Closes an open item inside the action's transaction and answers what changed, for the audit
   * log; throws 409 moderation_conflict when the item is no longer open (another moderator closed
   * it first) and 404 when it is unknown on this site.
   */
  close(tx: Tx, site: SiteRow, id: string, outcome: 'handled' | 'dismissed', now: Date): Promise<{ before: unknown; after: unknown }>;
}

export interface QueueEntry {
  item: QueueItem;
  open: boolean;
  excerpt: ExcerptMessage[];
}

/** An item id that is a positive integer (the row ids of complaints, photos, members), or 404. */
export function numericId(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new ApiFailure(404, 'not_found');
  const n = Number(id);
  if (n > 2_147_483_647) throw new ApiFailure(404, 'not_found');
  return n;
}

export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
