import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscountCodeAnswer, OrderAnswer, TimeBonusAnswer, TransactionAnswer } from '../../src/contract/payments.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { checkout, credits, json, me, order, pay, postOrder, postPay, shopHeaders, shopper, transaction, type Shopper } from './payments-fixtures.ts';

const HOUR = 3_600_000;

describe.each(backends)('discount codes and the time bonus on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const makeCode = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/discount-codes', headers: json, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  const lookUp = (s: Shopper, query: string) => t.app.inject({ method: 'GET', url: `/api/discountcode.php?${query}`, headers: shopHeaders(s) });
  const orderWith = async (s: Shopper, code: string, bundleIndex = 0) => {
    const { bundles } = await credits(t, s);
    return postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: bundles[bundleIndex]?.id, discount_code: code });
  };

  it('prices an order with a code and stores a looked-up code for the next order', async () => {
    await makeCode({ code: 'SAVE10', value_percentage: 10, validity: 'unlimited' });
    const s = await shopper(t);
    const looked = await lookUp(s, 'code=save10');
    expect(looked.statusCode, looked.body).toBe(200);
    expect(DiscountCodeAnswer.parse(looked.json()).discountcode).toMatchObject({ code: 'SAVE10', value_percentage: 10, percentage: 10, validity: 'unlimited', expired: false });
    expect((await credits(t, s)).discountcode?.code).toBe('SAVE10');
    const { order: o } = await order(t, s, 1);
    expect(o).toMatchObject({ original_amount: 1699, amount: 1529, discount_code: 'SAVE10', discount_percentage: 10 });
  });

  // decision 166: a typed code is refused with one answer, whatever the reason
  it.each([
    ['an unknown code', {}, 'NOPE'],
    ['an inactive code', { code: 'OFF1', value_percentage: 10, status: 'inactive' }, 'OFF1'],
    ['an expired code', { code: 'OLD1', value_percentage: 10, expires: '2000-01-01T00:00:00.000Z' }, 'OLD1'],
    ['a code for another country', { code: 'DE20', value_percentage: 20, country: 'DE' }, 'DE20'],
    ['an order below the minimum order value', { code: 'BIG15', value_percentage: 15, minimum_order_value: 2500, currency: 'GBP' }, 'BIG15'],
  ])('refuses %s', async (_name, code, typed) => {
    if ('code' in code) await makeCode(code);
    const s = await shopper(t);
    const res = await orderWith(s, typed);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ error: 'discount_invalid' });
    if (typed === 'BIG15') {
      // the code itself is valid: its look-up tells the minimum, and a bigger bundle gets it
      expect(DiscountCodeAnswer.parse((await lookUp(s, 'code=BIG15')).json()).discountcode).toMatchObject({ minimum_order_value: 2500, currency: 'GBP' });
      const big = await orderWith(s, typed, 2);
      expect(OrderAnswer.parse(big.json()).order.amount).toBe(Math.round(2999 * 0.85));
    } else {
      expect((await lookUp(s, `code=${typed}`)).json()).toEqual({ error: 'discount_invalid' });
    }
  });

  it('a country-bound code follows the request’s country, not the profile country the member edits', async () => {
    await makeCode({ code: 'NL15', value_percentage: 15, country: 'NL' });
    const s = await shopper(t);
    // the profile moved to the Netherlands, the request still from Great Britain: refused
    const moved = await t.app.inject({ method: 'POST', url: '/api/test/payments/member-country', headers: json, payload: { member_id: s.id, country: 'NL' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await orderWith(s, 'NL15')).json()).toEqual({ error: 'discount_invalid' });
    expect((await lookUp(s, 'code=NL15')).json()).toEqual({ error: 'discount_invalid' });
    // a request from the Netherlands: the Dutch shop, the code applies
    const dutch = { ...s, country: 'NL' };
    const res = await orderWith(dutch, 'NL15');
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderAnswer.parse(res.json()).order).toMatchObject({ currency: 'EUR', discount_code: 'NL15' });
  });

  it('refuses a code already used and another member’s personal code', async () => {
    const s = await shopper(t);
    const other = await shopper(t);
    await makeCode({ code: 'ONCE1', value_percentage: 10, validity: 'once', user_id: s.id });
    const res = await orderWith(other, 'ONCE1');
    expect(res.json()).toEqual({ error: 'discount_invalid' });
    const { order: o } = await order(t, s, 0, 'ONCE1');
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    await transaction(t, s, tx.payment_id);
    const again = await orderWith(s, 'ONCE1');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'discount_invalid' });
    expect((await lookUp(s, 'code=ONCE1')).json()).toEqual({ error: 'discount_invalid' });
  });

  const getOrder = async (s: Shopper, id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/order.php?id=${id}`, headers: { cookie: s.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return OrderAnswer.parse(res.json()).order;
  };
  /** 10 orders at once, then 10 payments of them at once: the discounted ones that could be paid. */
  const raceOrdersAndPayments = async (s: Shopper, code: string | undefined) => {
    const { bundles } = await credits(t, s);
    const placed = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: bundles[0]?.id, ...(code ? { discount_code: code } : {}) })),
    );
    for (const res of placed) expect([200, 404], res.body).toContain(res.statusCode);
    const ids = placed.filter((res) => res.statusCode === 200).map((res) => OrderAnswer.parse(res.json()).order.id);
    const now = await Promise.all(ids.map((id) => getOrder(s, id)));
    const payments = await Promise.all(ids.map((id) => postPay(t, s, id, 'creditcard')));
    for (const res of payments) {
      if (res.statusCode !== 200) expect(res.json(), res.body).toEqual({ error: 'discount_used' });
    }
    const started = payments.filter((res) => res.statusCode === 200).map((res) => TransactionAnswer.parse(res.json()).transaction);
    return { open: now.filter((o) => o.status === 'open' && o.discount_code !== null), started };
  };

  it('10 parallel orders with a once-per-member code leave exactly one discounted order to pay', async () => {
    await makeCode({ code: 'RACE1', value_percentage: 20, validity: 'once' });
    const s = await shopper(t);
    const { open, started } = await raceOrdersAndPayments(s, 'RACE1');
    expect(open).toHaveLength(1);
    expect(started).toHaveLength(1);
    expect(started[0]?.amount).toBe(Math.round(899 * 0.8));
    // while that payment is under way the code is not free: a new order is refused
    const busy = await orderWith(s, 'RACE1');
    expect(busy.statusCode, busy.body).toBe(404);
    expect(busy.json()).toEqual({ error: 'discount_invalid' });
    // the payment fails: the claim is released and a later order gets the discount; the old order is cancelled
    const failed = await checkout(t, started[0]?.checkout_url ?? '', 'failed');
    expect(failed.location).toContain('/transactions/');
    expect((await transaction(t, s, started[0]?.payment_id ?? '')).status).toBe('failed');
    const later = await orderWith(s, 'RACE1');
    expect(later.statusCode, later.body).toBe(200);
    const laterOrder = OrderAnswer.parse(later.json()).order;
    expect(laterOrder).toMatchObject({ amount: Math.round(899 * 0.8), discount_code: 'RACE1' });
    expect((await getOrder(s, open[0]?.id ?? 0)).status).toBe('cancelled');
    const oldAgain = await postPay(t, s, open[0]?.id ?? 0, 'creditcard');
    expect(oldAgain.json()).toEqual({ error: 'discount_used' });
    // paid: the code is used for good
    const tx = await pay(t, s, laterOrder.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    expect((await transaction(t, s, tx.payment_id)).status).toBe('completed');
    expect((await orderWith(s, 'RACE1')).json()).toEqual({ error: 'discount_invalid' });
  });

  it('the stored welcome code (TIMEBONUS25) prices one of 10 parallel orders, once', async () => {
    const s = await shopper(t);
    expect((await lookUp(s, 'welcome=true')).statusCode).toBe(200);
    const { open, started } = await raceOrdersAndPayments(s, undefined);
    expect(open).toHaveLength(1);
    const discountedStarts = started.filter((tx) => tx.amount < 899);
    expect(discountedStarts).toHaveLength(1);
    expect(discountedStarts[0]?.amount).toBe(Math.round(899 * 0.75));
  });

  it('refuses a payment method the code does not allow', async () => {
    await makeCode({ code: 'PAYPAL5', value_percentage: 5, validity: 'unlimited', paymentmethods: ['paypal'] });
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0, 'PAYPAL5');
    const card = await postPay(t, s, o.id, 'creditcard');
    expect(card.statusCode).toBe(422);
    expect(card.json()).toEqual({ error: 'discount_method' });
    const paypal = await postPay(t, s, o.id, 'paypal');
    expect(paypal.statusCode).toBe(200);
  });

  it('the time bonus: 25 % for 4 hours after signup, once, not for paid members (fake clock)', async () => {
    const s = await shopper(t);
    const bonus = async () => TimeBonusAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/time-bonus.php', headers: { cookie: s.cookie } })).json()).time_bonus;
    expect(await bonus()).toMatchObject({ code: 'TIMEBONUS25', percentage: 25, remaining_s: 14_400 });
    t.clock.advance(HOUR);
    expect((await bonus())?.remaining_s).toBe(10_800);
    const welcome = await lookUp(s, 'welcome=true');
    expect(welcome.statusCode, welcome.body).toBe(200);
    expect(DiscountCodeAnswer.parse(welcome.json()).discountcode).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, validity: 'once' });
    // the stored welcome code prices the next order at 25 % off
    const { order: o } = await order(t, s, 0);
    expect(o).toMatchObject({ amount: Math.round(899 * 0.75), discount_code: 'TIMEBONUS25' });
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    await transaction(t, s, tx.payment_id);
    expect((await me(t, s)).paid_user).toBe(true);
    expect(await bonus()).toBeNull();
    expect((await lookUp(s, 'welcome=true')).statusCode).toBe(404);

    // a member past the window gets no bonus, and the code is refused
    const late = await shopper(t);
    t.clock.advance(4 * HOUR);
    const lateBonus = TimeBonusAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/time-bonus.php', headers: { cookie: late.cookie } })).json());
    expect(lateBonus.time_bonus).toBeNull();
    const refused = await orderWith(late, 'TIMEBONUS25');
    expect(refused.json()).toEqual({ error: 'discount_invalid' });
    expect((await lookUp(late, 'welcome=true')).statusCode).toBe(404);
  });

  it('the time bonus ends exactly at 14,400 s', async () => {
    const s = await shopper(t);
    t.clock.advance(14_399_000);
    const one = TimeBonusAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/time-bonus.php', headers: { cookie: s.cookie } })).json());
    expect(one.time_bonus?.remaining_s).toBe(1);
    t.clock.advance(1_000);
    const none = TimeBonusAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/time-bonus.php', headers: { cookie: s.cookie } })).json());
    expect(none.time_bonus).toBeNull();
  });
});
