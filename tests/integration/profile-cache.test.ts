import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileAnswer } from '../../src/contract/members.ts';
import { interests, memberInterests, members, photos, regionTerms } from '../../server/db/schema.ts';
import { renameUnannounced } from '../helpers/database.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { block, insertMember, loginAs, setSiteSetting } from './members-factory.ts';

/**
 * Profiles are kept per instance and answered again (decision 162). These cases prove the kept
 * profile is used (a change made behind the notifications' back stays unseen), that it answers what
 * the database answers (a second app with PROFILE_CACHE_MB=0 on the same database) for a visitor, a
 * free and a premium member, and that every change that matters reaches it: the profile's columns,
 * photos, interests, the words it is shown with, the related members, online state, the viewer's
 * own row and blocks (asynchronous on PostgreSQL: polled).
 */
describe.each(backends)('profiles kept per instance on %s', (backend) => {
  let t: TestServer;
  let read: FastifyInstance;
  let free: string;
  let paid: string;
  let freeId: number;
  /** the profile viewed: a public, a private and a pending photo */
  let star: { id: number; email: string };
  /** the members of her gender and country, by id */
  const country: { id: number; email: string }[] = [];
  const poll = { timeout: 5000, interval: 20 };

  beforeAll(async () => {
    t = await startTestServer(backend);
    read = await t.build({ PROFILE_CACHE_MB: '0' });
    const now = t.clock.now();
    const freeMember = await insertMember(t.handle.db, now, { gender: 'male', country: 'LU' });
    freeId = freeMember.id;
    free = await loginAs(t.app, freeMember.email);
    paid = await loginAs(t.app, (await insertMember(t.handle.db, now, { gender: 'male', country: 'LU', paidUser: true })).email);
    for (let i = 0; i < 5; i++) country.push(await insertMember(t.handle.db, now, { name: `Before ${i}`, gender: 'female', country: 'LU' }));
    star = await insertMember(t.handle.db, now, { name: 'Star', gender: 'female', country: 'LU', photos: [{}, { private: true }, { status: 'pending' }] });
    country.push(star);
    for (let i = 0; i < 5; i++) country.push(await insertMember(t.handle.db, now, { name: `After ${i}`, gender: 'female', country: 'LU' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function view(app: FastifyInstance, id: number, who: string | null): Promise<ProfileAnswer> {
    const reply = await app.inject({ method: 'GET', url: `/api/profile.php?id=${id}`, headers: who ? { cookie: who } : {} });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    return reply.json<ProfileAnswer>();
  }
  /** the kept answer and the database's, for the same view */
  async function both(id: number, who: string | null) {
    return { kept: await view(t.app, id, who), fresh: await view(read, id, who) };
  }
  /** every audience gets what the database answers it */
  async function sameAsDatabase(id = star.id) {
    for (const who of [null, free, paid]) {
      const { kept, fresh } = await both(id, who);
      expect(kept).toEqual(fresh);
    }
  }

  it('answers a repeated view from the kept profile, exactly as the database answers a visitor, a free and a premium member', async () => {
    await sameAsDatabase();
    const visitor = await view(t.app, star.id, null);
    const member = await view(t.app, star.id, free);
    const premium = await view(t.app, star.id, paid);
    // the pending photo is nobody's but hers; the private one is shown to premium members only
    expect(visitor.profile.photos.map((p) => [p.visible, p.private])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(member.profile.photos.map((p) => p.visible)).toEqual([true, false]);
    expect(premium.profile.photos.map((p) => p.visible)).toEqual([true, true]);
    expect(premium.related.map((r) => r.id)).toEqual(nearest(star.id, 6));

    // the copy: a rename no notification announces is not seen
    await renameUnannounced(t.handle.db, star.id, 'Unannounced');
    expect((await view(t.app, star.id, paid)).profile.name).toBe('Star');
    expect((await view(read, star.id, paid)).profile.name).toBe('Unannounced');
    // an announced change of a column only the profile shows drops it
    await t.handle.db.update(members).set({ about: 'Announced about' }).where(eq(members.id, star.id));
    await expect.poll(async () => (await view(t.app, star.id, paid)).profile.about, poll).toBe('Announced about');
    expect((await view(t.app, star.id, paid)).profile.name).toBe('Unannounced');
    await t.handle.db.update(members).set({ name: 'Star', hairColor: 'red', tattoos: 'some' }).where(eq(members.id, star.id));
    await expect.poll(async () => (await view(t.app, star.id, null)).profile.hair_color, poll).toBe('red');
    await sameAsDatabase();
  });

  it('photos, interests, an interest renamed and the country’s word for a region reach a kept profile', async () => {
    await view(t.app, star.id, free);
    await t.handle.db.update(photos).set({ private: false }).where(eq(photos.memberId, star.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).profile.photos.map((p) => p.visible), poll).toEqual([true, true]);

    const [first, second] = await t.handle.db.select().from(interests).orderBy(interests.id).limit(2);
    expect(second).toBeDefined();
    await t.handle.db.insert(memberInterests).values([
      { memberId: star.id, interestId: first!.id },
      { memberId: star.id, interestId: second!.id },
    ]);
    await expect.poll(async () => (await view(t.app, star.id, free)).profile.interests.map((i) => i.id), poll).toEqual([first!.id, second!.id]);
    await t.handle.db.delete(memberInterests).where(eq(memberInterests.interestId, first!.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).profile.interests.map((i) => i.id), poll).toEqual([second!.id]);
    await t.handle.db.update(interests).set({ name: 'Renamed interest' }).where(eq(interests.id, second!.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).profile.interests[0]?.name, poll).toBe('Renamed interest');

    expect((await view(t.app, star.id, free)).profile.region_term).toBe('region');
    await t.handle.db.insert(regionTerms).values({ country: 'LU', term: 'canton' });
    await expect.poll(async () => (await view(t.app, star.id, free)).profile.region_term, poll).toBe('canton');
    await sameAsDatabase();
  });

  it('a new member, a hidden member and a changed card reach the related members; the viewer is left out of them', async () => {
    const before = await view(t.app, star.id, free);
    expect(before.related.map((r) => r.id)).toEqual(nearest(star.id, 6));
    // a card on the related list changes
    const nearer = before.related[0]!;
    await t.handle.db.update(members).set({ name: 'Renamed neighbour' }).where(eq(members.id, nearer.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).related[0]?.name, poll).toBe('Renamed neighbour');
    // a related member hides: the next nearest takes her place
    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, nearer.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).related.map((r) => r.id), poll).not.toContain(nearer.id);
    expect((await view(t.app, star.id, free)).related).toHaveLength(6);
    await sameAsDatabase();

    // a woman of the related list looks at Star: her related members follow whom she looks for
    // (decision 175), men of her country, never herself nor the women beside Star
    const neighbour = country.find((m) => m.id === before.related[1]!.id)!;
    const herCookie = await loginAs(t.app, neighbour.email);
    const hers = await both(star.id, herCookie);
    expect(hers.kept).toEqual(hers.fresh);
    expect(hers.kept.related.map((r) => r.id)).not.toContain(neighbour.id);
    expect(hers.kept.related.length).toBeGreaterThan(0);
    expect(hers.kept.related.every((r) => r.gender === 'male' && r.country === 'LU')).toBe(true);
    // her login moved her `last_seen`: the kept profile was dropped and she shows online
    await t.handle.db.update(members).set({ invisible: false }).where(eq(members.id, nearer.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).related.map((r) => r.id), poll).toContain(nearer.id);

    // Star's neighbours on both sides fill the list: a newcomer (a higher id than all) is too far to enter it
    const far = await insertMember(t.handle.db, t.clock.now(), { name: 'Far newcomer', gender: 'female', country: 'LU' });
    country.push(far);
    await sameAsDatabase();
    expect((await view(t.app, star.id, free)).related.map((r) => r.id)).not.toContain(far.id);
    // but she is among the nearest of the last member: shown there
    const last = country.at(-2)!;
    await view(t.app, last.id, free);
    await expect.poll(async () => (await view(t.app, last.id, free)).related.map((r) => r.id), poll).toContain(far.id);
    await sameAsDatabase(last.id);
  });

  it('a member online shows offline five minutes later from the same kept profile', async () => {
    await t.handle.db.update(members).set({ lastSeen: t.clock.now() }).where(eq(members.id, star.id));
    await expect.poll(async () => (await view(t.app, star.id, free)).profile.online, poll).toBe(true);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await view(t.app, star.id, free)).profile.online).toBe(false);
    expect((await view(t.app, star.id, free)).related.every((r) => !r.online)).toBe(true);
    await sameAsDatabase();
  });

  it('one’s own profile, a block either way and a hidden profile are judged at once', async () => {
    // her own profile shows her pending photo: never the kept one
    const own = await view(t.app, star.id, await loginAs(t.app, star.email));
    expect(own.profile.photos).toHaveLength(3);

    await view(t.app, star.id, free);
    await block(t.handle.db, star.id, freeId, t.clock.now());
    const blocked = await t.app.inject({ method: 'GET', url: `/api/profile.php?id=${star.id}`, headers: { cookie: free } });
    expect([blocked.statusCode, blocked.json()]).toEqual([403, { error: 'blocked', name: 'Star', by: 'them' }]);
    await t.handle.db.execute(sql`DELETE FROM blocks WHERE blocker_id = ${star.id}`);
    await view(t.app, star.id, free);

    await view(t.app, star.id, null);
    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, star.id));
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: `/api/profile.php?id=${star.id}` })).statusCode, poll).toBe(404);
    await t.handle.db.update(members).set({ invisible: false }).where(eq(members.id, star.id));
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: `/api/profile.php?id=${star.id}` })).statusCode, poll).toBe(200);
  });

  it('a logged-out session views as a visitor, and is refused where visitors may not browse', async () => {
    const who = await insertMember(t.handle.db, t.clock.now(), { gender: 'male', country: 'LU', paidUser: true });
    const session = await loginAs(t.app, who.email);
    expect((await view(t.app, star.id, session)).profile.photos.map((p) => p.visible)).toEqual([true, true]);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: session } })).statusCode).toBeLessThan(400);
    expect((await view(t.app, star.id, session)).profile.photos.map((p) => p.visible)).toEqual([true, false]);
    await setSiteSetting(t.handle.db, 'localhost', { logged_out_search: false });
    const closed = await t.build();
    await view(closed, star.id, free);
    const refused = await closed.inject({ method: 'GET', url: `/api/profile.php?id=${star.id}`, headers: { cookie: session } });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'login_required' }]);
  });

  /** the `count` visible members of the country nearest to `id` (ids, nearest first; ties: the lower) */
  function nearest(id: number, count: number): number[] {
    return country
      .map((m) => m.id)
      .filter((other) => other !== id)
      .sort((a, b) => Math.abs(a - id) - Math.abs(b - id) || a - b)
      .slice(0, count);
  }
});
