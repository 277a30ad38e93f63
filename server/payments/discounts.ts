import { TIME_BONUS_WINDOW_S } from '../../src/contract/constants.ts';
import { and, count, eq, inArray, isNull, desc } from 'drizzle-orm';
import { TIME_BONUS_CODE } from '../../src/contract/constants.ts';
import { type Currency, type DiscountCode, type PaymentMethodId, type TimeBonus } from '../../src/contract/payments.ts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { discountCodes, memberDiscountCodes, orders, payments } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { DbOrTx } from './credits.ts';
import { limitFailures } from '../platform/limits.ts';
import type { MemberRow } from '../members/members.ts';

export type DiscountRow = typeof discountCodes.$inferSelect;

export interface DiscountCheck {
  member: MemberRow;
  siteId: number;
  now: Date;
  /** the order's price and currency, when a bundle is being priced */
  order?: { amount: number; currency: Currency };
  /** the chosen payment method, when paying */
  method?: PaymentMethodId;
  /**
   * the shop's country (the request's or the order's, see shopCountry); a country-bound code is
   * judged by it, never by the profile's country, which the member edits (decision 111)
   */
  country: string;
}

/** When a code stops being valid for this member: its own expiry or its window after signup. */
export function discountEndsAt(code: DiscountRow, member: MemberRow): Date | null {
  const windowEnd = code.windowSeconds === null ? null : new Date(member.signupDate.getTime() + code.windowSeconds * 1000);
  if (!code.expires) return windowEnd;
  if (!windowEnd) return code.expires;
  return code.expires < windowEnd ? code.expires : windowEnd;
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Checks every rule of a discount code (SPEC §3, §5) and answers the code or throws the reason:
 * not found (also someone else's or another site's), expired, already used, wrong country,
 * below the minimum order value, or not for this payment method.
 */
export async function checkDiscount(db: DbOrTx, rawCode: string, check: DiscountCheck): Promise<DiscountRow> {
  const code = normalizeCode(rawCode);
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  const { member } = check;
  if (!row || row.status !== 'active' || (row.siteId !== null && row.siteId !== check.siteId) || (row.userId !== null && row.userId !== member.id)) {
    throw new ApiFailure(404, 'discount_not_found');
  }
  if (row.code === TIME_BONUS_CODE && member.paidUser) throw new ApiFailure(404, 'discount_not_found');
  // decision 128: a code before its start is not there yet (an upcoming campaign's code is not revealed)
  if (row.validFrom && row.validFrom.getTime() > check.now.getTime()) throw new ApiFailure(404, 'discount_not_found');
  if (row.firstPurchaseOnly && member.paidUser) throw new ApiFailure(403, 'discount_first_purchase');
  const ends = discountEndsAt(row, member);
  if (ends && ends.getTime() <= check.now.getTime()) throw new ApiFailure(410, 'discount_expired');
  if (row.validity === 'once') {
    const [used] = await db
      .select({ usedAt: memberDiscountCodes.usedAt })
      .from(memberDiscountCodes)
      .where(and(eq(memberDiscountCodes.memberId, member.id), eq(memberDiscountCodes.code, row.code)));
    if (used?.usedAt) throw new ApiFailure(409, 'discount_used');
  } else if (row.usesPerMember !== null && (await paidUses(db, member.id, row.code)) >= row.usesPerMember) {
    throw new ApiFailure(409, 'discount_used');
  }
  if (row.country !== null && row.country !== check.country) throw new ApiFailure(403, 'discount_country');
  if (check.order) {
    if (row.currency !== null && row.currency !== check.order.currency) throw new ApiFailure(403, 'discount_country');
    if (row.minimumOrderValue !== null && check.order.amount < row.minimumOrderValue) {
      throw new ApiFailure(422, 'discount_minimum', { minimum: row.minimumOrderValue, currency: row.currency ?? check.order.currency });
    }
  }
  if (check.method && row.paymentmethods && !row.paymentmethods.includes(check.method)) throw new ApiFailure(422, 'discount_method');
  return row;
}

/**
 * Decision 166: a code the member TYPES (discountcode.php?code=, order.php's discount_code) is
 * refused with one answer whatever the reason (`404 discount_invalid`): unknown, not yet valid,
 * expired, used, another country's or currency's, first purchases only, below its minimum order,
 * not for this method. Telling them apart let a guesser learn which codes exist. A code the
 * member already holds (the stored code at payment) keeps its reasons.
 */
const typedCodeReasons: ReadonlySet<string> = new Set([
  'discount_not_found',
  'discount_used',
  'discount_expired',
  'discount_country',
  'discount_first_purchase',
  'discount_minimum',
  'discount_method',
]);

/** The refusal of a typed code as the member is told it (see typedCodeReasons); other errors as they are. */
export function typedCodeRefusal(error: unknown): unknown {
  return error instanceof ApiFailure && typedCodeReasons.has(error.code) ? new ApiFailure(404, 'discount_invalid') : error;
}

/**
 * Judges a code the member typed (`judge`): its refusals counted per member and address
 * (MEMBER_LIMITS / ADDRESS_LIMITS.discountCodes, server/platform/limits.ts; a code that is
 * accepted costs nothing) and told as one answer (typedCodeRefusal). Decision 166.
 */
export function judgeTypedCode<T>(db: Db, who: { memberId: number; address: string }, now: Date, reply: FastifyReply | undefined, judge: () => Promise<T>): Promise<T> {
  const refusedCode = (error: unknown) => error instanceof ApiFailure && typedCodeReasons.has(error.code);
  return limitFailures(db, 'discountCodes', who, now, reply, refusedCode, judge).catch((error: unknown) => {
    throw typedCodeRefusal(error);
  });
}

/** The member's paid orders priced with `code` (decision 128: a code usable N times per member). */
export async function paidUses(db: DbOrTx, memberId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.discountCode, code), eq(orders.status, 'paid')));
  return row?.n ?? 0;
}

export function discountAnswer(row: DiscountRow, member: MemberRow, now: Date): DiscountCode {
  const ends = discountEndsAt(row, member);
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: ends?.toISOString() ?? null,
    value_percentage: row.valuePercentage,
    percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue,
    minimum: row.minimumOrderValue,
    status: row.status,
    validity: row.validity,
    expired: ends !== null && ends.getTime() <= now.getTime(),
    paymentmethods: row.paymentmethods,
    bonus_credits: row.kind === 'bonus' ? row.bonusCredits : null,
  };
}

/** Remembers the code as the member's (the next order uses it). */
export async function storeDiscount(db: DbOrTx, memberId: number, code: string, now: Date): Promise<void> {
  await db
    .insert(memberDiscountCodes)
    .values({ memberId, code, storedAt: now })
    .onConflictDoUpdate({ target: [memberDiscountCodes.memberId, memberDiscountCodes.code], set: { storedAt: now } });
}

/** The member's most recently stored code that has not been used yet. */
export async function storedDiscount(db: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: memberDiscountCodes.code })
    .from(memberDiscountCodes)
    .where(and(eq(memberDiscountCodes.memberId, memberId), isNull(memberDiscountCodes.usedAt)))
    .orderBy(desc(memberDiscountCodes.storedAt))
    .limit(1);
  return row?.code ?? null;
}

export async function markDiscountUsed(db: DbOrTx, memberId: number, code: string, orderId: number, now: Date): Promise<void> {
  await db
    .insert(memberDiscountCodes)
    .values({ memberId, code, storedAt: now, usedAt: now, orderId })
    .onConflictDoUpdate({ target: [memberDiscountCodes.memberId, memberDiscountCodes.code], set: { usedAt: now, orderId } });
}

/**
 * Issue 18, decision 111: a once-per-member code is CLAIMED by the order it prices, inside the
 * order's transaction, after locking the member's row of the code (member_discount_codes, one per
 * member and code). The claim is refused (discount_used) while it is used or held by an order
 * that is paid or has a payment under way (loading, pending, completed); an open order whose
 * payments all failed, expired or were cancelled (or that has none) lets it go: the new order
 * takes the claim over and the old order is cancelled (paying it answers discount_used), so N
 * parallel orders leave exactly one payable discounted order. Codes usable any number of times
 * need no claim. Answers the order whose claim is taken over, or null.
 */
export async function claimDiscount(tx: DbOrTx, memberId: number, code: DiscountRow, now: Date): Promise<{ supersedes: number | null }> {
  if (code.validity !== 'once') {
    // decision 128: an N-times code serializes its member's orders on the member's row of the code;
    // the paid uses are counted again under that lock (checkDiscount runs after this)
    if (code.usesPerMember !== null) {
      await tx.insert(memberDiscountCodes).values({ memberId, code: code.code, storedAt: now }).onConflictDoNothing();
      await tx.select({ code: memberDiscountCodes.code }).from(memberDiscountCodes).where(and(eq(memberDiscountCodes.memberId, memberId), eq(memberDiscountCodes.code, code.code))).for('update');
    }
    return { supersedes: null };
  }
  await tx.insert(memberDiscountCodes).values({ memberId, code: code.code, storedAt: now }).onConflictDoNothing();
  const [claim] = await tx
    .select()
    .from(memberDiscountCodes)
    .where(and(eq(memberDiscountCodes.memberId, memberId), eq(memberDiscountCodes.code, code.code)))
    .for('update');
  if (!claim || claim.usedAt) throw new ApiFailure(409, 'discount_used');
  if (claim.orderId === null) return { supersedes: null };
  const [holder] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, claim.orderId));
  if (!holder || holder.status === 'cancelled') return { supersedes: null };
  if (holder.status === 'paid') throw new ApiFailure(409, 'discount_used');
  const [underWay] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, claim.orderId), inArray(payments.status, ['loading', 'pending', 'completed'])))
    .limit(1);
  if (underWay) throw new ApiFailure(409, 'discount_used');
  return { supersedes: claim.orderId };
}

/** Records `orderId` as the claim's holder (after claimDiscount, same transaction); the superseded order is cancelled. */
export async function holdDiscount(tx: DbOrTx, memberId: number, code: DiscountRow, orderId: number, supersedes: number | null): Promise<void> {
  if (code.validity !== 'once') return;
  if (supersedes !== null) await tx.update(orders).set({ status: 'cancelled' }).where(and(eq(orders.id, supersedes), eq(orders.status, 'open')));
  await tx
    .update(memberDiscountCodes)
    .set({ orderId })
    .where(and(eq(memberDiscountCodes.memberId, memberId), eq(memberDiscountCodes.code, code.code)));
}

/**
 * Before a payment of a discounted order starts (same transaction as the payment's insert): the
 * order must still hold its claim, locked so a new order cannot take it over meanwhile.
 */
export async function requireClaim(tx: DbOrTx, memberId: number, code: DiscountRow, orderId: number): Promise<void> {
  if (code.validity !== 'once') return;
  const [claim] = await tx
    .select()
    .from(memberDiscountCodes)
    .where(and(eq(memberDiscountCodes.memberId, memberId), eq(memberDiscountCodes.code, code.code)))
    .for('update');
  if (!claim || claim.usedAt || claim.orderId !== orderId) throw new ApiFailure(409, 'discount_used');
}

/** SPEC §4/§9: the 4-hour time bonus of a new, not paid member, or null. */
export async function timeBonusFor(db: Db, member: MemberRow, siteId: number, now: Date, country: string): Promise<TimeBonus | null> {
  if (member.paidUser) return null;
  const endsAt = new Date(member.signupDate.getTime() + TIME_BONUS_WINDOW_S * 1000);
  const remainingMs = endsAt.getTime() - now.getTime();
  if (remainingMs <= 0) return null;
  try {
    const row = await checkDiscount(db, TIME_BONUS_CODE, { member, siteId, now, country });
    const ends = discountEndsAt(row, member) ?? endsAt;
    return {
      code: row.code,
      percentage: row.valuePercentage,
      remaining_s: Math.max(0, Math.floor((ends.getTime() - now.getTime()) / 1000)),
      ends_at: ends.toISOString(),
    };
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}
