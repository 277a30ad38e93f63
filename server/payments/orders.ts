import { and, eq } from 'drizzle-orm';
import type { OrderRequest } from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { creditBundles, orders } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberRow } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';
import type { OrderRow } from './catalog.ts';
import { checkDiscount, claimDiscount, holdDiscount, storedDiscount, type DiscountRow } from './discounts.ts';

async function orderByKey(db: Db, memberId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
  return row;
}

export function discounted(price: number, percentage: number): number {
  return Math.round((price * (100 - percentage)) / 100);
}

/**
 * Creates the member's order for a bundle of the shop's country (`country`: the request's, see
 * shopCountry), priced with a discount code: the one typed in (its refusal is the answer) or else
 * the member's stored code when it is valid for this order. A once-per-member code is claimed in
 * the order's transaction (decision 111: parallel orders get it once). The idempotency
 * key makes a double click one order.
 */
export async function createOrder(db: Db, site: SiteRow, member: MemberRow, request: OrderRequest, now: Date, country: string): Promise<OrderRow> {
  const existing = await orderByKey(db, member.id, request.idempotency_key);
  if (existing) return existing;
  const [bundle] = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.id, request.bundle_id), eq(creditBundles.siteId, site.id), eq(creditBundles.country, country), eq(creditBundles.active, true)));
  if (!bundle) throw new ApiFailure(404, 'not_found');

  const order = { amount: bundle.price, currency: bundle.currency };
  const created = await db.transaction(async (tx) => {
    let discount: DiscountRow | null = null;
    let supersedes: number | null = null;
    // lock the claim first, then judge every rule of the code (checkDiscount reads the use again)
    const judge = async (code: string): Promise<void> => {
      const row = await checkDiscount(tx, code, { member, siteId: site.id, now, order, country });
      supersedes = (await claimDiscount(tx, member.id, row, now)).supersedes;
      discount = await checkDiscount(tx, code, { member, siteId: site.id, now, order, country });
    };
    if (request.discount_code) {
      await judge(request.discount_code);
    } else {
      const stored = await storedDiscount(tx, member.id);
      if (stored) {
        await judge(stored).catch((error: unknown) => {
          if (!(error instanceof ApiFailure)) throw error;
          discount = null;
          supersedes = null;
        });
      }
    }
    const chosen = discount as DiscountRow | null;
    // decision 128: a bonus code adds credits at the full price; a percentage code lowers the price
    const bonusCode = chosen?.kind === 'bonus' ? chosen : null;
    const percentageCode = chosen?.kind === 'percentage' ? chosen : null;
    const [row] = await tx
      .insert(orders)
      .values({
        memberId: member.id,
        idempotencyKey: request.idempotency_key,
        bundleId: bundle.id,
        credits: bundle.credits,
        bonus: bundle.bonus + (bonusCode?.bonusCredits ?? 0),
        amount: percentageCode ? discounted(bundle.price, percentageCode.valuePercentage) : bundle.price,
        originalAmount: bundle.price,
        currency: bundle.currency,
        country,
        discountCode: chosen?.code ?? null,
        discountPercentage: percentageCode?.valuePercentage ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row && chosen) await holdDiscount(tx, member.id, chosen, row.id, supersedes);
    return row;
  });
  if (created) return created;
  const row = await orderByKey(db, member.id, request.idempotency_key);
  if (!row) throw new Error('order insert vanished');
  return row;
}

/** The member's own order, or 404 (someone else's order is never shown). */
export async function ownOrder(db: Db, memberId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!row) throw new ApiFailure(404, 'not_found');
  return row;
}
