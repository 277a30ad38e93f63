// decision 109: a server started as production (DEMO_MODE off, TEST_API off, no SMTP_URL,
// no MOLLIE_API_KEY) on a fresh database has none of the demo conveniences: no demo logins, no
// development mailbox, no sandbox payments or SMS page, no test API, and paying grants nothing.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/contract/errors.ts';
import { creditBundles, mailOutbox, members, payments, sites } from '../../server/db/schema.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { checkout, credits, json, me, order, pay, postPay, shopper, type Shopper } from './payments-fixtures.ts';

/** What a production deployment with nothing optional configured runs. */
const production = { DEMO_MODE: '0', TEST_API: '0' };
/** A demo app on the same database, to make members and sandbox purchases the production app then meets. */
const demoWithFixtures = { DEMO_MODE: '1', TEST_API: '1' };

describe.each(backends)('production mode (%s)', (backend) => {
  let t: TestServer;
  let demo: TestServer;

  beforeAll(async () => {
    t = await startTestServer(backend, production);
    demo = { ...t, app: await t.build(demoWithFixtures) };
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password } });

  it('seeds the sites and their shop but no demo member: the demo logins do not work', async () => {
    expect(t.config.DEMO_MODE).toBe(false);
    expect((await t.handle.db.select({ n: count() }).from(sites))[0]?.n).toBeGreaterThan(0);
    expect((await t.handle.db.select({ n: count() }).from(creditBundles))[0]?.n).toBeGreaterThan(0);
    expect((await t.handle.db.select({ n: count() }).from(members))[0]?.n).toBe(0);
    for (const email of ['free@demo.test', 'premium@demo.test', 'credits@demo.test']) {
      const res = await login(t.app, email, 'demo-password');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'login_failed' });
    }
  });

  it('answers 404 for the development mailbox, the SMS page, the sandbox checkout and the test API', async () => {
    // a real sandbox payment (made in demo mode on the same database) is not shown either
    const s = await shopper(demo);
    const { order: o } = await order(demo, s);
    const started = await pay(demo, s, o.id, 'creditcard');
    const checkoutPath = new URL(started.checkout_url ?? 'http://x/none').pathname;
    expect((await demo.app.inject({ method: 'GET', url: checkoutPath })).statusCode).toBe(200);

    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=free@demo.test', '/dev/sms', checkoutPath, '/sandbox-checkout/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const choose = await t.app.inject({
      method: 'POST',
      url: checkoutPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(choose.statusCode).toBe(404);
    const fixture = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email: `x-${randomUUID()}@int.test`, password: 'right-password-1' } });
    expect(fixture.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/payments/wire', headers: json, payload: {} })).statusCode).toBe(404);
  });

  it('keeps a password-reset mail in the outbox, unsent and readable nowhere', async () => {
    const s = await shopper(demo);
    const [row] = await t.handle.db.select({ email: members.email }).from(members).where(eq(members.id, s.id));
    const email = row?.email ?? '';
    const reset = await t.app.inject({ method: 'POST', url: '/api/password-reset.php', headers: json, payload: { email } });
    expect(reset.statusCode, reset.body).toBe(200);
    const kept = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(kept.map((m) => m.kind)).toContain('reset');
    expect(kept.every((m) => m.status !== 'sent')).toBe(true);
    for (const url of [`/dev/mailbox.json?to=${encodeURIComponent(email)}`, `/dev/mailbox?to=${encodeURIComponent(email)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('/reset-password');
    }
  });

  it('lists the bundles, but paying answers payments_unavailable and grants nothing', async () => {
    expect(errorCodes).toContain('payments_unavailable');
    const s: Shopper = await shopper(demo);
    const prod = { ...t };
    const shop = await credits(prod, s);
    expect(shop.bundles.length).toBeGreaterThan(0);
    const { order: o } = await order(prod, s);
    for (const method of ['creditcard', 'paypal', 'wiretransfer'] as const) {
      const res = await postPay(prod, s, o.id, method);
      expect(res.statusCode, method).toBe(422);
      expect(res.json()).toEqual({ error: 'payments_unavailable' });
    }
    const user = await me(prod, s);
    expect(user.credits).toBe(0);
    expect(user.paid_user).toBe(false);
    expect(await t.handle.db.select().from(payments).where(eq(payments.memberId, s.id))).toHaveLength(0);
  });

  it('never charges a sandbox card saved in demo mode once the sandbox is off, nor once Mollie takes the payments', async () => {
    // bought in demo mode: the sandbox card is saved
    const s = await shopper(demo);
    const first = await order(demo, s);
    const started = await pay(demo, s, first.order.id, 'creditcard');
    await checkout(demo, started.checkout_url ?? '', 'paid');
    const [saved] = (await credits(demo, s)).saved_methods;
    if (!saved) throw new Error('no saved method');
    const before = await me(demo, s);
    const paymentsBefore = (await t.handle.db.select().from(payments).where(eq(payments.memberId, s.id))).length;

    const mollieKey = { MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', MOLLIE_API_URL: 'http://127.0.0.1:9' };
    const apps = [
      ['production', t.app],
      ['production with Mollie', await t.build(mollieKey)],
      ['demo with Mollie', await t.build({ ...demoWithFixtures, ...mollieKey })],
    ] as const;
    for (const [name, app] of apps) {
      const view = { ...t, app };
      const again = await order(view, s);
      const res = await postPay(view, s, again.order.id, 'creditcard', { saved_method_id: saved.id });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ error: 'payments_unavailable' });
    }
    const after = await me(demo, s);
    expect(after.credits).toBe(before.credits);
    expect(await t.handle.db.select().from(payments).where(eq(payments.memberId, s.id))).toHaveLength(paymentsBefore);
    // the demo itself still repeats with the saved card
    const demoRepeat = await order(demo, s);
    expect((await pay(demo, s, demoRepeat.order.id, 'creditcard', { saved_method_id: saved.id })).status).toBe('completed');
  });

  it('a member logs in normally (the session is not a demo convenience)', async () => {
    const email = `real-${randomUUID()}@int.test`;
    const created = await demo.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1' } });
    expect(created.statusCode).toBe(201);
    const res = await login(t.app, email, 'right-password-1');
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatch(/^sid=/);
  });
});
