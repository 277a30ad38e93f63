import type { DirectDebitAnswer, DirectDebitConfirmRequest, DirectDebitRequest, DiscountCode, Order, OrderRequest, PayRequest, Transaction } from '../contract/index.ts';
import type { PaymentResult } from './paymentsProtocol.ts';
import type { ActionResult } from './protocol.ts';
import { whenSyncReady } from './remote.ts';

const broken = { ok: false, error: { error: 'server_error' } } as const;

async function call<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch {
    return fallback;
  }
}

/** The shop of the member's country into Dexie (useCreditBundles, useShop). */
export function loadCredits(): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadCredits(), broken);
}

/** The public price list of the request's country into Dexie (useShop('pricing')); visitors too. */
export function loadPricing(): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadPricing(), broken);
}

/** Checks and stores a discount code for the member; the shop reloads with it. */
export function applyDiscountCode(code: string): Promise<PaymentResult<DiscountCode>> {
  return call(async () => (await whenSyncReady()).applyDiscountCode(code), broken);
}

/** The welcome discount, if any (failures are ignored). */
export function loadWelcomeDiscount(): Promise<void> {
  return call(async () => (await whenSyncReady()).loadWelcomeDiscount(), undefined);
}

export function loadTimeBonus(): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadTimeBonus(), broken);
}

/** One order per idempotency key: keep the key for the whole click, retries included. */
export function createOrder(request: OrderRequest): Promise<PaymentResult<Order>> {
  return call(async () => (await whenSyncReady()).createOrder(request), broken);
}

export function loadOrder(id: number): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadOrder(id), broken);
}

export function payOrder(request: PayRequest): Promise<PaymentResult<Transaction>> {
  return call(async () => (await whenSyncReady()).pay(request), broken);
}

/** Asks for a payment's status; a completed one refreshes the member (credits, premium). */
export function loadTransaction(id: string): Promise<PaymentResult<Transaction>> {
  return call(async () => (await whenSyncReady()).loadTransaction(id), broken);
}

export function loadTransactions(): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).loadTransactions(), broken);
}

export function startDirectDebit(request: DirectDebitRequest): Promise<PaymentResult<DirectDebitAnswer>> {
  return call(async () => (await whenSyncReady()).startDirectDebit(request), broken);
}

export function confirmDirectDebit(request: DirectDebitConfirmRequest): Promise<PaymentResult<Transaction>> {
  return call(async () => (await whenSyncReady()).confirmDirectDebit(request), broken);
}
