import { desc, eq, sql } from 'drizzle-orm';
import type { CampaignCreate, CampaignView } from '../../../src/contract/adminCampaigns.ts';
import type { Db } from '../../db/connect.ts';
import { campaigns, staffAccounts } from '../../db/schema.ts';
import type { Tx } from '../../platform/lockedWrite.ts';
import type { CampaignRow } from './send.ts';

/** The campaigns listed in the console (newest first). */
export const CAMPAIGN_LIST_LIMIT = 100;

export function viewOf(row: CampaignRow, createdBy: string | null): CampaignView {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    ref: row.ref,
    kind: row.kind,
    texts: row.texts,
    path: row.path,
    sites: row.siteIds === null ? 'all' : row.siteIds,
    audience: row.audience,
    status: row.status,
    scheduled_at: iso(row.scheduledAt),
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    figures: { push_sent: row.pushSent, push_delivered: row.pushDelivered, emails_sent: row.emailsSent, bounces: row.bounces, clicks: row.clicks },
  };
}

export async function listCampaigns(db: Db): Promise<CampaignView[]> {
  const found = await db
    .select({ c: campaigns, email: staffAccounts.email })
    .from(campaigns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, campaigns.createdBy))
    .orderBy(desc(campaigns.id))
    .limit(CAMPAIGN_LIST_LIMIT);
  return found.map(({ c, email }) => viewOf(c, email));
}

export async function oneCampaign(db: Db | Tx, id: number): Promise<CampaignView | null> {
  const [found] = await (db as Db)
    .select({ c: campaigns, email: staffAccounts.email })
    .from(campaigns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, campaigns.createdBy))
    .where(eq(campaigns.id, id));
  return found ? viewOf(found.c, found.email) : null;
}

export interface NewCampaign {
  ref: string | null;
  kind: CampaignCreate['kind'];
  texts: CampaignCreate['texts'];
  path: string;
  siteIds: number[] | null;
  audience: CampaignCreate['audience'];
  scheduledAt: Date;
  createdBy: number | null;
  now: Date;
}

/** Stores a scheduled campaign; null when its `ref` was used already (the operator call sends a ref once). */
export async function insertCampaign(tx: Db | Tx, c: NewCampaign): Promise<CampaignRow | null> {
  const [row] = await (tx as Db)
    .insert(campaigns)
    .values({
      ref: c.ref,
      kind: c.kind,
      texts: c.texts,
      path: c.path,
      siteIds: c.siteIds,
      audience: c.audience,
      status: 'scheduled',
      scheduledAt: c.scheduledAt,
      createdBy: c.createdBy,
      createdAt: c.now,
      updatedAt: c.now,
    })
    .onConflictDoNothing({ target: campaigns.ref })
    .returning();
  return row ?? null;
}

/** Cancels a campaign that has not started; the row before, or null when it is not (or no longer) cancellable. */
export async function cancelCampaign(tx: Db | Tx, id: number, now: Date): Promise<CampaignRow | null> {
  const [row] = await (tx as Db)
    .update(campaigns)
    .set({ status: 'cancelled', updatedAt: now, claimedUntil: null })
    .where(sql`${campaigns.id} = ${id} AND ${campaigns.status} IN ('draft', 'scheduled')`)
    .returning();
  return row ?? null;
}
