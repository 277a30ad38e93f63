import type { BundleRow, CreditOrderRow, ShopKey, ShopRow, TransactionRow } from './paymentRows.ts';
import { db, useLiveQuery } from './pageDb.ts';

/** The bundles of the member's country, cheapest first; undefined while loading. */
export function useCreditBundles(): BundleRow[] | undefined {
  return useLiveQuery(async () => (await db.creditBundles.toArray()).sort((a, b) => a.price - b.price), []);
}

/** One shop answer (credits info, time bonus, welcome discount): undefined loading, null absent. */
export function useShop<K extends ShopKey>(key: K): Extract<ShopRow, { key: K }> | null | undefined {
  return useLiveQuery(async () => ((await db.shop.get(key)) as Extract<ShopRow, { key: K }> | undefined) ?? null, [key]);
}

export function useTransaction(id: string | undefined): TransactionRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.transactions.get(id)) ?? null) : null), [id]);
}

/** The member's payments, newest first. */
export function useTransactions(): TransactionRow[] | undefined {
  return useLiveQuery(() => db.transactions.orderBy('created_at').reverse().toArray(), []);
}

export function useCreditOrder(id: number | undefined): CreditOrderRow | null | undefined {
  return useLiveQuery(async () => (id === undefined || Number.isNaN(id) ? null : ((await db.creditOrders.get(id)) ?? null)), [id]);
}
