import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardAnswer, type DashboardDay } from '../../src/contract/adminDashboard.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { refreshRollup } from '../../server/admin/dashboard/rollup.ts';
import { rows, sql } from '../../server/db/connect.ts';
import { linkIn, mailsTo, signupBody } from '../helpers/account.ts';
import { backends, sessionCookie, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { checkout, order, pay } from './payments-fixtures.ts';
import { rawDay } from './admin-dashboard-raw.ts';

const json = { 'content-type': 'application/json' };
const A = 'localhost';
const B = 'she.localhost';
const DAY1 = '2031-01-10';
const DAY2 = '2031-01-11';
const at = (day: string, hour: number) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour);

/**
 * The operator's dashboard (decision 132): a small known dataset made through the public API on a
 * fake clock over two UTC days on two sites, the rollup job run in between, and every figure read
 * back per site and for all sites, as JSON and CSV; the rollup equals the raw aggregate.
 */
describe.each(backends)('admin dashboard on %s', (backend) => {
  let t: TestServer;
  let siteA = 0;
  let siteB = 0;
  let admin = '';
  beforeAll(async () => {
    t = await startTestServer(backend);
    const hosts = await rows<{ host: string; site_id: number }>(t.handle.db, sql`SELECT host, site_id FROM site_hosts WHERE host IN (${A}, ${B})`);
    siteA = Number(hosts.find((h) => h.host === A)?.site_id);
    siteB = Number(hosts.find((h) => h.host === B)?.site_id);
    await buildDataset();
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const refresh = async () => {
    const staff = await signedInStaff(t.app, 'admin', t.clock.now());
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/refresh', headers: { ...json, cookie: staff.cookie }, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
  };
  async function member(host: string, credits = 100) {
    const email = `dash-${Math.random().toString(36).slice(2)}@dash.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: { ...json, host }, payload: { email, password: 'pw-123456', credits } });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { ...json, host }, payload: { email, password: 'pw-123456' } });
    expect(login.statusCode, login.body).toBe(200);
    return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login), host };
  }
  async function signup(host: string) {
    const body = signupBody({}, t.clock.now());
    const res = await t.app.inject({ method: 'POST', url: accountApi.signup, headers: { ...json, host }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return { id: UserAnswer.parse(res.json()).user.id, email: body.email };
  }
  async function activate(email: string) {
    const res = await t.app.inject({ method: 'GET', url: linkIn((await mailsTo(t.app, email))[0], accountApi.activate) });
    expect(res.statusCode).toBe(303);
  }
  async function send(from: { cookie: string; host: string }, to: number) {
    const res = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, host: from.host, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'hello there', profile_id: to } });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function buy(s: { id: number; cookie: string }) {
    const { order: o } = await order(t, s, 0);
    const started = await pay(t, s, o.id, 'creditcard');
    await checkout(t, started.checkout_url ?? '', 'paid');
    return o.amount;
  }
  /** a lander view by one visitor (a visitor counts once a day, migration 0039) */
  async function lander(host: string, visitor: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/lander.php?kind=gallery', headers: { host, 'user-agent': visitor } });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function bounce(host: string, path: string) {
    const res = await t.app.inject({ method: 'POST', url: `/api/page-hidden.php?path=${encodeURIComponent(path)}`, headers: { ...json, host }, payload: {} });
    expect(res.statusCode).toBe(204);
  }

  let paid1 = 0;
  let paid2 = 0;
  /** Day 1: 3 visits and 1 lander bounce on A, 1 visit on B; signups, confirmations, messages, a purchase. */
  async function buildDataset() {
    t.clock.ms = at(DAY1, 9);
    await lander(A, 'visitor one');
    await lander(A, 'visitor two');
    await lander(B, 'visitor one');
    const painted = await t.app.inject({ method: 'GET', url: '/landers/gallery', headers: { host: A, accept: 'text/html', 'user-agent': 'visitor three' } });
    expect(painted.statusCode).toBe(200);
    await bounce(A, '/landers/gallery?lb=1');
    await bounce(A, '/pages/terms?lb=1');
    const a1 = await signup(A);
    const a2 = await signup(A);
    await activate(a1.email);
    const s1 = await member(A);
    await send(s1, a1.id);
    await send(s1, a1.id);
    paid1 = await buy(s1);
    const b1 = await member(B);
    const b2 = await member(B);
    await send(b1, b2.id);
    // the job's run late on day 1: day 1 as it stood then
    t.clock.ms = at(DAY1, 20);
    await refresh();
    // day 2: a2 confirms, s1 writes and buys again, s2 signs up and writes for the first time
    t.clock.ms = at(DAY2, 10);
    await activate(a2.email);
    await send(s1, a1.id);
    const s2 = await member(A);
    await send(s2, s1.id);
    paid2 = await buy(s1);
    t.clock.ms = at(DAY2, 15);
    await refresh();
  }

  const dashboard = async (site: string, from = DAY1, to = DAY2) => {
    const res = await get(`/api/admin/dashboard?from=${from}&to=${to}&site=${site}`);
    expect(res.statusCode, res.body).toBe(200);
    return DashboardAnswer.parse(res.json());
  };
  const pick = (d: DashboardDay | undefined) => d && { ...d, push_opted: undefined };

  it('counts each figure of site A by UTC day', async () => {
    const answer = await dashboard(String(siteA));
    expect(answer.days.map((d) => d.day)).toEqual([DAY1, DAY2]);
    expect(pick(answer.days[0])).toMatchObject({ lander_visits: 3, lander_bounces: 1, signups: 3, confirmed: 2, first_messages: 1, first_purchases: 1, messages: 2 });
    // day 2: a2's activation and s2 (made confirmed) count
    expect(pick(answer.days[1])).toMatchObject({ lander_visits: 0, lander_bounces: 0, signups: 1, confirmed: 2, first_messages: 1, first_purchases: 0, messages: 2 });
    // active: day 1 a1, a2 (signed up) and s1; day 2 s1 and s2; the 7 days up to day 2: all four
    expect(answer.days[0]).toMatchObject({ active_7: 3, active_30: 3 });
    expect(answer.days[1]).toMatchObject({ active_7: 4, active_30: 4 });
    expect(answer.revenue).toEqual([
      { day: DAY1, currency: 'GBP', amount: paid1, payments: 1 },
      { day: DAY2, currency: 'GBP', amount: paid2, payments: 1 },
    ]);
    expect(answer.funnel).toEqual([
      { step: 'lander_visits', count: 3 },
      { step: 'signups', count: 4 },
      { step: 'confirmed', count: 4 },
      { step: 'first_messages', count: 2 },
      { step: 'first_purchases', count: 1 },
    ]);
    expect(answer.as_of).toBe(new Date(at(DAY2, 15)).toISOString());
  });

  it('follows the members who signed up within the range through the funnel: no step exceeds the signups', async () => {
    // day 2 alone: s2 signed up (made confirmed) and wrote; a2's confirmation and s1's purchase belong
    // to members who signed up on day 1 (counted day by day, 'confirmed' was 2 of 1 signup)
    const day2 = await dashboard(String(siteA), DAY2, DAY2);
    expect(day2.days[0]).toMatchObject({ signups: 1, confirmed: 2 });
    expect(day2.funnel).toEqual([
      { step: 'lander_visits', count: 0 },
      { step: 'signups', count: 1 },
      { step: 'confirmed', count: 1 },
      { step: 'first_messages', count: 1 },
      { step: 'first_purchases', count: 0 },
    ]);
    // day 1's cohort followed to day 2: a2 confirmed on day 2 counts, s1's first purchase too
    const day1 = await dashboard(String(siteA), DAY1, DAY1);
    expect(day1.funnel.slice(1)).toEqual([
      { step: 'signups', count: 3 },
      { step: 'confirmed', count: 3 },
      { step: 'first_messages', count: 1 },
      { step: 'first_purchases', count: 1 },
    ]);
    for (const answer of [day1, day2, await dashboard('all')]) {
      const signups = answer.funnel.find((row) => row.step === 'signups')?.count ?? 0;
      for (const row of answer.funnel.slice(2)) expect(row.count, row.step).toBeLessThanOrEqual(signups);
    }
  });

  it('counts site B apart, and all sites as the sum', async () => {
    const b = await dashboard(String(siteB));
    expect(pick(b.days[0])).toMatchObject({ lander_visits: 1, signups: 2, confirmed: 2, first_messages: 1, messages: 1, first_purchases: 0 });
    expect(b.revenue).toEqual([]);
    const a = await dashboard(String(siteA));
    const all = await dashboard('all');
    for (const [i, day] of all.days.entries()) {
      for (const key of ['lander_visits', 'signups', 'confirmed', 'first_messages', 'first_purchases', 'messages', 'active_7', 'active_30'] as const) {
        expect(day[key], `${day.day} ${key}`).toBe((a.days[i]?.[key] ?? 0) + (b.days[i]?.[key] ?? 0));
      }
    }
    expect(all.sites.map((s) => s.id)).toEqual(expect.arrayContaining([siteA, siteB]));
  });

  it('the rollup equals the raw aggregate of every day, per site and for all sites', async () => {
    for (const site of [siteA, siteB, null]) {
      const answer = await dashboard(site === null ? 'all' : String(site));
      for (const day of answer.days) {
        const { push_opted: _push, ...figures } = day;
        expect(figures, `${site ?? 'all'} ${day.day}`).toEqual(await rawDay(t.handle.db, day.day, site));
      }
    }
  });

  it('today is partial: a message sent after the last run shows after the next one', async () => {
    t.clock.ms = at(DAY2, 16);
    const s = await member(A);
    const before = (await dashboard(String(siteA))).days[1];
    await send(s, (await member(A)).id);
    expect((await dashboard(String(siteA))).days[1]?.messages).toBe(before?.messages);
    await refresh();
    const after = (await dashboard(String(siteA))).days[1];
    expect(after?.messages).toBe((before?.messages ?? 0) + 1);
    expect(after?.first_messages).toBe((before?.first_messages ?? 0) + 1);
    // push opt-in is known for today (no subscriptions here), not for a day the job did not see as today
    expect(after?.push_opted).toBe(0);
  });

  it('two instances running the job at once take turns and leave the raw aggregate', async () => {
    t.clock.ms = at(DAY2, 17);
    await send(await member(A), (await member(A)).id);
    const runs = await Promise.all([refreshRollup(t.handle.db, t.clock.now()), refreshRollup(t.handle.db, t.clock.now(), { minAgeMs: 60_000 })]);
    // the lock's second holder finds a fresh result and does nothing, or recomputes the same
    expect(runs.some((r) => r.ran)).toBe(true);
    const answer = await dashboard(String(siteA));
    const { push_opted: _push, ...figures } = answer.days[1] ?? { push_opted: null };
    expect(figures).toEqual(await rawDay(t.handle.db, DAY2, siteA));
  });

  it('downloads the days as CSV, audited', async () => {
    const res = await get(`/api/admin/dashboard.csv?from=${DAY1}&to=${DAY2}&site=${siteA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dashboard-site-${siteA}-${DAY1}-${DAY2}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      ['day_utc', 'lander_visits', 'lander_bounces', 'signups', 'confirmed', 'first_messages', 'first_purchases', 'messages', 'active_7', 'active_30', 'push_opted', 'push_opt_in_rate_pct', 'revenue_GBP', 'payments_GBP']
        .map((name) => `"${name}"`)
        .join(','),
    );
    // day 1's push opt-ins as the run that saw it as today counted them (none of 3 active)
    expect(lines[1]).toBe(`"${DAY1}",3,1,3,2,1,1,2,3,3,0,0.0,${(paid1 / 100).toFixed(2)},1`);
    expect(lines).toHaveLength(3);
    const audit = await rows<{ action: string; target_id: string }>(t.handle.db, sql`SELECT action, target_id FROM staff_audit WHERE action = 'dashboard.export'`);
    expect(audit).toContainEqual({ action: 'dashboard.export', target_id: String(siteA) });
  });

  it('is for admins only', async () => {
    const url = `/api/admin/dashboard?from=${DAY1}&to=${DAY2}&site=all`;
    const m = await signedInMember(t.app);
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, m.cookie)).statusCode).toBe(401);
    for (const role of ['moderator', 'support'] as const) {
      const staff = await signedInStaff(t.app, role, t.clock.now());
      expect((await get(url, staff.cookie)).statusCode).toBe(403);
      expect((await get(url.replace('dashboard?', 'dashboard.csv?'), staff.cookie)).statusCode).toBe(403);
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/refresh', headers: { ...json, cookie: staff.cookie }, payload: {} });
      expect(refreshed.statusCode).toBe(403);
    }
    expect((await get(url)).statusCode).toBe(200);
  });

  it.each([
    ['from after to', `from=${DAY2}&to=${DAY1}`],
    ['more than 400 days', 'from=2030-01-01&to=2031-02-05'],
    ['no such date', 'from=2031-02-30&to=2031-03-01'],
    ['a site that is no number', `from=${DAY1}&to=${DAY2}&site=abc`],
    ['a NUL byte', `from=${DAY1}%00&to=${DAY2}`],
    ['a huge value', `from=${'9'.repeat(20_000)}&to=${DAY2}`],
    ['a __proto__ key', `from=${DAY1}&to=${DAY2}&__proto__[site]=1`],
    ['no range', ''],
  ])('refuses %s with 400 invalid_request', async (_name, query) => {
    const res = await get(`/api/admin/dashboard?${query}`);
    if (query.includes('__proto__')) {
      // the key is dropped or refused, never a 500
      expect([200, 400]).toContain(res.statusCode);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('400 days is the longest range; a range before the rollup existed reads as zeros', async () => {
    const answer = await dashboard('all', '2030-01-01', '2031-02-04');
    expect(answer.days).toHaveLength(400);
    expect(answer.days[0]).toMatchObject({ day: '2030-01-01', signups: 0, messages: 0, push_opted: null });
  });
});
