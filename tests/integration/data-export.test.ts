import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '../../src/contract/chats.ts';
import { DataExportAnswer, dataExportApi } from '../../src/contract/dataExport.ts';
import { MASK_TOKEN, reportsApi } from '../../src/contract/reports.ts';
import { safetyApi } from '../../src/contract/safety.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { dataExports, media, messages, photos } from '../../server/db/schema.ts';
import { JOB_MAX_ATTEMPTS, jobRetryDelayMs } from '../../server/notify/jobs.ts';
import { json, mailsTo, post } from '../helpers/account.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { jpeg, multipart } from './members-factory.ts';
import { checkout, order, pay } from './payments-fixtures.ts';

const PASSWORD = 'export-password-1';
const DAY = 86_400_000;

describe.each(backends)('download my data on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Member {
    id: number;
    email: string;
    cookie: string;
    name: string;
  }

  /** A confirmed member with credits, made through the test API, logged in. */
  async function member(name: string, gender: 'male' | 'female' = 'female'): Promise<Member> {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@export.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: PASSWORD, name, gender, credits: 500 } });
    expect(created.statusCode, created.body).toBe(201);
    const login = await post(t.app, '/api/user.php', { email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    return { id: created.json<{ id: number }>().id, email, cookie: sessionCookie(login), name };
  }

  const download = (m: Member) => t.app.inject({ method: 'GET', url: dataExportApi.download, headers: { cookie: m.cookie } });
  const status = async (m: Member) => {
    const res = await t.app.inject({ method: 'GET', url: dataExportApi.status, headers: { cookie: m.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return DataExportAnswer.parse(res.json()).export;
  };
  const send = async (from: Member, to: Member, body: string) => {
    const id = randomUUID();
    const res = await t.app.inject({ method: 'POST', url: chatApi.messages, headers: { ...json, cookie: from.cookie }, payload: { id, profile_id: to.id, kind: 'text', body } });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  const unzip = (res: LightMyRequestResponse) => unzipSync(new Uint8Array(res.rawPayload));
  const section = <T,>(files: Record<string, Uint8Array>, name: string): T => {
    const file = files[`${name}.json`];
    expect(file, `${name}.json in the ZIP`).toBeDefined();
    return JSON.parse(strFromU8(file!)) as T;
  };

  /** Asks for an export (202), runs the jobs as the runner would, and downloads the ZIP. */
  async function exportOf(m: Member) {
    const asked = await download(m);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(DataExportAnswer.parse(asked.json()).export.status).toBe('pending');
    await t.app.notifier.jobs.tick();
    const res = await download(m);
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('builds a ZIP of every section of the member, with their photo, and none of another member beyond what they were shown', async () => {
    const alma = await member('Alma');
    const bruno = await member('Bruno', 'male');
    const carla = await member('Carla');
    const dirk = await member('Dirk', 'male');
    // Alma's photo, messages both ways, a like, a block, a complaint, a payment
    const image = await jpeg(640, 480);
    const upload = multipart(image);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: alma.cookie, ...upload.headers }, payload: upload.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await send(alma, bruno, 'Hello Bruno, Alma here');
    await send(bruno, alma, 'Hi Alma, nice to meet you');
    // the contact filter (decision 122): a phone number masked for Alma, a scam held from her; the
    // states are written as the filter stores them, so this test holds whatever the filter detects
    const masked = await send(bruno, alma, 'Text me on +44 7700 900123 tonight');
    const held = await send(bruno, alma, 'Send me a 100 euro Steam gift card and I will visit you');
    await t.handle.db.update(messages).set({ filterState: 'masked', shownBody: `Text me on ${MASK_TOKEN} tonight`, filterKinds: ['phone'] }).where(eq(messages.id, masked));
    await t.handle.db.update(messages).set({ filterState: 'held', shownBody: null, filterKinds: ['scam'] }).where(eq(messages.id, held));
    const report = await post(t.app, reportsApi.reports, { member_id: bruno.id, reason: 'harassment', note: 'He keeps asking for my number', message_id: masked }, alma.cookie);
    expect(report.statusCode, report.body).toBe(201);
    // Bruno's other conversation and his e-mail address are his alone
    await send(bruno, carla, 'Carla, this one is private to us');
    expect((await post(t.app, '/api/like.php', { profile_id: bruno.id }, alma.cookie)).statusCode).toBe(200);
    expect((await post(t.app, '/api/like.php', { profile_id: alma.id }, carla.cookie)).statusCode).toBe(200);
    expect((await post(t.app, '/api/block.php', { profile_id: dirk.id }, alma.cookie)).statusCode).toBe(200);
    expect((await post(t.app, safetyApi.complaints, { category: 'member', member_id: carla.id, text: 'Carla keeps sending spam links' }, alma.cookie)).statusCode).toBe(201);
    const shopper = { id: alma.id, cookie: alma.cookie };
    const { order: o } = await order(t, shopper, 0);
    const started = await pay(t, shopper, o.id, 'creditcard');
    await checkout(t, started.checkout_url ?? '', 'paid');

    const res = await exportOf(alma);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const files = unzip(res);

    const profile = section<{ id: number; email: string; name: string }>(files, 'profile');
    expect(profile).toMatchObject({ id: alma.id, email: alma.email, name: 'Alma' });
    expect(JSON.stringify(profile)).not.toMatch(/password/i);
    expect(section<{ language: string }>(files, 'settings').language).toBe('en');

    type Chat = { with: { id: number; name: string }; messages: Array<{ direction: string; body: string; credits_paid?: number }> };
    const { conversations } = section<{ conversations: Chat[] }>(files, 'messages');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]!.with).toEqual({ id: bruno.id, name: 'Bruno' });
    expect(conversations[0]!.messages.map((m) => [m.direction, m.body])).toEqual([
      ['sent', 'Hello Bruno, Alma here'],
      ['received', 'Hi Alma, nice to meet you'],
      ['received', expect.stringContaining(MASK_TOKEN)],
    ]);
    // what Bruno paid for his message is his
    expect(conversations[0]!.messages[1]).not.toHaveProperty('credits_paid');

    const likes = section<{ given: Array<{ member: { id: number } }>; received: Array<{ member: { id: number; name: string } }> }>(files, 'likes');
    expect(likes.given.map((l) => l.member.id)).toEqual([bruno.id]);
    expect(likes.received.map((l) => l.member)).toEqual([{ id: carla.id, name: 'Carla' }]);
    expect(section<Array<{ member: { id: number; name: string } }>>(files, 'blocks').map((b) => b.member)).toEqual([{ id: dirk.id, name: 'Dirk' }]);
    expect(section<Array<{ text: string; member_id: number }>>(files, 'complaints')).toEqual([expect.objectContaining({ text: 'Carla keeps sending spam links', member_id: carla.id })]);
    const reportsMade = section<Array<{ reason: string; note: string; member: unknown; message: { id: string; body: string } }>>(files, 'reports');
    expect(reportsMade.map((r) => [r.reason, r.note, r.member, r.message.id])).toEqual([['harassment', 'He keeps asking for my number', { id: bruno.id, name: 'Bruno' }, masked]]);
    // the report keeps the body as written for the moderators; Alma saw it masked
    expect(reportsMade[0]!.message.body).toContain(MASK_TOKEN);
    expect(JSON.stringify(reportsMade)).not.toContain('handled_by');

    const pays = section<{ payments: Array<{ id: string; status: string; amount: number }>; orders: Array<{ id: number }> }>(files, 'payments');
    expect(pays.payments).toEqual([expect.objectContaining({ id: started.payment_id, status: 'completed' })]);
    expect(pays.orders.map((x) => x.id)).toEqual([o.id]);
    const ledger = section<Array<{ reason: string; delta: number }>>(files, 'credit-ledger');
    expect(ledger.map((e) => e.reason)).toEqual(expect.arrayContaining(['purchase']));
    expect(ledger.some((e) => e.delta < 0)).toBe(true); // the message Alma paid for

    const sessions = section<Array<Record<string, unknown>>>(files, 'sessions');
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(sessions[0]!).sort()).toEqual(['ended_at', 'expires_at', 'started_at']);
    expect(section<{ email: Record<string, boolean> }>(files, 'notification-preferences')).toHaveProperty('email');

    // the test API gave Alma a demo photo; the one she uploaded is the last
    const own = await t.handle.db.select().from(photos).where(eq(photos.memberId, alma.id)).orderBy(photos.position);
    const stored = own.at(-1);
    const listed = section<Array<{ id: number; file: string }>>(files, 'photos');
    expect(listed.map((p) => [p.id, p.file])).toEqual(own.map((p) => [p.id, `photos/${p.filename}`]));
    const photoFile = files[`photos/${stored!.filename}`];
    const [original] = await t.handle.db.select().from(media).where(eq(media.key, stored!.filename));
    expect(photoFile && Buffer.from(photoFile).equals(original!.bytes)).toBe(true);
    expect(Buffer.from(photoFile!).subarray(8, 12).toString()).toBe('WEBP');

    // nothing of another member beyond what Alma was shown
    const everything = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    // (the masked number and the held message were never shown to her)
    for (const secret of [bruno.email, carla.email, dirk.email, 'Carla, this one is private to us', '7700 900123', 'gift card']) expect(everything).not.toContain(secret);

    // and the member is told by mail, with a link to the settings page (which needs their session)
    const mail = (await mailsTo(t.app, alma.email)).find((m) => m.kind === 'dataExport');
    expect(mail?.subject).toContain('ready to download');
    expect(mail?.text).toContain('/settings#data-export');
    expect(mail?.text).not.toContain(dataExportApi.download);
  });

  it('answers 202 while the export is prepared, asking again starts no second one, and the page sees each state', async () => {
    const m = await member('Elin');
    expect(await status(m)).toMatchObject({ status: 'none', next_allowed_at: null });
    const first = await download(m);
    expect(first.statusCode).toBe(202);
    expect(first.headers['content-type']).toContain('application/json');
    const second = await t.app.inject({ method: 'POST', url: dataExportApi.download, headers: { ...json, cookie: m.cookie }, payload: {} });
    expect(second.statusCode).toBe(202);
    expect(DataExportAnswer.parse(second.json()).export.status).toBe('pending');
    expect(await t.handle.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.memberId, m.id))).toHaveLength(1);
    expect(await status(m)).toMatchObject({ status: 'pending' });
    await t.app.notifier.jobs.tick();
    const ready = await status(m);
    expect(ready.status).toBe('ready');
    expect(Date.parse(ready.expires_at ?? '') - t.clock.ms).toBe(7 * DAY);
    expect(ready.size).toBeGreaterThan(100);
  });

  it('allows one export per 24 hours: a second is refused with rate_limited and retry_after, a day later it starts', async () => {
    const m = await member('Frida');
    await exportOf(m);
    t.clock.advance(60 * 60_000);
    const again = await t.app.inject({ method: 'POST', url: dataExportApi.download, headers: { ...json, cookie: m.cookie }, payload: {} });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ error: 'rate_limited', retry_after: 23 * 3600 });
    expect(again.headers['retry-after']).toBe(String(23 * 3600));
    // the ready one is still downloaded meanwhile
    expect((await download(m)).statusCode).toBe(200);
    expect((await status(m)).next_allowed_at).toBe(new Date(t.clock.ms + 23 * 3600_000).toISOString());
    t.clock.advance(23 * 3600_000);
    const later = await t.app.inject({ method: 'POST', url: dataExportApi.download, headers: { ...json, cookie: m.cookie }, payload: {} });
    expect(later.statusCode).toBe(202);
    await t.app.notifier.jobs.tick();
    // the newer export replaced the older one
    expect(await t.handle.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.memberId, m.id))).toHaveLength(1);
  });

  it('deletes the export when its 7 days are over', async () => {
    const m = await member('Greta');
    await exportOf(m);
    t.clock.advance(7 * DAY - 1000);
    await t.app.notifier.jobs.tick();
    expect((await download(m)).statusCode).toBe(200);
    t.clock.advance(1000);
    await t.app.notifier.jobs.tick();
    expect(await t.handle.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.memberId, m.id))).toEqual([]);
    expect((await status(m)).status).toBe('none');
  });

  it('never serves an expired export, even before the job deleted it: asking then starts a new one', async () => {
    const m = await member('Lotta');
    await exportOf(m);
    t.clock.advance(7 * DAY);
    expect((await status(m)).status).toBe('none');
    const res = await download(m);
    expect(res.statusCode).toBe(202);
    expect(res.headers['content-type']).not.toContain('zip');
    expect(DataExportAnswer.parse(res.json()).export.status).toBe('pending');
  });

  it('an export the job cannot build is retried, then shown as failed, and a failed one does not count against the daily export', async () => {
    const m = await member('Mona');
    expect((await download(m)).statusCode).toBe(202);
    // a fault in the database the build reads: every attempt of the runner fails
    await t.handle.db.execute(sql`ALTER TABLE swipes RENAME TO swipes_away`);
    try {
      for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
        await t.app.notifier.jobs.tick();
        expect((await status(m)).status).toBe(attempt < JOB_MAX_ATTEMPTS ? 'pending' : 'failed');
        t.clock.advance(jobRetryDelayMs(attempt));
      }
    } finally {
      await t.handle.db.execute(sql`ALTER TABLE swipes_away RENAME TO swipes`);
    }
    expect(await status(m)).toMatchObject({ status: 'failed', next_allowed_at: null });
    const again = await t.app.inject({ method: 'POST', url: dataExportApi.download, headers: { ...json, cookie: m.cookie }, payload: {} });
    expect(again.statusCode).toBe(202);
    await t.app.notifier.jobs.tick();
    expect((await download(m)).statusCode).toBe(200);
  });

  it("never hands one member's export to another session, nor to a request without one", async () => {
    const owner = await member('Hanna');
    const other = await member('Ivo', 'male');
    await exportOf(owner);
    const theirs = await download(other);
    expect(theirs.statusCode).toBe(202);
    expect(theirs.headers['content-type']).not.toContain('zip');
    for (const url of [dataExportApi.download, dataExportApi.status]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toEqual({ error: 'authentication_required' });
    }
    const owned = await t.handle.db.select({ memberId: dataExports.memberId }).from(dataExports).where(eq(dataExports.memberId, other.id));
    expect(owned).toHaveLength(1);
  });

  it('an account deletion deletes its exports, and a pending one is never built', async () => {
    const m = await member('Jana');
    await exportOf(m);
    expect((await download(m)).statusCode).toBe(200);
    const waiting = await member('Kai', 'male');
    expect((await download(waiting)).statusCode).toBe(202);
    for (const who of [m, waiting]) expect((await post(t.app, accountApi.deleteAccount, { password: PASSWORD }, who.cookie)).statusCode).toBe(200);
    await t.app.notifier.jobs.tick();
    for (const who of [m, waiting]) expect(await t.handle.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.memberId, who.id))).toEqual([]);
    expect((await mailsTo(t.app, waiting.email)).some((x) => x.kind === 'dataExport')).toBe(false);
  });
});
