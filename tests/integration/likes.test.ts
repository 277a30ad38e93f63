import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutoLikeAnswer, LikeAnswer, LikesAnswer } from '../../src/contract/likes.ts';
import { likes, members } from '../../server/db/schema.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('likes on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Member = TestMember;
  const member = (name = 'Liker') => signedInMember(t.app, { name }, 'likes');

  const like = (from: Member, profileId: number) =>
    t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: from.cookie }, payload: { profile_id: profileId } });
  const unlike = (from: Member, profileId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/like.php?profile_id=${profileId}`, headers: { cookie: from.cookie } });
  const seen = (who: Member, profileId: number) =>
    t.app.inject({ method: 'POST', url: '/api/like-seen.php', headers: { ...json, cookie: who.cookie }, payload: { profile_id: profileId } });
  const list = async (who: Member, since?: string) => {
    const res = await t.app.inject({ method: 'GET', url: since ? `/api/likes.php?since=${since}` : '/api/likes.php', headers: { cookie: who.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return LikesAnswer.parse(res.json());
  };

  it('a like is idempotent and shows on both sides, new for the liked member, with card data', async () => {
    const a = await member('Anna');
    const b = await member('Bert');
    const first = await like(a, b.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(LikeAnswer.parse(first.json())).toMatchObject({ match: false, like: { id: b.id, name: 'Bert', match: false } });
    const again = await like(a, b.id);
    expect(again.statusCode).toBe(200);
    const rows = await t.handle.db.select().from(likes).where(eq(likes.likerId, a.id));
    expect(rows).toHaveLength(1);

    const mine = await list(a);
    expect(mine.profiles.map((p) => p.id)).toEqual([b.id]);
    expect(mine.liked_by).toEqual([]);
    const theirs = await list(b);
    expect(theirs.liked_by).toHaveLength(1);
    expect(theirs.liked_by[0]).toMatchObject({ id: a.id, name: 'Anna', like_new: true, match: false, fictional: false, age: expect.any(Number) as number });
    expect(theirs.liked_by[0]?.main_image?.match).toMatch(/\/media\//);
  });

  it('a mutual like is a match on both sides; the second like answers match', async () => {
    const a = await member();
    const b = await member();
    await like(a, b.id);
    const back = LikeAnswer.parse((await like(b, a.id)).json());
    expect(back.match).toBe(true);
    expect((await list(a)).profiles.find((p) => p.id === b.id)?.match).toBe(true);
    expect((await list(b)).liked_by.find((p) => p.id === a.id)?.match).toBe(true);
  });

  it('opening the profile clears like_new; received likes are ordered new first', async () => {
    const me = await member();
    const older = await member();
    const newer = await member();
    await like(older, me.id);
    t.clock.advance(60_000);
    await like(newer, me.id);
    expect((await list(me)).liked_by.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect((await seen(me, newer.id)).statusCode).toBe(200);
    expect((await seen(me, newer.id)).statusCode).toBe(200);
    const after = await list(me);
    expect(after.liked_by.map((l) => [l.id, l.like_new])).toEqual([
      [older.id, true],
      [newer.id, false],
    ]);
  });

  it('deltas carry changed likes, the match flag of the other side and tombstones for taken-back likes', async () => {
    const a = await member();
    const b = await member();
    const start = (await list(a)).cursor;
    await like(a, b.id);
    const d1 = await list(a, start);
    expect(d1.profiles.map((p) => [p.id, p.match])).toEqual([[b.id, false]]);
    const empty = await list(a, d1.cursor);
    expect(empty.profiles).toEqual([]);
    expect(empty.cursor).toBe(d1.cursor);

    await like(b, a.id);
    const d2 = await list(a, d1.cursor);
    expect(d2.liked_by.map((p) => [p.id, p.match])).toEqual([[b.id, true]]);
    expect(d2.profiles.map((p) => [p.id, p.match])).toEqual([[b.id, true]]);

    expect((await unlike(b, a.id)).statusCode).toBe(200);
    expect((await unlike(b, a.id)).statusCode).toBe(200);
    const d3 = await list(a, d2.cursor);
    expect(d3.tombstones.liked_by).toEqual([b.id]);
    expect(d3.profiles.map((p) => [p.id, p.match])).toEqual([[b.id, false]]);
    const full = await list(a);
    expect(full.liked_by).toEqual([]);
    expect(full.tombstones).toEqual({ profiles: [], liked_by: [] });
  });

  it('a blocked member cannot like, and blocking removes the likes both ways (tombstones)', async () => {
    const a = await member();
    const b = await member();
    await like(a, b.id);
    await like(b, a.id);
    const before = (await list(a)).cursor;
    const block = await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: b.cookie }, payload: { profile_id: a.id } });
    expect(block.statusCode, block.body).toBe(200);
    const refused = await like(a, b.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'blocked' });
    const delta = await list(a, before);
    expect(delta.tombstones).toEqual({ profiles: [b.id], liked_by: [b.id] });
  });

  it('an invisible member cannot be liked; a stranger id is not found; logged out is refused', async () => {
    const a = await member();
    const hidden = await member();
    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, hidden.id));
    const refused = await like(a, hidden.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'member_unavailable' });
    expect((await like(a, 99_999_999)).statusCode).toBe(404);
    expect((await like(a, a.id)).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: '/api/likes.php' });
    expect(anon.statusCode).toBe(403);
    expect(anon.json()).toMatchObject({ error: 'authentication_required' });
    const anonLike = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: json, payload: { profile_id: a.id } });
    expect(anonLike.json()).toMatchObject({ error: 'authentication_required' });
  });

  it('auto-like answers the newest unseen like, else records a like from a fictional profile', async () => {
    const me = await member();
    const fan = await member();
    await like(fan, me.id);
    const get = () => t.app.inject({ method: 'POST', url: '/api/auto-like.php', headers: { cookie: me.cookie } });
    const first = AutoLikeAnswer.parse((await get()).json());
    expect(first.id).toBe(fan.id);
    await seen(me, fan.id);
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const auto = AutoLikeAnswer.parse(res.json());
    expect(auto.fictional).toBe(true);
    expect(auto.main_image?.match).toMatch(/\/media\//);
    const after = await list(me);
    expect(after.liked_by.find((l) => l.id === auto.id)).toMatchObject({ like_new: true });
  });
});
