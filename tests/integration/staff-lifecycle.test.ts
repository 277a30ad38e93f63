import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../server/db/connect.ts';
import { sealStaffSecrets } from '../../server/staff/sealing.ts';
import { staffSecretBox } from '../../server/staff/secrets.ts';
import { STAFF_ACCOUNT_CEILING, STAFF_ADDRESS_RULE } from '../../server/staff/throttle.ts';
import { LOGIN_BLOCK_MIN, LOGIN_MAX_FAILURES } from '../../src/contract/constants.ts';
import type { StaffAccount, StaffLoginAnswer } from '../../src/contract/staff.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff, STAFF_TEST_PASSWORD, staffCookie, totpAt } from '../helpers/staff.ts';

const json = { 'content-type': 'application/json' };
const NEW_PASSWORD = 'a-password-of-my-own';

/** decision 168 (login throttle) and decision 169 (staff lifecycle, secrets at rest) */
describe.each(backends)('staff login throttle and lifecycle on %s (decisions 168, 169)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, cookie?: string, from = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload, remoteAddress: from });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const nextStep = () => t.clock.advance(30_000);

  async function newStaff(role: 'moderator' | 'support' | 'admin') {
    const email = `${role}-${Math.random().toString(36).slice(2)}@staff.test`;
    const created = await post(staffTestApi.staff, { email, role, password: STAFF_TEST_PASSWORD });
    expect(created.statusCode).toBe(201);
    const [row] = await rows<{ id: number }>(t.handle.db, sql`SELECT id FROM staff_accounts WHERE email = ${email}`);
    return { email, id: Number(row?.id), secret: created.json<{ secret: string }>().secret };
  }

  /** both steps from `from`; answers the full session's cookie, or the failing answer */
  async function logIn(email: string, secret: string, from: string, password = STAFF_TEST_PASSWORD) {
    const first = await post('/api/admin/login', { email, password }, undefined, from);
    if (first.statusCode !== 200) return { answer: first, cookie: null };
    nextStep();
    const second = await post('/api/admin/login/totp', { code: totpAt(secret, t.clock.now()) }, staffCookie(first), from);
    return { answer: second, cookie: second.statusCode === 200 ? staffCookie(second) : null };
  }

  async function auditOf(id: number) {
    return rows<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
      t.handle.db,
      sql`SELECT action, staff_id, before, after FROM staff_audit WHERE target_kind = 'staff' AND target_id = ${String(id)} ORDER BY id`,
    );
  }

  it(`wrong passwords from another address block that address, not the owner: at their own address the right password and code still log in`, async () => {
    const owner = await newStaff('admin');
    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
      const wrong = await post('/api/admin/login', { email: owner.email, password: 'guessed-password' }, undefined, '203.0.113.66');
      expect(wrong.json(), `attempt ${i}`).toEqual(i < LOGIN_MAX_FAILURES ? { error: 'login_failed' } : { error: 'account_blocked', minutes: LOGIN_BLOCK_MIN });
    }
    // the attacker's address is blocked even with the right password
    expect((await post('/api/admin/login', { email: owner.email, password: STAFF_TEST_PASSWORD }, undefined, '203.0.113.66')).statusCode).toBe(403);
    const mine = await logIn(owner.email, owner.secret, '198.51.100.7');
    expect(mine.answer.statusCode).toBe(200);
    // every failed password and the block are audited, without what was typed
    const audit = await auditOf(owner.id);
    expect(audit.filter((a) => a.action === 'staff.login_failed').map((a) => a.after)).toEqual(Array.from({ length: LOGIN_MAX_FAILURES }, () => ({ factor: 'password' })));
    expect(audit.filter((a) => a.action === 'staff.login_blocked').map((a) => a.after)).toEqual([{ scope: 'account_address' }]);
    expect(JSON.stringify(audit)).not.toContain('guessed-password');
  });

  it(`one address guessing many accounts is blocked after ${STAFF_ADDRESS_RULE.max} failures`, async () => {
    for (let i = 0; i < STAFF_ADDRESS_RULE.max; i++) {
      expect((await post('/api/admin/login', { email: `nobody${'x'.repeat(i)}@staff.test`, password: 'guess' }, undefined, '203.0.113.80')).statusCode).toBe(401);
    }
    const owner = await newStaff('support');
    const refused = await post('/api/admin/login', { email: owner.email, password: STAFF_TEST_PASSWORD }, undefined, '203.0.113.80');
    expect(refused.json()).toEqual({ error: 'account_blocked', minutes: LOGIN_BLOCK_MIN });
    expect((await logIn(owner.email, owner.secret, '198.51.100.8')).answer.statusCode).toBe(200);
  });

  it(`past ${STAFF_ACCOUNT_CEILING} failures from everywhere an account is slowed, not locked: each address tries it once a minute, the owner still logs in`, async () => {
    const owner = await newStaff('moderator');
    for (let n = 0; n < STAFF_ACCOUNT_CEILING; n++) {
      const from = `192.0.2.${Math.floor(n / (LOGIN_MAX_FAILURES - 1)) + 1}`;
      expect((await post('/api/admin/login', { email: owner.email, password: 'guess' }, undefined, from)).statusCode).toBe(401);
    }
    expect((await post('/api/admin/login', { email: owner.email, password: 'guess' }, undefined, '192.0.2.200')).statusCode).toBe(401);
    const again = await post('/api/admin/login', { email: owner.email, password: 'guess' }, undefined, '192.0.2.200');
    expect(again.statusCode).toBe(429);
    expect(again.json<{ error: string; retry_after: number }>().error).toBe('rate_limited');
    expect((await logIn(owner.email, owner.secret, '198.51.100.9')).answer.statusCode).toBe(200);
    expect((await auditOf(owner.id)).filter((a) => a.action === 'staff.login_blocked').map((a) => a.after)).toEqual([{ scope: 'account_slowed' }]);
  });

  it('a disabled account is refused at once: its session ends, its password no longer logs in; enabled again it does', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const target = await newStaff('moderator');
    const { cookie } = await logIn(target.email, target.secret, '127.0.0.1');
    expect((await get('/api/admin/me', cookie ?? '')).statusCode).toBe(200);
    const disabled = await post(`/api/admin/staff/${target.id}/disable`, {}, admin.cookie);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<{ account: StaffAccount }>().account.disabled).toBe(true);
    expect((await get('/api/admin/me', cookie ?? '')).statusCode).toBe(401);
    expect((await post('/api/admin/login', { email: target.email, password: STAFF_TEST_PASSWORD })).json()).toEqual({ error: 'login_failed' });
    expect((await post(`/api/admin/staff/${target.id}/enable`, {}, admin.cookie)).json<{ account: StaffAccount }>().account.disabled).toBe(false);
    expect((await logIn(target.email, target.secret, '127.0.0.1')).answer.statusCode).toBe(200);
    const actions = (await auditOf(target.id)).filter((a) => a.staff_id !== null && a.action !== 'staff.login').map((a) => [a.action, a.before, a.after]);
    expect(actions).toEqual([
      ['staff.disable', { disabled: false }, { disabled: true }],
      ['staff.enable', { disabled: true }, { disabled: false }],
    ]);
  });

  it('a role change counts from the next request of the same session, and is audited with both roles', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const target = await newStaff('moderator');
    const { cookie } = await logIn(target.email, target.secret, '127.0.0.1');
    expect((await get('/api/admin/audit', cookie ?? '')).statusCode).toBe(403);
    const changed = await post(`/api/admin/staff/${target.id}/role`, { role: 'admin' }, admin.cookie);
    expect(changed.json<{ account: StaffAccount }>().account.role).toBe('admin');
    expect((await get('/api/admin/audit', cookie ?? '')).statusCode).toBe(200);
    await post(`/api/admin/staff/${target.id}/role`, { role: 'support' }, admin.cookie);
    expect((await get('/api/admin/audit', cookie ?? '')).statusCode).toBe(403);
    const roles = (await auditOf(target.id)).filter((a) => a.action === 'staff.role_change').map((a) => [a.before, a.after]);
    expect(roles).toEqual([
      [{ role: 'moderator' }, { role: 'admin' }],
      [{ role: 'admin' }, { role: 'support' }],
    ]);
  });

  it('a password reset ends the sessions and makes the next login choose a new password before the second factor', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const target = await newStaff('support');
    const { cookie } = await logIn(target.email, target.secret, '127.0.0.1');
    const reset = await post(`/api/admin/staff/${target.id}/reset-password`, { password: 'handed-over-in-person' }, admin.cookie);
    expect(reset.json<{ account: StaffAccount }>().account.must_change_password).toBe(true);
    expect((await get('/api/admin/me', cookie ?? '')).statusCode).toBe(401);
    expect((await post('/api/admin/login', { email: target.email, password: STAFF_TEST_PASSWORD })).statusCode).toBe(401);
    const first = await post('/api/admin/login', { email: target.email, password: 'handed-over-in-person' });
    expect(first.json<StaffLoginAnswer>()).toEqual({ next: 'new_password' });
    const pending = staffCookie(first);
    // no second factor before the new password
    nextStep();
    expect((await post('/api/admin/login/totp', { code: totpAt(target.secret, t.clock.now()) }, pending)).statusCode).toBe(401);
    expect((await post('/api/admin/login/password', { password: 'handed-over-in-person' }, pending)).json()).toEqual({ error: 'password_unchanged' });
    expect((await post('/api/admin/login/password', { password: 'short' }, pending)).statusCode).toBe(400);
    expect((await post('/api/admin/login/password', { password: NEW_PASSWORD }, pending)).json()).toEqual({ next: 'totp' });
    nextStep();
    expect((await post('/api/admin/login/totp', { code: totpAt(target.secret, t.clock.now()) }, pending)).statusCode).toBe(200);
    expect((await logIn(target.email, target.secret, '127.0.0.1', NEW_PASSWORD)).answer.statusCode).toBe(200);
    const actions = (await auditOf(target.id)).map((a) => a.action);
    expect(actions).toContain('staff.password_reset');
    expect(actions).toContain('staff.password_changed');
    expect(JSON.stringify(await auditOf(target.id))).not.toContain('handed-over');
  });

  it('ending the sessions logs the staff member out everywhere; the account stays as it is', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const target = await newStaff('moderator');
    const one = await logIn(target.email, target.secret, '127.0.0.1');
    const two = await logIn(target.email, target.secret, '127.0.0.2');
    expect((await post(`/api/admin/staff/${target.id}/end-sessions`, {}, admin.cookie)).statusCode).toBe(200);
    for (const cookie of [one.cookie, two.cookie]) expect((await get('/api/admin/me', cookie ?? '')).statusCode).toBe(401);
    expect((await logIn(target.email, target.secret, '127.0.0.1')).answer.statusCode).toBe(200);
    expect((await auditOf(target.id)).map((a) => a.action)).toContain('staff.sessions_ended');
  });

  it('only admins manage staff: a moderator and a support member get 403, a visitor 401; hostile ids and roles answer 400', async () => {
    const moderator = await signedInStaff(t.app, 'moderator', t.clock.now());
    const support = await signedInStaff(t.app, 'support', t.clock.now());
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const target = await newStaff('moderator');
    const actions: [string, object][] = [
      ['role', { role: 'admin' }],
      ['disable', {}],
      ['enable', {}],
      ['reset-password', { password: 'a-long-enough-password' }],
      ['reset-totp', {}],
      ['end-sessions', {}],
    ];
    for (const [action, body] of actions) {
      for (const who of [moderator, support]) expect((await post(`/api/admin/staff/${target.id}/${action}`, body, who.cookie)).json(), action).toEqual({ error: 'forbidden' });
      expect((await post(`/api/admin/staff/${target.id}/${action}`, body)).statusCode, action).toBe(401);
    }
    expect((await auditOf(target.id)).filter((a) => a.staff_id !== null)).toEqual([]);
    for (const id of ['__proto__', '9'.repeat(40), '１２', '-1']) expect((await post(`/api/admin/staff/${encodeURIComponent(id)}/disable`, {}, admin.cookie)).statusCode, id).toBe(400);
    for (const role of ['root', '__proto__', 'admin\u0000', { toString: 'admin' }]) {
      expect((await post(`/api/admin/staff/${target.id}/role`, { role }, admin.cookie)).json<{ error: string }>().error).toBe('invalid_request');
    }
    const deep = JSON.parse('{"role":'.repeat(60) + '"admin"' + '}'.repeat(60)) as object;
    expect((await post(`/api/admin/staff/${target.id}/role`, deep, admin.cookie)).statusCode).toBe(400);
    expect((await post(`/api/admin/staff/${target.id}/reset-password`, { password: 'x'.repeat(100_000) }, admin.cookie)).statusCode).toBe(400);
    expect((await post('/api/admin/staff/999999/disable', {}, admin.cookie)).statusCode).toBe(404);
  });

  it('TOTP secrets are stored sealed (AES-256-GCM), recovery codes as argon2id; a secret stored in plain before is sealed at start and still logs in', async () => {
    const target = await newStaff('support');
    const [stored] = await rows<{ totp_secret: string }>(t.handle.db, sql`SELECT totp_secret FROM staff_accounts WHERE id = ${target.id}`);
    expect(stored?.totp_secret).toMatch(/^v1:/);
    expect(stored?.totp_secret).not.toContain(target.secret);
    await t.handle.db.execute(sql`UPDATE staff_accounts SET totp_secret = ${target.secret} WHERE id = ${target.id}`);
    expect(await sealStaffSecrets(t.handle.db, staffSecretBox(t.config))).toBe(1);
    const [resealed] = await rows<{ totp_secret: string }>(t.handle.db, sql`SELECT totp_secret FROM staff_accounts WHERE id = ${target.id}`);
    expect(resealed?.totp_secret).toMatch(/^v1:/);
    expect((await logIn(target.email, target.secret, '127.0.0.1')).answer.statusCode).toBe(200);
    // enrolment's recovery codes: argon2id only
    const fresh = `enrol-${Math.random().toString(36).slice(2)}@staff.test`;
    await post(staffTestApi.staff, { email: fresh, role: 'support', password: STAFF_TEST_PASSWORD, totp: false });
    const first = await post('/api/admin/login', { email: fresh, password: STAFF_TEST_PASSWORD });
    const enrolment = (await get('/api/admin/enrolment', staffCookie(first))).json<{ secret: string }>();
    const [pending] = await rows<{ p: string }>(t.handle.db, sql`SELECT totp_pending_secret AS p FROM staff_accounts WHERE email = ${fresh}`);
    expect(pending?.p).toMatch(/^v1:/);
    const done = await post('/api/admin/enrolment', { code: totpAt(enrolment.secret, t.clock.now()) }, staffCookie(first));
    const codes = done.json<{ recovery_codes: string[] }>().recovery_codes;
    const hashes = await rows<{ code_hash: string }>(t.handle.db, sql`SELECT code_hash FROM staff_recovery_codes c JOIN staff_accounts s ON s.id = c.staff_id WHERE s.email = ${fresh}`);
    expect(hashes).toHaveLength(codes.length);
    for (const h of hashes) expect(h.code_hash).toMatch(/^\$argon2id\$/);
  });

  it('the last enabled admin cannot be disabled or demoted (409 last_admin)', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const [me] = await rows<{ id: number }>(t.handle.db, sql`SELECT id FROM staff_accounts WHERE email = ${admin.email}`);
    await t.handle.db.execute(sql`UPDATE staff_accounts SET disabled_at = now() WHERE role = 'admin' AND id <> ${me?.id ?? 0}`);
    expect((await post(`/api/admin/staff/${me?.id}/role`, { role: 'moderator' }, admin.cookie)).json()).toEqual({ error: 'last_admin' });
    expect((await post(`/api/admin/staff/${me?.id}/disable`, {}, admin.cookie)).json()).toEqual({ error: 'last_admin' });
    expect((await get('/api/admin/me', admin.cookie)).statusCode).toBe(200);
  });
});
