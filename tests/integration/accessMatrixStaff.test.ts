import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSitePath } from '../../src/contract/adminSites.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff, STAFF_TEST_PASSWORD, staffCookie } from '../helpers/staff.ts';

/**
 * STAFF ACCESS MATRIX (decision 120): every staff API route, called by a visitor, a logged-in
 * member, a staff member who passed only the password step, and a fully logged-in moderator,
 * support and admin. Member sessions and visitors never get in (401); each role only what it may
 * (403 forbidden otherwise). A staff route added anywhere goes into `calls` below.
 */
type Caller = 'visitor' | 'member' | 'passwordOnly' | 'moderator' | 'support' | 'admin';
type Cell = readonly [status: number, error?: string];

interface Call {
  name: string;
  run: (t: TestServer, cookie: string | undefined) => Promise<LightMyRequestResponse>;
  expect: Record<Caller, Cell>;
}

const json = { 'content-type': 'application/json' };
const send = (t: TestServer, cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...(payload ? json : {}), ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

const OUT: Cell = [401, 'authentication_required'];
const NO: Cell = [403, 'forbidden'];
/** any staff member */
const STAFF = (ok: Cell): Record<Caller, Cell> => ({ visitor: OUT, member: OUT, passwordOnly: OUT, moderator: ok, support: ok, admin: ok });
/** moderators and admins (decision 121) */
const MODERATOR = (ok: Cell): Record<Caller, Cell> => ({ visitor: OUT, member: OUT, passwordOnly: OUT, moderator: ok, support: NO, admin: ok });
/** admin only */
const ADMIN = (ok: Cell): Record<Caller, Cell> => ({ visitor: OUT, member: OUT, passwordOnly: OUT, moderator: NO, support: NO, admin: ok });

const calls: Call[] = [
  { name: 'GET /api/admin/me', run: (t, c) => send(t, c, 'GET', '/api/admin/me'), expect: STAFF([200]) },
  { name: 'GET /api/admin/audit', run: (t, c) => send(t, c, 'GET', '/api/admin/audit'), expect: ADMIN([200]) },
  { name: 'GET /api/admin/staff', run: (t, c) => send(t, c, 'GET', '/api/admin/staff'), expect: ADMIN([200]) },
  // the operator's dashboard (decision 132): admin only
  { name: 'GET /api/admin/dashboard', run: (t, c) => send(t, c, 'GET', '/api/admin/dashboard?from=2026-01-01&to=2026-01-31&site=all'), expect: ADMIN([200]) },
  { name: 'GET /api/admin/dashboard.csv', run: (t, c) => send(t, c, 'GET', '/api/admin/dashboard.csv?from=2026-01-01&to=2026-01-31'), expect: ADMIN([200]) },
  { name: 'GET /api/admin/dashboard (a bad range: access is judged first)', run: (t, c) => send(t, c, 'GET', '/api/admin/dashboard?from=2026-02-01&to=2026-01-01'), expect: ADMIN([400, 'invalid_request']) },
  // sites without code (decision 127): admin only
  { name: 'GET /api/admin/sites', run: (t, c) => send(t, c, 'GET', '/api/admin/sites'), expect: ADMIN([200]) },
  { name: 'GET /api/admin/sites/999999', run: (t, c) => send(t, c, 'GET', adminSitePath(999_999)), expect: ADMIN([404, 'not_found']) },
  { name: 'POST /api/admin/sites (a bad body: access is judged first)', run: (t, c) => send(t, c, 'POST', '/api/admin/sites', { site: {} }), expect: ADMIN([400, 'invalid_request']) },
  { name: 'POST /api/admin/sites/1 (a bad body: access is judged first)', run: (t, c) => send(t, c, 'POST', adminSitePath(1), { version: 0, site: {} }), expect: ADMIN([400, 'invalid_request']) },
  {
    name: 'POST /api/admin/staff (a bad body: access is judged first)',
    run: (t, c) => send(t, c, 'POST', '/api/admin/staff', { email: 'x' }),
    expect: ADMIN([400, 'invalid_request']),
  },
  {
    name: 'POST /api/admin/staff/999999/reset-totp',
    run: (t, c) => send(t, c, 'POST', '/api/admin/staff/999999/reset-totp', {}),
    expect: ADMIN([404, 'not_found']),
  },
  // the staff lifecycle (decision 169): admin only
  ...(
    [
      ['role', { role: 'support' }],
      ['disable', {}],
      ['enable', {}],
      ['reset-password', { password: 'a-long-enough-password' }],
      ['end-sessions', {}],
    ] as const
  ).map(([action, body]): Call => ({
    name: `POST /api/admin/staff/999999/${action}`,
    run: (t, c) => send(t, c, 'POST', `/api/admin/staff/999999/${action}`, body),
    expect: ADMIN([404, 'not_found']),
  })),
  // moderation queues and actions (decision 121): moderators and admins
  { name: 'GET /api/admin/moderation/counts', run: (t, c) => send(t, c, 'GET', '/api/admin/moderation/counts'), expect: MODERATOR([200]) },
  { name: 'GET /api/admin/moderation/queue/complaints', run: (t, c) => send(t, c, 'GET', '/api/admin/moderation/queue/complaints'), expect: MODERATOR([200]) },
  // member reports and held messages (decisions 122, 123)
  { name: 'GET /api/admin/moderation/queue/reports', run: (t, c) => send(t, c, 'GET', '/api/admin/moderation/queue/reports'), expect: MODERATOR([200]) },
  { name: 'GET /api/admin/moderation/queue/held', run: (t, c) => send(t, c, 'GET', '/api/admin/moderation/queue/held'), expect: MODERATOR([200]) },
  {
    name: 'POST /api/admin/moderation/held/:id/release (an unknown message: access is judged first)',
    run: (t, c) => send(t, c, 'POST', '/api/admin/moderation/held/0190e2f4-0000-7000-8000-000000000000/release', {}),
    expect: MODERATOR([404, 'not_found']),
  },
  {
    name: 'POST /api/admin/moderation/held/:id/reject (an unknown message: access is judged first)',
    run: (t, c) => send(t, c, 'POST', '/api/admin/moderation/held/0190e2f4-0000-7000-8000-000000000000/reject', {}),
    expect: MODERATOR([404, 'not_found']),
  },
  {
    name: 'GET /api/admin/moderation/queue/complaints/999999',
    run: (t, c) => send(t, c, 'GET', '/api/admin/moderation/queue/complaints/999999'),
    expect: MODERATOR([404, 'not_found']),
  },
  {
    name: 'POST /api/admin/moderation/action (an unknown member: access is judged first)',
    run: (t, c) => send(t, c, 'POST', '/api/admin/moderation/action', { action: 'ban', member_id: 999_999, seen_rev: 0, reason: 'matrix' }),
    expect: MODERATOR([404, 'not_found']),
  },
  // a chat message's picture, held ones included (decision 133): moderators and admins
  {
    name: 'GET /api/admin/moderation/message-image/:id (an unknown message: access is judged first)',
    run: (t, c) => send(t, c, 'GET', '/api/admin/moderation/message-image/0190e2f4-0000-7000-8000-000000000000'),
    expect: MODERATOR([404, 'not_found']),
  },
  // campaigns (decision 131): admin only
  { name: 'GET /api/admin/campaigns', run: (t, c) => send(t, c, 'GET', '/api/admin/campaigns'), expect: ADMIN([200]) },
  {
    name: 'POST /api/admin/campaigns (a bad body: access is judged first)',
    run: (t, c) => send(t, c, 'POST', '/api/admin/campaigns', { kind: 'news' }),
    expect: ADMIN([400, 'invalid_request']),
  },
  { name: 'POST /api/admin/campaigns/999999/cancel', run: (t, c) => send(t, c, 'POST', '/api/admin/campaigns/999999/cancel', {}), expect: ADMIN([404, 'not_found']) },
  // payments (decision 130): support reads the list; export and refunds are the admin's
  {
    name: 'GET /api/admin/payments',
    run: (t, c) => send(t, c, 'GET', '/api/admin/payments'),
    expect: { visitor: OUT, member: OUT, passwordOnly: OUT, moderator: NO, support: [200], admin: [200] },
  },
  { name: 'GET /api/admin/payments/export.csv', run: (t, c) => send(t, c, 'GET', '/api/admin/payments/export.csv'), expect: ADMIN([200]) },
  {
    name: 'POST /api/admin/payments/:id/refund (an unknown payment: access is judged first)',
    run: (t, c) => send(t, c, 'POST', '/api/admin/payments/no-such-payment/refund', { reason: 'matrix' }),
    expect: ADMIN([404, 'not_found']),
  },
  // member back office (decision 129): support finds, reads, resends activation, ends sessions; the rest is the admin's
  ...((): Call[] => {
    const SUPPORT = (ok: Cell): Record<Caller, Cell> => ({ visitor: OUT, member: OUT, passwordOnly: OUT, moderator: NO, support: ok, admin: ok });
    const unknown = '/api/admin/members/2147483000';
    const adjust = { amount: 5, reason: 'matrix', key: '0190e2f4-0000-7000-8000-000000000000' };
    return [
      { name: 'GET /api/admin/members?q=', run: (t, c) => send(t, c, 'GET', '/api/admin/members?q=matrix'), expect: SUPPORT([200]) },
      { name: 'GET /api/admin/members/:id (unknown)', run: (t, c) => send(t, c, 'GET', unknown), expect: SUPPORT([404, 'not_found']) },
      { name: 'POST /api/admin/members/:id/activation-mail (unknown)', run: (t, c) => send(t, c, 'POST', `${unknown}/activation-mail`, {}), expect: SUPPORT([404, 'not_found']) },
      { name: 'POST /api/admin/members/:id/end-sessions (unknown)', run: (t, c) => send(t, c, 'POST', `${unknown}/end-sessions`, {}), expect: SUPPORT([404, 'not_found']) },
      { name: 'POST /api/admin/members/:id/credits (unknown)', run: (t, c) => send(t, c, 'POST', `${unknown}/credits`, adjust), expect: ADMIN([404, 'not_found']) },
      { name: 'POST /api/admin/members/:id/deletion (unknown)', run: (t, c) => send(t, c, 'POST', `${unknown}/deletion`, {}), expect: ADMIN([404, 'not_found']) },
      { name: 'POST /api/admin/members/:id/data-export (unknown)', run: (t, c) => send(t, c, 'POST', `${unknown}/data-export`, {}), expect: ADMIN([404, 'not_found']) },
    ];
  })(),
  // prices, payment methods and discount codes (decision 128): admin only; a bad body shows access is judged first
  { name: 'GET /api/admin/bundles', run: (t, c) => send(t, c, 'GET', '/api/admin/bundles'), expect: ADMIN([200]) },
  { name: 'POST /api/admin/bundles (a bad body)', run: (t, c) => send(t, c, 'POST', '/api/admin/bundles', { price: 0 }), expect: ADMIN([400, 'invalid_request']) },
  { name: 'POST /api/admin/bundles/999999', run: (t, c) => send(t, c, 'POST', '/api/admin/bundles/999999', { price: 100 }), expect: ADMIN([404, 'not_found']) },
  { name: 'POST /api/admin/payment-methods (a bad body)', run: (t, c) => send(t, c, 'POST', '/api/admin/payment-methods', { methods: [] }), expect: ADMIN([400, 'invalid_request']) },
  { name: 'GET /api/admin/discount-codes', run: (t, c) => send(t, c, 'GET', '/api/admin/discount-codes'), expect: ADMIN([200]) },
  { name: 'POST /api/admin/discount-codes (a bad body)', run: (t, c) => send(t, c, 'POST', '/api/admin/discount-codes', { code: 'x' }), expect: ADMIN([400, 'invalid_request']) },
  { name: 'POST /api/admin/discount-codes/:code (a bad body)', run: (t, c) => send(t, c, 'POST', '/api/admin/discount-codes/TIMEBONUS25', {}), expect: ADMIN([400, 'invalid_request']) },
  // the second step and enrolment take only a password-step session (a full session is done with them)
  {
    name: 'GET /api/admin/enrolment (account with 2FA on)',
    run: (t, c) => send(t, c, 'GET', '/api/admin/enrolment'),
    expect: { visitor: OUT, member: OUT, passwordOnly: OUT, moderator: OUT, support: OUT, admin: OUT },
  },
  {
    name: 'POST /api/admin/login/totp',
    run: (t, c) => send(t, c, 'POST', '/api/admin/login/totp', { code: '000000' }),
    expect: { visitor: OUT, member: OUT, passwordOnly: [401, 'code_invalid'], moderator: OUT, support: OUT, admin: OUT },
  },
  {
    // only a password-checked session whose password an admin reset (decision 169)
    name: 'POST /api/admin/login/password',
    run: (t, c) => send(t, c, 'POST', '/api/admin/login/password', { password: 'a-long-enough-password' }),
    expect: { visitor: OUT, member: OUT, passwordOnly: OUT, moderator: OUT, support: OUT, admin: OUT },
  },
];

describe.each(backends)('staff access matrix on %s (decision 120)', (backend) => {
  let t: TestServer;
  const cookies: Partial<Record<Caller, string>> = {};
  beforeAll(async () => {
    t = await startTestServer(backend);
    cookies.member = (await signedInMember(t.app)).cookie;
    for (const role of ['moderator', 'support', 'admin'] as const) cookies[role] = (await signedInStaff(t.app, role, t.clock.now())).cookie;
    const email = `pending-${Math.random().toString(36).slice(2)}@staff.test`;
    await t.app.inject({ method: 'POST', url: staffTestApi.staff, headers: json, payload: { email, role: 'admin', password: STAFF_TEST_PASSWORD } });
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: { email, password: STAFF_TEST_PASSWORD } });
    cookies.passwordOnly = staffCookie(first);
  });
  afterAll(async () => {
    await t?.close();
  });

  const callers: Caller[] = ['visitor', 'member', 'passwordOnly', 'moderator', 'support', 'admin'];
  for (const call of calls) {
    it(call.name, async () => {
      const got: Record<string, Cell> = {};
      for (const caller of callers) {
        const res = await call.run(t, cookies[caller]);
        const error = res.statusCode >= 400 ? res.json<{ error?: string }>().error : undefined;
        got[caller] = error === undefined ? [res.statusCode] : [res.statusCode, error];
      }
      expect(got).toEqual(call.expect);
    });
  }

  it('a member session cookie copied into the staff cookie opens nothing', async () => {
    const token = (cookies.member ?? '').split('=')[1] ?? '';
    const res = await send(t, `fw_staff=${token}`, 'GET', '/api/admin/me');
    expect(res.statusCode).toBe(401);
  });
});
