import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustCreditsAnswer, MemberActionAnswer, MemberDetailAnswer, MemberSearchAnswer, STAFF_ADJUSTMENT_REASON } from '../../src/contract/adminMembers.ts';
import { dataExportApi } from '../../src/contract/dataExport.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { accountDeletions, complaints, creditBundles, creditLedger, dataExports, members, orders, payments, photos, pushSubscriptions, reports, sessions, sites, staffAudit } from '../../server/db/schema.ts';
import { writeAudit } from '../../server/staff/audit.ts';
import { mailsTo, post as postJson, signupBody } from '../helpers/account.ts';
import { backends, sessionCookie, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('member back office on %s', (backend) => {
  let t: TestServer;
  let admin: string;
  let support: string;
  let moderator: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    t.clock.ms = Date.UTC(2026, 10, 24, 12, 0, 0);
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
    support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
    moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (cookie: string | null, url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (cookie: string | null, url: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { ...json, cookie } : json, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const search = async (q: string, extra = '', cookie = support) => {
    const res = await get(cookie, `/api/admin/members?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return MemberSearchAnswer.parse(res.json()).members;
  };
  const detail = async (id: number, cookie = support) => {
    const res = await get(cookie, `/api/admin/members/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return MemberDetailAnswer.parse(res.json()).member;
  };
  const adjust = (id: number, amount: number, reason = 'Goodwill after a failed payment', key: string = crypto.randomUUID(), cookie = admin) =>
    post(cookie, `/api/admin/members/${id}/credits`, { amount, reason, key });
  const ownCredits = async (cookie: string) => UserAnswer.parse((await get(cookie, '/api/user.php')).json()).user.credits;
  const auditOf = (id: number, action: string) =>
    t.handle.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.targetKind, 'member'), eq(staffAudit.targetId, String(id)), eq(staffAudit.action, action)));

  it('access: support and admin find and read; support resends activation and ends sessions; credits, deletion and export are admin only; moderators and members get nothing', async () => {
    const someone = await signedInMember(t.app, { name: 'Matrixa' }, 'matrix');
    const memberCookie = someone.cookie;
    const base = `/api/admin/members/${someone.id}`;
    const reads = [`/api/admin/members?q=matrix`, base];
    for (const url of reads) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(memberCookie, url)).statusCode).toBe(401);
      expect((await get(moderator, url)).statusCode).toBe(403);
      expect((await get(support, url)).statusCode).toBe(200);
      expect((await get(admin, url)).statusCode).toBe(200);
    }
    const adminOnly = [`${base}/credits`, `${base}/deletion`, `${base}/data-export`];
    for (const url of adminOnly) {
      const body = url.endsWith('/credits') ? { amount: 5, reason: 'matrix check', key: crypto.randomUUID() } : {};
      expect((await post(null, url, body)).statusCode).toBe(401);
      expect((await post(memberCookie, url, body)).statusCode).toBe(401);
      expect((await post(moderator, url, body)).statusCode).toBe(403);
      expect((await post(support, url, body)).statusCode).toBe(403);
    }
    for (const url of [`${base}/activation-mail`, `${base}/end-sessions`]) {
      expect((await post(null, url)).statusCode).toBe(401);
      expect((await post(moderator, url)).statusCode).toBe(403);
    }
    // nothing the refused calls would have done happened
    expect((await detail(someone.id)).credits).toBe(0);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, someone.id))).toHaveLength(0);
    expect((await post(support, `${base}/end-sessions`)).statusCode).toBe(200);
  });

  it('finds a member by e-mail (any case, prefix), name, id and payment reference, on every site or one', async () => {
    const found = await signedInMember(t.app, { name: 'Quirinella' }, 'findme');
    const [row] = await t.handle.db.select().from(members).where(eq(members.id, found.id));
    if (!row) throw new Error('member missing');
    expect((await search(row.email.toUpperCase())).map((m) => m.id)).toEqual([found.id]);
    const byPrefix = await search(row.email.slice(0, 12), '&by=email');
    expect(byPrefix.map((m) => m.id)).toContain(found.id);
    expect(byPrefix.find((m) => m.id === found.id)?.matched).toBe('email');
    expect((await search('quirinell', '&by=name')).map((m) => m.id)).toEqual([found.id]);
    const byId = await search(String(found.id));
    expect(byId.map((m) => m.id)).toContain(found.id);
    expect(byId.find((m) => m.id === found.id)?.matched).toBe('id');
    expect((await search(String(found.id), '&by=id')).map((m) => m.id)).toEqual([found.id]);

    // a payment: its id, the provider's id and a wire reference all find the member
    const [bundle] = await t.handle.db.select().from(creditBundles).where(eq(creditBundles.siteId, row.siteId)).limit(1);
    if (!bundle) throw new Error('no bundle');
    const now = t.clock.now();
    const [order] = await t.handle.db
      .insert(orders)
      .values({ memberId: found.id, idempotencyKey: 'k1', bundleId: bundle.id, credits: 100, bonus: 10, amount: 999, originalAmount: 999, currency: 'EUR', country: 'GB', createdAt: now })
      .returning();
    if (!order) throw new Error('order not stored');
    const paymentId = `pay_${crypto.randomUUID()}`;
    await t.handle.db.insert(payments).values({
      id: paymentId,
      memberId: found.id,
      orderId: order.id,
      idempotencyKey: 'k1',
      provider: 'mollie',
      providerPaymentId: 'tr_WDqYK6vllg',
      method: 'creditcard',
      status: 'completed',
      amount: 999,
      currency: 'EUR',
      country: 'GB',
      wireReference: 'FW-7788-QX',
      createdAt: now,
      updatedAt: now,
      completedAt: now,
    });
    for (const ref of [paymentId, 'tr_WDqYK6vllg', 'FW-7788-QX']) {
      const hits = await search(ref);
      expect(hits.map((m) => m.id), ref).toEqual([found.id]);
      expect(hits[0]?.matched).toBe('payment');
    }
    expect((await detail(found.id)).payments.map((p) => [p.id, p.credits, p.provider_ref])).toEqual([[paymentId, 110, 'tr_WDqYK6vllg']]);

    // one site, or another site: the member is only on their own
    expect((await search(row.email, `&site=${row.siteId}`)).map((m) => m.id)).toEqual([found.id]);
    expect(await search(row.email, `&site=${row.siteId + 1000}`)).toEqual([]);
    expect(await search('no-such-member-anywhere@nowhere.test')).toEqual([]);
  });

  it('the file shows the other sites, photos, push devices by session, reports both ways, complaints and the moderation history', async () => {
    const member = await signedInMember(t.app, { name: 'Filemember' }, 'file');
    const [row] = await t.handle.db.select().from(members).where(eq(members.id, member.id));
    if (!row) throw new Error('member missing');
    const other = await signedInMember(t.app, {}, 'file-other');
    const [otherSite] = await t.handle.db.select().from(sites).where(ne(sites.id, row.siteId)).limit(1);
    if (!otherSite) throw new Error('one site only');
    const twin = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email: row.email, password: 'pw-123456', site: otherSite.domain } });
    expect(twin.statusCode, twin.body).toBe(201);
    const now = t.clock.now();
    await t.handle.db.insert(photos).values({ memberId: member.id, filename: `f-${member.id}.jpg`, thumbFilename: `t-${member.id}.jpg`, matchFilename: `m-${member.id}.jpg`, status: 'pending' });
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    await t.handle.db.insert(pushSubscriptions).values({ memberId: member.id, sessionTokenHash: session?.tokenHash ?? '', endpoint: `https://fcm.googleapis.com/fcm/send/${member.id}`, p256dh: 'k', auth: 'a', createdAt: now });
    await t.handle.db.insert(reports).values({ siteId: row.siteId, reporterId: other.id, targetMemberId: member.id, reason: 'scam', note: 'asked for money', createdAt: now });
    await t.handle.db.insert(reports).values({ siteId: row.siteId, reporterId: member.id, targetMemberId: other.id, reason: 'spam', createdAt: now });
    await t.handle.db.insert(complaints).values({ siteId: row.siteId, memberId: other.id, category: 'member', text: 'rude', targetMemberId: member.id, createdAt: now });
    await writeAudit(t.handle.db, { staffId: null, action: 'member.warn', targetKind: 'member', targetId: member.id, after: { state: 'warned', reason: 'Be kind' }, at: now });

    const file = await detail(member.id);
    expect(file.other_sites.map((o) => [o.member_id, o.site.id])).toEqual([[twin.json<{ id: number }>().id, otherSite.id]]);
    expect(file.photos.find((p) => p.url.endsWith(`t-${member.id}.jpg`))?.review).toBe('queued');
    expect(file.sessions.find((s) => s.live)?.push_devices).toEqual(['fcm.googleapis.com']);
    expect(file.reports.map((r) => [r.kind, r.direction, r.other_id, r.reason]).sort()).toEqual([
      ['complaint', 'about', other.id, 'member'],
      ['report', 'about', other.id, 'scam'],
      ['report', 'by', other.id, 'spam'],
    ]);
    expect(file.history.map((h) => [h.action, h.reason])).toEqual([['member.warn', 'Be kind']]);
    // the address's accounts on other sites are found too, each with its site
    const hits = await search(row.email);
    expect(hits.map((h) => h.site.id).sort()).toEqual([row.siteId, otherSite.id].sort());
  });

  it('hostile input is a 400 with a code (never a 500), and LIKE wildcards match only themselves', async () => {
    const bad = [
      '/api/admin/members',
      '/api/admin/members?q=',
      `/api/admin/members?q=${'x'.repeat(201)}`,
      '/api/admin/members?q=a%00b',
      '/api/admin/members?q=abc&by=password',
      '/api/admin/members?q=abc&site=-1',
      '/api/admin/members?q=abc&site=99999999999999',
      '/api/admin/members/abc',
      '/api/admin/members/0',
      '/api/admin/members/99999999999',
    ];
    for (const url of bad) {
      const res = await get(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: string }>().error, url).toBe('invalid_request');
    }
    expect((await get(admin, '/api/admin/members/2147483000')).statusCode).toBe(404);
    // `%` and `_` are no wildcards: nobody's name or address is made of them
    expect(await search('%', '&by=name')).toEqual([]);
    expect(await search('_', '&by=email')).toEqual([]);

    const someone = await signedInMember(t.app, {}, 'hostile');
    const url = `/api/admin/members/${someone.id}/credits`;
    const key = crypto.randomUUID();
    const badBodies: unknown[] = [
      { amount: 0, reason: 'zero is no change', key },
      { amount: 1.5, reason: 'half a credit', key },
      { amount: 100_001, reason: 'far too many', key },
      { amount: -100_001, reason: 'far too many', key },
      { amount: 5, reason: '', key },
      { amount: 5, reason: '  ', key },
      { amount: 5, reason: 'r'.repeat(501), key },
      { amount: 5, reason: 'bad\u0000byte', key },
      { amount: 5, reason: 'no key' },
      { amount: '5', reason: 'a string amount', key },
      '{"amount":5,"reason":"pollution","key":"' + key + '","__proto__":{"admin":true}}',
      '{"amount":1e309,"reason":"infinite","key":"' + key + '"}',
      'not json',
    ];
    for (const body of badBodies) {
      const res = await post(admin, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(support, `/api/admin/members/${someone.id}/end-sessions`, '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post(support, `/api/admin/members/${someone.id}/end-sessions`, { extra: 1 })).statusCode).toBe(400);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, someone.id))).toHaveLength(0);
  });

  it('a credit adjustment is a ledger line with the staff id and reason, audited, and the member sees the new balance; a repeat books once; below zero is refused', async () => {
    const member = await signedInMember(t.app, { credits: 40 }, 'credits');
    expect(await ownCredits(member.cookie)).toBe(40);
    const key = crypto.randomUUID();
    const res = await adjust(member.id, 25, 'Goodwill: message lost in an outage', key);
    expect(res.statusCode, res.body).toBe(200);
    const done = AdjustCreditsAnswer.parse(res.json());
    expect(done.credits).toBe(65);
    expect(done.repeated).toBe(false);
    expect(await ownCredits(member.cookie)).toBe(65);

    const lines = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, member.id));
    const line = lines.find((l) => l.reason === STAFF_ADJUSTMENT_REASON);
    expect(line).toMatchObject({ delta: 25, balanceAfter: 65, note: 'Goodwill: message lost in an outage' });
    expect(line?.staffId).toBeGreaterThan(0);
    const [audit] = await auditOf(member.id, 'member.credits');
    expect(audit?.staffId).toBe(line?.staffId);
    expect(audit?.before).toEqual({ credits: 40 });
    expect(audit?.after).toMatchObject({ credits: 65, amount: 25, reason: { chars: 'Goodwill: message lost in an outage'.length }, ledger_id: line?.id });

    // a double click: the same key answers the same line and changes nothing
    const again = AdjustCreditsAnswer.parse((await adjust(member.id, 25, 'Goodwill: message lost in an outage', key)).json());
    expect(again).toMatchObject({ credits: 65, repeated: true, ledger: { id: line?.id } });
    expect(await auditOf(member.id, 'member.credits')).toHaveLength(1);

    // taking back more than there is: refused, nothing written
    const refused = await adjust(member.id, -66, 'Chargeback by the bank');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('credit_adjustment_refused');
    const taken = AdjustCreditsAnswer.parse((await adjust(member.id, -65, 'Chargeback by the bank')).json());
    expect(taken.credits).toBe(0);
    expect(await ownCredits(member.cookie)).toBe(0);

    const file = await detail(member.id);
    expect(file.credits).toBe(0);
    expect(file.ledger.slice(0, 2).map((l) => [l.delta, l.balance_after, l.note])).toEqual([
      [-65, 0, 'Chargeback by the bank'],
      [25, 65, 'Goodwill: message lost in an outage'],
    ]);
    expect(file.ledger[0]?.staff_email).toMatch(/^admin-/);
    expect(file.history.filter((h) => h.action === 'member.credits').map((h) => h.reason)).toEqual(['Chargeback by the bank', 'Goodwill: message lost in an outage']);
    expect((await adjust(2147483000, 5)).statusCode).toBe(404);

    // a member below zero after a chargeback (decision 130) may be given credits that leave them below zero still
    await t.handle.db.update(members).set({ credits: -15 }).where(eq(members.id, member.id));
    const gift = await adjust(member.id, 10, 'Goodwill after the chargeback');
    expect(gift.statusCode, gift.body).toBe(200);
    expect(AdjustCreditsAnswer.parse(gift.json()).credits).toBe(-5);
    expect((await adjust(member.id, -1, 'Taking more')).statusCode).toBe(409);
  });

  it('adjustments at the same time all count: none is lost', async () => {
    const member = await signedInMember(t.app, { credits: 10 }, 'parallel');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => adjust(member.id, i % 3 === 0 ? -1 : 3, `parallel adjustment ${i}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    // 4 × -1 and 8 × +3
    expect(await ownCredits(member.cookie)).toBe(10 - 4 + 24);
    const lines = await t.handle.db.select().from(creditLedger).where(and(eq(creditLedger.memberId, member.id), eq(creditLedger.reason, STAFF_ADJUSTMENT_REASON)));
    expect(lines).toHaveLength(12);
    // each line's balance follows the one before it
    const ordered = [...lines].sort((a, b) => a.id - b.id);
    let balance = 10;
    for (const l of ordered) {
      balance += l.delta;
      expect(l.balanceAfter).toBe(balance);
    }
    // two takings of the whole balance at once: judged after the lock, only one can pass
    const other = await signedInMember(t.app, { credits: 5 }, 'parallel-take');
    const takes = await Promise.all([adjust(other.id, -5, 'take one'), adjust(other.id, -5, 'take two')]);
    expect(takes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ownCredits(other.cookie)).toBe(0);
  });

  it('ending all sessions logs the member out on every device, and is audited', async () => {
    const member = await signedInMember(t.app, {}, 'sessions');
    const [row] = await t.handle.db.select().from(members).where(eq(members.id, member.id));
    const second = sessionCookie(await postJson(t.app, '/api/user.php', { email: row?.email, password: 'pw-123456' }));
    expect((await get(member.cookie, '/api/user.php')).statusCode).toBe(200);
    expect((await get(second, '/api/user.php')).statusCode).toBe(200);
    expect((await detail(member.id)).sessions.filter((s) => s.live)).toHaveLength(2);

    const res = await post(support, `/api/admin/members/${member.id}/end-sessions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(MemberActionAnswer.parse(res.json()).ended).toBe(2);
    for (const cookie of [member.cookie, second]) expect([401, 403]).toContain((await get(cookie, '/api/user.php')).statusCode);
    expect((await detail(member.id)).sessions.filter((s) => s.live)).toHaveLength(0);
    const [audit] = await auditOf(member.id, 'member.end_sessions');
    expect(audit?.after).toEqual({ ended: 2 });
    expect((await detail(member.id)).history[0]?.action).toBe('member.end_sessions');
  });

  it('resends the activation mail to an unconfirmed member only', async () => {
    const body = signupBody({}, t.clock.now());
    const signup = await postJson(t.app, accountApi.signup, body);
    expect(signup.statusCode, signup.body).toBe(201);
    const id = UserAnswer.parse(signup.json()).user.id;
    expect(await mailsTo(t.app, body.email)).toHaveLength(1);
    const res = await post(support, `/api/admin/members/${id}/activation-mail`);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo(t.app, body.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.links.some((l) => new URL(l).pathname === accountApi.activate)).toBe(true);
    expect(await auditOf(id, 'member.activation_mail')).toHaveLength(1);

    const confirmed = await signedInMember(t.app, {}, 'confirmed');
    const refused = await post(support, `/api/admin/members/${confirmed.id}/activation-mail`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('member_already_confirmed');
    expect(await auditOf(confirmed.id, 'member.activation_mail')).toHaveLength(0);
  });

  it('an admin starts the account deletion: the member is logged out, mailed the reactivation link, and it is audited once', async () => {
    const member = await signedInMember(t.app, {}, 'deleteme');
    const [row] = await t.handle.db.select().from(members).where(eq(members.id, member.id));
    const res = await post(admin, `/api/admin/members/${member.id}/deletion`);
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.handle.db.select().from(members).where(eq(members.id, member.id));
    expect(after?.status).toBe('pending_deletion');
    expect(await t.handle.db.select().from(accountDeletions).where(eq(accountDeletions.memberId, member.id))).toHaveLength(1);
    expect([401, 403]).toContain((await get(member.cookie, '/api/user.php')).statusCode);
    const mails = await mailsTo(t.app, row?.email ?? '');
    expect(mails[0]?.links.some((l) => new URL(l).pathname === accountApi.reactivate)).toBe(true);
    expect((await detail(member.id)).erase_after).not.toBeNull();

    const twice = await post(admin, `/api/admin/members/${member.id}/deletion`);
    expect(twice.statusCode).toBe(409);
    expect(await auditOf(member.id, 'member.delete')).toHaveLength(1);
  });

  it("an admin starts the member's own data export; asking again while it is prepared starts no second one", async () => {
    const member = await signedInMember(t.app, {}, 'export');
    const res = await post(admin, `/api/admin/members/${member.id}/data-export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(MemberActionAnswer.parse(res.json()).export_state).toBe('pending');
    expect(await t.handle.db.select().from(dataExports).where(eq(dataExports.memberId, member.id))).toHaveLength(1);
    expect(await auditOf(member.id, 'member.data_export')).toHaveLength(1);
    expect((await post(admin, `/api/admin/members/${member.id}/data-export`)).statusCode).toBe(200);
    expect(await t.handle.db.select().from(dataExports).where(eq(dataExports.memberId, member.id))).toHaveLength(1);
    // the member's own settings page shows it
    const own = await get(member.cookie, dataExportApi.status);
    expect(own.json<{ export: { status: string } }>().export.status).toBe('pending');
  });
});
