import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, LikesAnswer, MatchFinderAnswer, OwnProfileAnswer, ProfileAnswer, SearchAnswer, SwipeCandidatesAnswer } from '../../src/contract/index.ts';
import { ItemAnswer, QueueAnswer, QueueCountsAnswer, type ModerationAction } from '../../src/contract/moderation.ts';
import { members, sessions, sites, staffAudit } from '../../server/db/schema.ts';
import { sendMessage } from '../../server/chat/sendMessage.ts';
import { memberById } from '../../server/members/members.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { signupBody } from '../helpers/account.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { insertMember, jpeg, loginAs, multipart, type MemberFields } from './members-factory.ts';

const json = { 'content-type': 'application/json' };

/** Reads an SSE body until `done(text so far)` holds, the stream ends or the time runs out; answers the text and whether it ended. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean, ms = 5000): Promise<{ text: string; ended: boolean }> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!done(text) && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (next === null) break;
    if (next.done) return { text, ended: true };
    text += decoder.decode(next.value, { stream: true });
  }
  return { text, ended: false };
}

describe.each(backends)('member moderation on %s', (backend) => {
  let t: TestServer;
  let moderator: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    t.clock.ms = Date.UTC(2026, 10, 24, 12, 0, 0);
    moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Member {
    id: number;
    email: string;
    cookie: string;
  }

  async function member(fields: MemberFields = {}): Promise<Member> {
    const created = await insertMember(t.handle.db, t.clock.now(), { country: 'GB', ...fields });
    await t.handle.db.update(members).set({ credits: 1000 }).where(eq(members.id, created.id));
    return { ...created, cookie: await loginAs(t.app, created.email) };
  }
  const man = (extra: MemberFields = {}) => member({ gender: 'male', sexuality: 'hetero', ...extra });
  const woman = (extra: MemberFields = {}) => member({ gender: 'female', sexuality: 'hetero', ...extra });
  const get = (cookie: string | null, url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (cookie: string | null, url: string, payload: unknown, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url, headers: cookie ? { ...json, cookie } : json, payload: payload as object });
  const act = (action: ModerationAction, cookie = moderator, app: FastifyInstance = t.app): Promise<LightMyRequestResponse> =>
    post(cookie, '/api/admin/moderation/action', action, app);
  const revOf = async (id: number): Promise<number> => (await memberById(t.handle.db, id))?.moderationRev ?? -1;
  const suspend = async (id: number, reason = 'Rude messages to several members', app: FastifyInstance = t.app) => {
    const res = await act({ action: 'suspend', member_id: id, seen_rev: await revOf(id), reason, until: new Date(t.clock.ms + 7 * 86_400_000).toISOString() }, moderator, app);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const searchIds = async (who: Member) => SearchAnswer.parse((await get(who.cookie, '/api/members.php?gender=female&country=GB')).json()).profiles.map((p) => p.id);
  const swipeIds = async (who: Member) => SwipeCandidatesAnswer.parse((await get(who.cookie, '/api/swipe.php')).json()).profiles.map((p) => p.id);
  const finderIds = async (who: Member) => MatchFinderAnswer.parse((await get(who.cookie, '/api/match-finder.php')).json()).profiles.map((p) => p.id);
  const likeIds = async (who: Member) => {
    const answer = LikesAnswer.parse((await get(who.cookie, '/api/likes.php')).json());
    return [...answer.profiles.map((p) => p.id), ...answer.liked_by.map((p) => p.id)];
  };
  const send = (from: Member, to: number, body = 'hello there') => post(from.cookie, '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body, profile_id: to });

  it('a suspension revokes every open session, and login answers the reason, the end and the support address; the audit log has it', async () => {
    const bad = await man();
    const secondDevice = await loginAs(t.app, bad.email);
    expect((await get(bad.cookie, '/api/user.php')).statusCode).toBe(200);
    const res = await suspend(bad.id, 'Insults in messages');
    expect(res.json()).toMatchObject({ ok: true, moderation: { state: 'suspended', reason: 'Insults in messages' } });

    for (const cookie of [bad.cookie, secondDevice]) {
      const after = await get(cookie, '/api/chats.php');
      expect(after.statusCode).toBe(403);
      // decision 133: the answer also says why, so the open app shows the notice at once
      expect(after.json()).toMatchObject({ error: 'authentication_required', ended: 'account_suspended', reason: 'Insults in messages' });
    }
    const open = await t.handle.db.select().from(sessions).where(eq(sessions.memberId, bad.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: bad.email, password: 'test-password-1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      error: 'account_suspended',
      reason: 'Insults in messages',
      until: new Date(t.clock.ms + 7 * 86_400_000).toISOString(),
      support: 'support@plain.example.com',
    });
    expect(login.cookies.find((c) => c.name.includes('fw_session') && c.value)).toBeUndefined();
    // a wrong password still answers login_failed: the notice is for the account's owner only
    const wrong = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: bad.email, password: 'not-the-password' } });
    expect(wrong.json()).toEqual({ error: 'login_failed' });

    const audit = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'member.suspend'), eq(staffAudit.targetId, String(bad.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetKind: 'member', before: { state: 'active', rev: 0 }, after: { state: 'suspended', reason: { chars: 'Insults in messages'.length }, rev: 1 } });
    expect(audit[0]?.staffId).toEqual(expect.any(Number));
  });

  it('a banned member is told so at login; a suspension whose end has passed is lifted at the next login', async () => {
    const banned = await man();
    const ban = await act({ action: 'ban', member_id: banned.id, seen_rev: 0, reason: 'Scam: asked for gift cards' });
    expect(ban.statusCode, ban.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: banned.email, password: 'test-password-1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: 'account_banned', reason: 'Scam: asked for gift cards', support: 'support@plain.example.com' });

    const short = await man();
    const res = await act({ action: 'suspend', member_id: short.id, seen_rev: 0, reason: 'Cooling off', until: new Date(t.clock.ms + 3_600_000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(3_600_001);
    try {
      const back = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: short.email, password: 'test-password-1' } });
      expect(back.statusCode, back.body).toBe(200);
      expect((await memberById(t.handle.db, short.id))?.moderation).toBe('active');
    } finally {
      t.clock.advance(-3_600_001);
    }
  });

  it('a suspended member is gone from search, likes, swipe, match finder and profile; lifting brings them back', async () => {
    const seeker = await man({ region: 'Greater London' });
    const target = await woman({ region: 'Greater London' });
    // the target liked the seeker: the seeker's likes show her
    expect((await post(target.cookie, '/api/like.php', { profile_id: seeker.id })).statusCode).toBe(200);
    expect(await searchIds(seeker)).toContain(target.id);
    expect(await likeIds(seeker)).toContain(target.id);
    expect(await swipeIds(seeker)).toContain(target.id);
    expect(await finderIds(seeker)).toContain(target.id);

    await suspend(target.id);
    // kept search pages and likes lists learn of it from an asynchronous notification on PostgreSQL (decision 148)
    const poll = { timeout: 5000, interval: 20 };
    await expect.poll(() => searchIds(seeker), poll).not.toContain(target.id);
    await expect.poll(() => likeIds(seeker), poll).not.toContain(target.id);
    expect(await swipeIds(seeker)).not.toContain(target.id);
    expect(await finderIds(seeker)).not.toContain(target.id);
    expect((await get(seeker.cookie, `/api/profile.php?id=${target.id}`)).statusCode).toBe(404);
    // nor can she be liked
    const liking = await post(seeker.cookie, '/api/like.php', { profile_id: target.id });
    expect(liking.json()).toEqual({ error: 'member_unavailable' });

    const lift = await act({ action: 'lift', member_id: target.id, seen_rev: await revOf(target.id) });
    expect(lift.statusCode, lift.body).toBe(200);
    await expect.poll(() => searchIds(seeker), poll).toContain(target.id);
    await expect.poll(() => likeIds(seeker), poll).toContain(target.id);
    expect((await get(seeker.cookie, `/api/profile.php?id=${target.id}`)).statusCode).toBe(200);
    // lifted: she logs in again
    expect((await get(await loginAs(t.app, target.email), '/api/user.php')).statusCode).toBe(200);
  });

  it('messages to a suspended member are refused with member_suspended, and a send by one (a session that raced the suspension) with account_suspended', async () => {
    const writer = await man();
    const bad = await woman();
    expect((await send(writer, bad.id)).statusCode).toBe(200);
    const badRow = await memberById(t.handle.db, bad.id);
    await suspend(bad.id, 'Spam');

    const to = await send(writer, bad.id, 'are you there?');
    expect(to.statusCode).toBe(403);
    expect(to.json()).toEqual({ error: 'member_suspended' });
    // from: the session is gone, and the send rule itself refuses the member row read before the suspension
    expect((await send(bad, writer.id)).json()).toMatchObject({ error: 'authentication_required', ended: 'account_suspended' });
    const [site] = await t.handle.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    if (!site || !badRow) throw new Error('no site or member');
    await expect(sendMessage(t.handle.db, site, badRow, { id: crypto.randomUUID(), kind: 'text', body: 'sneaky', profile_id: writer.id }, t.clock.now())).rejects.toMatchObject({
      statusCode: 403,
      code: 'account_suspended',
      details: { reason: 'Spam' },
    });
    // the writer's chat list still holds the conversation, with nothing new in it
    const chats = ChatsAnswer.parse((await get(writer.cookie, '/api/chats.php')).json());
    expect(chats.chats.some((c) => c.last_message?.body === 'sneaky' || c.last_message?.body === 'are you there?')).toBe(false);
  });

  it('two moderators acting on one member at once: one wins, the other gets moderation_conflict with the winning state, and one audit entry is written', async () => {
    const target = await man();
    const other = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
    const until = new Date(t.clock.ms + 86_400_000).toISOString();
    const [a, b] = await Promise.all([
      act({ action: 'suspend', member_id: target.id, seen_rev: 0, reason: 'Suspend from moderator A', until }),
      act({ action: 'ban', member_id: target.id, seen_rev: 0, reason: 'Ban from moderator B' }, other),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json()).toMatchObject({ error: 'moderation_conflict', moderation: { rev: 1 } });
    expect(loser.json<{ moderation: unknown }>().moderation).toEqual(winner.json<{ moderation: unknown }>().moderation);
    const audit = await t.handle.db.select().from(staffAudit).where(and(like(staffAudit.action, 'member.%'), eq(staffAudit.targetId, String(target.id))));
    expect(audit).toHaveLength(1);
    // the loser, looking again, acts on what they now see
    const again = await act({ action: 'lift', member_id: target.id, seen_rev: 1 }, other);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('two moderators closing one complaint at once: one wins; the queue lists complaints oldest first with counts and the item shows the conversation', async () => {
    const reporter = await woman();
    const rude = await man({ name: 'Rude Rick' });
    expect((await send(rude, reporter.id, 'you are ugly')).statusCode).toBe(200);
    const first = await post(reporter.cookie, '/api/complaints.php', { category: 'member', text: 'He insulted me in a message.', member_id: rude.id });
    t.clock.advance(1000);
    const second = await post(reporter.cookie, '/api/complaints.php', { category: 'member', text: 'And again the next day.', member_id: rude.id });
    t.clock.advance(1000);
    const [firstId, secondId] = [first.json<{ id: number }>().id, second.json<{ id: number }>().id];

    const queue = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/complaints')).json());
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(String(firstId))).toBeLessThan(ids.indexOf(String(secondId)));
    const counts = QueueCountsAnswer.parse((await get(moderator, '/api/admin/moderation/counts')).json());
    expect(counts.queues.map((q) => q.kind)).toEqual(expect.arrayContaining(['complaints', 'photos', 'risk']));
    expect(counts.queues.find((q) => q.kind === 'complaints')?.count).toBe(queue.count);

    const item = ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/complaints/${firstId}`)).json());
    expect(item.open).toBe(true);
    expect(item.member).toMatchObject({ id: rude.id, name: 'Rude Rick', moderation: { state: 'active' } });
    expect(item.member?.complaints.map((c) => c.text)).toEqual(expect.arrayContaining(['He insulted me in a message.', 'And again the next day.']));
    expect(item.excerpt.map((m) => m.body)).toContain('you are ugly');

    const other = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
    const [x, y] = await Promise.all([
      act({ action: 'warn', member_id: rude.id, seen_rev: 0, reason: 'Be polite', item: { kind: 'complaints', id: String(firstId) } }),
      act({ action: 'dismiss', item: { kind: 'complaints', id: String(firstId) } }, other),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const after = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/complaints')).json());
    expect(after.items.map((i) => i.id)).not.toContain(String(firstId));
    expect(after.count).toBe(queue.count - 1);
    const closed = ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/complaints/${firstId}`)).json());
    expect(closed.open).toBe(false);
  });

  it('pre-moderation: a new photo is its owner’s alone until approved; a rejected one stays hidden and the owner is told why', async () => {
    // the site directory is read when the server starts: a server started after the change
    await t.handle.db.update(sites).set({ photoModeration: 'pre' }).where(eq(sites.domain, 'localhost'));
    const app = await t.build();
    try {
      const owner = await woman({ photos: [] });
      const viewer = await man();
      const upload = async () => {
        const body = multipart(await jpeg());
        const res = await app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: owner.cookie, ...body.headers }, payload: body.payload });
        expect(res.statusCode, res.body).toBe(201);
        return OwnProfileAnswer.parse(res.json()).profile.photos;
      };
      const [photo] = await upload();
      if (!photo) throw new Error('no photo');
      expect(photo.status).toBe('pending');
      const seen = async () => ProfileAnswer.parse((await get(viewer.cookie, `/api/profile.php?id=${owner.id}`, app)).json()).profile.photos.length;
      expect(await seen()).toBe(0);
      const item = ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/photos/${photo.id}`, app)).json());
      expect(item).toMatchObject({ open: true, item: { member: { id: owner.id }, labels: ['photo:pre'], photo: { id: photo.id, review: 'queued' } } });
      expect(item.member?.photos.find((p) => p.id === photo.id)).toMatchObject({ status: 'pending', review: 'queued' });

      const approve = await act({ action: 'approve_photo', photo_id: photo.id, seen: 'queued', item: { kind: 'photos', id: String(photo.id) } }, moderator, app);
      expect(approve.statusCode, approve.body).toBe(200);
      // a kept profile learns of it from an asynchronous notification on PostgreSQL (decision 162)
      await expect.poll(seen, { timeout: 5000, interval: 20 }).toBe(1);
      expect(ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/photos/${photo.id}`, app)).json()).open).toBe(false);
      // a second moderator's verdict on what they saw as queued is refused
      expect((await act({ action: 'reject_photo', photo_id: photo.id, seen: 'queued', reason: 'Too late' }, moderator, app)).json()).toMatchObject({ error: 'moderation_conflict' });

      const [, second] = await upload();
      if (!second) throw new Error('no second photo');
      const reject = await act({ action: 'reject_photo', photo_id: second.id, seen: 'queued', reason: 'Not a photo of you' }, moderator, app);
      expect(reject.statusCode, reject.body).toBe(200);
      expect(await seen()).toBe(1);
      const own = OwnProfileAnswer.parse((await get(owner.cookie, '/api/profile.php', app)).json()).profile.photos;
      expect(own.find((p) => p.id === second.id)).toMatchObject({ status: 'rejected', reject_reason: 'Not a photo of you' });
      const audit = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'photo.reject'), eq(staffAudit.targetId, String(second.id))));
      // the audit keeps the reason's length; its text waits beside it until the member's erasure (decision 167)
      expect(audit[0]?.after).toMatchObject({ status: 'rejected', rejectReason: { chars: 'Not a photo of you'.length } });
    } finally {
      await app.close();
      await t.handle.db.update(sites).set({ photoModeration: 'post' }).where(eq(sites.domain, 'localhost'));
    }
  });

  it('post-moderation: a new photo is visible at once and waits in the photo queue; rejecting it hides it', async () => {
    const owner = await woman({ photos: [] });
    const viewer = await man();
    const body = multipart(await jpeg());
    const res = await t.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: owner.cookie, ...body.headers }, payload: body.payload });
    const [photo] = OwnProfileAnswer.parse(res.json()).profile.photos;
    if (!photo) throw new Error('no photo');
    expect(photo.status).toBe('active');
    const seen = async () => ProfileAnswer.parse((await get(viewer.cookie, `/api/profile.php?id=${owner.id}`)).json()).profile.photos.length;
    expect(await seen()).toBe(1);
    const itemOf = async () => ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/photos/${photo.id}`)).json());
    expect(await itemOf()).toMatchObject({ open: true, item: { labels: ['photo:post'], photo: { review: 'queued' } } });
    const before = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos')).json()).count;
    expect((await act({ action: 'reject_photo', photo_id: photo.id, seen: 'queued', reason: 'Nudity', item: { kind: 'photos', id: String(photo.id) } })).statusCode).toBe(200);
    // a kept profile learns of it from an asynchronous notification on PostgreSQL (decision 162)
    await expect.poll(seen, { timeout: 5000, interval: 20 }).toBe(0);
    expect((await itemOf()).open).toBe(false);
    expect(QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos')).json()).count).toBe(before - 1);
  });

  it('risk signals: many signups from one address put a new account in the risk queue until a moderator closes it', async () => {
    const signup = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: accountApi.signup,
        remoteAddress: '203.0.113.77',
        headers: json,
        payload: signupBody({ email: `risky-${n}-${crypto.randomUUID()}@members.test` }, t.clock.now()),
      });
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      const res = await signup(n);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ user: { id: number } }>().user.id);
    }
    const queue = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/risk')).json());
    for (const id of ids) expect(queue.items.find((i) => i.id === String(id))?.labels).toContain('risk:shared_address');
    const first = ids[0] ?? 0;
    expect((await act({ action: 'dismiss', item: { kind: 'risk', id: String(first) } })).statusCode).toBe(200);
    const after = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/risk')).json());
    expect(after.items.map((i) => i.id)).not.toContain(String(first));
    expect(after.count).toBe(queue.count - 1);
    expect((await act({ action: 'dismiss', item: { kind: 'risk', id: String(first) } })).json()).toMatchObject({ error: 'moderation_conflict' });
  });

  it('only moderators (and admins) reach the queues: a member session is 401, a support account 403; bad input is 400/404, never a 500', async () => {
    const someone = await man();
    expect((await get(someone.cookie, '/api/admin/moderation/counts')).statusCode).toBe(401);
    expect((await get(null, '/api/admin/moderation/queue/complaints')).statusCode).toBe(401);
    expect((await act({ action: 'ban', member_id: someone.id, seen_rev: 0, reason: 'x' }, someone.cookie)).statusCode).toBe(401);
    const support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
    expect((await get(support, '/api/admin/moderation/counts')).statusCode).toBe(403);
    expect((await act({ action: 'ban', member_id: someone.id, seen_rev: 0, reason: 'x' }, support)).statusCode).toBe(403);
    const admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
    expect((await get(admin, '/api/admin/moderation/counts')).statusCode).toBe(200);

    expect((await get(moderator, '/api/admin/moderation/queue/nonsense')).statusCode).toBe(404);
    expect((await get(moderator, '/api/admin/moderation/queue/complaints/abc')).statusCode).toBe(404);
    expect((await get(moderator, '/api/admin/moderation/queue/complaints/99999999')).statusCode).toBe(404);
    expect((await act({ action: 'ban', member_id: 99_999_999, seen_rev: 0, reason: 'x' })).statusCode).toBe(404);
    expect((await post(moderator, '/api/admin/moderation/action', { action: 'explode' })).statusCode).toBe(400);
    const past = await act({ action: 'suspend', member_id: someone.id, seen_rev: 0, reason: 'x', until: new Date(t.clock.ms - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    // a member of another site is not found from this one
    const elsewhere = await insertMember(t.handle.db, t.clock.now(), { site: 'gay.localhost', gender: 'male', sexuality: 'gay' });
    expect((await act({ action: 'ban', member_id: elsewhere.id, seen_rev: 0, reason: 'x' })).statusCode).toBe(404);
    expect((await memberById(t.handle.db, someone.id))?.moderation).toBe('active');
  });

  it('a suspension closes the member’s open real-time stream at once, not at the next keep-alive round', async () => {
    const app = await t.build({ JOB_RUNNER: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const created = await insertMember(t.handle.db, t.clock.now(), { gender: 'male' });
      const cookie = await loginAs(app, created.email);
      const res = await fetch(`${base}/api/events.php`, { headers: { cookie } });
      const reader = res.body?.getReader();
      if (!reader) throw new Error('no body');
      expect((await readUntil(reader, (s) => s.includes(': connected'))).text).toContain(': connected');
      const staff = (await signedInStaff(app, 'moderator', t.clock.now())).cookie;
      const started = Date.now();
      const done = await act(
        { action: 'suspend', member_id: created.id, seen_rev: 0, reason: 'Harassment', until: new Date(t.clock.ms + 86_400_000).toISOString() },
        staff,
        app,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect((await readUntil(reader, () => false, 4000)).ended).toBe(true);
      // the keep-alive round is 25 s: the end came from the suspension
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await app.close();
    }
  });
});
