import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectDebitAnswer, TransactionAnswer } from '../../src/contract/payments.ts';
import { smsOutbox } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { credits, json, me, order, pay, shopper, type Shopper } from './payments-fixtures.ts';

const form = {
  account_holder: 'Alex Example',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone: '+31 6-1234 5678',
};

describe.each(backends)('direct debit on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (s: Shopper, orderId: number, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/directdebit.php', headers: { ...json, cookie: s.cookie }, payload: { ...form, order_id: orderId, ...extra } });
  const confirm = (s: Shopper, mandateId: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/directdebit-confirm.php', headers: { ...json, cookie: s.cookie }, payload: { mandate_id: mandateId, otp } });
  const lastCode = async (phone: string) => {
    const [sms] = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
    return /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
  };
  const setAccount = (memberId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/test/payments/account', headers: json, payload: { member_id: memberId, ...payload } });

  it('texts a code to the cleaned phone number; the right code books the payment once and saves the mandate', async () => {
    const s = await shopper(t, {}, 'NL');
    const { order: o } = await order(t, s, 0);
    const res = await start(s, o.id);
    expect(res.statusCode, res.body).toBe(200);
    const { mandate_id, phone_hint } = DirectDebitAnswer.parse(res.json());
    expect(phone_hint).toBe('•••• 78');
    const code = await lastCode('+31612345678');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await confirm(s, mandate_id, wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'code_invalid' });
    const ok = await confirm(s, mandate_id, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(TransactionAnswer.parse(ok.json()).transaction).toMatchObject({ status: 'completed', paymentmethod: 'directdebit', credits: 20, currency: 'EUR', amount: 999 });
    const replay = await confirm(s, mandate_id, code);
    expect(TransactionAnswer.parse(replay.json()).transaction.payment_id).toBe(TransactionAnswer.parse(ok.json()).transaction.payment_id);
    expect(await me(t, s)).toMatchObject({ credits: 20, paid_user: true });
    expect((await credits(t, s)).saved_methods).toEqual([expect.objectContaining({ method: 'directdebit', label: 'NL91 •••• 4300' })]);
  });

  it('locks a mandate after five wrong codes', async () => {
    const s = await shopper(t, {}, 'NL');
    const { order: o } = await order(t, s, 0);
    const { mandate_id } = DirectDebitAnswer.parse((await start(s, o.id)).json());
    const code = await lastCode('+31612345678');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(s, mandate_id, wrong)).json()).toEqual({ error: 'code_invalid' });
    expect((await confirm(s, mandate_id, code)).json()).toEqual({ error: 'code_invalid' });
    expect((await me(t, s)).credits).toBe(0);
  });

  it('texts at most 5 codes per member in 10 minutes (counted per member, decision 110)', async () => {
    const s = await shopper(t, {}, 'NL');
    const { order: o } = await order(t, s, 0);
    for (let i = 0; i < 5; i++) expect((await start(s, o.id)).statusCode).toBe(200);
    const sixth = await start(s, o.id);
    expect(sixth.statusCode).toBe(429);
    const refused = sixth.json<{ error: string; retry_after: number }>();
    expect(refused.error).toBe('rate_limited');
    expect(refused.retry_after).toBeGreaterThan(0);
  });

  it('is offered only where SEPA direct debit works', async () => {
    const s = await shopper(t);
    const { order: o } = await order(t, s, 0);
    expect((await start(s, o.id)).json()).toEqual({ error: 'method_unavailable' });
    expect((await credits(t, s)).methods.map((m) => m.id)).not.toContain('directdebit');
  });

  it('refuses a wrong IBAN with iban_invalid', async () => {
    const s = await shopper(t, {}, 'NL');
    const { order: o } = await order(t, s, 0);
    const res = await start(s, o.id, { iban: 'NL91 ABNA 0417 1643 01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'iban_invalid', issues: [{ path: 'iban', code: 'checksum' }] });
  });

  it('refuses a member blocked for direct debit', async () => {
    const s = await shopper(t, {}, 'NL');
    await setAccount(s.id, { direct_debit_blocked: true });
    const { order: o } = await order(t, s, 0);
    const res = await start(s, o.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'directdebit_blocked' });
  });

  it('refuses a payment over the member limit, for the form and for a repeat on the saved mandate', async () => {
    const s = await shopper(t, {}, 'NL');
    await setAccount(s.id, { direct_debit_limit: 1000 });
    const { order: big } = await order(t, s, 1);
    expect((await start(s, big.id)).json()).toEqual({ error: 'directdebit_limit' });
    const { order: small } = await order(t, s, 0);
    const { mandate_id } = DirectDebitAnswer.parse((await start(s, small.id)).json());
    expect((await confirm(s, mandate_id, await lastCode('+31612345678'))).statusCode).toBe(200);
    const [saved] = (await credits(t, s)).saved_methods;
    const { order: next } = await order(t, s, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay.php',
      headers: { ...json, cookie: s.cookie },
      payload: { idempotency_key: crypto.randomUUID(), order_id: next.id, method: 'directdebit', saved_method_id: saved?.id },
    });
    expect(res.json()).toEqual({ error: 'directdebit_limit' });
    await setAccount(s.id, { direct_debit_limit: 5000 });
    expect((await pay(t, s, next.id, 'directdebit', { saved_method_id: saved?.id })).status).toBe('completed');
  });
});
