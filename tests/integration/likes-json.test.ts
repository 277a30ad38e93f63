import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LikesAnswer } from '../../src/contract/likes.ts';
import { likes, members, photos } from '../../server/db/schema.ts';
import { ageOn } from '../../server/members/members.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

/**
 * GET /api/likes.php is written by PostgreSQL as JSON text (decision 144) and sent as it is. These
 * cases hold that text to the contract with values written out here (never a second builder): the
 * bytes are what `JSON.stringify` writes of the parsed answer (keys in the contract's order, no
 * spaces, the same escapes), names with quotes, backslashes, control characters and emoji, ages on
 * birthdays (today, tomorrow, 29 February), a member without a photo, members hidden for deletion
 * or a moderator's bar, the order of both lists, and the tombstones of a delta.
 *
 * Every call here builds its answer (`LIKES_LIST_CACHE_MB=0`): a kept whole list learns of a
 * member's suspension from an asynchronous notification on PostgreSQL, and the kept list has its
 * own cases (likes-list-cache.test.ts, decision 148). CI once read the list before that
 * notification arrived.
 */
describe.each(backends)('likes.php built as JSON on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { LIKES_LIST_CACHE_MB: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (name: string) => signedInMember(t.app, { name }, 'lj');
  const like = async (from: TestMember, to: TestMember) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: from.cookie }, payload: { profile_id: to.id } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setMember = (who: TestMember, values: Partial<typeof members.$inferInsert>) => t.handle.db.update(members).set(values).where(eq(members.id, who.id));

  /** the raw answer, checked to be the canonical JSON text of a LikesAnswer */
  async function raw(who: TestMember, since?: string): Promise<{ body: string; answer: LikesAnswer }> {
    const res = await t.app.inject({ method: 'GET', url: since === undefined ? '/api/likes.php' : `/api/likes.php?since=${since}`, headers: { cookie: who.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed: unknown = JSON.parse(res.body);
    // the same bytes the object answer had: JSON.stringify of what it parses to
    expect(res.body).toBe(JSON.stringify(parsed));
    // strict: no key the contract does not know, in the contract's order
    const answer = LikesAnswer.parse(parsed);
    expect(res.body).toBe(JSON.stringify(answer));
    return { body: res.body, answer };
  }

  it('writes every field of a like as the contract says, escapes included', async () => {
    const me = await member('Me');
    const quoted = await member('Zoë "Zo" \\ 🌸');
    const noPhoto = await member('Nophoto');
    await setMember(noPhoto, { regionId: null, country: 'DK', fictional: true });
    await t.handle.db.delete(photos).where(eq(photos.memberId, noPhoto.id));
    // a control character and a line break the name's JSON must escape
    await setMember(quoted, { name: 'Zoë "Zo" \\ 🌸\u0001\n</script>' });

    await like(me, quoted);
    t.clock.advance(1_234);
    await like(me, noPhoto);
    await like(quoted, me);

    const { answer } = await raw(me);
    const [stored] = await t.handle.db.select({ at: likes.createdAt }).from(likes).where(eq(likes.likerId, me.id)).orderBy(likes.createdAt);
    expect(answer.profiles).toEqual([
      {
        id: noPhoto.id,
        name: 'Nophoto',
        age: 31,
        region: null,
        country: 'DK',
        main_image: null,
        fictional: true,
        like_new: false,
        liked_at: new Date(t.clock.ms).toISOString(),
        match: false,
      },
      {
        id: quoted.id,
        name: 'Zoë "Zo" \\ 🌸\u0001\n</script>',
        age: 31,
        region: 'Greater London',
        country: 'GB',
        main_image: {
          filename: expect.stringMatching(/^\/media\/[^/]+$/) as string,
          thumb_filename: expect.stringMatching(/^\/media\/[^/]+$/) as string,
          match: expect.stringMatching(/^\/media\/[^/]+$/) as string,
          status: 'active',
        },
        fictional: false,
        like_new: false,
        liked_at: stored?.at.toISOString(),
        match: true,
      },
    ]);
    // their like of me: new until I open the profile, a match both ways
    expect(answer.liked_by).toEqual([expect.objectContaining({ id: quoted.id, like_new: true, match: true, liked_at: new Date(t.clock.ms).toISOString() })]);
    expect(answer.tombstones).toEqual({ profiles: [], liked_by: [] });
    expect(Number(answer.cursor)).toBeGreaterThan(0);
    // the photo's URLs are the member's own files
    const [photo] = await t.handle.db.select().from(photos).where(eq(photos.memberId, quoted.id));
    expect(answer.profiles[1]?.main_image).toMatchObject({ filename: `/media/${photo?.filename}`, thumb_filename: `/media/${photo?.thumbFilename}`, match: `/media/${photo?.matchFilename}` });
  });

  it('a member without any like gets empty lists and the cursor it sent', async () => {
    const lonely = await member('Lonely');
    expect((await raw(lonely)).body).toBe('{"profiles":[],"liked_by":[],"tombstones":{"profiles":[],"liked_by":[]},"cursor":"0"}');
    expect((await raw(lonely, '12345')).body).toBe('{"profiles":[],"liked_by":[],"tombstones":{"profiles":[],"liked_by":[]},"cursor":"12345"}');
  });

  it('ages turn on the birthday (UTC day of the request), 29 February included', async () => {
    const saved = t.clock.ms;
    /** a member liked by one member per birthdate, at the time `at`: the ages their list shows */
    async function agesAt(at: number, birthdates: Record<string, string>): Promise<{ me: TestMember; ages: Record<string, number> }> {
      t.clock.ms = at;
      const me = await member('Ager');
      for (const [name, birthdate] of Object.entries(birthdates)) {
        const other = await member(name);
        await setMember(other, { birthdate });
        await like(other, me);
      }
      const { answer } = await raw(me);
      return { me, ages: Object.fromEntries(answer.liked_by.map((l) => [l.name, l.age])) };
    }
    try {
      // 2027-03-01 10:00 UTC, a common year
      const common = { Today: '1990-03-01', Tomorrow: '1990-03-02', Yesterday: '1990-02-28', Leapling: '1992-02-29', NewYear: '1999-12-31' };
      const expected = { Today: 37, Tomorrow: 36, Yesterday: 37, Leapling: 35, NewYear: 27 };
      const first = await agesAt(Date.UTC(2027, 2, 1, 10), common);
      expect(first.ages).toEqual(expected);
      // the TypeScript rule (profile, search) agrees on each
      for (const [name, birthdate] of Object.entries(common)) expect(ageOn(birthdate, new Date(t.clock.ms))).toBe(expected[name as keyof typeof expected]);

      // a leap year: one minute before 29 February the leapling is not a year older yet, two minutes later they are
      const leap = await agesAt(Date.UTC(2028, 1, 28, 23, 59), { Leapling: '1992-02-29', Late: '1990-12-31' });
      expect(leap.ages).toEqual({ Leapling: 35, Late: 37 });
      t.clock.advance(2 * 60_000);
      expect(Object.fromEntries((await raw(leap.me)).answer.liked_by.map((l) => [l.name, l.age]))).toEqual({ Leapling: 36, Late: 37 });
    } finally {
      t.clock.ms = saved;
    }
  });

  it('orders mine newest first and theirs new ones first, hides members away or barred, and tombstones them in a delta', async () => {
    const me = await member('Orderer');
    const [a, b, c, gone, barred] = await Promise.all(['A', 'B', 'C', 'Gone', 'Barred'].map((n) => member(n)));
    if (!a || !b || !c || !gone || !barred) throw new Error('members not made');
    for (const other of [a, b, c, gone, barred]) {
      await like(me, other);
      t.clock.advance(1_000);
    }
    for (const other of [a, b, c, gone, barred]) {
      await like(other, me);
      t.clock.advance(1_000);
    }
    // b's like seen: the new ones (c, a) come first, newest first, then the seen one
    const seen = await t.app.inject({ method: 'POST', url: '/api/like-seen.php', headers: { ...json, cookie: me.cookie }, payload: { profile_id: b.id } });
    expect(seen.statusCode).toBe(200);
    const before = await raw(me);
    expect(before.answer.profiles.map((p) => p.name)).toEqual(['Barred', 'Gone', 'C', 'B', 'A']);
    expect(before.answer.liked_by.map((p) => [p.name, p.like_new])).toEqual([
      ['Barred', true],
      ['Gone', true],
      ['C', true],
      ['A', true],
      ['B', false],
    ]);

    await setMember(gone, { status: 'pending_deletion' });
    await setMember(barred, { moderation: 'suspended' });
    const after = await raw(me);
    expect(after.answer.profiles.map((p) => p.name)).toEqual(['C', 'B', 'A']);
    expect(after.answer.liked_by.map((p) => p.name)).toEqual(['C', 'A', 'B']);
    expect(after.answer.tombstones).toEqual({ profiles: [], liked_by: [] });

    // a delta since before they went: a like of theirs that moved (taken back) is a tombstone
    const unlike = await t.app.inject({ method: 'DELETE', url: `/api/like.php?profile_id=${c.id}`, headers: { cookie: me.cookie } });
    expect(unlike.statusCode).toBe(200);
    const delta = await raw(me, before.answer.cursor);
    expect(delta.answer.tombstones).toEqual({ profiles: [c.id], liked_by: [] });
    // c's like of me is read again (its match flag changed) and still shown
    expect(delta.answer.liked_by.map((p) => [p.name, p.match])).toEqual([['C', false]]);
    expect(delta.answer.profiles).toEqual([]);
    expect(Number(delta.answer.cursor)).toBeGreaterThan(Number(before.answer.cursor));
  });
});
