import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscountCodeAnswer } from '../../src/contract/payments.ts';
import { ADDRESS_LIMITS, MEMBER_LIMITS } from '../../server/platform/limits.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { checkout, json, order, pay, shopHeaders, shopper, transaction, type Shopper } from './payments-fixtures.ts';

// Decision 166: a typed discount code is judged under a per-member and a per-address budget of
// refusals (counted in PostgreSQL, rate_counters), and every refusal is one answer, so codes
// cannot be guessed fast nor told apart (unknown, expired, used, another country's).

const HOUR = 3_600_000;
const invalid = { error: 'discount_invalid' };

describe.each(backends)('discount codes cannot be guessed on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  let lastAddress = 0;
  /** a fresh address (TEST-NET-3) per test, so each test has the address budget to itself */
  const newAddress = () => `203.0.113.${++lastAddress}`;
  const makeCode = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/discount-codes', headers: json, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** `raw`: the query value as it is sent (already percent-encoded) */
  const lookUp = (s: Shopper, code: string, remoteAddress: string, raw = false) =>
    t.app.inject({ method: 'GET', url: `/api/discountcode.php?code=${raw ? code : encodeURIComponent(code)}`, headers: shopHeaders(s), remoteAddress });

  it('every refusal is one answer: unknown, inactive, expired, used, another country’s, another member’s', async () => {
    const s = await shopper(t);
    const other = await shopper(t);
    await makeCode({ code: 'G-OFF', value_percentage: 10, status: 'inactive' });
    await makeCode({ code: 'G-OLD', value_percentage: 10, expires: '2000-01-01T00:00:00.000Z' });
    await makeCode({ code: 'G-DE', value_percentage: 10, country: 'DE' });
    await makeCode({ code: 'G-MINE', value_percentage: 10, user_id: other.id });
    await makeCode({ code: 'G-ONCE', value_percentage: 10, validity: 'once' });
    const { order: o } = await order(t, s, 0, 'G-ONCE');
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    expect((await transaction(t, s, tx.payment_id)).status).toBe('completed');
    const address = newAddress();
    const answers = [];
    for (const code of ['G-NOPE', 'G-OFF', 'G-OLD', 'G-DE', 'G-MINE', 'G-ONCE']) {
      const res = await lookUp(s, code, address);
      answers.push([code, res.statusCode, res.json()]);
    }
    expect(answers).toEqual(['G-NOPE', 'G-OFF', 'G-OLD', 'G-DE', 'G-MINE', 'G-ONCE'].map((code) => [code, 404, invalid]));
  });

  it('300 parallel guesses of one member: the member’s budget is judged, the rest is 429, a real code too until the hour is over', async () => {
    await makeCode({ code: 'G-REAL', value_percentage: 10, validity: 'unlimited' });
    const s = await shopper(t);
    const address = newAddress();
    const guesses = await Promise.all(Array.from({ length: 300 }, (_, i) => lookUp(s, `GUESS${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`, address)));
    const judged = guesses.filter((r) => r.statusCode !== 429);
    expect(judged).toHaveLength(MEMBER_LIMITS.discountCodes.max);
    for (const r of judged) expect(r.json()).toEqual(invalid);
    const limited = guesses.find((r) => r.statusCode === 429);
    expect(limited?.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // past the budget a real code is refused the same way: the limit tells nothing about codes
    expect((await lookUp(s, 'G-REAL', address)).statusCode).toBe(429);
    t.clock.advance(HOUR);
    const real = await lookUp(s, 'g-real', address);
    expect(real.statusCode, real.body).toBe(200);
    expect(DiscountCodeAnswer.parse(real.json()).discountcode.code).toBe('G-REAL');
  });

  it('a code typed into an order is one of the same guesses', async () => {
    const s = await shopper(t);
    const address = newAddress();
    const { bundles } = (await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: shopHeaders(s) })).json<{ bundles: Array<{ id: number }> }>();
    const statuses: number[] = [];
    for (let i = 0; i <= MEMBER_LIMITS.discountCodes.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order.php',
        headers: { ...json, ...shopHeaders(s) },
        remoteAddress: address,
        payload: { idempotency_key: crypto.randomUUID(), bundle_id: bundles[0]?.id, discount_code: `ORDERGUESS${String.fromCharCode(65 + i)}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 404) expect(res.json()).toEqual(invalid);
    }
    expect(statuses).toEqual([...Array<number>(MEMBER_LIMITS.discountCodes.max).fill(404), 429]);
    expect((await lookUp(s, 'ANYTHING', address)).statusCode).toBe(429);
  });

  it('codes that are accepted cost nothing: a member may look up valid codes again and again', async () => {
    await makeCode({ code: 'G-OK', value_percentage: 10, validity: 'unlimited' });
    const s = await shopper(t);
    const address = newAddress();
    for (let i = 0; i < MEMBER_LIMITS.discountCodes.max + 5; i++) {
      const res = await lookUp(s, 'G-OK', address);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await lookUp(s, 'G-NOT-OK', address)).json()).toEqual(invalid);
  });

  it('many accounts from one address share the address’s budget; another address is not touched', async () => {
    const address = newAddress();
    const perMember = MEMBER_LIMITS.discountCodes.max;
    const shoppers = await Promise.all(Array.from({ length: Math.ceil(ADDRESS_LIMITS.discountCodes.max / perMember) }, () => shopper(t)));
    const statuses: number[] = [];
    for (const [n, s] of shoppers.entries()) {
      for (let i = 0; i < perMember; i++) statuses.push((await lookUp(s, `ADDR${String.fromCharCode(65 + n)}${String.fromCharCode(65 + i)}`, address)).statusCode);
    }
    expect(statuses.slice(0, ADDRESS_LIMITS.discountCodes.max).every((code) => code === 404)).toBe(true);
    // a new account from the same address: its own budget is whole, the address's is spent
    const fresh = await shopper(t);
    const refused = await lookUp(fresh, 'ADDRNEXT', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await lookUp(await shopper(t), 'ELSEWHERE', newAddress())).json()).toEqual(invalid);
  });

  it('hostile codes get a clear answer, never a 500', async () => {
    const s = await shopper(t);
    const address = newAddress();
    // NUL, an unpaired surrogate (as UTF-8 bytes and as %uD800), prototype names, other scripts' digits, a huge string
    for (const code of ['%00', 'A%ED%A0%80B', 'A%uD800B', '__proto__', 'constructor', encodeURIComponent('٠٦١٢'), 'x'.repeat(100_000)]) {
      const res = await lookUp(s, code, address, true);
      expect(res.statusCode, code.slice(0, 20)).toBeLessThan(500);
      expect(['discount_invalid', 'invalid_request', 'rate_limited']).toContain(res.json<{ error: string }>().error);
    }
  });
});
