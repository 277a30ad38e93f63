import { and, asc, count, countDistinct, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AdminDiscountCode } from '../../../src/contract/adminPrices.ts';
import { TIME_BONUS_CODE } from '../../../src/contract/constants.ts';
import type { Db } from '../../db/connect.ts';
import { discountCodes, memberDiscountCodes, orders, sites } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import type { DiscountRow } from '../../payments/discounts.ts';
import type { Tx } from '../../platform/lockedWrite.ts';
import { writeAudit } from '../../staff/audit.ts';

/**
 * Discount codes in the console (decision 128). A code is never deleted: orders and members name
 * it (orders.discount_code, member_discount_codes), so a code that must stop is deactivated.
 * Codes are unique on the whole server (the table's primary key; one code text means one code to
 * every site), which makes them unique per site too: a taken code answers 409 discount_code_taken.
 * The shop judges every rule in server/payments/discounts.ts.
 */

/** A code's settings, as the console sends and shows them. */
export type Fields = Omit<AdminDiscountCode, 'code' | 'built_in' | 'uses' | 'members' | 'held' | 'created_at'>;
type Parsed = Fields;

const MAX_LIST = 500;

function fieldsOf(row: DiscountRow): Fields {
  return {
    site_id: row.siteId,
    kind: row.kind,
    percentage: row.kind === 'percentage' ? row.valuePercentage : null,
    bonus_credits: row.kind === 'bonus' ? row.bonusCredits : null,
    uses_per_member: row.validity === 'once' ? 1 : row.usesPerMember,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.expires?.toISOString() ?? null,
    first_purchase_only: row.firstPurchaseOnly,
    country: row.country,
    active: row.status === 'active',
  };
}

/** The columns a request sets (the code, currency, minimum and methods are kept as they are). */
function columnsOf(body: Parsed) {
  const once = body.uses_per_member === 1;
  return {
    siteId: body.site_id,
    kind: body.kind,
    valuePercentage: body.kind === 'percentage' ? (body.percentage ?? 0) : 0,
    bonusCredits: body.kind === 'bonus' ? body.bonus_credits : null,
    validity: once ? ('once' as const) : ('unlimited' as const),
    usesPerMember: once ? null : body.uses_per_member,
    validFrom: body.valid_from ? new Date(body.valid_from) : null,
    expires: body.valid_until ? new Date(body.valid_until) : null,
    firstPurchaseOnly: body.first_purchase_only,
    country: body.country,
    status: body.active ? ('active' as const) : ('inactive' as const),
  };
}

interface Counts {
  uses: number;
  members: number;
  held: number;
}

async function countsOf(db: Db | Tx, codes: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>(codes.map((c) => [c, { uses: 0, members: 0, held: 0 }]));
  if (codes.length === 0) return out;
  const paid = await (db as Db)
    .select({ code: orders.discountCode, uses: count(), members: countDistinct(orders.memberId) })
    .from(orders)
    .where(and(inArray(orders.discountCode, codes), eq(orders.status, 'paid')))
    .groupBy(orders.discountCode);
  for (const p of paid) {
    const c = p.code ? out.get(p.code) : undefined;
    if (c) Object.assign(c, { uses: p.uses, members: p.members });
  }
  const held = await (db as Db)
    .select({ code: memberDiscountCodes.code, held: count() })
    .from(memberDiscountCodes)
    .where(and(inArray(memberDiscountCodes.code, codes), isNull(memberDiscountCodes.usedAt)))
    .groupBy(memberDiscountCodes.code);
  for (const h of held) {
    const c = out.get(h.code);
    if (c) c.held = h.held;
  }
  return out;
}

function answerOf(row: DiscountRow, counts: Counts | undefined): AdminDiscountCode {
  return {
    code: row.code,
    ...fieldsOf(row),
    built_in: row.code === TIME_BONUS_CODE || row.windowSeconds !== null,
    uses: counts?.uses ?? 0,
    members: counts?.members ?? 0,
    held: counts?.held ?? 0,
    created_at: row.createdAt?.toISOString() ?? null,
  };
}

/** Codes (of one site and those of every site, or all), newest first, with their use counts. */
export async function listCodes(db: Db, siteId: number | undefined): Promise<AdminDiscountCode[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(siteId === undefined ? undefined : or(eq(discountCodes.siteId, siteId), isNull(discountCodes.siteId)))
    .orderBy(sql`${discountCodes.createdAt} DESC NULLS LAST`, asc(discountCodes.code))
    .limit(MAX_LIST);
  const counts = await countsOf(db, rows.map((r) => r.code));
  return rows.map((r) => answerOf(r, counts.get(r.code)));
}

async function checkSite(tx: Tx, siteId: number | null): Promise<void> {
  if (siteId === null) return;
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new ApiFailure(404, 'not_found');
}

/** The time bonus (SPEC §9) stays a percentage, once per member: the member app shows it so. */
function checkBuiltIn(row: DiscountRow, body: Parsed): void {
  const builtIn = row.code === TIME_BONUS_CODE || row.windowSeconds !== null;
  if (builtIn && (body.kind !== 'percentage' || body.uses_per_member !== 1)) {
    throw new ApiFailure(400, 'invalid_request', { issues: [{ path: body.kind !== 'percentage' ? 'kind' : 'uses_per_member', code: 'built_in' }] });
  }
}

export async function createCode(db: Db, staffId: number, body: Fields & { code: string }, now: Date): Promise<AdminDiscountCode> {
  return db.transaction(async (tx) => {
    await checkSite(tx, body.site_id);
    const [row] = await tx
      .insert(discountCodes)
      .values({ code: body.code, ...columnsOf(body), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiFailure(409, 'discount_code_taken');
    await writeAudit(tx, { staffId, action: 'discount_code.create', targetKind: 'discount_code', targetId: row.code, after: fieldsOf(row), at: now });
    return answerOf(row, undefined);
  });
}

export async function updateCode(db: Db, staffId: number, code: string, body: Parsed, now: Date): Promise<AdminDiscountCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
    if (!before) throw new ApiFailure(404, 'not_found');
    checkBuiltIn(before, body);
    await checkSite(tx, body.site_id);
    const [row] = await tx.update(discountCodes).set(columnsOf(body)).where(eq(discountCodes.code, code)).returning();
    if (!row) throw new Error('discount code update returned nothing');
    const action = before.status === 'active' && row.status === 'inactive' ? 'discount_code.deactivate' : 'discount_code.update';
    await writeAudit(tx, { staffId, action, targetKind: 'discount_code', targetId: code, before: fieldsOf(before), after: fieldsOf(row), at: now });
    const counts = await countsOf(tx, [code]);
    return answerOf(row, counts.get(code));
  });
}
