import type { Bundle, CreditsAnswer, DiscountCode, Order, PricingAnswer, TimeBonus, Transaction } from '../contract/payments.ts';

/** Issue 7 (credits shop): rows of the Dexie tables added in version(5). */
export type BundleRow = Bundle;
export type CreditOrderRow = Order;
export type TransactionRow = Transaction;

/** The shop's other answers, one row each. */
export type ShopRow =
  | { key: 'credits'; value: Omit<CreditsAnswer, 'bundles'>; fetchedAt: number }
  | { key: 'pricing'; value: PricingAnswer; fetchedAt: number }
  | { key: 'timeBonus'; value: TimeBonus | null; fetchedAt: number }
  | { key: 'welcome'; value: DiscountCode | null; fetchedAt: number };
export type ShopKey = ShopRow['key'];
