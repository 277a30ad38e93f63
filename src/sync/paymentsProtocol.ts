import type {
  DirectDebitAnswer,
  DirectDebitConfirmRequest,
  DirectDebitRequest,
  DiscountCode,
  Order,
  OrderRequest,
  PayRequest,
  Transaction,
} from '../contract/index.ts';
import type { ActionResult } from './protocol.ts';

/** A payment action that answers data the screen needs next (an order id, a checkout URL). */
export type PaymentResult<T> = { ok: true; data: T } | Exclude<ActionResult, { ok: true }>;

/** The credits shop's worker calls; part of SyncWorkerApi. */
export interface PaymentsWorkerApi {
  /** GET credits.php into creditBundles + shop('credits') */
  loadCredits(): Promise<ActionResult>;
  /** GET pricing.php (visitors too) into shop('pricing'): /pricing (SPEC §2) */
  loadPricing(): Promise<ActionResult>;
  /** GET discountcode.php?code= : stored for the member by the server, shop reloaded */
  applyDiscountCode(code: string): Promise<PaymentResult<DiscountCode>>;
  /** GET discountcode.php?welcome=true into shop('welcome'); failures are ignored (SPEC §7) */
  loadWelcomeDiscount(): Promise<void>;
  /** GET time-bonus.php into shop('timeBonus') (load_time_bonus) */
  loadTimeBonus(): Promise<ActionResult>;
  /** One order per idempotency key: keep the key for the whole click, retries included. */
  createOrder(request: OrderRequest): Promise<PaymentResult<Order>>;
  /** GET order.php?id= into creditOrders */
  loadOrder(id: number): Promise<ActionResult>;
  pay(request: PayRequest): Promise<PaymentResult<Transaction>>;
  /** GET transaction.php?id= into transactions; a completed payment refreshes the stored user */
  loadTransaction(id: string): Promise<PaymentResult<Transaction>>;
  loadTransactions(): Promise<ActionResult>;
  startDirectDebit(request: DirectDebitRequest): Promise<PaymentResult<DirectDebitAnswer>>;
  confirmDirectDebit(request: DirectDebitConfirmRequest): Promise<PaymentResult<Transaction>>;
}
