import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sandboxPayments } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { me, order, pay, shopper, transaction } from './payments-fixtures.ts';

/**
 * Payments under fault: the provider's webhooks duplicated, reordered and arriving while
 * one server instance restarts, with two instances on one database — credits are granted once.
 */
const hook = (app: FastifyInstance, providerId: string) =>
  app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${providerId}` });

describe.each(backends)('payments under fault on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('webhooks duplicated across two instances, one of them restarting mid-stream, grant the credits once', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    const started = await pay(t, s, o.id, 'paypal');
    const providerId = new URL(started.checkout_url ?? '').pathname.split('/').pop() ?? '';
    const instanceA = await t.build();
    const instanceB = await t.build();
    // the provider settles the payment, then calls every few milliseconds, to both instances
    await t.handle.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.id, providerId));
    const burst = [...Array.from({ length: 6 }, () => hook(instanceA, providerId)), ...Array.from({ length: 6 }, () => hook(instanceB, providerId))];
    // instance A shuts down while its webhooks are in flight (a deploy); the provider retries on a new one
    const closing = instanceA.close();
    const answers = await Promise.allSettled(burst);
    await closing;
    const restarted = await t.build();
    const retries = await Promise.all(Array.from({ length: 4 }, () => hook(restarted, providerId)));
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // A answered each call or, once closing, 503 (the provider retries those); never a server error
    for (const a of answers) if (a.status === 'fulfilled') expect([200, 503]).toContain(a.value.statusCode);

    expect((await me(t, s)).credits).toBe(20);
    expect((await transaction(t, s, started.payment_id)).status).toBe('completed');
    const grants = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, s.id));
    expect(grants.filter((g) => g.delta > 0)).toHaveLength(1);
  });

  it('a late refund reported after reordered duplicates takes the credits back once', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    const started = await pay(t, s, o.id, 'creditcard');
    const providerId = new URL(started.checkout_url ?? '').pathname.split('/').pop() ?? '';
    await t.handle.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.id, providerId));
    await Promise.all([hook(t.app, providerId), hook(t.app, providerId)]);
    expect((await me(t, s)).credits).toBe(20);
    await t.handle.db.update(sandboxPayments).set({ refunded: true }).where(eq(sandboxPayments.id, providerId));
    await Promise.all(Array.from({ length: 4 }, () => hook(t.app, providerId)));
    expect((await me(t, s)).credits).toBe(0);
    const ledger = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, s.id));
    expect(ledger.filter((g) => g.delta < 0)).toHaveLength(1);
  });
});
