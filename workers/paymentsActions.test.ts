import { describe, expect, it } from 'vitest';
import { api, paymentApi, type CreditsAnswer, type Transaction } from '../src/contract/index.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { AppDatabase, memberTables } from '../src/db/schema.ts';
import { createApiClient } from './apiClient.ts';
import { bindActions } from './actionEntries.ts';
import { paymentsActions } from './paymentsActions.ts';
import { makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { FakeServer } from './testing/fakeServer.ts';

let dbCount = 0;

const shop: CreditsAnswer = {
  country: 'NL',
  currency: 'EUR',
  bundles: [
    { id: 2, credits: 50, bonus: 5, price: 1999, currency: 'EUR', label: 'most_popular' },
    { id: 1, credits: 20, bonus: 0, price: 999, currency: 'EUR', label: null },
  ],
  methods: [{ id: 'ideal', brands: [], needs: null, recurring: false }],
  message_price: { credits: 5, amount: 250, currency: 'EUR' },
  saved_methods: [],
  repeatable_orders: [],
  discountcode: null,
};

function tx(status: Transaction['status']): Transaction {
  return {
    payment_id: '01a2-pay', order_id: 9, credits: 20, amount: 999, currency: 'EUR', paymentmethod: 'ideal', country: 'NL', status,
    created_at: '2026-11-22T01:00:00.000Z', completed_at: null, checkout_url: null, bank_details: null, recurring_failed: false,
  };
}

function setup(server: FakeServer) {
  const db = new AppDatabase(`payments-actions-${++dbCount}`);
  const clock = new FakeClock();
  const client = createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), onAuthenticationRequired: () => Promise.resolve() });
  return { db, payments: bindActions(paymentsActions, { api: client, db, now: () => clock.now() }) };
}

describe('payments worker actions', () => {
  it('stores the shop: bundles and the rest of the answer', async () => {
    const server = new FakeServer().on('GET', paymentApi.credits, { status: 200, body: shop });
    const { db, payments } = setup(server);
    expect(await payments.loadCredits()).toEqual({ ok: true });
    expect((await db.creditBundles.toArray()).map((b) => b.id).sort()).toEqual([1, 2]);
    const row = await db.shop.get('credits');
    expect(row?.key === 'credits' && row.value.message_price.amount).toBe(250);
  });

  it('a completed payment refreshes the stored member (credits and premium in the top bar)', async () => {
    const before = makeUser({ credits: 0, paid_user: false });
    const after = makeUser({ credits: 20, paid_user: true });
    const server = new FakeServer()
      .on('GET', `${paymentApi.transaction}?id=01a2-pay`, { status: 200, body: { transaction: tx('pending') } }, { status: 200, body: { transaction: tx('completed') } })
      .on('GET', api.user, { status: 200, body: { user: after } });
    const { db, payments } = setup(server);
    await writeKv('user', before, db);
    const pending = await payments.loadTransaction('01a2-pay');
    expect(pending.ok && pending.data.status).toBe('pending');
    expect(server.count('GET', api.user)).toBe(0);
    const done = await payments.loadTransaction('01a2-pay');
    expect(done.ok && done.data.status).toBe('completed');
    expect(await readKv('user', db)).toMatchObject({ credits: 20, paid_user: true });
    expect((await db.transactions.get('01a2-pay'))?.status).toBe('completed');
  });

  it('reports a refusal with its code and writes nothing', async () => {
    const server = new FakeServer().on('POST', paymentApi.order, { status: 409, body: { error: 'discount_used' } });
    const { db, payments } = setup(server);
    const result = await payments.createOrder({ idempotency_key: crypto.randomUUID(), bundle_id: 1, discount_code: 'ONCE' });
    expect(result).toEqual({ ok: false, error: { error: 'discount_used' } });
    expect(await db.creditOrders.count()).toBe(0);
  });

  it('retries an order after a network failure with the same idempotency key', async () => {
    const order = { id: 9, bundle_id: 1, credits: 20, bonus: 0, amount: 999, original_amount: 999, currency: 'EUR', discount_code: null, discount_percentage: null, status: 'open', created_at: '2026-11-22T01:00:00.000Z' };
    const server = new FakeServer().on('POST', paymentApi.order, 'network', { status: 200, body: { order } });
    const { db, payments } = setup(server);
    const key = crypto.randomUUID();
    const result = await payments.createOrder({ idempotency_key: key, bundle_id: 1 });
    expect(result.ok && result.data.id).toBe(9);
    const sent = server.requests.filter((r) => r.method === 'POST').map((r) => (r.body as { idempotency_key: string }).idempotency_key);
    expect(sent).toEqual([key, key]);
    expect((await db.creditOrders.get(9))?.amount).toBe(999);
  });

  it('ignores a failing welcome discount and keeps the shop tables among the member tables', async () => {
    const server = new FakeServer().on('GET', `${paymentApi.discountCode}?welcome=true`, { status: 404, body: { error: 'discount_not_found' } });
    const { db, payments } = setup(server);
    await payments.loadWelcomeDiscount();
    expect((await db.shop.get('welcome'))?.value).toBeNull();
    expect(memberTables).toEqual(expect.arrayContaining(['creditBundles', 'creditOrders', 'transactions', 'shop']));
  });
});
