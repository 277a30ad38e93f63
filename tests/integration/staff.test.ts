import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../server/db/connect.ts';
import { writeAudit } from '../../server/staff/audit.ts';
import { DEMO_STAFF_TOTP_SECRET } from '../../server/staff/demo.ts';
import { LOGIN_BLOCK_MIN, LOGIN_MAX_FAILURES } from '../../src/contract/constants.ts';
import type { AuditAnswer, StaffEnrolledAnswer, StaffEnrolmentAnswer, StaffMeAnswer } from '../../src/contract/staff.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff, STAFF_TEST_PASSWORD, staffCookie, totpAt } from '../helpers/staff.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('staff accounts and two-factor login on %s (decision 120)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function newStaff(role: 'moderator' | 'support' | 'admin', totp = true) {
    const email = `${role}-${Math.random().toString(36).slice(2)}@staff.test`;
    const created = await post(staffTestApi.staff, { email, role, password: STAFF_TEST_PASSWORD, totp });
    expect(created.statusCode).toBe(201);
    return { email, secret: created.json<{ secret: string | null }>().secret };
  }

  /** a fresh 30-second step, so a code computed now was never used */
  const nextStep = () => t.clock.advance(30_000);

  it('the demo admin logs in with password and the demo TOTP secret; the login is in the audit log', async () => {
    const first = await post('/api/admin/login', { email: 'admin@demo.test', password: 'demo-password' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ next: 'totp' });
    const pending = staffCookie(first);
    const cookieHeader = first.headers['set-cookie'];
    expect(String(cookieHeader)).toMatch(/Path=\/api\/admin/);
    expect(String(cookieHeader)).toMatch(/HttpOnly/);
    expect(String(cookieHeader)).toMatch(/SameSite=Strict/);
    // the password alone opens nothing
    expect((await get('/api/admin/me', pending)).statusCode).toBe(401);
    nextStep();
    const second = await post('/api/admin/login/totp', { code: totpAt(DEMO_STAFF_TOTP_SECRET, t.clock.now()) }, pending);
    expect(second.statusCode).toBe(200);
    const full = staffCookie(second);
    expect(second.json<StaffMeAnswer>().staff).toMatchObject({ email: 'admin@demo.test', role: 'admin' });
    expect((await get('/api/admin/me', full)).json<StaffMeAnswer>().staff.email).toBe('admin@demo.test');
    // the password-step session is used up
    expect((await post('/api/admin/login/totp', { code: totpAt(DEMO_STAFF_TOTP_SECRET, t.clock.now()) }, pending)).statusCode).toBe(401);
    const auditAnswer = await get('/api/admin/audit?action=staff.login', full);
    expect(auditAnswer.headers['cache-control']).toBe('no-store');
    const audit = auditAnswer.json<AuditAnswer>();
    expect(audit.entries[0]).toMatchObject({ action: 'staff.login', staff_email: 'admin@demo.test', target_kind: 'staff', after: { method: 'totp' } });
  });

  it('a wrong TOTP code is refused (401 code_invalid) and audited; a used code is not accepted twice', async () => {
    const { email, secret } = await newStaff('moderator');
    const first = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    const pending = staffCookie(first);
    const right = totpAt(secret ?? '', t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await post('/api/admin/login/totp', { code: wrong }, pending);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'code_invalid' });
    const ok = await post('/api/admin/login/totp', { code: right }, pending);
    expect(ok.statusCode).toBe(200);
    // the same code again, with a new password step, inside the same 30 seconds: refused (replay)
    const again = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    const replay = await post('/api/admin/login/totp', { code: right }, staffCookie(again));
    expect(replay.json()).toEqual({ error: 'code_invalid' });
    const [failedRow] = await rows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM staff_audit a JOIN staff_accounts s ON s.id = a.staff_id WHERE s.email = ${email} AND a.action = 'staff.login_failed'`,
    );
    expect(Number(failedRow?.n)).toBe(2);
  });

  it('a wrong password answers login_failed like an unknown address, and sets no cookie', async () => {
    const { email } = await newStaff('support');
    const wrong = await post('/api/admin/login', { email, password: 'not-the-password' });
    const unknown = await post('/api/admin/login', { email: 'nobody@staff.test', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'login_failed' });
    expect(unknown.json()).toEqual({ error: 'login_failed' });
    expect(wrong.cookies).toEqual([]);
  });

  it('enrolment: a new account gets a QR code and secret, the first code turns 2FA on and answers 10 recovery codes, each usable once', async () => {
    const { email } = await newStaff('support', false);
    const first = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    expect(first.json()).toEqual({ next: 'enrol' });
    const pending = staffCookie(first);
    // no TOTP step for an account without 2FA
    expect((await post('/api/admin/login/totp', { code: '123456' }, pending)).statusCode).toBe(401);
    const enrolment = (await get('/api/admin/enrolment', pending)).json<StaffEnrolmentAnswer>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // a reload shows the same secret until it is confirmed
    expect((await get('/api/admin/enrolment', pending)).json<StaffEnrolmentAnswer>().secret).toBe(enrolment.secret);
    const done = await post('/api/admin/enrolment', { code: totpAt(enrolment.secret, t.clock.now()) }, pending);
    expect(done.statusCode).toBe(200);
    const codes = done.json<StaffEnrolledAnswer>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const me = (await get('/api/admin/me', staffCookie(done))).json<StaffMeAnswer>();
    expect(me.recovery_codes_left).toBe(10);
    // the codes are stored hashed only
    const stored = await rows<{ code_hash: string }>(t.handle.db, sql`SELECT code_hash FROM staff_recovery_codes c JOIN staff_accounts s ON s.id = c.staff_id WHERE s.email = ${email}`);
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.code_hash);

    // a recovery code logs in once (typed in capitals with spaces), never twice
    const code = codes[3] ?? '';
    const login1 = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    expect(login1.json()).toEqual({ next: 'totp' });
    const used = await post('/api/admin/login/totp', { recovery_code: ` ${code.toUpperCase()} ` }, staffCookie(login1));
    expect(used.statusCode).toBe(200);
    expect(used.json<StaffMeAnswer>().recovery_codes_left).toBe(9);
    const login2 = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    const reused = await post('/api/admin/login/totp', { recovery_code: code }, staffCookie(login2));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: 'code_invalid' });
    const audit = await rows<{ action: string; after: { method?: string } | null }>(
      t.handle.db,
      sql`SELECT a.action, a.after FROM staff_audit a JOIN staff_accounts s ON s.id = a.staff_id WHERE s.email = ${email} ORDER BY a.id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['staff.totp_enrolled', 'staff.login', 'staff.login', 'staff.login_failed']);
    expect(audit[2]?.after?.method).toBe('recovery_code');
  });

  it(`lockout: ${LOGIN_MAX_FAILURES} failures of either step block the address for ${LOGIN_BLOCK_MIN} minutes, even the right password and code`, async () => {
    const { email, secret } = await newStaff('moderator');
    const first = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    const pending = staffCookie(first);
    for (let i = 0; i < 2; i++) expect((await post('/api/admin/login', { email, password: 'wrong-password' })).json()).toEqual({ error: 'login_failed' });
    const right = totpAt(secret ?? '', t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 3; i++) expect((await post('/api/admin/login/totp', { code: wrong }, pending)).json()).toEqual({ error: 'code_invalid' });
    // the fifth failure blocks, and ends the password-step session
    const blocking = await post('/api/admin/login/totp', { code: wrong }, pending);
    expect(blocking.statusCode).toBe(403);
    expect(blocking.json()).toEqual({ error: 'account_blocked', minutes: LOGIN_BLOCK_MIN });
    expect((await post('/api/admin/login/totp', { code: right }, pending)).statusCode).toBe(401);
    const blocked = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<{ error: string }>().error).toBe('account_blocked');
    t.clock.advance(LOGIN_BLOCK_MIN * 60_000 + 1000);
    const after = await post('/api/admin/login', { email, password: STAFF_TEST_PASSWORD });
    expect(after.statusCode).toBe(200);
    expect((await post('/api/admin/login/totp', { code: totpAt(secret ?? '', t.clock.now()) }, staffCookie(after))).statusCode).toBe(200);
  });

  it('roles: a moderator may not read the audit log or manage staff (403 forbidden); an admin may', async () => {
    const moderator = await signedInStaff(t.app, 'moderator', t.clock.now());
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    expect((await get('/api/admin/me', moderator.cookie)).statusCode).toBe(200);
    for (const url of ['/api/admin/audit', '/api/admin/staff']) {
      const refused = await get(url, moderator.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'forbidden' });
      expect((await get(url, admin.cookie)).statusCode).toBe(200);
    }
  });

  it('member sessions and visitors are refused by every staff route', async () => {
    const member = await signedInMember(t.app);
    for (const cookie of [member.cookie, undefined]) {
      const me = await get('/api/admin/me', cookie);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ error: 'authentication_required' });
    }
    // a member's token in the staff cookie's name counts for nothing either
    const forged = `fw_staff=${member.cookie.split('=')[1] ?? ''}`;
    expect((await get('/api/admin/me', forged)).statusCode).toBe(401);
  });

  it('an admin creates a staff member and resets their 2FA: sessions end, the next login enrols again; both in the audit log', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const email = `new-${Math.random().toString(36).slice(2)}@staff.test`;
    const weak = await post('/api/admin/staff', { email, role: 'moderator', password: 'short' }, admin.cookie);
    expect(weak.statusCode).toBe(400);
    const created = await post('/api/admin/staff', { email, role: 'moderator', password: 'a-long-enough-password' }, admin.cookie);
    expect(created.statusCode).toBe(201);
    const account = created.json<{ account: { id: number; totp_enabled: boolean } }>().account;
    expect(account.totp_enabled).toBe(false);
    expect((await post('/api/admin/staff', { email, role: 'admin', password: 'a-long-enough-password' }, admin.cookie)).json()).toEqual({ error: 'email_exists' });

    // the new moderator enrols and is logged in
    const first = await post('/api/admin/login', { email, password: 'a-long-enough-password' });
    const enrolment = (await get('/api/admin/enrolment', staffCookie(first))).json<StaffEnrolmentAnswer>();
    const done = await post('/api/admin/enrolment', { code: totpAt(enrolment.secret, t.clock.now()) }, staffCookie(first));
    const moderatorCookie = staffCookie(done);
    expect((await get('/api/admin/me', moderatorCookie)).statusCode).toBe(200);

    const reset = await post(`/api/admin/staff/${account.id}/reset-totp`, {}, admin.cookie);
    expect(reset.statusCode).toBe(200);
    expect((await get('/api/admin/me', moderatorCookie)).statusCode).toBe(401);
    expect((await post('/api/admin/login', { email, password: 'a-long-enough-password' })).json()).toEqual({ next: 'enrol' });
    expect((await post('/api/admin/staff/999999/reset-totp', {}, admin.cookie)).statusCode).toBe(404);

    const audit = (await get(`/api/admin/audit?target_kind=staff&target_id=${account.id}`, admin.cookie)).json<AuditAnswer>();
    const actions = audit.entries.map((e) => [e.action, e.staff_email]);
    expect(actions).toContainEqual(['staff.create', admin.email]);
    expect(actions).toContainEqual(['staff.totp_reset', admin.email]);
    // an address is never kept in the audit (decision 167): the target id names the account
    expect(audit.entries.find((e) => e.action === 'staff.create')?.after).toEqual({ role: 'moderator' });
  });

  it('the audit log is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const id = await writeAudit(t.handle.db, { staffId: null, action: 'test.append_only', targetKind: 'member', targetId: 42, before: { a: 1 }, after: { a: 2 }, at: t.clock.now() });
    /** the database's own message (drizzle wraps it as the cause) */
    const refusal = async (statement: Promise<unknown>): Promise<string> => {
      try {
        await statement;
        return 'not refused';
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        return cause instanceof Error ? cause.message : String(error);
      }
    };
    expect(await refusal(t.handle.db.execute(sql`UPDATE staff_audit SET action = 'changed' WHERE id = ${id}`))).toMatch(/append-only \(UPDATE\)/);
    expect(await refusal(t.handle.db.execute(sql`DELETE FROM staff_audit WHERE id = ${id}`))).toMatch(/append-only \(DELETE\)/);
    expect(await refusal(t.handle.db.execute(sql`TRUNCATE staff_audit`))).toMatch(/append-only \(TRUNCATE\)/);
    const [row] = await rows<{ action: string; target_id: string }>(t.handle.db, sql`SELECT action, target_id FROM staff_audit WHERE id = ${id}`);
    expect(row).toEqual({ action: 'test.append_only', target_id: '42' });
  });

  it('the audit log pages newest first', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    for (let i = 0; i < 3; i++) await writeAudit(t.handle.db, { staffId: null, action: 'test.page', targetKind: 'member', targetId: i, at: t.clock.now() });
    const page1 = (await get('/api/admin/audit?action=test.page&limit=2', admin.cookie)).json<AuditAnswer>();
    expect(page1.entries.map((e) => e.target_id)).toEqual(['2', '1']);
    expect(page1.next).not.toBeNull();
    const page2 = (await get(`/api/admin/audit?action=test.page&limit=2&before=${page1.next}`, admin.cookie)).json<AuditAnswer>();
    expect(page2.entries.map((e) => e.target_id)).toEqual(['0']);
    expect(page2.next).toBeNull();
    expect((await get('/api/admin/audit?limit=abc', admin.cookie)).json<{ error: string }>().error).toBe('invalid_request');
  });

  it('logout ends the staff session and is audited', async () => {
    const admin = await signedInStaff(t.app, 'admin', t.clock.now());
    const out = await post('/api/admin/logout', {}, admin.cookie);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/admin/me', admin.cookie)).statusCode).toBe(401);
  });

  it('on an https PUBLIC_URL the cookie is __Secure-fw_staff with Secure, and a plain fw_staff counts for nothing', async () => {
    const https = await t.build({ PUBLIC_URL: 'https://localhost' });
    const { email, secret } = await newStaff('support');
    const first = await https.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: { email, password: STAFF_TEST_PASSWORD } });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Secure-fw_staff=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/Path=\/api\/admin/);
    const second = await https.inject({
      method: 'POST',
      url: '/api/admin/login/totp',
      headers: { ...json, cookie: staffCookie(first) },
      payload: { code: totpAt(secret ?? '', t.clock.now()) },
    });
    const cookie = staffCookie(second);
    expect(cookie.startsWith('__Secure-fw_staff=')).toBe(true);
    const token = cookie.split('=')[1] ?? '';
    expect((await https.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await https.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: `fw_staff=${token}` } })).statusCode).toBe(401);
  });
});
