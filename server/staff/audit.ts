import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { members, staffAccounts, staffAudit, staffAuditTexts } from '../db/schema.ts';
import type { Tx } from '../platform/lockedWrite.ts';

/**
 * The staff audit log (decision 120): who did what to which member or item, and when.
 * Append-only: this module only inserts and reads, and the table's trigger (migration 0018) refuses
 * every UPDATE, DELETE and TRUNCATE. Write the entry in the SAME transaction as the action, so an
 * action and its entry commit or roll back together.
 *
 * An entry never holds a member's words or identity (decision 167): it cannot be erased, and an
 * erased member must leave nothing behind (SPEC §1, account deletion). `before` and `after` keep
 * numbers, booleans, null, ISO times, uuids, and a string only under a key that names a code (CODE_FIELDS)
 * when the string looks like one; any other string is kept as its length, `{ "chars": N }`. So
 * a deleted "about", a moderator's reason, an e-mail address or a search term is never stored,
 * whatever a caller passes. Who (the member's id) goes into `targetId`, `memberId` or a number
 * field. The texts left out of an entry about a member wait beside it, in staff_audit_texts, until
 * the member is erased (server/account/accountDeletion.ts).
 */
export interface AuditWrite {
  /** the staff member who acted; null only for an action nobody logged in made (the command line) */
  staffId: number | null;
  /** dotted verb, e.g. `staff.login`, `member.suspend`, `photo.reject`, `member.view` */
  action: string;
  /** what was acted on: `member`, `photo`, `message`, `report`, `staff`… */
  targetKind?: string | null;
  /** an id, never a text: a number, uuid or code */
  targetId?: string | number | null;
  /**
   * the member the entry is about, when it is not the target (a photo's owner, a payment's member);
   * with `targetKind: 'member'` the target. The texts left out of such an entry are kept beside it in
   * staff_audit_texts (the member's file shows a warning's reason) and deleted with the member's erasure.
   */
  memberId?: number | null;
  /** the facts before and after; strings outside CODE_FIELDS are kept as their length only */
  before?: unknown;
  after?: unknown;
  /** when; the database's clock is not used so tests on a fake clock see their own time */
  at: Date;
}

/** Keys whose string values are codes or ids the product made (states, roles, currencies, item ids…), never a person's words. */
const CODE_FIELDS = new Set([
  'action',
  'by',
  'category',
  'countries',
  'country',
  'currency',
  'decision',
  'domain_language',
  'excerpt',
  'factor',
  'filter_state',
  'hosts',
  'items',
  'kind',
  'label',
  'label_taken_from',
  'language',
  'locale',
  'locales',
  'message_kind',
  'method',
  'methods',
  'moderation',
  'outcome',
  'path',
  'paying',
  'payments',
  'photo_moderation',
  'provider',
  'ref',
  'refund_ref',
  'review',
  'role',
  'scope',
  'send',
  'sites',
  'state',
  'status',
  'via',
]);
/** A code: short, letters, digits and a few joiners; no spaces (a sentence is never a code). */
const CODE = /^[A-Za-z0-9_./:+-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const KEY = /^[A-Za-z0-9_.:-]{1,64}$/;
const MAX_DEPTH = 8;

/** The actions of reads of member data (decision 167): who read what, when; not acts on the member. */
export const READ_ACTIONS = ['member.view', 'member.search', 'payment.list', 'queue.list', 'queue.item_view', 'message.image_view'] as const;

/** A text an entry left out, by its place (`after.reason`). */
export interface LeftOut {
  path: string;
  text: string;
}

/** What an entry keeps of `value` (see AuditWrite): the one rule of what the audit may hold. `leftOut` collects the texts it kept only the length of. */
export function auditFacts(value: unknown, leftOut?: LeftOut[], path = '', key = '', depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') {
    if ((CODE_FIELDS.has(key) && CODE.test(value)) || ISO_TIME.test(value) || UUID.test(value)) return value;
    leftOut?.push({ path, text: value });
    return { chars: [...value].length };
  }
  if (depth >= MAX_DEPTH) return { cut: 'depth' };
  if (Array.isArray(value)) return value.slice(0, 200).map((item, i) => auditFacts(item, leftOut, `${path}.${i}`, key, depth + 1));
  if (typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    let n = 0;
    for (const [name, item] of Object.entries(value)) {
      if (item === undefined) continue;
      // a key is a field name; one that is not (a text used as a key) is kept as its position only
      const field = KEY.test(name) && name !== '__proto__' ? name : `#${n}`;
      kept[field] = auditFacts(item, leftOut, `${path}.${field}`, name, depth + 1);
      n++;
    }
    return kept;
  }
  return null;
}

/** The member an entry is about, whose left-out texts are kept beside it until their erasure. */
function memberOf(entry: AuditWrite): number | null {
  const id = entry.memberId ?? (entry.targetKind === 'member' ? Number(entry.targetId) : null);
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The target's id as stored: an id or code; anything else (a text, by a caller's mistake) as its length only. */
function targetIdOf(id: string | number | null | undefined): string | null {
  if (id === undefined || id === null) return null;
  const text = String(id);
  return /^[A-Za-z0-9_.:+-]{1,80}$/.test(text) ? text : `chars:${text.length}`;
}

export async function writeAudit(tx: Db | Tx, entry: AuditWrite): Promise<number> {
  const leftOut: LeftOut[] = [];
  const [row] = await (tx as Db)
    .insert(staffAudit)
    .values({
      at: entry.at,
      staffId: entry.staffId,
      action: entry.action,
      targetKind: entry.targetKind ?? null,
      targetId: targetIdOf(entry.targetId),
      before: entry.before === undefined ? null : auditFacts(entry.before, leftOut, 'before'),
      after: entry.after === undefined ? null : auditFacts(entry.after, leftOut, 'after'),
    })
    .returning({ id: staffAudit.id });
  if (!row) throw new Error('audit insert returned nothing');
  const memberId = memberOf(entry);
  if (memberId !== null && leftOut.length > 0) {
    // NUL cannot be stored in a text column; a lone surrogate cannot be encoded
    const clean = (text: string) => text.split('\u0000').join('').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd').slice(0, 10_000);
    await (tx as Db).insert(staffAuditTexts).values(leftOut.slice(0, 50).map((t) => ({ auditId: row.id, memberId, path: t.path, text: clean(t.text) })));
  }
  return row.id;
}

/** The member an entry is about: its target, or the `member` its facts name (a photo's owner, a read's member). */
function entryMember(entry: typeof staffAudit.$inferSelect): number | null {
  const id = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
  if (entry.targetKind === 'member') return /^\d{1,10}$/.test(entry.targetId ?? '') ? id(Number(entry.targetId)) : null;
  const facts = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  return id(facts(entry.before).member) ?? id(facts(entry.after).member);
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
  // who the entries are about, named as they are now (decision 177): one read each for the page
  const memberIds = new Map(page.map(({ entry }) => [entry.id, entryMember(entry)]));
  const wanted = [...new Set([...memberIds.values()].filter((id): id is number => id !== null))];
  const names = new Map(
    wanted.length === 0
      ? []
      : (await (db as Db).select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, wanted))).map((m) => [m.id, m.name] as const),
  );
  const staffIds = [...new Set(page.flatMap(({ entry }) => (entry.targetKind === 'staff' && /^\d{1,9}$/.test(entry.targetId ?? '') ? [Number(entry.targetId)] : [])))];
  const staffEmails = new Map(
    staffIds.length === 0
      ? []
      : (await (db as Db).select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts).where(inArray(staffAccounts.id, staffIds))).map((a) => [a.id, a.email] as const),
  );
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
      member: ((id) => (id === null ? null : { id, name: names.get(id) ?? null }))(memberIds.get(entry.id) ?? null),
      target_staff_email: entry.targetKind === 'staff' ? (staffEmails.get(Number(entry.targetId)) ?? null) : null,
    })),
    next: found.length > filter.limit && last ? last.entry.id : null,
  };
}
