import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayload } from '../../src/contract/push.ts';
import { mailOutbox, members } from '../../server/db/schema.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { TestPushService } from '../helpers/pushService.ts';

const json = { 'content-type': 'application/json' };
const ADMIN = 'admin-token-0123456789abcdef';
const news = {
  id: 'news-2026-11',
  kind: 'news',
  site_id: null,
  path: '/pages/faq',
  texts: {
    en: { title: 'New on Flirtwave: video profiles', body: 'Show yourself in motion: add a short clip to your profile.' },
    de: { title: 'Neu bei Flirtwave: Videoprofile', body: 'Zeig dich in Bewegung: füge deinem Profil einen kurzen Clip hinzu.' },
  },
};

describe.each(backends)('operator campaigns (promotions, news, reminders) on %s', (backend) => {
  let t: TestServer;
  let push: TestPushService;
  beforeAll(async () => {
    t = await startTestServer(backend, { JOB_RUNNER: '0', ADMIN_TOKEN: ADMIN });
    push = await TestPushService.start();
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  async function member(optIn: boolean, language = 'en') {
    const email = `campaign-${Math.random().toString(36).slice(2)}@int.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'pw-123456' } });
    const id = created.json<{ id: number }>().id;
    await t.handle.db.update(members).set({ language }).where(eq(members.id, id));
    const cookie = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'pw-123456' } }));
    const current = await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie } });
    const preferences = { ...current.json<{ preferences: Record<string, boolean> }>().preferences, news: optIn };
    await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie }, payload: { preferences } });
    return { id, cookie };
  }

  const post = (body: unknown, token = ADMIN) =>
    t.app.inject({ method: 'POST', url: '/api/admin/campaign.php', headers: { ...json, authorization: `Bearer ${token}` }, payload: body as Record<string, unknown> });

  it('reaches only the members who opted in, by push or e-mail in their language, once', async () => {
    const reader = await member(true, 'de');
    const subscribed = await member(true);
    const sub = push.subscribe();
    await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...json, cookie: subscribed.cookie }, payload: sub });
    const quiet = await member(false);

    const queued = await post(news);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toEqual({ ok: true, queued: true });
    expect((await post(news)).json()).toEqual({ ok: true, queued: false }); // the same campaign id is queued once
    await t.app.notifier.jobs.tick();
    await t.app.notifier.jobs.tick();

    const mails = await t.handle.db.select().from(mailOutbox).where(inArray(mailOutbox.memberId, [reader.id, subscribed.id, quiet.id]));
    const newsMails = mails.filter((m) => m.kind === 'notify:news');
    expect(newsMails.map((m) => m.memberId)).toEqual([reader.id]);
    expect(newsMails[0]?.subject).toBe('Neu bei Flirtwave: Videoprofile');
    // the link counts the click (decision 131), then leads to the campaign's path
    const link = /\/api\/c\/\d+\?t=[\w-]+/.exec(newsMails[0]?.textBody ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/pages/faq');
    expect(newsMails[0]?.unsubscribeUrl).toBeTruthy();
    const pushed = push.for(sub.endpoint).map((p) => PushPayload.parse(JSON.parse(p.text)));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ kind: 'news', title: 'New on Flirtwave: video profiles' });
    expect(pushed[0]?.url).toMatch(/^\/api\/c\/\d+\?t=/);
  });

  it('refuses without the operator token, with a wrong one, and with bad texts or a path to another host', async () => {
    expect((await post(news, 'wrong-token-0123456789abcdef')).statusCode).toBe(403);
    // without the header the call takes an admin's staff session instead (decision 131)
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/campaign.php', headers: json, payload: news })).statusCode).toBe(401);
    const noEnglish = await post({ ...news, id: 'x1', texts: { de: news.texts.de } });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json()).toMatchObject({ error: 'invalid_request' });
    expect((await post({ ...news, id: 'x2', kind: 'spam' })).statusCode).toBe(400);
    expect((await post({ ...news, id: 'x3', path: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await post({ ...news, id: 'x4', path: '//evil.example/' })).statusCode).toBe(400);
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await t.build({ ADMIN_TOKEN: '' });
    const res = await plain.inject({ method: 'POST', url: '/api/admin/campaign.php', headers: { ...json, authorization: `Bearer ${ADMIN}` }, payload: news });
    expect(res.statusCode).toBe(404);
  });
});
