import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitMandates, smsOutbox } from '../../server/db/schema.ts';
import { MEMBER_LIMITS } from '../../server/platform/limits.ts';
import { DirectDebitAnswer } from '../../src/contract/payments.ts';
import { backends, sessionCookie, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { order, shopHeaders, shopper, type Shopper } from './payments-fixtures.ts';

const json = { 'content-type': 'application/json' };

/** Per-member abuse limits (decision 110): each refusal is 429 rate_limited with retry_after. */
describe.each(backends)('per-member abuse limits on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (cookie: string, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { ...json, cookie }, payload });
  const shopPost = (s: Shopper, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { ...json, ...shopHeaders(s) }, payload });

  it('password checks of password.php, delete-account.php and mail-change.php share one hourly budget; past it no argon2 runs, even for the right password', async () => {
    const m = await signedInMember(t.app, {}, 'pwlimit');
    const max = MEMBER_LIMITS.passwordCheck.max;
    const answers: string[] = [];
    for (let i = 0; i < max; i++) {
      const url = ['/api/password.php', '/api/delete-account.php', '/api/mail-change.php'][i % 3] ?? '';
      const body = i % 3 === 0 ? { old_password: `wrong-${i}`, new_password: 'new-password-1' } : i % 3 === 1 ? { password: `wrong-${i}` } : { email: `new-${i}@int.test`, password: `wrong-${i}` };
      answers.push((await post(m.cookie, url, body)).json<{ error: string }>().error);
    }
    expect(answers.every((e) => e === 'old_password_wrong')).toBe(true);
    const refused = await post(m.cookie, '/api/password.php', { old_password: 'pw-123456', new_password: 'new-password-1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the next hour has a fresh budget
    t.clock.advance(MEMBER_LIMITS.passwordCheck.windowMs);
    expect((await post(m.cookie, '/api/password.php', { old_password: 'pw-123456', new_password: 'new-password-1' })).statusCode).toBe(200);
  });

  it('e-mail change mails to new addresses are capped per member per day', async () => {
    const m = await signedInMember(t.app, {}, 'mailchange');
    const max = MEMBER_LIMITS.mailChangeMail.max;
    for (let i = 0; i < max; i++) expect((await post(m.cookie, '/api/mail-change.php', { email: `target-${i}-${m.id}@int.test`, password: 'pw-123456' })).statusCode).toBe(200);
    const refused = await post(m.cookie, '/api/mail-change.php', { email: `target-x-${m.id}@int.test`, password: 'pw-123456' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('likes and unlikes (each revival notifies again) are capped per member per hour', async () => {
    const a = await signedInMember(t.app, {}, 'liker');
    const b = await signedInMember(t.app, {}, 'liked');
    const max = MEMBER_LIMITS.likes.max;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res =
        i % 2 === 0
          ? await post(a.cookie, '/api/like.php', { profile_id: b.id })
          : await t.app.inject({ method: 'DELETE', url: `/api/like.php?profile_id=${b.id}`, headers: { cookie: a.cookie } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, max).every((c) => c === 200)).toBe(true);
    expect(codes[max]).toBe(429);
  });

  it('an account younger than a day sends under the hourly new-member cap; an older one does not', async () => {
    const young = await signedInMember(t.app, { credits: 10_000, paid_user: true }, 'young');
    const peer = await signedInMember(t.app, {}, 'peer');
    const max = MEMBER_LIMITS.newMemberMessages.max;
    const send = (from: string) => post(from, '/api/messages.php', { id: uuidv7(), kind: 'text', body: 'hello', profile_id: peer.id });
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) codes.push((await send(young.cookie)).statusCode);
    expect(codes.slice(0, max).every((c) => c === 200)).toBe(true);
    expect(codes[max]).toBe(429);
    // a day later the account is no longer new: no cap in the same window
    t.clock.advance(24 * 60 * 60_000 + 1);
    const again: number[] = [];
    for (let i = 0; i <= max; i++) again.push((await send(young.cookie)).statusCode);
    expect(again.every((c) => c === 200)).toBe(true);
  });

  it('direct debit: parallel wrong codes claim attempts atomically, so the mandate locks after five and the right code is refused', async () => {
    const s = await shopper(t, {}, 'NL');
    const { order: o } = await order(t, s, 0);
    const started = await shopPost(s, '/api/directdebit.php', {
      account_holder: 'Alex Example',
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Keizersgracht',
      house_number: '12a',
      zip: '1015 CJ',
      city: 'Amsterdam',
      phone: '+31 6-1234 5679',
      order_id: o.id,
    });
    const { mandate_id } = DirectDebitAnswer.parse(started.json());
    const [sms] = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '+31612345679')).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopPost(s, '/api/directdebit-confirm.php', { mandate_id, otp: wrong })));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const [mandate] = await t.handle.db.select().from(directDebitMandates).where(eq(directDebitMandates.id, mandate_id));
    expect(mandate).toMatchObject({ attempts: 5, status: 'locked' });
    expect((await shopPost(s, '/api/directdebit-confirm.php', { mandate_id, otp: code })).json()).toEqual({ error: 'code_invalid' });
  });

  it('direct-debit codes texted are counted per member, not per session cookie: a new login is no new budget', async () => {
    const email = `dd-${uuidv7()}@int.test`;
    await post('', '/api/test/members', { email, password: 'right-password-1' });
    const session = async (): Promise<Shopper> => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } });
      return { id: 0, cookie: sessionCookie(res), country: 'NL' };
    };
    const s = await session();
    const { order: o } = await order(t, s, 0);
    const form = { account_holder: 'Alex Example', iban: 'NL91 ABNA 0417 1643 00', street: 'Keizersgracht', house_number: '12a', zip: '1015 CJ', city: 'Amsterdam', phone: '+31 6-1234 5670', order_id: o.id };
    const max = MEMBER_LIMITS.directDebitStart.max;
    for (let i = 0; i < max; i++) expect((await shopPost(s, '/api/directdebit.php', form)).statusCode).toBe(200);
    const refused = await shopPost(await session(), '/api/directdebit.php', form);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
  });

  describe('real-time streams', () => {
    let app: FastifyInstance;
    let base: string;
    beforeAll(async () => {
      app = await t.build();
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    it('a member holds at most MEMBER_STREAMS_MAX (5) streams per instance; more are refused with 429 until one closes', async () => {
      const MAX_STREAMS_PER_MEMBER = t.config.MEMBER_STREAMS_MAX;
      expect(MAX_STREAMS_PER_MEMBER).toBe(5);
      const m = await signedInMember(t.app, {}, 'streams');
      const other = await signedInMember(t.app, {}, 'streams-other');
      const controllers: AbortController[] = [];
      const open = async (cookie: string) => {
        const controller = new AbortController();
        const res = await fetch(`${base}/api/events.php`, { headers: { cookie }, signal: controller.signal });
        if (res.status === 200) controllers.push(controller);
        else await res.text();
        return res;
      };
      try {
        const opened = await Promise.all(Array.from({ length: MAX_STREAMS_PER_MEMBER + 2 }, () => open(m.cookie)));
        expect(opened.filter((r) => r.status === 200)).toHaveLength(MAX_STREAMS_PER_MEMBER);
        const refused = opened.filter((r) => r.status === 429);
        expect(refused).toHaveLength(2);
        // another member is not affected
        expect((await open(other.cookie)).status).toBe(200);
        // closing one frees its place
        controllers.shift()?.abort();
        await expect.poll(async () => (await open(m.cookie)).status, { timeout: 5000 }).toBe(200);
      } finally {
        for (const c of controllers) c.abort();
      }
    });
  });
});
