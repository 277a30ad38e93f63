import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderAnswer, TransactionAnswer, TransactionsAnswer } from '../../src/contract/payments.ts';
import { creditLedger, orders, sandboxPayments } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { checkout, credits, json, me, order, pay, postOrder, postPay, shopper, transaction, webhook } from './payments-fixtures.ts';

describe.each(backends)('payments on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the bundles of the member country in its currency, the methods that work there and the price of one message', async () => {
    const s = await shopper(t);
    const shop = await credits(t, s);
    expect(shop.country).toBe('GB');
    expect(shop.currency).toBe('GBP');
    expect(shop.bundles.map((b) => [b.credits, b.bonus, b.price, b.label])).toEqual([
      [20, 0, 899, null],
      [50, 5, 1699, 'most_popular'],
      [100, 15, 2999, null],
      [250, 50, 5999, 'best_value'],
    ]);
    const methods = shop.methods.map((m) => m.id);
    expect(methods).toEqual(expect.arrayContaining(['creditcard', 'paypal', 'applepay', 'wiretransfer', 'paysafecard']));
    expect(methods).not.toContain('ideal');
    expect(shop.methods.find((m) => m.id === 'creditcard')?.brands).toContain('visa');
    expect(shop.message_price).toEqual({ credits: 5, amount: Math.round((899 * 5) / 20), currency: 'GBP' });
  });

  it.each([
    ['NL', 'EUR', ['ideal'], ['blik', 'swish']],
    ['BE', 'EUR', ['bancontact'], ['ideal']],
    ['PL', 'PLN', ['blik', 'przelewy24'], ['ideal']],
    ['SE', 'SEK', ['swish'], ['vipps']],
    ['NO', 'NOK', ['vipps'], ['swish']],
    ['DK', 'DKK', ['mobilepay', 'dankort'], ['twint']],
    ['FI', 'EUR', ['mobilepay'], ['dankort']],
    ['CH', 'CHF', ['twint'], ['sofort']],
    ['IT', 'EUR', ['satispay', 'nexi'], ['eps']],
    ['AT', 'EUR', ['eps'], ['giropay']],
    ['DE', 'EUR', ['giropay', 'sofort', 'directdebit'], ['ideal']],
    ['FR', 'EUR', ['cartebancaire'], ['nexi']],
  ])('in %s the shop sells in %s with its local methods', async (country, currency, has, lacks) => {
    const s = await shopper(t, {}, country);
    const shop = await credits(t, s);
    expect(shop.currency).toBe(currency);
    expect(shop.bundles.every((b) => b.currency === currency)).toBe(true);
    const ids = shop.methods.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([...has, 'creditcard', 'paypal', 'paysafecard', 'wiretransfer']));
    for (const id of lacks) expect(ids).not.toContain(id);
  });

  it('prices follow the request’s country (x-country, else the site’s first), not the profile country the member edits', async () => {
    const s = await shopper(t);
    // the member moves their profile to a country with lower prices (the column the profile form edits)
    const moved = await t.app.inject({ method: 'POST', url: '/api/test/payments/member-country', headers: json, payload: { member_id: s.id, country: 'PL' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const plain = await credits(t, s);
    expect(plain).toMatchObject({ country: 'GB', currency: 'GBP' });
    const polish = await credits(t, { ...s, country: 'PL' });
    expect(polish).toMatchObject({ country: 'PL', currency: 'PLN' });
    // a country the site does not sell in: the site's first
    expect(await credits(t, { ...s, country: 'AQ' })).toMatchObject({ country: 'GB', currency: 'GBP' });
    // a Polish bundle ordered from a request without the proxy's country is not on sale there
    const cheap = await postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: polish.bundles[0]?.id });
    expect(cheap.statusCode).toBe(404);
    const ordered = await postOrder(t, { ...s, country: 'PL' }, { idempotency_key: randomUUID(), bundle_id: polish.bundles[0]?.id });
    expect(OrderAnswer.parse(ordered.json()).order.currency).toBe('PLN');
  });

  it('refuses the shop to a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/credits.php' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'authentication_required' });
  });

  it('a double-submitted order creates one order', async () => {
    const s = await shopper(t);
    const { bundles } = await credits(t, s);
    const key = randomUUID();
    const payload = { idempotency_key: key, bundle_id: bundles[1]?.id };
    const [a, b] = await Promise.all([postOrder(t, s, payload), postOrder(t, s, payload)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(OrderAnswer.parse(a.json()).order.id).toBe(OrderAnswer.parse(b.json()).order.id);
    const rows = await t.handle.db.select().from(orders).where(and(eq(orders.memberId, s.id), eq(orders.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bundle of another country or site and someone else’s order', async () => {
    const s = await shopper(t);
    const other = await shopper(t);
    const res = await postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: 999_999 });
    expect(res.statusCode).toBe(404);
    const { order: theirs } = await order(t, other);
    const stolen = await postPay(t, s, theirs.id, 'creditcard');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: 'not_found' });
  });

  it('refuses a method that does not work in the member country', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s);
    const res = await postPay(t, s, o.id, 'ideal');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'method_unavailable' });
  });

  it('a free member buying a bundle through the sandbox checkout gets the credits and premium once', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 1);
    const started = await pay(t, s, o.id, 'creditcard');
    expect(started.status).toBe('loading');
    expect(started.checkout_url).toMatch(/\/sandbox-checkout\/sbx_/);
    const { location, providerId } = await checkout(t, started.checkout_url ?? '', 'paid');
    expect(location).toContain(`/transactions/${started.payment_id}`);
    const done = await transaction(t, s, started.payment_id);
    expect(done.status).toBe('completed');
    expect(done.credits).toBe(55);
    let user = await me(t, s);
    expect(user.credits).toBe(55);
    expect(user.paid_user).toBe(true);
    // the provider repeats its webhook: nothing more is granted
    for (let i = 0; i < 3; i++) expect((await webhook(t, providerId)).statusCode).toBe(200);
    user = await me(t, s);
    expect(user.credits).toBe(55);
    const ledger = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, s.id));
    expect(ledger.filter((r) => r.reason === 'purchase')).toHaveLength(1);
    // the card is saved and the order can be repeated
    const shop = await credits(t, s);
    expect(shop.saved_methods).toEqual([expect.objectContaining({ method: 'creditcard', label: 'Visa •••• 1234' })]);
    expect(shop.repeatable_orders.map((r) => r.id)).toEqual([o.id]);
    const paidAgain = await postPay(t, s, o.id, 'creditcard');
    expect(paidAgain.json()).toEqual({ error: 'order_paid' });
  });

  it('concurrent and out-of-order webhooks grant once', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    const started = await pay(t, s, o.id, 'paypal');
    const providerId = new URL(started.checkout_url ?? '').pathname.split('/').pop() ?? '';
    // a webhook before the payer decided: still open
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await transaction(t, s, started.payment_id)).status).toBe('loading');
    await t.handle.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.id, providerId));
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(t, providerId)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await me(t, s)).credits).toBe(20);
    // a late "failed" answer (out of order) never takes a completed payment back
    await t.handle.db.update(sandboxPayments).set({ status: 'failed' }).where(eq(sandboxPayments.id, providerId));
    await webhook(t, providerId);
    expect((await transaction(t, s, started.payment_id)).status).toBe('completed');
    expect((await me(t, s)).credits).toBe(20);
  });

  it('a double-submitted payment makes one payment at the provider', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s);
    const payload = { idempotency_key: randomUUID(), order_id: o.id, method: 'creditcard' };
    const send = () => t.app.inject({ method: 'POST', url: '/api/pay.php', headers: { ...json, cookie: s.cookie }, payload });
    const [a, b] = await Promise.all([send(), send()]);
    expect(TransactionAnswer.parse(a.json()).transaction.payment_id).toBe(TransactionAnswer.parse(b.json()).transaction.payment_id);
  });

  it('premium is set on the first purchase only and stays at zero credits', async () => {
    const s = await shopper(t, { credits: 0 });
    const first = await order(t, s);
    const tx = await pay(t, s, first.order.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    await transaction(t, s, tx.payment_id);
    const ledgerBefore = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, s.id));
    expect((await me(t, s)).paid_user).toBe(true);
    // spend everything: premium stays
    await t.handle.db.transaction(async (db) => {
      const { chargeCredits } = await import('../../server/payments/credits.ts');
      await chargeCredits(db, { memberId: s.id, amount: 20, reason: 'message', ref: randomUUID(), now: t.clock.now() });
    });
    const user = await me(t, s);
    expect(user.credits).toBe(0);
    expect(user.paid_user).toBe(true);
    expect(ledgerBefore).toHaveLength(1);
    const premium = await shopper(t, { paid_user: true, credits: 3 });
    const p = await order(t, premium);
    const ptx = await pay(t, premium, p.order.id);
    await checkout(t, ptx.checkout_url ?? '', 'paid');
    await transaction(t, premium, ptx.payment_id);
    expect(await me(t, premium)).toMatchObject({ credits: 23, paid_user: true });
  });

  it('a cancelled or failed payment grants nothing', async () => {
    for (const outcome of ['cancelled', 'failed'] as const) {
      const s = await shopper(t);
      const { order: o } = await order(t, s);
      const tx = await pay(t, s, o.id, 'creditcard');
      await checkout(t, tx.checkout_url ?? '', outcome);
      const after = await transaction(t, s, tx.payment_id);
      expect(after.status).toBe(outcome);
      expect(await me(t, s)).toMatchObject({ credits: 0, paid_user: false });
    }
  });

  it('pending then paid: pending until the bank confirms, then completed', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s);
    const tx = await pay(t, s, o.id, 'paysafecard');
    await checkout(t, tx.checkout_url ?? '', 'pending');
    expect((await transaction(t, s, tx.payment_id)).status).toBe('pending');
    expect((await me(t, s)).credits).toBe(0);
    t.clock.advance(6_000);
    expect((await transaction(t, s, tx.payment_id)).status).toBe('completed');
    expect((await me(t, s)).credits).toBe(20);
  });

  it('only the member sees a transaction; the history lists their payments', async () => {
    const s = await shopper(t);
    const other = await shopper(t);
    const { order: o } = await order(t, s);
    const tx = await pay(t, s, o.id);
    const peek = await t.app.inject({ method: 'GET', url: `/api/transaction.php?id=${tx.payment_id}`, headers: { cookie: other.cookie } });
    expect(peek.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/transactions.php', headers: { cookie: s.cookie } });
    expect(TransactionsAnswer.parse(list.json()).transactions.map((x) => x.payment_id)).toEqual([tx.payment_id]);
  });

  it('a refund within refund_days takes the credits back below zero (decision 130) and the next purchase settles it', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    await transaction(t, s, tx.payment_id);
    // spend 15 of the 20 credits
    const { chargeCredits } = await import('../../server/payments/credits.ts');
    await chargeCredits(t.handle.db, { memberId: s.id, amount: 15, reason: 'message', ref: randomUUID(), now: t.clock.now() });
    t.clock.advance(86_400_000);
    const refund = await t.app.inject({ method: 'POST', url: '/api/test/payments/refund', headers: json, payload: { payment_id: tx.payment_id } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await me(t, s)).toMatchObject({ credits: -15, paid_user: false });
    const lines = await t.handle.db.select().from(creditLedger).where(and(eq(creditLedger.memberId, s.id), eq(creditLedger.reason, 'refund')));
    expect(lines.map((l) => [l.delta, l.balanceAfter])).toEqual([[-20, -15]]);
    // the refund webhook again: nothing more is taken
    await t.app.inject({ method: 'POST', url: '/api/test/payments/refund', headers: json, payload: { payment_id: tx.payment_id } });
    expect((await me(t, s)).credits).toBe(-15);
    // the next purchase (55 credits) settles the balance
    const next = await order(t, s, 1);
    const ntx = await pay(t, s, next.order.id);
    await checkout(t, ntx.checkout_url ?? '', 'paid');
    await transaction(t, s, ntx.payment_id);
    expect(await me(t, s)).toMatchObject({ credits: 40, paid_user: true });
  });

  it('a refund after refund_days leaves the credits', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    await transaction(t, s, tx.payment_id);
    t.clock.advance(15 * 86_400_000);
    await t.app.inject({ method: 'POST', url: '/api/test/payments/refund', headers: json, payload: { payment_id: tx.payment_id } });
    expect((await me(t, s)).credits).toBe(20);
  });

  it('a wire transfer shows bank details and a reference and completes when the payment is registered', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    const tx = await pay(t, s, o.id, 'wiretransfer');
    expect(tx.status).toBe('pending');
    expect(tx.bank_details?.iban).toMatch(/^NL/);
    expect(tx.bank_details?.reference).toMatch(/^FW-[A-Z2-9]{10}$/);
    const res = await t.app.inject({ method: 'POST', url: '/api/test/payments/wire', headers: json, payload: { reference: tx.bank_details?.reference } });
    expect(res.statusCode).toBe(200);
    expect((await transaction(t, s, tx.payment_id)).status).toBe('completed');
    expect((await me(t, s)).credits).toBe(20);
  });

  it('repeats an order with the saved card; a failing recurring card payment is reported as such', async () => {
    const s = await shopper(t);
    const first = await order(t, s, 0);
    const tx = await pay(t, s, first.order.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    await transaction(t, s, tx.payment_id);
    const [saved] = (await credits(t, s)).saved_methods;
    if (!saved) throw new Error('no saved method');
    const again = await order(t, s, 0);
    const repeat = await pay(t, s, again.order.id, 'creditcard', { saved_method_id: saved.id });
    expect(repeat.status).toBe('completed');
    expect((await me(t, s)).credits).toBe(40);
    await t.app.inject({ method: 'POST', url: '/api/test/payments/mandate-fails', headers: json, payload: { saved_method_id: saved.id } });
    const third = await order(t, s, 0);
    const failed = await pay(t, s, third.order.id, 'creditcard', { saved_method_id: saved.id });
    expect(failed).toMatchObject({ status: 'failed', recurring_failed: true });
    expect((await me(t, s)).credits).toBe(40);
    // the same order can still be paid through the checkout
    const manual = await pay(t, s, third.order.id, 'creditcard');
    expect(manual.checkout_url).toBeTruthy();
  });
});
