import { and, asc, desc, eq } from 'drizzle-orm';
import {
  cardBrands,
  currencyByCountry,
  methodsForCountry,
  type Bundle,
  type Currency,
  type Order,
  type PaymentMethodId,
  type PaymentMethodInfo,
  type SavedMethod,
} from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { creditBundles, orders, savedPaymentMethods } from '../db/schema.ts';
import type { SiteRow } from '../platform/sites.ts';

export type BundleRow = typeof creditBundles.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** Payment methods that can charge again later without the payer. */
export const recurringMethods = new Set(['creditcard', 'paypal', 'directdebit', 'dankort', 'nexi', 'cartebancaire']);

/**
 * The country whose bundles a member sees and orders: the request's country (`visitorCountry`:
 * the proxy's x-country header, else the site's first) when the site sells there, else the
 * site's first. Never the profile's country, which the member edits (choosing the
 * cheapest country's prices).
 */
export async function shopCountry(db: Db, site: SiteRow, country: string): Promise<string> {
  const [own] = await db
    .select({ id: creditBundles.id })
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, site.id), eq(creditBundles.country, country), eq(creditBundles.active, true)))
    .limit(1);
  return own ? country : (site.countries[0] ?? 'GB');
}

export async function bundlesFor(db: Db, siteId: number, country: string): Promise<BundleRow[]> {
  return db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.country, country), eq(creditBundles.active, true)))
    .orderBy(asc(creditBundles.position));
}

export function bundleAnswer(row: BundleRow): Bundle {
  return { id: row.id, credits: row.credits, bonus: row.bonus, price: row.price, currency: row.currency, label: row.label ?? null };
}

/** `offered`: the site's methods in the country (offeredMethods, decision 128); default every one that works there */
export function methodInfos(country: string, offered: readonly PaymentMethodId[] = methodsForCountry(country)): PaymentMethodInfo[] {
  return offered.map((id) => ({
    id,
    brands: id === 'creditcard' ? [...cardBrands] : [],
    needs: id === 'applepay' ? ('applepay' as const) : null,
    recurring: recurringMethods.has(id),
  }));
}

export function currencyOf(country: string): Currency {
  return currencyByCountry[country] ?? 'EUR';
}

/** The price of `messageCredits` credits at the rate of the smallest bundle. */
export function messagePrice(bundles: BundleRow[], messageCredits: number): number {
  const first = bundles[0];
  if (!first) return 0;
  return Math.round((first.price * messageCredits) / (first.credits + first.bonus));
}

export function orderAnswer(row: OrderRow): Order {
  return {
    id: row.id,
    bundle_id: row.bundleId,
    credits: row.credits,
    bonus: row.bonus,
    amount: row.amount,
    original_amount: row.originalAmount,
    currency: row.currency,
    discount_code: row.discountCode,
    discount_percentage: row.discountPercentage,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export async function savedMethodsOf(db: Db, memberId: number): Promise<SavedMethod[]> {
  const rows = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.memberId, memberId)).orderBy(desc(savedPaymentMethods.createdAt));
  return rows.map((r) => ({ id: r.id, method: r.method, label: r.label }));
}

/** The member's last paid orders, one per bundle still on sale, newest first (at most 3). */
export async function repeatableOrders(db: Db, memberId: number, bundles: BundleRow[]): Promise<Order[]> {
  const onSale = new Set(bundles.map((b) => b.id));
  const paid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.id))
    .limit(20);
  const seen = new Set<number>();
  const out: Order[] = [];
  for (const row of paid) {
    if (!onSale.has(row.bundleId) || seen.has(row.bundleId)) continue;
    seen.add(row.bundleId);
    out.push(orderAnswer(row));
    if (out.length === 3) break;
  }
  return out;
}
