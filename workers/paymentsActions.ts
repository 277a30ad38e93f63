import type { z } from 'zod';
import {
  api,
  CreditsAnswer,
  DirectDebitAnswer,
  DirectDebitConfirmRequest,
  DirectDebitRequest,
  DiscountCodeAnswer,
  OrderAnswer,
  OrderRequest,
  paymentApi,
  PayRequest,
  PricingAnswer,
  TimeBonusAnswer,
  TransactionAnswer,
  TransactionsAnswer,
  UserAnswer,
  type ApiError,
  type Transaction,
} from '../src/contract/index.ts';
import { readKv } from '../src/db/database.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { ActionEntries, ActionResult, DataResult } from './actionEntries.ts';
import type { ApiClient } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface PaymentsDeps {
  api: ApiClient;
  db: AppDatabase;
  now: () => number;
}

const invalid: ApiError = { error: 'invalid_request' };

/** The stored member after a purchase: credits and premium in the top bar follow at once. */
async function refreshUser({ api: client, db }: PaymentsDeps): Promise<void> {
  const before = (await readKv('user', db))?.id;
  if (before === undefined) return;
  const outcome = await client.request(api.user, { schema: UserAnswer, attempts: 2 });
  if (outcome.kind !== 'ok') return;
  await db.transaction('rw', db.kv, async () => {
    if ((await readKv('user', db))?.id === outcome.data.user.id) await db.kv.put({ key: 'user', value: outcome.data.user });
  });
}

async function storeTransaction(deps: PaymentsDeps, transaction: Transaction): Promise<void> {
  await deps.db.transactions.put(transaction);
  if (transaction.status === 'completed') await refreshUser(deps);
}

/** The credits shop's actions (decision 183: each declared once, here). */
export const paymentsActions = {
  /** GET credits.php into creditBundles + shop('credits') */
  async loadCredits(deps: PaymentsDeps): Promise<ActionResult> {
    const outcome = await deps.api.request(paymentApi.credits, { schema: CreditsAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    const { bundles, ...rest } = outcome.data;
    const { db } = deps;
    await db.transaction('rw', [db.creditBundles, db.shop], async () => {
      await db.creditBundles.clear();
      await db.creditBundles.bulkPut(bundles);
      await db.shop.put({ key: 'credits', value: rest, fetchedAt: deps.now() });
    });
    return { ok: true };
  },

  /** GET pricing.php (no session needed) into shop('pricing'). */
  async loadPricing(deps: PaymentsDeps): Promise<ActionResult> {
    const outcome = await deps.api.request(paymentApi.pricing, { schema: PricingAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await deps.db.shop.put({ key: 'pricing', value: outcome.data, fetchedAt: deps.now() });
    return { ok: true };
  },

  /** GET discountcode.php?code= : stored for the member by the server, shop reloaded */
  async applyDiscountCode(deps: PaymentsDeps, code: string): Promise<DataResult<z.infer<typeof DiscountCodeAnswer>['discountcode']>> {
    const trimmed = code.trim();
    if (trimmed === '' || trimmed.length > 40) return { ok: false, error: invalid };
    const outcome = await deps.api.request(`${paymentApi.discountCode}?${new URLSearchParams({ code: trimmed }).toString()}`, { schema: DiscountCodeAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await paymentsActions.loadCredits(deps);
    return { ok: true, data: outcome.data.discountcode };
  },

  /** GET discountcode.php?welcome=true into shop('welcome'); failures are ignored (SPEC §7) */
  async loadWelcomeDiscount(deps: PaymentsDeps): Promise<void> {
    const outcome = await deps.api.request(`${paymentApi.discountCode}?welcome=true`, { schema: DiscountCodeAnswer, attempts: 1 });
    const value = outcome.kind === 'ok' ? outcome.data.discountcode : null;
    if (outcome.kind === 'ok' || outcome.kind === 'rejected') await deps.db.shop.put({ key: 'welcome', value, fetchedAt: deps.now() });
  },

  /** GET time-bonus.php into shop('timeBonus') (load_time_bonus) */
  async loadTimeBonus(deps: PaymentsDeps): Promise<ActionResult> {
    const outcome = await deps.api.request(paymentApi.timeBonus, { schema: TimeBonusAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await deps.db.shop.put({ key: 'timeBonus', value: outcome.data.time_bonus, fetchedAt: deps.now() });
    return { ok: true };
  },

  /** One order per idempotency key: keep the key for the whole click, retries included. */
  async createOrder(deps: PaymentsDeps, request: OrderRequest): Promise<DataResult<z.infer<typeof OrderAnswer>['order']>> {
    const body = OrderRequest.safeParse(request);
    if (!body.success) return { ok: false, error: invalid };
    // The idempotency key makes the retries of the api client (and a double click) one order.
    const outcome = await deps.api.request(paymentApi.order, { method: 'POST', body: body.data, schema: OrderAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await deps.db.creditOrders.put(outcome.data.order);
    return { ok: true, data: outcome.data.order };
  },

  /** GET order.php?id= into creditOrders */
  async loadOrder(deps: PaymentsDeps, id: number): Promise<ActionResult> {
    if (!Number.isInteger(id) || id <= 0) return { ok: false, error: { error: 'not_found' } };
    const outcome = await deps.api.request(`${paymentApi.order}?id=${id}`, { schema: OrderAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await deps.db.creditOrders.put(outcome.data.order);
    return { ok: true };
  },

  async pay(deps: PaymentsDeps, request: PayRequest): Promise<DataResult<Transaction>> {
    const body = PayRequest.safeParse(request);
    if (!body.success) return { ok: false, error: invalid };
    const outcome = await deps.api.request(paymentApi.pay, { method: 'POST', body: body.data, schema: TransactionAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await storeTransaction(deps, outcome.data.transaction);
    return { ok: true, data: outcome.data.transaction };
  },

  /** GET transaction.php?id= into transactions; a completed payment refreshes the stored user */
  async loadTransaction(deps: PaymentsDeps, id: string): Promise<DataResult<Transaction>> {
    if (id === '' || id.length > 64) return { ok: false, error: { error: 'not_found' } };
    const outcome = await deps.api.request(`${paymentApi.transaction}?${new URLSearchParams({ id }).toString()}`, { schema: TransactionAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await storeTransaction(deps, outcome.data.transaction);
    return { ok: true, data: outcome.data.transaction };
  },

  async loadTransactions(deps: PaymentsDeps): Promise<ActionResult> {
    const outcome = await deps.api.request(paymentApi.transactions, { schema: TransactionsAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await deps.db.transactions.bulkPut(outcome.data.transactions);
    return { ok: true };
  },

  async startDirectDebit(deps: PaymentsDeps, request: DirectDebitRequest): Promise<DataResult<z.infer<typeof DirectDebitAnswer>>> {
    const body = DirectDebitRequest.safeParse(request);
    if (!body.success) {
      return { ok: false, error: { error: 'invalid_request', issues: body.error.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code })) } };
    }
    const outcome = await deps.api.request(paymentApi.directDebit, { method: 'POST', body: body.data, schema: DirectDebitAnswer, attempts: 1 });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    return { ok: true, data: outcome.data };
  },

  async confirmDirectDebit(deps: PaymentsDeps, request: DirectDebitConfirmRequest): Promise<DataResult<Transaction>> {
    const body = DirectDebitConfirmRequest.safeParse(request);
    if (!body.success) return { ok: false, error: { error: 'code_invalid' } };
    const outcome = await deps.api.request(paymentApi.directDebitConfirm, { method: 'POST', body: body.data, schema: TransactionAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    await storeTransaction(deps, outcome.data.transaction);
    return { ok: true, data: outcome.data.transaction };
  },
} satisfies ActionEntries<PaymentsDeps>;
