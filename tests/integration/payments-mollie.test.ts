import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactionAnswer } from '../../src/contract/payments.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { FakeMollie, MOLLIE_TEST_API_KEY as API_KEY } from '../helpers/fakeMollie.ts';
import { json } from './payments-fixtures.ts';

/**
 * Mollie's client (@mollie/api-client) only speaks HTTPS with its own CA bundle, so its transport
 * (node-fetch) is routed to the local stand-in over plain HTTP: everything above it — request
 * building, idempotency keys, retries, error mapping — is the official client's own code.
 */
const transport = vi.hoisted(() => ({ target: '' }));
vi.mock('node-fetch', () => ({
  default: (url: URL | string, init: RequestInit & { agent?: unknown }) => {
    const { agent: _agent, ...rest } = init;
    const target = new URL(String(url));
    return globalThis.fetch(`${transport.target}${target.pathname}${target.search}`, rest);
  },
}));

describe.each(backends)('Mollie adapter on %s (recorded answers)', (backend) => {
  let t: TestServer;
  let app: FastifyInstance;
  const mollie = new FakeMollie();
  beforeAll(async () => {
    t = await startTestServer(backend);
    transport.target = await mollie.listen();
    app = await t.build({ MOLLIE_API_KEY: API_KEY, MOLLIE_API_URL: 'https://api.mollie.test' });
  });
  afterAll(async () => {
    await t?.close();
    mollie.server.close();
  });

  async function dutchShopper(email = `mollie-${crypto.randomUUID()}@pay.test`) {
    const created = await app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1' } });
    const id = created.json<{ id: number }>().id;
    await app.inject({ method: 'POST', url: '/api/test/payments/member-country', headers: json, payload: { member_id: id, country: 'NL' } });
    const login = await app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } });
    return sessionCookie(login);
  }
  async function startPayment(cookie: string, method: string, extra: Record<string, unknown> = {}) {
    // the shop's country is the request's (the proxy's x-country), not the profile's
    const shop = await app.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie, 'x-country': 'NL' } });
    const bundle = shop.json<{ bundles: Array<{ id: number }> }>().bundles[0];
    const order = await app.inject({ method: 'POST', url: '/api/order.php', headers: { ...json, cookie, 'x-country': 'NL' }, payload: { idempotency_key: crypto.randomUUID(), bundle_id: bundle?.id } });
    return app.inject({
      method: 'POST',
      url: '/api/pay.php',
      headers: { ...json, cookie, host: 'localhost' },
      payload: { idempotency_key: crypto.randomUUID(), order_id: order.json<{ order: { id: number } }>().order.id, method, ...extra },
    });
  }
  const startIdeal = (cookie: string) => startPayment(cookie, 'ideal');
  const user = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json<{ user: { credits: number; paid_user: boolean } }>().user;
  const hook = () => app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=tr_WDqYK6vllg' });

  it('creates the payment with the documented body and sends the payer to Mollie’s checkout', async () => {
    mollie.state = 'payment-open';
    const cookie = await dutchShopper();
    const res = await startIdeal(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { transaction } = TransactionAnswer.parse(res.json());
    expect(transaction).toMatchObject({ status: 'loading', paymentmethod: 'ideal', currency: 'EUR', amount: 999 });
    expect(transaction.checkout_url).toBe('https://www.mollie.com/checkout/select-issuer/ideal/WDqYK6vllg');
    const create = mollie.requests.find((r) => r.method === 'POST');
    expect(create?.auth).toBe(`Bearer ${API_KEY}`);
    // iDEAL leaves no mandate we offer again: no customer, a one-off payment
    expect(mollie.requests.some((r) => r.url === '/v2/customers')).toBe(false);
    expect(create?.body).toEqual({
      amount: { currency: 'EUR', value: '9.99' },
      description: '20 credits (Flirtwave)',
      redirectUrl: `http://localhost/transactions/${transaction.payment_id}`,
      webhookUrl: 'http://localhost/api/payment-webhook.php',
      method: 'ideal',
      metadata: { payment_id: transaction.payment_id },
    });

    // webhook while still open: nothing granted
    expect((await hook()).statusCode).toBe(200);
    expect((await user(cookie)).credits).toBe(0);
    // paid: the webhook (id only) makes us ask Mollie, and credits come once however often it calls
    mollie.state = 'payment-paid';
    for (let i = 0; i < 3; i++) expect((await hook()).statusCode).toBe(200);
    expect(await user(cookie)).toMatchObject({ credits: 20, paid_user: true });
    const gets = mollie.requests.filter((r) => r.method === 'GET' && r.url === '/v2/payments/tr_WDqYK6vllg');
    expect(gets.length).toBeGreaterThanOrEqual(4);
    const seen = await app.inject({ method: 'GET', url: `/api/transaction.php?id=${transaction.payment_id}`, headers: { cookie } });
    expect(TransactionAnswer.parse(seen.json()).transaction.status).toBe('completed');
    // refunded at Mollie: the credits go back
    mollie.state = 'payment-refunded';
    await hook();
    expect((await user(cookie)).credits).toBe(0);
  });

  it('a first card payment makes a customer and a mandate; the repeat order is charged on it without the payer', async () => {
    mollie.requests = [];
    const cookie = await dutchShopper();
    mollie.created = 'card-first-paid';
    const first = await startPayment(cookie, 'creditcard');
    expect(first.statusCode, first.body).toBe(200);
    const customers = mollie.requests.filter((r) => r.method === 'POST' && r.url === '/v2/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.body?.name).toBeTypeOf('string');
    expect(customers[0]?.body?.email).toMatch(/^mollie-.*@pay\.test$/);
    const firstCreate = mollie.requests.find((r) => r.method === 'POST' && r.url === '/v2/payments');
    expect(firstCreate?.body).toMatchObject({ method: 'creditcard', sequenceType: 'first', customerId: 'cst_8wmqcHMN4U' });
    await app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=tr_Card7xQm2d' });
    const shop = (await app.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie } })).json<{ saved_methods: Array<{ id: number; method: string; label: string }> }>();
    expect(shop.saved_methods).toEqual([expect.objectContaining({ method: 'creditcard', label: 'Mastercard •••• 6787' })]);
    expect((await user(cookie)).credits).toBe(20);

    // repeat order on the saved card: recurring on the customer's mandate, no new customer
    mollie.requests = [];
    mollie.created = 'card-recurring-paid';
    const repeat = await startPayment(cookie, 'creditcard', { saved_method_id: shop.saved_methods[0]?.id });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(TransactionAnswer.parse(repeat.json()).transaction.status).toBe('completed');
    expect(mollie.requests.filter((r) => r.url === '/v2/customers')).toHaveLength(0);
    expect(mollie.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      sequenceType: 'recurring',
      customerId: 'cst_8wmqcHMN4U',
      mandateId: 'mdt_h3gAaD5zP',
    });
    expect((await user(cookie)).credits).toBe(40);

    // a new card later: the member's Mollie customer is reused
    mollie.requests = [];
    mollie.created = 'payment-open';
    await startPayment(cookie, 'creditcard');
    expect(mollie.requests.filter((r) => r.url === '/v2/customers')).toHaveLength(0);
    expect(mollie.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ sequenceType: 'first', customerId: 'cst_8wmqcHMN4U' });
    mollie.created = 'payment-open';
  });

  it('a chargeback takes the credits back even after refund_days', async () => {
    const email = `mollie-${crypto.randomUUID()}@pay.test`;
    const cookie = await dutchShopper(email);
    mollie.created = 'chargeback-paid';
    const paid = await startPayment(cookie, 'ideal');
    mollie.created = 'payment-open';
    expect(paid.statusCode, paid.body).toBe(200);
    expect(TransactionAnswer.parse(paid.json()).transaction.status).toBe('completed');
    expect((await user(cookie)).credits).toBe(20);
    // 30 days later (refund_days is 14): a refund would leave the credits, a chargeback does not
    t.clock.advance(30 * 86_400_000);
    const later = sessionCookie(await app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } }));
    expect((await user(later)).credits).toBe(20);
    mollie.cardState.tr_Chbk5pLm8w = 'chargeback-charged-back';
    const res = await app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=tr_Chbk5pLm8w' });
    expect(res.statusCode).toBe(200);
    expect((await user(later)).credits).toBe(0);
    // the webhook again: nothing more is taken
    await app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=tr_Chbk5pLm8w' });
    expect((await user(later)).credits).toBe(0);
  });

  it('reports Mollie refusing a payment as payment_failed, without a 500', async () => {
    mollie.failCreate = true;
    const cookie = await dutchShopper();
    const res = await startIdeal(cookie);
    mollie.failCreate = false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'payment_failed' });
  });

  it('ignores a webhook for an unknown payment id and never trusts its body for a status', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: json, payload: { id: 'tr_unknown', status: 'paid' } });
    expect(res.statusCode).toBe(200);
  });
});
