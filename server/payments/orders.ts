import { and, eq } from 'drizzle-orm';
import type { OrderRequest } from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { creditBundles, orders } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import type { MemberRow } from '../services/members.ts';
import type { SiteRow } from '../services/sites.ts';
import { shopCountry, type OrderRow } from './catalog.ts';
import { checkDiscount, storedDiscount, type DiscountRow } from './discounts.ts';

async function orderByKey(db: Db, memberId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
  return row;
}

export function discounted(price: number, percentage: number): number {
  return Math.round((price * (100 - percentage)) / 100);
}

/**
 * Creates the member's order for a bundle of their site and country, priced with a discount
 * code: the one typed in (its refusal is the answer) or else the member's stored code when it is
 * valid for this order. The idempotency key makes a double click one order.
 */
export async function createOrder(db: Db, site: SiteRow, member: MemberRow, request: OrderRequest, now: Date): Promise<OrderRow> {
  const existing = await orderByKey(db, member.id, request.idempotency_key);
  if (existing) return existing;
  const country = await shopCountry(db, site, member.country);
  const [bundle] = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.id, request.bundle_id), eq(creditBundles.siteId, site.id), eq(creditBundles.country, country), eq(creditBundles.active, true)));
  if (!bundle) throw new ApiFailure(404, 'not_found');

  const order = { amount: bundle.price, currency: bundle.currency };
  let discount: DiscountRow | null = null;
  if (request.discount_code) {
    discount = await checkDiscount(db, request.discount_code, { member, siteId: site.id, now, order });
  } else {
    const stored = await storedDiscount(db, member.id);
    if (stored) discount = await checkDiscount(db, stored, { member, siteId: site.id, now, order }).catch(() => null);
  }

  await db
    .insert(orders)
    .values({
      memberId: member.id,
      idempotencyKey: request.idempotency_key,
      bundleId: bundle.id,
      credits: bundle.credits,
      bonus: bundle.bonus,
      amount: discount ? discounted(bundle.price, discount.valuePercentage) : bundle.price,
      originalAmount: bundle.price,
      currency: bundle.currency,
      country,
      discountCode: discount?.code ?? null,
      discountPercentage: discount?.valuePercentage ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
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
