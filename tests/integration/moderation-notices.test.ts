import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserAnswer } from '../../src/contract/index.ts';
import { ItemAnswer, QueueAnswer, type ModerationAction } from '../../src/contract/moderation.ts';
import { memberNotices, members, staffAudit } from '../../server/db/schema.ts';
import { memberById } from '../../server/members/members.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { insertMember, loginAs, type MemberFields } from './members-factory.ts';

// Decision 133: why a session ended, a warned member's notice, the member's history beside a queue
// item, and a held message's picture out of every member's reach but its sender's.

const json = { 'content-type': 'application/json' };
const SUPPORT = 'support@plain.example.com';
const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe.each(backends)('moderation notices on %s', (backend) => {
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
    const created = await insertMember(t.handle.db, t.clock.now(), { country: 'GB', gender: 'male', sexuality: 'hetero', ...fields });
    await t.handle.db.update(members).set({ credits: 1000 }).where(eq(members.id, created.id));
    return { ...created, cookie: await loginAs(t.app, created.email) };
  }
  const get = (cookie: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (cookie: string | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { ...json, cookie } : json, payload: payload as object });
  const act = (action: ModerationAction): Promise<LightMyRequestResponse> => post(moderator, '/api/admin/moderation/action', action);
  const revOf = async (id: number): Promise<number> => (await memberById(t.handle.db, id))?.moderationRev ?? -1;
  const userOf = async (who: Member) => UserAnswer.parse((await get(who.cookie, '/api/user.php')).json()).user;

  describe('why a session ended', () => {
    it('the open app’s next call after a suspension answers 403 authentication_required with the reason, the end and the support address, on every route', async () => {
      const bad = await member();
      const secondDevice = await loginAs(t.app, bad.email);
      const until = new Date(t.clock.ms + 7 * 86_400_000).toISOString();
      const res = await act({ action: 'suspend', member_id: bad.id, seen_rev: await revOf(bad.id), reason: 'Insults in messages', until });
      expect(res.statusCode, res.body).toBe(200);
      const expected = { error: 'authentication_required', ended: 'account_suspended', reason: 'Insults in messages', until, support: SUPPORT };
      // user.php (the pull), chats.php (its own batched session check), likes.php and a write
      for (const cookie of [bad.cookie, secondDevice]) {
        for (const url of ['/api/user.php', '/api/chats.php', '/api/likes.php']) {
          const answer = await get(cookie, url);
          expect(answer.statusCode, url).toBe(403);
          expect(answer.json(), url).toEqual(expected);
        }
      }
      const write = await post(bad.cookie, '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'hi', profile_id: bad.id + 1 });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual(expected);
    });

    it('a ban says so; a session that ended before (logout) or a made-up token says nothing more than authentication_required', async () => {
      const banned = await member();
      const loggedOut = await loginAs(t.app, banned.email);
      expect((await post(loggedOut, '/api/logout.php', {})).statusCode).toBe(200);
      t.clock.ms += 1000;
      expect((await act({ action: 'ban', member_id: banned.id, seen_rev: 0, reason: 'Scam: asked for gift cards' })).statusCode).toBe(200);
      expect((await get(banned.cookie, '/api/user.php')).json()).toEqual({ error: 'authentication_required', ended: 'account_banned', reason: 'Scam: asked for gift cards', support: SUPPORT });
      // the session of the logout was not ended by the moderator: nothing to explain to it
      expect((await get(loggedOut, '/api/user.php')).json()).toEqual({ error: 'authentication_required' });
      expect((await get('sid=made-up-token', '/api/user.php')).json()).toEqual({ error: 'authentication_required' });
      expect((await get(null, '/api/user.php')).json()).toEqual({ error: 'authentication_required' });
      // a huge or hostile cookie is no 500
      expect((await get(`sid=${'x'.repeat(5000)}`, '/api/chats.php')).statusCode).toBe(403);
    });

    it('once the suspension’s end has passed, the old session is simply logged out (login lifts it)', async () => {
      const short = await member();
      const until = new Date(t.clock.ms + 3_600_000).toISOString();
      expect((await act({ action: 'suspend', member_id: short.id, seen_rev: 0, reason: 'Cooling off', until })).statusCode).toBe(200);
      expect((await get(short.cookie, '/api/user.php')).json()).toMatchObject({ ended: 'account_suspended' });
      t.clock.ms += 2 * 3_600_000;
      expect((await get(short.cookie, '/api/user.php')).json()).toEqual({ error: 'authentication_required' });
    });
  });

  describe('a warned member is told', () => {
    it('user.php lists the warning with its category until the member dismisses it; the audit entry names the notice', async () => {
      const warned = await member();
      const other = await member();
      expect((await userOf(warned)).notices).toEqual([]);
      const res = await act({ action: 'warn', member_id: warned.id, seen_rev: 0, reason: 'Please stop sending your number', category: 'contact_details' });
      expect(res.statusCode, res.body).toBe(200);
      const [notice] = (await userOf(warned)).notices ?? [];
      expect(notice).toMatchObject({ kind: 'warning', category: 'contact_details', reason: 'Please stop sending your number', created_at: t.clock.now().toISOString() });
      if (!notice) throw new Error('no notice');
      // the member keeps every right (a warning is no suspension)
      expect((await get(warned.cookie, '/api/chats.php')).statusCode).toBe(200);
      const [audit] = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'member.warn'), eq(staffAudit.targetId, String(warned.id))));
      expect(audit?.after).toMatchObject({ state: 'warned', notice: { id: notice.id, category: 'contact_details' } });

      // another member cannot mark it seen
      expect((await post(other.cookie, '/api/notices.php', { id: notice.id })).statusCode).toBe(404);
      expect((await post(null, '/api/notices.php', { id: notice.id })).statusCode).toBe(403);
      const seen = await post(warned.cookie, '/api/notices.php', { id: notice.id });
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toEqual({ ok: true });
      // idempotent: a retried dismissal after a lost answer
      expect((await post(warned.cookie, '/api/notices.php', { id: notice.id })).statusCode).toBe(200);
      expect((await userOf(warned)).notices).toEqual([]);
      const [row] = await t.handle.db.select().from(memberNotices).where(eq(memberNotices.id, notice.id));
      expect(row?.seenAt).toEqual(t.clock.now());
    });

    it('a warning without a category is "other"; a category the contract does not know is refused', async () => {
      const warned = await member();
      expect((await act({ action: 'warn', member_id: warned.id, seen_rev: 0, reason: 'Be kind' })).statusCode).toBe(200);
      expect((await userOf(warned)).notices?.map((n) => n.category)).toEqual(['other']);
      const bad = await post(moderator, '/api/admin/moderation/action', { action: 'warn', member_id: warned.id, seen_rev: 1, reason: 'x', category: 'murder' });
      expect(bad.statusCode).toBe(400);
    });

    it('hostile input to notices.php is a 400, never a 500', async () => {
      const who = await member();
      // raw bodies: a NUL, a number past double range, an unsafe integer, a huge string, a proto key
      const bodies = ['{"id":"a\\u0000b"}', '{"id":1e309}', '{"id":9007199254740993}', '{"id":-1}', JSON.stringify({ id: 'x'.repeat(100_000) }), '{"__proto__":{"id":1}}', '{}'];
      for (const payload of bodies) {
        const res = await t.app.inject({ method: 'POST', url: '/api/notices.php', headers: { ...json, cookie: who.cookie }, payload });
        expect(res.statusCode, payload.slice(0, 40)).toBe(400);
      }
    });
  });

  it('the item screen’s member file counts the reports and complaints against the member and lists the latest ones', async () => {
    const rude = await member();
    const reporters = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => member({ gender: 'female' })));
    for (const [i, reporter] of reporters.entries()) {
      t.clock.ms += 1000;
      expect((await post(reporter.cookie, '/api/reports.php', { member_id: rude.id, reason: i % 2 ? 'scam' : 'harassment', note: `report ${i}` })).statusCode).toBe(201);
    }
    for (const reporter of reporters.slice(0, 2)) {
      t.clock.ms += 1000;
      expect((await post(reporter.cookie, '/api/complaints.php', { category: 'member', text: `He was rude to me, says ${reporter.id}.`, member_id: rude.id })).statusCode).toBe(201);
    }
    const queue = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/reports?limit=50')).json());
    const item = queue.items.find((i) => i.member?.id === rude.id);
    if (!item) throw new Error('report not queued');
    const answer = ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/reports/${item.id}`)).json());
    expect(answer.member?.report_count).toBe(7);
    expect(answer.member?.reports.map((r) => r.note)).toEqual(['report 6', 'report 5', 'report 4', 'report 3', 'report 2']);
    expect(answer.member?.reports[0]).toMatchObject({ reason: 'harassment', status: 'open', reporter_id: reporters[6]?.id });
    expect(answer.member?.complaint_count).toBe(2);
    expect(answer.member?.complaints).toHaveLength(2);
  });

  it('a held message’s picture reaches no member but its sender while it is held (and never after a rejection); staff see it in the console', async () => {
    const sender = await member();
    const receiver = await member({ gender: 'female' });
    // pictures are for premium members (SPEC §4)
    await t.handle.db.update(members).set({ paidUser: true }).where(eq(members.id, sender.id));
    const id = crypto.randomUUID();
    const sent = await post(sender.cookie, '/api/messages.php', { id, profile_id: receiver.id, kind: 'image', body: 'buy me an amazon gift card please', image: pixel });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = `/media/chat-${id}.webp`;
    expect((await get(receiver.cookie, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(404);
    // the sender sees it as sent (decision 122): their picture is theirs
    expect((await get(sender.cookie, url)).statusCode).toBe(200);
    // the moderator sees it through the console's own address, never kept by a cache
    const held = ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/held/${id}`)).json());
    const picture = held.excerpt.find((m) => m.id === id)?.image;
    expect(picture).toBe(`/api/admin/moderation/message-image/${id}`);
    const staffView = await get(moderator, picture ?? '');
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers['content-type']).toBe('image/webp');
    expect(staffView.headers['cache-control']).toBe('no-store');
    // members and visitors do not get the console's address
    expect((await get(receiver.cookie, picture ?? '')).statusCode).toBe(401);
    expect((await get(moderator, '/api/admin/moderation/message-image/not-a-uuid')).statusCode).toBe(400);
    expect((await get(moderator, `/api/admin/moderation/message-image/${crypto.randomUUID()}`)).statusCode).toBe(404);

    // released: the receiver gets it like any picture of the conversation
    expect((await post(moderator, `/api/admin/moderation/held/${id}/release`, {})).statusCode).toBe(200);
    expect((await get(receiver.cookie, url)).statusCode).toBe(200);

    // rejected: never
    const second = crypto.randomUUID();
    expect((await post(sender.cookie, '/api/messages.php', { id: second, profile_id: receiver.id, kind: 'image', body: 'send bitcoin to my wallet now', image: pixel })).statusCode).toBe(200);
    expect((await post(moderator, `/api/admin/moderation/held/${second}/reject`, {})).statusCode).toBe(200);
    expect((await get(receiver.cookie, `/media/chat-${second}.webp`)).statusCode).toBe(404);
    expect((await get(sender.cookie, `/media/chat-${second}.webp`)).statusCode).toBe(200);
  });
});
