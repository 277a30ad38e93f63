import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserAnswer } from '../../src/contract/user.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

const PASSWORD = 'demo-password';
const json = { 'content-type': 'application/json' };

describe.each(backends)('auth on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/user.php', headers: { ...json, ...headers }, payload: { email, password } });

  async function fixtureMember(prefix: string, password = 'right-password-1', extra: Record<string, unknown> = {}) {
    const email = `${prefix}-${Math.random().toString(36).slice(2)}@int.test`;
    const res = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return { email, password, id: (res.json<{ id: number }>()).id };
  }

  it.each([
    ['free@demo.test', 0, false, 'Alex'],
    ['credits@demo.test', 20, false, 'Sam'],
    ['premium@demo.test', 100, true, 'Robin'],
  ])('logs in %s with credits %i and paid_user %s', async (email, credits, paid, name) => {
    const res = await login(email, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const { user } = UserAnswer.parse(res.json());
    expect(user.email).toBe(email);
    expect(user.credits).toBe(credits);
    expect(user.paid_user).toBe(paid);
    expect(user.profile.name).toBe(name);
    expect(user.profile.country).toBe('GB');
    expect(user.fictional_icon).toBe('✦');
    expect(user.profile.main_image?.filename).toMatch(/^\/media\/demo-[mf]\d-[0-9a-f]{8}\.webp$/);
    expect(user.profile.main_image?.thumb_filename).toMatch(/-t\.webp$/);
    expect(user.profile.main_image?.match).toMatch(/-m\.webp$/);
    expect(user.signup_date).toMatch(/^\d{4}-\d\d-\d\dT/);

    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(cookie?.secure).toBeFalsy();

    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(UserAnswer.parse(me.json()).user.id).toBe(user.id);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await login('  FREE@Demo.Test ', PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('marks the cookie Secure behind https (PUBLIC_URL)', async () => {
    // a public address is production: demo mode and the test API off (decision 109)
    const app = await t.build({ PUBLIC_URL: 'https://example.com', DEMO_MODE: '0', TEST_API: '0' });
    const res = await app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: 'free@demo.test', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    // on https the session cookie is __Host-sid (Secure, Path=/, no Domain)
    expect(res.cookies.find((c) => c.name === '__Host-sid')?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers 403 authentication_required without a session, or with a made-up one', async () => {
    for (const headers of [{}, { cookie: 'sid=not-a-real-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user.php', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'authentication_required' });
    }
    const put = await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: json, payload: { language: 'de' } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ error: 'authentication_required' });
  });

  it('logout revokes the session: the old cookie no longer works', async () => {
    const cookie = sessionCookie(await login('credits@demo.test', PASSWORD));
    const out = await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ error: 'authentication_required' });
  });

  it('a session does not work on another site', async () => {
    const cookie = sessionCookie(await login('free@demo.test', PASSWORD));
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie, host: 'gay.localhost' } });
    expect(me.statusCode).toBe(403);
  });

  it('a session expires after 30 days (fake clock)', async () => {
    const m = await fixtureMember('expiry');
    const cookie = sessionCookie(await login(m.email, m.password));
    t.clock.advance(29 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).statusCode).toBe(403);
  });

  it('PUT language saves the locale', async () => {
    const m = await fixtureMember('lang');
    const cookie = sessionCookie(await login(m.email, m.password));
    const put = await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { ...json, cookie }, payload: { language: 'nl' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(UserAnswer.parse(put.json()).user.language).toBe('nl');
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(UserAnswer.parse(me.json()).user.language).toBe('nl');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { ...json, cookie }, payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'language' }] });
  });

  it('answers the same for a wrong e-mail and a wrong password', async () => {
    const wrongPassword = await login('free@demo.test', 'nope');
    const wrongEmail = await login('nobody-here@demo.test', PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'login_failed' });
    expect(wrongEmail.body).toBe(wrongPassword.body);
    expect(wrongEmail.cookies).toHaveLength(0);
    // the demo account still logs in afterwards (one failure is no block)
    expect((await login('free@demo.test', PASSWORD)).statusCode).toBe(200);
  });

  it('blocks an account for 15 minutes after 5 wrong passwords, then releases it', async () => {
    const m = await fixtureMember('lockout');
    for (let i = 1; i <= 4; i++) {
      const res = await login(m.email, `wrong-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'login_failed' });
      t.clock.advance(10_000);
    }
    const fifth = await login(m.email, 'wrong-5');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({ error: 'account_blocked', minutes: 15 });

    // even the right password is refused while blocked
    const right = await login(m.email, m.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'account_blocked', minutes: 15 });

    t.clock.advance(10 * 60_000 + 30_000);
    const later = await login(m.email, m.password);
    expect(later.json()).toEqual({ error: 'account_blocked', minutes: 5 });

    t.clock.advance(5 * 60_000);
    const released = await login(m.email, m.password);
    expect(released.statusCode, released.body).toBe(200);
    // a success clears the failures: one more wrong password is an ordinary failure
    expect((await login(m.email, 'wrong-again')).json()).toEqual({ error: 'login_failed' });
  });

  it('does not block when the 5 failures are spread over more than 15 minutes', async () => {
    const m = await fixtureMember('spread');
    for (let i = 1; i <= 5; i++) {
      expect((await login(m.email, `wrong-${i}`)).statusCode).toBe(401);
      t.clock.advance(4 * 60_000);
    }
    expect((await login(m.email, m.password)).statusCode).toBe(200);
  });

  it('rate-limits the login route per IP with 429 rate_limited', async () => {
    const app = await t.build({ LOGIN_RATE_LIMIT: '3' });
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: json,
        remoteAddress: '203.0.113.9',
        payload: { email: 'nobody@demo.test', password: 'x' },
      });
      codes.push(res.statusCode);
      last = res.body;
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(JSON.parse(last)).toEqual({ error: 'rate_limited' });
    // another address is not affected
    const other = await app.inject({ method: 'POST', url: '/api/user.php', headers: json, remoteAddress: '203.0.113.10', payload: { email: 'nobody@demo.test', password: 'x' } });
    expect(other.statusCode).toBe(401);
  });

  it('the test fixture API creates members with credits and paid_user, and is off by default', async () => {
    const m = await fixtureMember('fixture', 'pw-123456', { name: 'Fixture', credits: 7, paid_user: true });
    const res = await login(m.email, 'pw-123456');
    const { user } = UserAnswer.parse(res.json());
    expect(user).toMatchObject({ id: m.id, credits: 7, paid_user: true, profile: { name: 'Fixture' } });
    const dup = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email: m.email, password: 'x' } });
    expect(dup.statusCode).toBe(409);

    const off = await t.build({ TEST_API: '0' });
    const res404 = await off.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email: 'a@b.c', password: 'x' } });
    expect(res404.statusCode).toBe(404);
    expect(res404.json()).toEqual({ error: 'not_found' });
  });
});
