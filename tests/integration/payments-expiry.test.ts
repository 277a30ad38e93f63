import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionsAnswer } from '../../src/contract/payments.ts';
import { CHECKOUT_WINDOW_MS } from '../../server/payments/provider.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { checkout, me, order, pay, shopper, transaction, webhook } from './payments-fixtures.ts';

// Issue 49, decision 176: a checkout the payer abandons is "expired" after the provider's window,
// not "Waiting" forever; a payment the provider reports paid after all still completes.
describe.each(backends)('abandoned checkouts on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const history = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/transactions.php', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return TransactionsAnswer.parse(res.json()).transactions;
  };

  it('an open checkout waits within the window and is expired after it, in the history and on its page', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s);
    const tx = await pay(t, s, o.id, 'creditcard');
    expect(tx.status).toBe('loading');
    t.clock.advance(CHECKOUT_WINDOW_MS - 60_000);
    expect((await history(s.cookie)).map((x) => x.status)).toEqual(['loading']);
    t.clock.advance(60_000);
    const [listed] = await history(s.cookie);
    expect(listed).toMatchObject({ payment_id: tx.payment_id, status: 'expired', checkout_url: null });
    expect((await transaction(t, s, tx.payment_id)).status).toBe('expired');
    expect(await me(t, s)).toMatchObject({ credits: 0, paid_user: false });
  });

  it('the sandbox checkout refuses an expired payment, and the provider reports it expired', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s);
    const tx = await pay(t, s, o.id, 'paypal');
    const path = new URL(tx.checkout_url ?? '').pathname;
    t.clock.advance(CHECKOUT_WINDOW_MS);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('This payment is already expired');
    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'paid' }).toString(),
    });
    // back to the shop, decided nothing
    expect(post.statusCode).toBe(303);
    expect((await webhook(t, path.split('/').pop() ?? '')).statusCode).toBeLessThan(300);
    expect((await transaction(t, s, tx.payment_id)).status).toBe('expired');
    expect((await me(t, s)).credits).toBe(0);
  });

  it('pending and completed payments never expire', async () => {
    const s = await shopper(t);
    const first = await order(t, s);
    const paid = await pay(t, s, first.order.id, 'creditcard');
    await checkout(t, paid.checkout_url ?? '', 'paid');
    const second = await order(t, s);
    const wire = await pay(t, s, second.order.id, 'wiretransfer');
    expect(wire.status).toBe('pending');
    t.clock.advance(2 * CHECKOUT_WINDOW_MS);
    const statuses = Object.fromEntries((await history(s.cookie)).map((x) => [x.payment_id, x.status]));
    expect(statuses).toEqual({ [paid.payment_id]: 'completed', [wire.payment_id]: 'pending' });
  });
});
