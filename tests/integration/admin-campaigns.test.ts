import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../server/db/connect.ts';
import { sendDueCampaigns } from '../../server/admin/campaigns/send.ts';
import type { AudienceAnswer, CampaignAnswerOne, CampaignListAnswer, CampaignOptionsAnswer, PreviewAnswer } from '../../src/contract/adminCampaigns.ts';
import { PushPayload } from '../../src/contract/push.ts';
import { TestPushService } from '../helpers/pushService.ts';
import { backends, sessionCookie, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';

/**
 * Campaigns in the staff console (decision 131): admin only, validated, audience counts, sending
 * now and at a time (once, even with two instances), figures and the click link.
 */
const json = { 'content-type': 'application/json' };
const HOUR = 60 * 60_000;
const WEBHOOK = 'mail-webhook-secret-0123456789';

const texts = {
  en: { title: 'Half price credits this weekend', body: 'All credit bundles cost half until Sunday.' },
  de: { title: 'Halber Preis fürs Wochenende', body: 'Alle Credit-Pakete kosten bis Sonntag die Hälfte.', button: 'Zu den Credits' },
};
const anyone = { paying: 'any', inactive_days: null } as const;

describe.each(backends)('campaigns in the staff console on %s (decision 131)', (backend) => {
  let t: TestServer;
  let push: TestPushService;
  let admin: string;
  let sites: { id: number; domain: string }[];
  beforeAll(async () => {
    t = await startTestServer(backend, { MAIL_WEBHOOK_SECRET: WEBHOOK });
    push = await TestPushService.start();
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
    sites = await rows<{ id: number; domain: string }>(t.handle.db, sql`SELECT id, domain FROM sites ORDER BY id`);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...(payload === undefined ? {} : json), ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const site = (i: number) => {
    const s = sites[i];
    if (!s) throw new Error(`no site ${i}`);
    return s;
  };

  /** a member of site `i` who opted in to `kinds`, in `language`; paying, last seen `seenDaysAgo` */
  async function member(opts: { site?: number; kinds?: string[]; language?: string; paying?: boolean; seenDaysAgo?: number } = {}) {
    const email = `camp-${Math.random().toString(36).slice(2)}@int.test`;
    const host = site(opts.site ?? 0).domain;
    const created = await call('POST', '/api/test/members', undefined, { email, password: 'pw-123456', site: host, paid_user: opts.paying ?? false });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { ...json, host }, payload: { email, password: 'pw-123456' } });
    const cookie = sessionCookie(login);
    const current = await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie, host } });
    const preferences = { ...current.json<{ preferences: Record<string, boolean> }>().preferences };
    for (const kind of opts.kinds ?? []) preferences[kind] = true;
    const put = await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie, host }, payload: { preferences } });
    expect(put.statusCode, put.body).toBe(200);
    // after the login, which sets last_seen
    const seen = new Date(t.clock.now().getTime() - (opts.seenDaysAgo ?? 0) * 24 * HOUR).toISOString();
    await rows(t.handle.db, sql`UPDATE members SET language = ${opts.language ?? 'en'}, last_seen = ${seen}::timestamptz, signup_date = ${seen}::timestamptz WHERE id = ${id}`);
    return { id, cookie, host, email };
  }

  const count = async (body: object) => {
    const res = await call('POST', '/api/admin/campaigns/audience', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AudienceAnswer>();
  };
  const create = async (body: object) => {
    const res = await call('POST', '/api/admin/campaigns', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CampaignAnswerOne>().campaign;
  };
  const figures = async (id: number) => (await call('GET', `/api/admin/campaigns/${id}`, admin)).json<CampaignAnswerOne>().campaign;
  const mailsOf = (ids: number[], kind: string) =>
    rows<{ member_id: number; subject: string; text_body: string; unsubscribe_token: string }>(
      t.handle.db,
      sql`SELECT member_id, subject, text_body, unsubscribe_token FROM mail_outbox WHERE kind = ${`notify:${kind}`} AND member_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`,
    );

  it('only admins reach the campaign routes; visitors, members, moderators and support do not', async () => {
    const moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
    const support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
    const memberCookie = (await signedInMember(t.app)).cookie;
    const routes: [string, (c: string | undefined) => Promise<LightMyRequestResponse>, number][] = [
      ['list', (c) => call('GET', '/api/admin/campaigns', c), 200],
      ['options', (c) => call('GET', '/api/admin/campaigns/options', c), 200],
      ['audience', (c) => call('POST', '/api/admin/campaigns/audience', c, { kind: 'news', sites: 'all', audience: anyone }), 200],
      ['preview', (c) => call('POST', '/api/admin/campaigns/preview', c, { texts, path: '/credits', sites: 'all' }), 200],
      ['create (bad body)', (c) => call('POST', '/api/admin/campaigns', c, { kind: 'news' }), 400],
      ['one', (c) => call('GET', '/api/admin/campaigns/999999', c), 404],
      ['cancel', (c) => call('POST', '/api/admin/campaigns/999999/cancel', c, {}), 404],
    ];
    for (const [name, run, ok] of routes) {
      const got = {
        visitor: (await run(undefined)).statusCode,
        member: (await run(memberCookie)).statusCode,
        moderator: (await run(moderator)).statusCode,
        support: (await run(support)).statusCode,
        admin: (await run(admin)).statusCode,
      };
      expect(got, name).toEqual({ visitor: 401, member: 401, moderator: 403, support: 403, admin: ok });
    }
    // the operator call takes an admin's staff session too (no token header), and nobody else's
    const op = { id: 'matrix-op', kind: 'news', site_id: null, path: '/credits', texts: { en: texts.en } };
    expect((await call('POST', '/api/admin/campaign.php', support, op)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/campaign.php', undefined, op)).statusCode).toBe(401);
  });

  it('refuses bad and hostile input with 400, never 500', async () => {
    const good = { kind: 'news', texts, path: '/credits', sites: 'all', audience: anyone, send: 'now' };
    const bad: [string, unknown][] = [
      ['unknown kind', { ...good, kind: 'spam' }],
      ['no texts', { ...good, texts: {} }],
      ['unknown locale', { ...good, texts: { xx: texts.en } }],
      ['NUL byte', { ...good, texts: { en: { title: 'a\u0000b', body: 'x' } } }],
      ['huge body', { ...good, texts: { en: { title: 't', body: 'x'.repeat(100_000) } } }],
      ['empty title', { ...good, texts: { en: { title: '   ', body: 'x' } } }],
      ['another host', { ...good, path: '//evil.example/x' }],
      ['backslash host', { ...good, path: '/\\evil.example' }],
      ['absolute url', { ...good, path: 'https://evil.example/' }],
      ['javascript', { ...good, path: 'javascript:alert(1)' }],
      ['no sites', { ...good, sites: [] }],
      ['unknown site', { ...good, sites: [999_999] }],
      ['negative inactivity', { ...good, audience: { paying: 'any', inactive_days: -1 } }],
      ['bad paying', { ...good, audience: { paying: 'rich', inactive_days: null } }],
      ['no time', { ...good, send: 'at' }],
      ['past time', { ...good, send: 'at', scheduled_at: new Date(t.clock.now().getTime() - 2 * HOUR).toISOString() }],
      ['far future', { ...good, send: 'at', scheduled_at: new Date(t.clock.now().getTime() + 400 * 24 * HOUR).toISOString() }],
      ['not a time', { ...good, send: 'at', scheduled_at: 'tomorrow' }],
    ];
    for (const [name, body] of bad) {
      const res = await call('POST', '/api/admin/campaigns', admin, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json<{ error: string }>().error, name).toBe('invalid_request');
    }
    const proto = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers: { ...json, cookie: admin }, payload: '{"kind":"news","__proto__":{"x":1}}' });
    expect(proto.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns/audience', headers: { ...json, cookie: admin }, payload: '{"kind":' });
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/campaigns/abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/campaigns/99999999999999999999', admin)).statusCode).toBe(400);
    // nothing was stored
    const [stored] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM campaigns`);
    expect(Number(stored?.n)).toBe(0);
    // the database refuses a path to another host too
    await expect(
      rows(t.handle.db, sql`INSERT INTO campaigns (kind, texts, path, audience, status, scheduled_at, created_at, updated_at) VALUES ('news', '{}', '//evil.example', '{}', 'scheduled', now(), now(), now())`),
    ).rejects.toThrow();
  });

  it('counts the audience with each filter: opted in to the kind, sites, paying or not, inactive for N days', async () => {
    const spec = (over: object = {}) => ({ kind: 'reminders', sites: [site(1).id], audience: anyone, ...over });
    const before = {
      all: (await count(spec())).members,
      paying: (await count(spec({ audience: { paying: 'paying', inactive_days: null } }))).members,
      notPaying: (await count(spec({ audience: { paying: 'not_paying', inactive_days: null } }))).members,
      inactive: (await count(spec({ audience: { paying: 'any', inactive_days: 30 } }))).members,
      payingInactive: (await count(spec({ audience: { paying: 'paying', inactive_days: 30 } }))).members,
      otherSite: (await count(spec({ sites: [site(0).id] }))).members,
      everySite: (await count(spec({ sites: 'all' }))).members,
    };
    await member({ site: 1, kinds: ['reminders'], paying: true, seenDaysAgo: 1 });
    await member({ site: 1, kinds: ['reminders'], paying: false, seenDaysAgo: 45, language: 'de' });
    await member({ site: 1, kinds: ['reminders'], paying: false, seenDaysAgo: 2 });
    await member({ site: 1, kinds: ['news'] }); // another kind
    await member({ site: 1, kinds: [] }); // opted in to nothing
    await member({ site: 0, kinds: ['reminders'] }); // another site
    const after = await count(spec());
    expect(after.members - before.all).toBe(3);
    expect(after.by_locale.de).toBeGreaterThanOrEqual(1);
    expect((await count(spec({ audience: { paying: 'paying', inactive_days: null } }))).members - before.paying).toBe(1);
    expect((await count(spec({ audience: { paying: 'not_paying', inactive_days: null } }))).members - before.notPaying).toBe(2);
    expect((await count(spec({ audience: { paying: 'any', inactive_days: 30 } }))).members - before.inactive).toBe(1);
    // both filters at once: the paying member was seen yesterday
    expect((await count(spec({ audience: { paying: 'paying', inactive_days: 30 } }))).members - before.payingInactive).toBe(0);
    expect((await count(spec({ sites: [site(0).id] }))).members - before.otherSite).toBe(1);
    expect((await count(spec({ sites: 'all' }))).members - before.everySite).toBe(4);
  });

  it('previews the push and the e-mail of each locale', async () => {
    const res = await call('POST', '/api/admin/campaigns/preview', admin, { texts, path: '/credits', sites: [site(0).id] });
    expect(res.statusCode, res.body).toBe(200);
    const { previews } = res.json<PreviewAnswer>();
    expect(previews.map((p) => p.locale).sort()).toEqual(['de', 'en']);
    const de = previews.find((p) => p.locale === 'de');
    expect(de?.push).toEqual({ title: texts.de.title, body: texts.de.body });
    expect(de?.mail.subject).toBe(texts.de.title);
    expect(de?.mail.text).toContain('Hallo');
    expect(de?.mail.text).toContain('Zu den Credits');
    expect(de?.mail.text).toContain('/credits');
  });

  it('send now reaches only the opted-in members of the chosen site in their language, by push or e-mail, and counts it', async () => {
    const german = await member({ site: 1, kinds: ['promotions'], language: 'de' });
    const english = await member({ site: 1, kinds: ['promotions'] });
    const french = await member({ site: 1, kinds: ['promotions'], language: 'fr' }); // no French texts: the site's language (en)
    const pushed = await member({ site: 1, kinds: ['promotions'] });
    const sub = push.subscribe();
    expect((await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: pushed.cookie, host: pushed.host }, payload: sub })).statusCode).toBe(200);
    const quiet = await member({ site: 1, kinds: ['news'] });
    const elsewhere = await member({ site: 0, kinds: ['promotions'] });

    const campaign = await create({ kind: 'promotions', texts, path: '/credits', sites: [site(1).id], audience: anyone, send: 'now' });
    expect(campaign.status).toBe('scheduled');
    await t.app.notifier.jobs.tick();

    const ids = [german.id, english.id, french.id, pushed.id, quiet.id, elsewhere.id];
    const mails = await mailsOf(ids, 'promotions');
    expect(mails.map((m) => m.member_id).sort()).toEqual([german.id, english.id, french.id].sort());
    expect(mails.find((m) => m.member_id === german.id)?.subject).toBe(texts.de.title);
    expect(mails.find((m) => m.member_id === english.id)?.subject).toBe(texts.en.title);
    expect(mails.find((m) => m.member_id === french.id)?.subject).toBe(texts.en.title);
    const received = push.for(sub.endpoint).map((p) => PushPayload.parse(JSON.parse(p.text)));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ kind: 'promotions', title: texts.en.title });
    expect(received[0]?.url).toMatch(new RegExp(`^/api/c/${campaign.id}\\?t=`));

    const done = await figures(campaign.id);
    expect(done.status).toBe('sent');
    expect(done.figures).toEqual({ push_sent: 1, push_delivered: 1, emails_sent: 3, bounces: 0, clicks: 0 });
    // a second round sends nothing more
    await sendDueCampaigns(t.app.notifier.delivery);
    expect(await mailsOf(ids, 'promotions')).toHaveLength(3);

    // clicks: each member's link counts once, leads to the campaign's path; a forged token counts nothing
    const link = (m: { text_body: string } | undefined) => /\/api\/c\/\d+\?t=[\w-]+/.exec(m?.text_body ?? '')?.[0] ?? '';
    const germanLink = link(mails.find((m) => m.member_id === german.id));
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: germanLink });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/credits');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: received[0]?.url ?? '' })).headers.location).toBe('/credits');
    expect((await t.app.inject({ method: 'GET', url: `/api/c/${campaign.id}?t=${'A'.repeat(24)}` })).headers.location).toBe('/credits');
    // the bounce of the English mail, named by its token
    const englishMail = mails.find((m) => m.member_id === english.id);
    const bounce = await t.app.inject({
      method: 'POST',
      url: '/api/mail/bounce.php',
      headers: { ...json, authorization: `Bearer ${WEBHOOK}` },
      payload: { token: englishMail?.unsubscribe_token, type: 'hard' },
    });
    expect(bounce.statusCode).toBe(200);
    expect((await figures(campaign.id)).figures).toEqual({ push_sent: 1, push_delivered: 1, emails_sent: 3, bounces: 1, clicks: 2 });

    // the list shows it with its figures, and the audit log has who sent it
    const list = (await call('GET', '/api/admin/campaigns', admin)).json<CampaignListAnswer>();
    expect(list.campaigns.find((c) => c.id === campaign.id)?.figures.clicks).toBe(2);
    const audit = await rows<{ action: string }>(t.handle.db, sql`SELECT action FROM staff_audit WHERE target_kind = 'campaign' AND target_id = ${String(campaign.id)}`);
    expect(audit.map((a) => a.action)).toEqual(['campaign.create']);
  });

  it('a push that fails is sent by e-mail too, and counts as delivered when its retry gets through', async () => {
    // the only member of this audience: not seen for three days (the earlier members were seen today)
    const flaky = await member({ site: 1, kinds: ['promotions'], seenDaysAgo: 3 });
    const sub = push.subscribe();
    await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: flaky.cookie, host: flaky.host }, payload: sub });
    push.setStatus(sub.endpoint, 500);
    const campaign = await create({ kind: 'promotions', texts, path: '/credits', sites: [site(1).id], audience: { paying: 'any', inactive_days: 1 }, send: 'now' });
    await t.app.notifier.jobs.tick();
    const first = (await figures(campaign.id)).figures;
    expect(first.push_sent).toBe(1);
    expect(first.push_delivered).toBe(0);
    expect(await mailsOf([flaky.id], 'promotions')).toHaveLength(1);
    push.setStatus(sub.endpoint, 201);
    t.clock.advance(5 * 60_000);
    await t.app.notifier.jobs.tick();
    expect((await figures(campaign.id)).figures.push_delivered).toBe(1);
  });

  it('the click link never leads to another host', async () => {
    for (const url of ['/api/c/999999?t=AAAAAAAAAAAAAAAAAAAAAAAA', '/api/c/abc?t=x', '/api/c/1?t=%2F%2Fevil.example', '/api/c/-1', '/api/c/1?t=//evil.example&next=https://evil.example']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toMatch(/^\/(?![/\\])/);
    }
  });

  it('a scheduled campaign goes out once at its time, even with two instances, and a cancelled one never', async () => {
    const second = await t.build();
    const target = await member({ site: 1, kinds: ['news'], language: 'de' });
    const at = new Date(t.clock.now().getTime() + 2 * HOUR);
    const campaign = await create({ kind: 'news', texts, path: '/pages/faq', sites: [site(1).id], audience: anyone, send: 'at', scheduled_at: at.toISOString() });
    const other = await create({ kind: 'news', texts, path: '/pages/faq', sites: [site(1).id], audience: anyone, send: 'at', scheduled_at: at.toISOString() });
    const cancelled = await call('POST', `/api/admin/campaigns/${other.id}/cancel`, admin, {});
    expect(cancelled.json<CampaignAnswerOne>().campaign.status).toBe('cancelled');

    await Promise.all([t.app.notifier.jobs.tick(), second.notifier.jobs.tick()]);
    expect(await mailsOf([target.id], 'news')).toHaveLength(0);
    expect((await figures(campaign.id)).status).toBe('scheduled');

    t.clock.advance(2 * HOUR + 1000);
    // both instances' job rounds and both senders at once: one claims it
    const [, , mine, theirs] = await Promise.all([
      t.app.notifier.jobs.tick(),
      second.notifier.jobs.tick(),
      sendDueCampaigns(t.app.notifier.delivery),
      sendDueCampaigns(second.notifier.delivery),
    ]);
    expect(mine + theirs).toBeLessThanOrEqual(1);
    await Promise.all([t.app.notifier.jobs.tick(), second.notifier.jobs.tick()]);
    const mails = await mailsOf([target.id], 'news');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(texts.de.title);
    const sent = await figures(campaign.id);
    expect(sent.status).toBe('sent');
    expect(sent.figures.emails_sent).toBeGreaterThanOrEqual(1);
    expect((await figures(other.id)).status).toBe('cancelled');
    // a campaign that went out cannot be cancelled
    const late = await call('POST', `/api/admin/campaigns/${campaign.id}/cancel`, admin, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'campaign_started' });
  });

  it('the operator call with ADMIN_TOKEN becomes a campaign shown in the console, audited without a staff member', async () => {
    const token = 'operator-token-0123456789abcdef';
    const withToken = await t.build({ ADMIN_TOKEN: token });
    const res = await withToken.inject({
      method: 'POST',
      url: '/api/admin/campaign.php',
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: { id: 'op-1', kind: 'reminders', site_id: site(1).id, path: '/chats', texts: { en: texts.en } },
    });
    expect(res.statusCode, res.body).toBe(202);
    const options = (await call('GET', '/api/admin/campaigns/options', admin)).json<CampaignOptionsAnswer>();
    expect(options.sites.map((s) => s.id)).toContain(site(1).id);
    const list = (await call('GET', '/api/admin/campaigns', admin)).json<CampaignListAnswer>();
    const found = list.campaigns.find((c) => c.ref === 'op-1');
    expect(found).toMatchObject({ kind: 'reminders', sites: [site(1).id], created_by: null, path: '/chats' });
    const audit = await rows<{ staff_id: number | null; after: { via?: string } }>(
      t.handle.db,
      sql`SELECT staff_id, after FROM staff_audit WHERE action = 'campaign.create' AND target_id = ${String(found?.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_id).toBeNull();
    expect(audit[0]?.after.via).toBe('ADMIN_TOKEN');
  });
});
