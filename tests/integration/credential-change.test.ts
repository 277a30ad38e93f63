import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../src/contract/signup.ts';
import { confirmedMember, json, linkIn, mailsTo, post, tokenOf, uniqueAddress } from '../helpers/account.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

// Issue 18: a password or e-mail change takes back what the old credentials handed out.
describe.each(backends)('credential changes on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { ACCOUNT_RATE_LIMIT: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string) => post(t.app, '/api/user.php', { email, password });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
  const password = 'first-password-1';
  const member = () => confirmedMember(t.app, t.clock.now(), { prefix: 'cred', password });
  async function resetToken(email: string): Promise<string> {
    expect((await post(t.app, accountApi.passwordReset, { email })).statusCode).toBe(200);
    const mails = (await mailsTo(t.app, email)).filter((m) => m.kind === 'reset');
    return tokenOf(linkIn(mails[mails.length - 1], '/reset-password/do'));
  }
  const valid = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `${accountApi.passwordResetDo}?token=${token}` })).json<{ valid: boolean }>().valid;

  it('a password change leaves no reset link mailed before it working', async () => {
    const m = await member();
    const token = await resetToken(m.email);
    expect(await valid(token)).toBe(true);
    const changed = await post(t.app, accountApi.password, { old_password: password, new_password: 'second-password-2' }, m.cookie);
    expect(changed.statusCode).toBe(200);
    expect(await valid(token)).toBe(false);
    const use = await post(t.app, accountApi.passwordResetDo, { token, password: 'attacker-password-3', password_repeat: 'attacker-password-3' });
    expect(use.statusCode).toBeGreaterThanOrEqual(400);
    expect((await login(m.email, 'attacker-password-3')).statusCode).not.toBe(200);
    expect((await login(m.email, 'second-password-2')).statusCode).toBe(200);
  });

  it('an e-mail change ends the other sessions and the outstanding reset links; the browser that confirmed keeps its session', async () => {
    const m = await member();
    const elsewhere = sessionCookie(await login(m.email, password));
    const token = await resetToken(m.email);
    const next = uniqueAddress('cred-new');
    expect((await post(t.app, accountApi.mailChange, { email: next, password }, m.cookie)).statusCode).toBe(200);
    const link = linkIn((await mailsTo(t.app, next))[0], accountApi.mailChangeDo);
    const open = await t.app.inject({ method: 'GET', url: link, headers: { ...json, cookie: m.cookie } });
    expect(open.headers.location).toBe('/mail-change/do?result=ok');
    expect((await me(m.cookie)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(403);
    expect(await valid(token)).toBe(false);
    expect((await post(t.app, accountApi.passwordResetDo, { token, password: 'attacker-password-3', password_repeat: 'attacker-password-3' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await login(next, password)).statusCode).toBe(200);
    // the previous address is told, in the member's language, with a way to reach support
    const notices = (await mailsTo(t.app, m.email)).filter((mail) => mail.kind === 'mailChanged');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toMatch(/was changed/);
    expect(await mailsTo(t.app, next).then((mails) => mails.filter((mail) => mail.kind === 'mailChanged'))).toHaveLength(0);
  });
});
