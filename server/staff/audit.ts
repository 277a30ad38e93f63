import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { staffAccounts, staffAudit } from '../db/schema.ts';
import type { Tx } from '../services/lockedWrite.ts';

/**
 * The staff audit log (decision 120): who did what to which member or item, before and after, when.
 * Append-only: this module only inserts and reads, and the table's trigger (migration 0018) refuses
 * every UPDATE, DELETE and TRUNCATE. Write the entry in the SAME transaction as the action, so an
 * action and its entry commit or roll back together.
 */
export interface AuditWrite {
  /** the staff member who acted; null only for an action nobody logged in made (none so far) */
  staffId: number | null;
  /** dotted verb, e.g. `staff.login`, `member.suspend`, `photo.reject` */
  action: string;
  /** what was acted on: `member`, `photo`, `message`, `report`, `staff`… */
  targetKind?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** when; the database's clock is not used so tests on a fake clock see their own time */
  at: Date;
}

export async function writeAudit(tx: Db | Tx, entry: AuditWrite): Promise<number> {
  const [row] = await (tx as Db)
    .insert(staffAudit)
    .values({
      at: entry.at,
      staffId: entry.staffId,
      action: entry.action,
      targetKind: entry.targetKind ?? null,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: entry.before === undefined ? null : entry.before,
      after: entry.after === undefined ? null : entry.after,
    })
    .returning({ id: staffAudit.id });
  if (!row) throw new Error('audit insert returned nothing');
  return row.id;
}

export interface AuditFilter {
  /** entries with a smaller id (older) than this */
  before?: number | undefined;
  limit: number;
  staffId?: number | undefined;
  action?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
}

/** Audit entries, newest first, with the acting staff member's e-mail; `next` pages on. */
export async function readAudit(db: Db | Tx, filter: AuditFilter): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const where: SQL[] = [];
  if (filter.before !== undefined) where.push(lt(staffAudit.id, filter.before));
  if (filter.staffId !== undefined) where.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.action !== undefined) where.push(eq(staffAudit.action, filter.action));
  if (filter.targetKind !== undefined) where.push(eq(staffAudit.targetKind, filter.targetKind));
  if (filter.targetId !== undefined) where.push(eq(staffAudit.targetId, filter.targetId));
  const found = await (db as Db)
    .select({ entry: staffAudit, email: staffAccounts.email })
    .from(staffAudit)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(staffAudit.id))
    .limit(filter.limit + 1);
  const page = found.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map(({ entry, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      staff_id: entry.staffId,
      staff_email: email,
      action: entry.action,
      target_kind: entry.targetKind,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
    })),
    next: found.length > filter.limit && last ? last.entry.id : null,
  };
}
