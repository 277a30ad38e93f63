import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, SendMessageAnswer } from '../../src/contract/chats.ts';
import { SWIPE_LIKES_PER_DAY } from '../../src/contract/constants.ts';
import { COMPLAINTS_PER_HOUR } from '../../src/contract/safety.ts';
import { MatchFinderAnswer, SearchAnswer, SwipeAnswer, SwipeCandidatesAnswer } from '../../src/contract/index.ts';
import { complaints, likes, mailOutbox, members, swipes } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, loginAs, type MemberFields } from './members-factory.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('swipe game, match finder, blocking, invisible mode and complaints on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
    // a fixed moment: 10:00 UTC, so "the next day" is a known step away
    t.clock.ms = Date.UTC(2026, 10, 20, 10, 0, 0);
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Member {
    id: number;
    cookie: string;
  }

  async function member(fields: MemberFields = {}): Promise<Member> {
    const created = await insertMember(t.handle.db, t.clock.now(), fields);
    await t.handle.db.update(members).set({ credits: 1000 }).where(eq(members.id, created.id));
    return { id: created.id, cookie: await loginAs(t.app, created.email) };
  }
  const man = (extra: MemberFields = {}) => member({ gender: 'male', sexuality: 'hetero', ...extra });
  const woman = (extra: MemberFields = {}) => member({ gender: 'female', sexuality: 'hetero', ...extra });
  const get = (who: Member | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const post = (who: Member | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who ? { ...json, cookie: who.cookie } : json, payload: payload as object });
  const swipe = (who: Member, profile_id: number, action: 'like' | 'pass') => post(who, '/api/swipe.php', { profile_id, action });
  const candidates = async (who: Member) => SwipeCandidatesAnswer.parse((await get(who, '/api/swipe.php')).json());
  const finder = async (who: Member) => MatchFinderAnswer.parse((await get(who, '/api/match-finder.php')).json()).profiles.map((p) => p.id);
  const searchIds = async (who: Member) =>
    SearchAnswer.parse((await get(who, '/api/members.php?gender=female&country=GB')).json()).profiles.map((p) => p.id);

  it('a 5th swipe like of a day is refused with swipe_limit; passes go on; the next UTC day allows likes again', async () => {
    const player = await man();
    const targets = await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY + 2 }, () => woman()));
    for (const [i, target] of targets.slice(0, SWIPE_LIKES_PER_DAY).entries()) {
      const res = await swipe(player, target.id, 'like');
      expect(res.statusCode, res.body).toBe(200);
      expect(SwipeAnswer.parse(res.json()).likes_left).toBe(SWIPE_LIKES_PER_DAY - i - 1);
    }
    const fifth = await swipe(player, targets[SWIPE_LIKES_PER_DAY]!.id, 'like');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({ error: 'swipe_limit', likes_left: 0, resets_at: '2026-11-21T00:00:00.000Z' });
    // nothing was stored for the refused like
    const stored = await t.handle.db.select().from(likes).where(and(eq(likes.likerId, player.id), eq(likes.likedId, targets[SWIPE_LIKES_PER_DAY]!.id)));
    expect(stored).toHaveLength(0);
    expect((await candidates(player)).likes_left).toBe(0);
    // passes are unlimited
    expect((await swipe(player, targets[SWIPE_LIKES_PER_DAY + 1]!.id, 'pass')).statusCode).toBe(200);
    // a repeat of an earlier like is idempotent and costs nothing
    const again = await swipe(player, targets[0]!.id, 'like');
    expect(again.statusCode).toBe(200);
    expect(SwipeAnswer.parse(again.json())).toMatchObject({ action: 'like', likes_left: 0 });
    // 13 h 59 min later it is still the same UTC day; one minute more and it is the next one
    t.clock.advance(13 * 3_600_000 + 59 * 60_000);
    expect((await swipe(player, targets[SWIPE_LIKES_PER_DAY]!.id, 'like')).statusCode).toBe(403);
    t.clock.advance(60_000);
    const nextDay = await swipe(player, targets[SWIPE_LIKES_PER_DAY]!.id, 'like');
    expect(nextDay.statusCode, nextDay.body).toBe(200);
    expect(SwipeAnswer.parse(nextDay.json()).likes_left).toBe(SWIPE_LIKES_PER_DAY - 1);
    const liked = await t.handle.db.select().from(likes).where(and(eq(likes.likerId, player.id), isNull(likes.removedAt)));
    expect(liked.map((l) => l.source)).toEqual(Array(SWIPE_LIKES_PER_DAY + 1).fill('swipe'));
  });

  it('parallel swipe likes cannot pass the daily limit together', async () => {
    const player = await man();
    const targets = await Promise.all(Array.from({ length: 8 }, () => woman()));
    const results = await Promise.all(targets.map((target) => swipe(player, target.id, 'like')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(8 - SWIPE_LIKES_PER_DAY);
  });

  it('a swipe like of someone who liked the member is a match', async () => {
    const player = await man();
    const fan = await woman();
    expect((await swipe(fan, player.id, 'like')).statusCode).toBe(200);
    expect(SwipeAnswer.parse((await swipe(player, fan.id, 'like')).json()).match).toBe(true);
  });

  it('candidates never repeat a profile already swiped or liked, and fit the member (wanted gender, has a photo)', async () => {
    const player = await man();
    const likedBefore = await woman();
    await t.handle.db.insert(likes).values({ likerId: player.id, likedId: likedBefore.id, siteId: 1, createdAt: t.clock.now() });
    const noPhoto = await woman({ photos: [] });
    const lesbian = await member({ gender: 'female', sexuality: 'lesbian' });
    const seen = new Set<number>();
    for (let round = 0; round < 40; round++) {
      const batch = await candidates(player);
      if (batch.profiles.length === 0) break;
      for (const p of batch.profiles) {
        expect(seen.has(p.id), `profile ${p.id} came back`).toBe(false);
        expect(p.gender).toBe('female');
        expect(p.main_image).not.toBeNull();
        seen.add(p.id);
      }
      for (const p of batch.profiles) expect((await swipe(player, p.id, 'pass')).statusCode).toBe(200);
    }
    expect(seen.size).toBeGreaterThan(0);
    expect((await candidates(player)).profiles).toEqual([]);
    for (const id of [player.id, likedBefore.id, noPhoto.id, lesbian.id]) expect(seen.has(id)).toBe(false);
    const rows = await t.handle.db.select().from(swipes).where(eq(swipes.memberId, player.id));
    expect(rows).toHaveLength(seen.size);
  });

  it('the match finder puts the same region first, then the same country and close ages, and explains the score', async () => {
    const me = await man({ country: 'GB', region: 'Greater London', age: 30 });
    const sameRegion = await woman({ country: 'GB', region: 'Greater London', age: 31 });
    const sameCountry = await woman({ country: 'GB', age: 30 });
    const farAway = await woman({ country: 'DE', age: 30 });
    const man2 = await man({ country: 'GB', region: 'Greater London', age: 30 });
    const answer = MatchFinderAnswer.parse((await get(me, '/api/match-finder.php')).json());
    const ids = answer.profiles.map((p) => p.id);
    expect(ids.indexOf(sameRegion.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sameRegion.id)).toBeLessThan(ids.indexOf(sameCountry.id));
    if (ids.includes(farAway.id)) expect(ids.indexOf(sameCountry.id)).toBeLessThan(ids.indexOf(farAway.id));
    expect(ids).not.toContain(man2.id);
    expect(ids).not.toContain(me.id);
    const scores = answer.profiles.map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const top = answer.profiles.find((p) => p.id === sameRegion.id);
    expect(top?.reasons).toEqual(['region', 'country', 'age', 'active']);
    expect(top?.score).toBe(40 + 25 + 23 + 10);
  });

  it('blocking removes chats and likes both ways, and hides each from the other in search, swipe and match finder', async () => {
    const blocker = await woman({ country: 'GB' });
    const blocked = await man({ country: 'GB' });
    const conversation = SendMessageAnswer.parse((await post(blocked, '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'hi', profile_id: blocker.id })).json())
      .chat.conversation.id;
    await swipe(blocked, blocker.id, 'like');
    await swipe(blocker, blocked.id, 'like');
    expect((await post(blocker, '/api/block.php', { profile_id: blocked.id })).statusCode).toBe(200);
    for (const [who, other] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      expect(ChatsAnswer.parse((await get(who, '/api/chats.php')).json()).chats.map((c) => c.conversation.id)).not.toContain(conversation);
      const live = await t.handle.db.select().from(likes).where(and(eq(likes.likerId, who.id), eq(likes.likedId, other.id), isNull(likes.removedAt)));
      expect(live).toHaveLength(0);
      expect((await candidates(who)).profiles.map((p) => p.id)).not.toContain(other.id);
      expect(await finder(who)).not.toContain(other.id);
    }
    expect(await searchIds(blocked)).not.toContain(blocker.id);
    const profile = await get(blocked, `/api/profile.php?id=${blocker.id}`);
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({ error: 'blocked', by: 'them' });
  });

  it("a blocked member's replay of their own earlier message answers 403 and nothing about the blocker", async () => {
    const blocker = await woman({ name: 'Quiet Quinn' });
    const blocked = await man();
    const id = crypto.randomUUID();
    const first = await post(blocked, '/api/messages.php', { id, kind: 'text', body: 'before the block', profile_id: blocker.id });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Quiet Quinn');
    expect((await post(blocker, '/api/block.php', { profile_id: blocked.id })).statusCode).toBe(200);
    const replay = await post(blocked, '/api/messages.php', { id, kind: 'text', body: 'before the block', profile_id: blocker.id });
    expect(replay.statusCode).toBe(403);
    expect(replay.body).not.toContain('Quiet Quinn');
  });

  it('blocking an unknown member or one of another site is refused without a 500', async () => {
    const a = await woman();
    const other = await insertMember(t.handle.db, t.clock.now(), { site: 'gay.localhost', gender: 'male', sexuality: 'gay' });
    expect((await post(a, '/api/block.php', { profile_id: 99_999_999 })).statusCode).toBe(404);
    expect((await post(a, '/api/block.php', { profile_id: other.id })).statusCode).toBe(404);
  });

  it('an invisible member is absent from search, swipe and match finder and cannot be messaged or liked, but keeps using the site', async () => {
    const seeker = await man({ country: 'GB' });
    const hidden = await woman({ country: 'GB', region: 'Greater London', invisible: true });
    expect(await searchIds(seeker)).not.toContain(hidden.id);
    expect(await finder(seeker)).not.toContain(hidden.id);
    expect((await candidates(seeker)).profiles.map((p) => p.id)).not.toContain(hidden.id);
    const like = await swipe(seeker, hidden.id, 'like');
    expect(like.statusCode).toBe(403);
    expect(like.json()).toEqual({ error: 'member_unavailable' });
    const message = await post(seeker, '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'hello?', profile_id: hidden.id });
    expect(message.statusCode).toBe(403);
    expect(message.json()).toEqual({ error: 'member_unavailable' });
    // the invisible member still searches, swipes, finds matches and writes
    expect((await get(hidden, '/api/members.php')).statusCode).toBe(200);
    expect((await candidates(hidden)).profiles.length).toBeGreaterThan(0);
    expect((await get(hidden, '/api/match-finder.php')).statusCode).toBe(200);
    const write = await post(hidden, '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'hi from the shadows', profile_id: seeker.id });
    expect(write.statusCode, write.body).toBe(200);
  });

  it('a complaint is stored, acknowledged and mailed to the site support address; bad input is refused with issues', async () => {
    const reporter = await woman();
    const bad = await man();
    const res = await post(reporter, '/api/complaints.php', { category: 'member', text: 'He keeps sending rude messages.', member_id: bad.id });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.handle.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ memberId: reporter.id, targetMemberId: bad.id, category: 'member', status: 'open', text: 'He keeps sending rude messages.' });
    const mails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'complaint'));
    const mail = mails.find((m) => m.subject.includes(`#${id}`));
    expect(mail?.toAddress).toBe('support@plain.example.com');
    expect(mail?.textBody).toContain('He keeps sending rude messages.');
    expect(mail?.textBody).toContain(`member ${bad.id}`);

    const short = await post(reporter, '/api/complaints.php', { category: 'general', text: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'text', code: 'too_small' }] });
    const noMember = await post(reporter, '/api/complaints.php', { category: 'photo', text: 'This photo is not of a real person.' });
    expect(noMember.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'member_id', code: 'required' }] });
    const unknown = await post(reporter, '/api/complaints.php', { category: 'member', text: 'Someone I cannot find anymore.', member_id: 99_999_999 });
    expect(unknown.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'member_id', code: 'unknown' }] });
    const general = await post(reporter, '/api/complaints.php', { category: 'general', text: 'The search page is slow for me.' });
    expect(general.statusCode).toBe(201);
    expect((await post(null, '/api/complaints.php', { category: 'general', text: 'Logged out complaint' })).statusCode).toBe(403);
  });
  it('parallel complaints past the hourly limit: exactly COMPLAINTS_PER_HOUR are stored (counted under the reporter lock, not read then written)', async () => {
    const reporter = await man();
    const bad = await woman();
    const answers = await Promise.all(
      Array.from({ length: COMPLAINTS_PER_HOUR + 6 }, (_, i) =>
        post(reporter, '/api/complaints.php', { category: 'member', text: `Rude message number ${i} from this member.`, member_id: bad.id }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    const stored = await t.handle.db.select().from(complaints).where(eq(complaints.memberId, reporter.id));
    expect(stored).toHaveLength(COMPLAINTS_PER_HOUR);
  });
});
