import { i18n } from '@lingui/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentListAnswer, RefundAnswer, adminRefundPath } from '../../src/contract/adminPayments.ts';
import { TransactionAnswer } from '../../src/contract/payments.ts';
import { errorMessage } from '../../src/i18n/errorMessages.ts';
import { creditLedger, members, sandboxRefunds, staffAudit } from '../../server/db/schema.ts';
import { chargeCredits } from '../../server/payments/credits.ts';
import { FakeMollie, MOLLIE_TEST_API_KEY } from '../helpers/fakeMollie.ts';
import { spreadsheetCells, runsAsFormula } from '../helpers/csv.ts';
import { backends, sessionCookie, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { checkout, json, me, order, pay, shopper, transaction, type Shopper } from './payments-fixtures.ts';

/** The official Mollie client's transport goes to the local stand-in (as in payments-mollie.test.ts). */
const transport = vi.hoisted(() => ({ target: '' }));
vi.mock('node-fetch', () => ({
  default: (url: URL | string, init: RequestInit & { agent?: unknown }) => {
    const { agent: _agent, ...rest } = init;
    const target = new URL(String(url));
    return globalThis.fetch(`${transport.target}${target.pathname}${target.search}`, rest);
  },
}));

const DAY = 86_400_000;

describe.each(backends)('admin payments, refunds and chargebacks on %s (decision 130)', (backend) => {
  let t: TestServer;
  let mollieApp: FastifyInstance;
  const mollie = new FakeMollie();
  let admin: string;
  let support: string;
  let moderator: string;
  beforeAll(async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    t = await startTestServer(backend);
    t.clock.ms = Date.UTC(2026, 10, 24, 12, 0, 0);
    transport.target = await mollie.listen();
    mollieApp = await t.build({ MOLLIE_API_KEY: MOLLIE_TEST_API_KEY, MOLLIE_API_URL: 'https://api.mollie.test' });
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
    support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
    moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
  });
  afterAll(async () => {
    await t?.close();
    mollie.server.close();
  });

  /** Time passes; staff sessions last 12 hours (decision 120), so staff log in again. */
  async function advance(ms: number): Promise<void> {
    t.clock.advance(ms);
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
    support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
  }
  const list = (cookie: string | undefined, query = '', app = t.app) => app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: cookie ? { cookie } : {} });
  const refund = (id: string, cookie = admin, app = t.app, payload: unknown = { reason: 'customer asked within the withdrawal period' }) =>
    app.inject({ method: 'POST', url: adminRefundPath(id), headers: { ...json, cookie }, payload: payload as object });
  const balance = async (memberId: number) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, memberId)))[0]?.c;
  const ledger = (memberId: number, reason: string) =>
    t.handle.db.select().from(creditLedger).where(and(eq(creditLedger.memberId, memberId), eq(creditLedger.reason, reason)));

  /** A member who bought the first bundle through the sandbox checkout; answers the payment. */
  async function buyer(extra: Record<string, unknown> = {}): Promise<{ s: Shopper; paymentId: string; amount: number; currency: string }> {
    const s = await shopper(t, extra);
    const { order: o } = await order(t, s, 0);
    const tx = await pay(t, s, o.id);
    await checkout(t, tx.checkout_url ?? '', 'paid');
    const done = await transaction(t, s, tx.payment_id);
    expect(done.status).toBe('completed');
    return { s, paymentId: tx.payment_id, amount: done.amount, currency: done.currency };
  }

  it('access: support and admins read the list; only admins export and refund', async () => {
    const member = await signedInMember(t.app);
    const cells: Array<[string | undefined, number, number, number]> = [
      [undefined, 401, 401, 401],
      [member.cookie, 401, 401, 401],
      [moderator, 403, 403, 403],
      [support, 200, 403, 403],
      [admin, 200, 200, 404],
    ];
    for (const [cookie, listed, exported, refunded] of cells) {
      expect((await list(cookie)).statusCode).toBe(listed);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments/export.csv', headers: cookie ? { cookie } : {} })).statusCode).toBe(exported);
      const r = await t.app.inject({ method: 'POST', url: adminRefundPath('no-such-payment'), headers: { ...json, ...(cookie ? { cookie } : {}) }, payload: { reason: 'x' } });
      expect(r.statusCode).toBe(refunded);
    }
  });

  it('filters by site, country, method, status, member and date, pages, and totals per currency', async () => {
    const a = await buyer();
    const b = await buyer();
    const all = PaymentListAnswer.parse((await list(support, `?member_id=${a.s.id}`)).json());
    expect(all.payments.map((p) => p.id)).toEqual([a.paymentId]);
    const row = all.payments[0];
    expect(row).toMatchObject({ status: 'completed', method: 'creditcard', provider: 'sandbox', refundable: true, refund_pending: false, credits: 20 });
    expect(all.totals).toEqual([{ currency: a.currency, payments: 1, completed: 1, paid: a.amount, refunded: 0, net: a.amount }]);
    expect(all.sites.length).toBeGreaterThan(0);
    const country = row?.country ?? '';
    const site = row?.site.id ?? 0;
    const day = t.clock.now().toISOString().slice(0, 10);
    const both = `&site_id=${site}&country=${country.toLowerCase()}&method=creditcard&status=completed&from=${day}&to=${day}`;
    const filtered = PaymentListAnswer.parse((await list(admin, `?limit=200${both}`)).json());
    expect(filtered.payments.map((p) => p.id)).toEqual(expect.arrayContaining([a.paymentId, b.paymentId]));
    const none = async (query: string) => PaymentListAnswer.parse((await list(admin, `?member_id=${a.s.id}${query}`)).json()).payments.length;
    expect(await none('&method=ideal')).toBe(0);
    expect(await none('&country=ZZ')).toBe(0);
    expect(await none('&status=failed')).toBe(0);
    expect(await none(`&site_id=${site + 1000}`)).toBe(0);
    expect(await none('&from=2030-01-01')).toBe(0);
    expect(await none('&to=2020-01-01')).toBe(0);
    // paging: one a page, newest first, the cursor goes on
    const first = PaymentListAnswer.parse((await list(admin, `?limit=1${both}`)).json());
    expect(first.payments).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const second = PaymentListAnswer.parse((await list(admin, `?limit=1${both}&cursor=${encodeURIComponent(first.next ?? '')}`)).json());
    expect(second.payments[0]?.id).not.toBe(first.payments[0]?.id);
    // bad and hostile queries are a 400 with a code, never a 500
    for (const query of ['?limit=abc', '?status=bogus', '?from=2026-02-30', '?to=yesterday', '?country=NLD', `?cursor=${'x'.repeat(5000)}`, '?site_id=%00', '?method=%00ideal']) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('exports the filtered list as CSV with quoting and formula guarding', async () => {
    const evil = await buyer({ name: '=HYPERLINK("http://x.test","a, b")' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments/export.csv?member_id=${evil.s.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"payment_id","created_at","completed_at","site","member_id","member_name","member_email","country","method","provider","status","amount","currency","credits","refunded_at","charged_back_at"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${evil.paymentId}",`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x.test"",""a, b"")",`);
    expect(lines[1]).toContain(`,${(evil.amount / 100).toFixed(2)},"${evil.currency}",20,,`);
    const [audit] = await t.handle.db.select().from(staffAudit).where(eq(staffAudit.action, 'payment.export'));
    expect(audit).toBeDefined();
  });

  it('a member named to make a formula stays one text cell in a spreadsheet with either separator (OWASP CSV injection)', async () => {
    const names = ['Kim;=HYPERLINK(A1);x', 'Kim,=HYPERLINK(A1),x', 'Kim;+SUM(A1);x', 'Kim;@SUM(A1)', ' =HYPERLINK(A1)', '\tKim', 'Kim;-2+3'];
    for (const name of names) {
      const m = await buyer({ name });
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments/export.csv?member_id=${m.s.id}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      for (const separator of [',', ';'] as const) {
        const cells = spreadsheetCells(res.body.replace(/^\uFEFF/, ''), separator);
        expect(cells, `${name} with ${separator}`).toHaveLength(2);
        expect(cells.flat().filter(runsAsFormula), `${name} with ${separator}`).toEqual([]);
        // read with the separator it was written with, the name (as stored: trimmed) is one cell, kept
        // readable (guarded by a leading apostrophe where it would start a formula); read with `;`, a line is one text cell
        if (separator === ',') expect(cells[1]?.some((cell) => [name, name.trim()].some((n) => cell === n || cell === `'${n}`)), name).toBe(true);
      }
    }
  });

  it('an admin refunds a sandbox payment: the provider records it, the credits go back through the ledger (below zero), premium goes, audited; a second click refunds nothing', async () => {
    const { s, paymentId } = await buyer();
    const sandboxRefundsBefore = (await t.handle.db.select().from(sandboxRefunds)).length;
    await chargeCredits(t.handle.db, { memberId: s.id, amount: 15, reason: 'message', ref: uuidv7(), now: t.clock.now() });
    await advance(2 * DAY);
    const res = await refund(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = RefundAnswer.parse(res.json());
    expect(answer).toMatchObject({ refunded_now: true, payment: { refundable: false, member: { credits: -15 } } });
    expect(answer.payment.refunded_at).not.toBeNull();
    expect(await me(t, s)).toMatchObject({ credits: -15, paid_user: false });
    expect((await ledger(s.id, 'refund')).map((l) => [l.delta, l.balanceAfter, l.ref, l.note])).toEqual([[-20, -15, paymentId, 'customer asked within the withdrawal period']]);
    expect((await t.handle.db.select().from(sandboxRefunds)).length).toBe(sandboxRefundsBefore + 1);
    const audits = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'payment.refund'), eq(staffAudit.targetId, paymentId)));
    expect(audits).toHaveLength(1);
    // the staff member's words stay with the ledger line; the audit keeps their length (decision 167)
    expect(audits[0]?.after).toMatchObject({ credits: -15, paid_user: false, reason: { chars: 43 } });

    // the second click: nothing again (no provider refund, no ledger line, no audit entry)
    const again = await refund(paymentId);
    expect(again.statusCode, again.body).toBe(200);
    expect(RefundAnswer.parse(again.json()).refunded_now).toBe(false);
    expect(await ledger(s.id, 'refund')).toHaveLength(1);
    expect(await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'payment.refund'), eq(staffAudit.targetId, paymentId)))).toHaveLength(1);
    expect((await t.handle.db.select().from(sandboxRefunds)).length).toBe(sandboxRefundsBefore + 1);
    // listed as refunded, and the totals say so
    const refunded = PaymentListAnswer.parse((await list(admin, `?member_id=${s.id}&status=refunded`)).json());
    expect(refunded.payments.map((p) => p.id)).toEqual([paymentId]);
    expect(refunded.totals[0]).toMatchObject({ refunded: refunded.totals[0]?.paid, net: 0 });
  });

  it('two refunds at once: one refund, one ledger line', async () => {
    const { s, paymentId } = await buyer();
    const answers = await Promise.all([refund(paymentId), refund(paymentId)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    const refundedNow = answers.filter((a) => a.statusCode === 200 && RefundAnswer.parse(a.json()).refunded_now);
    expect(refundedNow).toHaveLength(1);
    for (const a of answers) if (a.statusCode !== 200) expect(a.json()).toEqual({ error: 'refund_pending' });
    expect(await ledger(s.id, 'refund')).toHaveLength(1);
    expect(await balance(s.id)).toBe(0);
  });

  it('refuses a refund after refund_days, of a payment that did not complete, and bad bodies', async () => {
    const { s, paymentId } = await buyer();
    await advance(15 * DAY);
    const late = await refund(paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'refund_expired' });
    expect(await balance(s.id)).toBe(20);
    expect(PaymentListAnswer.parse((await list(admin, `?member_id=${s.id}`)).json()).payments[0]?.refundable).toBe(false);

    const f = await shopper(t);
    const { order: o } = await order(t, f, 0);
    const failed = await pay(t, f, o.id);
    await checkout(t, failed.checkout_url ?? '', 'failed');
    expect((await refund(failed.payment_id)).json()).toEqual({ error: 'not_refundable' });

    for (const payload of [{}, { reason: '' }, { reason: 'a'.repeat(501) }, { reason: 7 }]) {
      const res = await refund(paymentId, admin, t.app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const nul = await t.app.inject({ method: 'POST', url: adminRefundPath(paymentId), headers: { ...json, cookie: admin }, payload: '{"reason":"a\\u0000b"}' });
    expect(nul.statusCode).toBe(400);
    const proto = await t.app.inject({ method: 'POST', url: adminRefundPath(paymentId), headers: { ...json, cookie: admin }, payload: '{"reason":"x","__proto__":{"admin":true}}' });
    expect(proto.statusCode).toBe(400);
    // a path parameter longer than the router takes: 414, never a 500
    expect([400, 414]).toContain((await refund('x'.repeat(5000))).statusCode);
  });

  it('a sandbox chargeback by webhook takes the credits back whenever it comes; a balance below zero blocks sending with credits_negative', async () => {
    const { s, paymentId } = await buyer();
    const peer = await signedInMember(t.app);
    const send = (id = uuidv7()) =>
      t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: s.cookie }, payload: { id, kind: 'text', body: 'Hello there', profile_id: peer.id } });
    const firstId = uuidv7();
    expect((await send(firstId)).statusCode).toBe(200);
    const left = (await balance(s.id)) ?? 0;
    // after refund_days (14), within the member's 30-day session
    await advance(20 * DAY);
    const hook = await t.app.inject({ method: 'POST', url: '/api/test/payments/chargeback', headers: json, payload: { payment_id: paymentId } });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await balance(s.id)).toBe(left - 20);
    expect((await ledger(s.id, 'chargeback')).map((l) => l.delta)).toEqual([-20]);
    // the webhook again: nothing more
    await t.app.inject({ method: 'POST', url: '/api/test/payments/chargeback', headers: json, payload: { payment_id: paymentId } });
    expect(await ledger(s.id, 'chargeback')).toHaveLength(1);
    expect(PaymentListAnswer.parse((await list(admin, `?member_id=${s.id}&status=charged_back`)).json()).payments.map((p) => p.id)).toEqual([paymentId]);
    expect((await refund(paymentId)).json()).toEqual({ error: 'not_refundable' });

    const refused = await send();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'credits_negative' });
    expect(errorMessage(i18n, { error: 'credits_negative' })).toMatch(/below zero/);
    // a replay of a message sent before (an offline retry) still answers, with the balance below zero
    const replay = await send(firstId);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<{ credits: number }>().credits).toBeLessThan(0);
    // a purchase settles it and sending works again
    const { order: o } = await order(t, s, 1);
    const next = await pay(t, s, o.id);
    await checkout(t, next.checkout_url ?? '', 'paid');
    await transaction(t, s, next.payment_id);
    expect(await balance(s.id)).toBeGreaterThan(0);
    expect((await send()).statusCode).toBe(200);
  });

  describe('Mollie', () => {
    async function dutchBuyer(created: string, method: string) {
      const email = `mollie-${crypto.randomUUID()}@pay.test`;
      const made = await mollieApp.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1' } });
      const id = made.json<{ id: number }>().id;
      await mollieApp.inject({ method: 'POST', url: '/api/test/payments/member-country', headers: json, payload: { member_id: id, country: 'NL' } });
      const cookie = sessionCookie(await mollieApp.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } }));
      const shop = await mollieApp.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie, 'x-country': 'NL' } });
      const bundle = shop.json<{ bundles: Array<{ id: number }> }>().bundles[0];
      const ordered = await mollieApp.inject({ method: 'POST', url: '/api/order.php', headers: { ...json, cookie, 'x-country': 'NL' }, payload: { idempotency_key: crypto.randomUUID(), bundle_id: bundle?.id } });
      mollie.created = created;
      const paid = await mollieApp.inject({
        method: 'POST',
        url: '/api/pay.php',
        headers: { ...json, cookie, host: 'localhost' },
        payload: { idempotency_key: crypto.randomUUID(), order_id: ordered.json<{ order: { id: number } }>().order.id, method },
      });
      mollie.created = 'payment-open';
      expect(paid.statusCode, paid.body).toBe(200);
      const { transaction: tx } = TransactionAnswer.parse(paid.json());
      expect(tx.status).toBe('completed');
      return { id, paymentId: tx.payment_id };
    }
    const hook = (providerId: string) =>
      mollieApp.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${providerId}` });

    it('an admin refund goes through Mollie’s refunds API once; its webhook takes nothing more', async () => {
      const m = await dutchBuyer('payment-paid', 'ideal');
      mollie.requests = [];
      const res = await refund(m.paymentId, admin, mollieApp);
      expect(res.statusCode, res.body).toBe(200);
      const calls = mollie.requests.filter((r) => r.method === 'POST' && r.url === '/v2/payments/tr_WDqYK6vllg/refunds');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toMatchObject({ amount: { currency: 'EUR', value: '9.99' }, metadata: { payment_id: m.paymentId } });
      expect(calls[0]?.idempotencyKey).toBe(`refund-${m.paymentId}`);
      expect(await balance(m.id)).toBe(0);
      expect((await ledger(m.id, 'refund')).map((l) => l.delta)).toEqual([-20]);
      mollie.state = 'payment-refunded';
      expect((await hook('tr_WDqYK6vllg')).statusCode).toBe(200);
      expect(await ledger(m.id, 'refund')).toHaveLength(1);
      expect((await refund(m.paymentId, admin, mollieApp)).json()).toMatchObject({ refunded_now: false });
      expect(mollie.requests.filter((r) => r.url.endsWith('/refunds'))).toHaveLength(1);
    });

    it('Mollie refusing a refund answers refund_failed, changes nothing and leaves it refundable', async () => {
      const m = await dutchBuyer('card-first-paid', 'creditcard');
      mollie.refundAnswer = 'error-422';
      const res = await refund(m.paymentId, admin, mollieApp);
      mollie.refundAnswer = 'refund-created';
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'refund_failed' });
      expect(await balance(m.id)).toBe(20);
      const row = PaymentListAnswer.parse((await list(admin, `?member_id=${m.id}`, mollieApp)).json()).payments[0];
      expect(row).toMatchObject({ refundable: true, refund_pending: false, refunded_at: null });
      expect(await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'payment.refund_failed'), eq(staffAudit.targetId, m.paymentId)))).toHaveLength(1);
    });

    it('a chargeback through Mollie’s webhook takes the credits back (ledger) after refund_days too', async () => {
      const m = await dutchBuyer('chargeback-paid', 'ideal');
      await advance(30 * DAY);
      mollie.cardState.tr_Chbk5pLm8w = 'chargeback-charged-back';
      expect((await hook('tr_Chbk5pLm8w')).statusCode).toBe(200);
      expect((await ledger(m.id, 'chargeback')).map((l) => [l.delta, l.balanceAfter])).toEqual([[-20, 0]]);
      await hook('tr_Chbk5pLm8w');
      expect(await ledger(m.id, 'chargeback')).toHaveLength(1);
      const row = PaymentListAnswer.parse((await list(admin, `?member_id=${m.id}`, mollieApp)).json()).payments[0];
      expect(row?.charged_back_at).not.toBeNull();
    });
  });
});
