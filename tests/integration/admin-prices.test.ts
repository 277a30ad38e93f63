import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDiscountCode, DiscountListAnswer, PricesAnswer } from '../../src/contract/adminPrices.ts';
import { OrderAnswer, PricingAnswer } from '../../src/contract/payments.ts';
import { staffAudit } from '../../server/db/schema.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { checkout, credits, json, order, pay, postOrder, postPay, shopHeaders, shopper, transaction, type Shopper } from './payments-fixtures.ts';

const DAY = 86_400_000;

/** Prices and discount codes in the console (decision 128), on both backends. */
describe.each(backends)('admin prices and discount codes on %s', (backend) => {
  let t: TestServer;
  let admin: string;
  let siteId: number;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
    siteId = (await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json<{ site_id: number }>().site_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({ method, url, headers: { ...(payload === undefined ? {} : json), cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const prices = async (country = 'GB') => {
    const res = await call('GET', `/api/admin/bundles?site_id=${siteId}&country=${country}`);
    expect(res.statusCode, res.body).toBe(200);
    return PricesAnswer.parse(res.json());
  };
  const codeBody = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    site_id: siteId,
    kind: 'percentage',
    percentage: 10,
    bonus_credits: null,
    uses_per_member: 1,
    valid_from: null,
    valid_until: null,
    first_purchase_only: false,
    country: null,
    active: true,
    ...extra,
  });
  const createCode = async (code: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/discount-codes', codeBody(code, extra));
    expect(res.statusCode, res.body).toBe(201);
    return AdminDiscountCode.parse(res.json<{ code: unknown }>().code);
  };
  const buy = async (s: Shopper, code?: string, bundleIndex = 0) => {
    const { order: o } = await order(t, s, bundleIndex, code);
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    expect((await transaction(t, s, tx.payment_id)).status).toBe('completed');
    return o;
  };
  const orderWith = async (s: Shopper, code: string) => {
    const { bundles } = await credits(t, s);
    return postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: bundles[0]?.id, discount_code: code });
  };

  it('only admins reach the prices and codes (visitors and members 401, moderators and support 403)', async () => {
    const member = (await signedInMember(t.app)).cookie;
    const moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
    const support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
    const routes: [string, 'GET' | 'POST', string, unknown][] = [
      ['list prices', 'GET', '/api/admin/bundles', undefined],
      ['create bundle', 'POST', '/api/admin/bundles', {}],
      ['change bundle', 'POST', '/api/admin/bundles/1', {}],
      ['payment methods', 'POST', '/api/admin/payment-methods', {}],
      ['list codes', 'GET', '/api/admin/discount-codes', undefined],
      ['create code', 'POST', '/api/admin/discount-codes', {}],
      ['change code', 'POST', '/api/admin/discount-codes/TIMEBONUS25', {}],
    ];
    for (const [name, method, url, payload] of routes) {
      const got = {
        visitor: (await call(method, url, payload, '')).statusCode,
        member: (await call(method, url, payload, member)).statusCode,
        moderator: (await call(method, url, payload, moderator)).statusCode,
        support: (await call(method, url, payload, support)).statusCode,
        admin: (await call(method, url, payload)).statusCode,
      };
      expect({ name, ...got }).toEqual({ name, visitor: 401, member: 401, moderator: 403, support: 403, admin: method === 'GET' ? 200 : 400 });
    }
  });

  it('refuses bad and hostile input with a 400 and a code, never a 500', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['percentage 0', codeBody('PCT0', { percentage: 0 })],
      ['percentage 101', codeBody('PCT101', { percentage: 101 })],
      ['a percentage code without a percentage', codeBody('PCTNULL', { percentage: null })],
      ['bonus credits 0', codeBody('BONUS0', { kind: 'bonus', percentage: null, bonus_credits: 0 })],
      ['valid until before valid from', codeBody('WINDOW1', { valid_from: '2030-02-01T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' })],
      ['a space in the code', codeBody('TWO WORDS')],
      ['markup in the code', codeBody('<b>X</b>')],
      ['a NUL byte', codeBody('NUL\u0000CODE')],
      ['a huge code', codeBody('A'.repeat(100_000))],
      ['an unknown field', { ...codeBody('EXTRA1'), admin: true }],
      ['a country that is no country code', codeBody('CTRY1', { country: 'gb; DROP' })],
    ];
    for (const [name, payload] of bad) {
      const res = await call('POST', '/api/admin/discount-codes', payload);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
    }
    const proto = await t.app.inject({ method: 'POST', url: '/api/admin/discount-codes', headers: { ...json, cookie: admin }, payload: '{"__proto__":{"active":true},"code":"PROTO1"}' });
    expect(proto.statusCode).toBe(400);
    for (const payload of [{ price: 0 }, { price: -5 }, { credits: 1.5 }, { label: 'cheapest' }, { price: '999' }]) {
      const res = await call('POST', `/api/admin/bundles/${(await prices()).bundles[0]?.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', '/api/admin/bundles?site_id=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/bundles?site_id=999999')).json()).toEqual({ error: 'not_found' });
    expect((await call('POST', '/api/admin/bundles/999999', { price: 100 })).statusCode).toBe(404);
    // a code taken (in any case) is a 409 with its code
    await createCode('TAKEN1');
    const again = await call('POST', '/api/admin/discount-codes', codeBody('taken1'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'discount_code_taken' });
    // one currency per shop; only methods that work in the country
    const euro = await call('POST', '/api/admin/bundles', { site_id: siteId, country: 'GB', currency: 'EUR', credits: 10, bonus: 0, price: 500, label: null, position: 9, active: true });
    expect(euro.json()).toMatchObject({ error: 'bundle_currency', currency: 'GBP' });
    const ideal = await call('POST', '/api/admin/payment-methods', { site_id: siteId, country: 'GB', methods: ['creditcard', 'ideal'] });
    expect(ideal.json()).toEqual({ error: 'method_country' });
  });

  it('a changed bundle price is what the shop answers next and what a new order charges; paid orders keep theirs; audited', async () => {
    const s = await shopper(t);
    const before = await credits(t, s);
    const first = before.bundles[0];
    if (!first) throw new Error('no bundle');
    const paidBefore = await buy(s);
    expect(paidBefore.amount).toBe(first.price);

    const changed = await call('POST', `/api/admin/bundles/${first.id}`, { price: first.price + 101, bonus: 3, label: 'best_value' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ bundle: { id: first.id, price: first.price + 101, bonus: 3, label: 'best_value', paid_orders: 1 } });

    const after = await credits(t, s);
    expect(after.bundles[0]).toMatchObject({ id: first.id, price: first.price + 101, bonus: 3, label: 'best_value' });
    // the label marks one bundle of the shop: it moved
    expect(after.bundles.filter((b) => b.label === 'best_value')).toHaveLength(1);
    const pricing = PricingAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/pricing.php' })).json());
    expect(pricing.bundles[0]?.price).toBe(first.price + 101);
    const { order: o } = await order(t, s, 0);
    expect(o).toMatchObject({ amount: first.price + 101, original_amount: first.price + 101, bonus: 3 });
    // the order paid before keeps the price it was paid at
    const old = await t.app.inject({ method: 'GET', url: `/api/order.php?id=${paidBefore.id}`, headers: { cookie: s.cookie } });
    expect(OrderAnswer.parse(old.json()).order).toMatchObject({ amount: first.price, status: 'paid' });

    const audit = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'bundle.update'), eq(staffAudit.targetId, String(first.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetKind: 'bundle', before: { price: first.price, label: null }, after: { price: first.price + 101, label: 'best_value' } });

    // taken off sale: neither the shop nor an order offers it
    expect((await call('POST', `/api/admin/bundles/${first.id}`, { active: false })).statusCode).toBe(200);
    expect((await credits(t, s)).bundles.map((b) => b.id)).not.toContain(first.id);
    const gone = await postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: first.id });
    expect(gone.statusCode).toBe(404);
    await call('POST', `/api/admin/bundles/${first.id}`, { active: true, price: first.price, bonus: 0, label: null });
  });

  it('a new bundle and the payment methods per country reach the shop', async () => {
    const created = await call('POST', '/api/admin/bundles', { site_id: siteId, country: 'GB', currency: 'GBP', credits: 1000, bonus: 100, price: 19_900, label: null, position: 8, active: true });
    expect(created.statusCode, created.body).toBe(201);
    const s = await shopper(t);
    expect((await credits(t, s)).bundles.at(-1)).toMatchObject({ credits: 1000, bonus: 100, price: 19_900 });

    const set = await call('POST', '/api/admin/payment-methods', { site_id: siteId, country: 'GB', methods: ['paypal', 'creditcard'] });
    expect(set.json()).toEqual({ methods_offered: ['creditcard', 'paypal'] });
    expect((await credits(t, s)).methods.map((m) => m.id)).toEqual(['creditcard', 'paypal']);
    const { order: o } = await order(t, s, 0);
    const refused = await postPay(t, s, o.id, 'paysafecard');
    expect(refused.json()).toEqual({ error: 'method_unavailable' });
    expect((await prices()).methods_offered).toEqual(['creditcard', 'paypal']);
    const audit = await t.handle.db.select().from(staffAudit).where(eq(staffAudit.action, 'payment_methods.update'));
    expect(audit.at(-1)).toMatchObject({ targetId: `${siteId}:GB`, after: { methods: ['creditcard', 'paypal'] } });
    await call('POST', '/api/admin/payment-methods', { site_id: siteId, country: 'GB', methods: (await prices()).methods_available });
  });

  it('a first-purchase code is refused to a member who has paid before', async () => {
    await createCode('FIRSTBUY', { first_purchase_only: true, uses_per_member: null });
    const fresh = await shopper(t);
    const res = await orderWith(fresh, 'FIRSTBUY');
    expect(res.statusCode, res.body).toBe(200);
    const payer = await shopper(t);
    await buy(payer);
    const refused = await orderWith(payer, 'FIRSTBUY');
    // decision 166: a typed code's refusal is one answer, whatever the reason
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'discount_invalid' });
  });

  it('a code for N uses per member is refused at the N+1st, and counts its uses', async () => {
    await createCode('TWICE', { uses_per_member: 2, percentage: 20 });
    const s = await shopper(t);
    const other = await shopper(t);
    await buy(s, 'TWICE');
    await buy(s, 'TWICE');
    await buy(other, 'TWICE');
    const third = await orderWith(s, 'TWICE');
    expect(third.statusCode).toBe(404);
    expect(third.json()).toEqual({ error: 'discount_invalid' });
    const list = DiscountListAnswer.parse((await call('GET', `/api/admin/discount-codes?site_id=${siteId}`)).json());
    expect(list.codes.find((c) => c.code === 'TWICE')).toMatchObject({ uses: 3, members: 2, uses_per_member: 2, percentage: 20 });
  });

  it('a code outside its validity window is refused; a bonus code adds credits at the full price', async () => {
    const now = t.clock.now().getTime();
    await createCode('LATER', { valid_from: new Date(now + DAY).toISOString(), valid_until: new Date(now + 3 * DAY).toISOString(), uses_per_member: null });
    const s = await shopper(t);
    expect((await orderWith(s, 'LATER')).json()).toEqual({ error: 'discount_invalid' });
    t.clock.advance(DAY + 1000);
    expect((await orderWith(s, 'LATER')).statusCode).toBe(200);
    t.clock.advance(2 * DAY);
    const late = await orderWith(s, 'LATER');
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: 'discount_invalid' });
    // three days on, the admin's 12-hour session has ended: log in again
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;

    await createCode('BONUS25', { kind: 'bonus', percentage: null, bonus_credits: 25 });
    const b = await shopper(t);
    const bundle = (await credits(t, b)).bundles[0];
    const o = await buy(b, 'BONUS25');
    expect(o).toMatchObject({ amount: bundle?.price, bonus: (bundle?.bonus ?? 0) + 25, discount_code: 'BONUS25', discount_percentage: null });
    const looked = await t.app.inject({ method: 'GET', url: '/api/discountcode.php?code=bonus25', headers: shopHeaders(await shopper(t)) });
    expect(looked.json()).toMatchObject({ discountcode: { code: 'BONUS25', value_percentage: 0, bonus_credits: 25 } });
  });

  it('a deactivated code is refused; a used one cannot be deleted, only changed, and every change is audited', async () => {
    await createCode('STOPME', { uses_per_member: null });
    const s = await shopper(t);
    await buy(s, 'STOPME');
    const off = await call('POST', '/api/admin/discount-codes/stopme', { ...codeBody('x'), code: undefined, uses_per_member: null, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ code: { code: 'STOPME', active: false, uses: 1, members: 1 } });
    expect((await orderWith(s, 'STOPME')).json()).toEqual({ error: 'discount_invalid' });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/admin/discount-codes/STOPME', headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(404);
    const audit = await t.handle.db.select().from(staffAudit).where(eq(staffAudit.targetId, 'STOPME'));
    expect(audit.map((a) => a.action)).toEqual(['discount_code.create', 'discount_code.deactivate']);
    expect(audit[1]).toMatchObject({ targetKind: 'discount_code', before: { active: true }, after: { active: false } });
    // the time bonus stays a once-per-member percentage
    const tb = await call('POST', '/api/admin/discount-codes/TIMEBONUS25', { ...codeBody('x'), code: undefined, site_id: null, kind: 'bonus', percentage: null, bonus_credits: 5 });
    expect(tb.statusCode).toBe(400);
  });
});
