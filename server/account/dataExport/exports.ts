import { and, desc, eq, gt, lt, lte, ne } from 'drizzle-orm';
import { DATA_EXPORT_KEEP_DAYS, type DataExportState } from '../../../src/contract/dataExport.ts';
import type { Db } from '../../db/connect.ts';
import { dataExports } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { DATA_EXPORT_INTERVAL_MS } from '../../platform/limits.ts';
import { lockedWrite, type Tx } from '../../platform/lockedWrite.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

export const DATA_EXPORT_KEEP_MS = DATA_EXPORT_KEEP_DAYS * 86_400_000;

const live = (row: DataExportRow, now: Date) => row.status !== 'ready' || (row.expiresAt !== null && row.expiresAt.getTime() > now.getTime());

/** The member's exports, newest first, without the expired ones the job has not deleted yet. */
async function exportsOf(db: Db | Tx, memberId: number, now: Date): Promise<DataExportRow[]> {
  const found = await db
    .select({
      id: dataExports.id,
      memberId: dataExports.memberId,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
      size: dataExports.size,
    })
    .from(dataExports)
    .where(eq(dataExports.memberId, memberId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id));
  return found.map((r) => ({ ...r, archive: null })).filter((r) => live(r, now));
}

/** When the member may ask again: one export per DATA_EXPORT_INTERVAL_MS; a failed one does not count. */
function nextAllowed(rows: DataExportRow[], now: Date): Date | null {
  const counted = rows.find((r) => r.status !== 'failed');
  if (!counted) return null;
  const next = new Date(counted.requestedAt.getTime() + DATA_EXPORT_INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : null;
}

function stateOf(rows: DataExportRow[], now: Date): DataExportState {
  const latest = rows[0];
  const ready = rows.find((r) => r.status === 'ready');
  // a ready export stays downloadable while a newer one is prepared; the page shows the newer state
  const shown = latest?.status === 'pending' ? latest : (ready ?? latest);
  return {
    status: shown?.status ?? 'none',
    requested_at: shown?.requestedAt.toISOString() ?? null,
    expires_at: shown?.status === 'ready' ? (shown.expiresAt?.toISOString() ?? null) : null,
    size: shown?.status === 'ready' ? shown.size : null,
    next_allowed_at: nextAllowed(rows, now)?.toISOString() ?? null,
  };
}

export async function exportState(db: Db, memberId: number, now: Date): Promise<DataExportState> {
  return stateOf(await exportsOf(db, memberId, now), now);
}

/** The latest ready export with its ZIP, or undefined. */
export async function readyExport(db: Db, memberId: number, now: Date): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.memberId, memberId), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, now)))
    .orderBy(desc(dataExports.readyAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/**
 * Asks for an export: a pending one is answered as it is (asking twice starts one job); otherwise,
 * within DATA_EXPORT_INTERVAL_MS of the last one, 429 rate_limited with retry_after. Judged under
 * the member's lock (decision 114), so two requests at once start one export.
 */
export async function startExport(db: Db, memberId: number, now: Date): Promise<{ created: DataExportRow | null; state: DataExportState }> {
  return lockedWrite(db, [memberId], async (tx) => {
    const rows = await exportsOf(tx, memberId, now);
    if (rows[0]?.status === 'pending') return { created: null, state: stateOf(rows, now) };
    const next = nextAllowed(rows, now);
    if (next) throw new ApiFailure(429, 'rate_limited', { retry_after: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)) });
    const [created] = await tx.insert(dataExports).values({ memberId, requestedAt: now }).returning();
    if (!created) throw new Error('data export not stored');
    return { created, state: stateOf([{ ...created, archive: null }, ...rows], now) };
  });
}

/** Stores a built ZIP: the export is ready until `expiresAt`, and the member's older exports are deleted. */
export async function storeArchive(db: Db, row: DataExportRow, archive: Buffer, now: Date): Promise<Date | null> {
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEEP_MS);
  return db.transaction(async (tx) => {
    const done = await tx
      .update(dataExports)
      .set({ status: 'ready', archive, size: archive.length, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (done.length === 0) return null;
    await tx.delete(dataExports).where(and(eq(dataExports.memberId, row.memberId), lt(dataExports.requestedAt, row.requestedAt), ne(dataExports.status, 'pending')));
    return expiresAt;
  });
}

export async function markFailed(db: Db, id: number): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/** Deletes every export whose time is over (the ZIP with it). Returns how many. */
export async function deleteExpiredExports(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(dataExports).where(lte(dataExports.expiresAt, now)).returning({ id: dataExports.id });
  return gone.length;
}

/** An account deletion takes the member's exports with it (decision 124). */
export async function deleteExportsOf(db: Pick<Db, 'delete'>, memberId: number): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.memberId, memberId));
}
