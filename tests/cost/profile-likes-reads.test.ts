import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LikesAnswer } from '../../src/contract/likes.ts';
import { ProfileAnswer, SearchAnswer } from '../../src/contract/members.ts';
import { eq } from 'drizzle-orm';
import { blocks, members } from '../../server/db/schema.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

/**
 * The profile view and the likes list are one statement each, the session check included, and
 * concurrent calls share it (decision 135). Each call must still get its own viewer's answer. A
 * profile this instance kept (decision 162) costs the session check alone, a visitor's nothing.
 */
describe.each(backends)('profile and likes reads on %s', (backend) => {
  let t: TestServer;
  /** the same server without kept profiles: every view read from the database */
  let read: FastifyInstance;
  beforeAll(async () => {
    t = await startTestServer(backend);
    read = await t.build({ PROFILE_CACHE_MB: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * The statements the database driver is sent while `work` runs. Background work of earlier calls
   * (a like's notification, decision 143) finishes first: it would be counted with `work`.
   */
  async function statementsOf(work: () => Promise<unknown>): Promise<number> {
    await t.app.notifier.settled();
    const client = (t.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  const view = (id: number, who?: TestMember, app = t.app) =>
    app.inject({ method: 'GET', url: `/api/profile.php?id=${id}`, headers: who ? { cookie: who.cookie } : {} });

  async function someoneFound(by: TestMember): Promise<number> {
    const res = await t.app.inject({ method: 'GET', url: '/api/members.php', headers: { cookie: by.cookie } });
    const found = SearchAnswer.parse(res.json()).profiles[0];
    if (!found) throw new Error('the search found nobody');
    return found.id;
  }

  it('a profile view read from the database is one statement, for a member and for a visitor', async () => {
    const viewer = await signedInMember(t.app, { name: 'Counter' }, 'reads');
    const id = await someoneFound(viewer);
    let res = await view(id, viewer, read);
    expect(await statementsOf(async () => (res = await view(id, viewer, read)))).toBe(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(ProfileAnswer.parse(res.json()).profile.id).toBe(id);
    expect(await statementsOf(async () => (res = await view(id, undefined, read)))).toBe(1);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a kept profile costs a member the session check and their related profiles, and a visitor nothing', async () => {
    const viewer = await signedInMember(t.app, { name: 'Kept' }, 'reads');
    const id = await someoneFound(viewer);
    // the first view reads it: the session check, then the profile as a visitor sees it
    let res = await view(id, viewer);
    expect(res.statusCode, res.body).toBe(200);
    // the session check, then "you may also like" for this viewer (whom they look for: decision 175)
    expect(await statementsOf(async () => (res = await view(id, viewer)))).toBe(2);
    expect(res.json()).toEqual((await view(id, viewer, read)).json());
    expect(await statementsOf(async () => (res = await view(id)))).toBe(0);
    expect(res.json()).toEqual((await view(id, undefined, read)).json());

    // a profile others may not see is refused from the visitor's read, not read a second time
    const hidden = await signedInMember(t.app, { name: 'Hidden' }, 'reads');
    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, hidden.id));
    expect(await statementsOf(async () => (res = await view(hidden.id, viewer)))).toBe(2);
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
    expect(await statementsOf(async () => (res = await view(hidden.id)))).toBe(1);
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
    // she still sees her own profile (read from the database)
    expect((await view(hidden.id, hidden)).statusCode).toBe(200);
  });

  it('the likes list is one statement', async () => {
    const a = await signedInMember(t.app, { name: 'Liking' }, 'reads');
    const b = await signedInMember(t.app, { name: 'Liked' }, 'reads');
    const liked = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { cookie: a.cookie }, payload: { profile_id: b.id } });
    expect(liked.statusCode, liked.body).toBe(200);
    let res = await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: b.cookie } });
    expect(await statementsOf(async () => (res = await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: b.cookie } })))).toBe(1);
    expect(LikesAnswer.parse(res.json()).liked_by.map((p) => p.id)).toEqual([a.id]);
  });

  it.each([
    ['kept', false],
    ['read', true],
  ])('concurrent views (%s) and lists sharing a statement each answer for their own session', async (_, fromDatabase) => {
    const viewers = await Promise.all([1, 2, 3].map((n) => signedInMember(t.app, { name: `Viewer ${n}` }, 'reads')));
    const [free, blocker, liker] = viewers as [TestMember, TestMember, TestMember];
    const target = await signedInMember(t.app, { name: 'Target' }, 'reads');
    await t.handle.db.insert(blocks).values({ blockerId: target.id, blockedId: blocker.id, createdAt: t.clock.now() });
    await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { cookie: liker.cookie }, payload: { profile_id: target.id } });
    const dead = { id: 0, cookie: `${free.cookie.split('=')[0]}=${'x'.repeat(43)}` };
    const calls = Array.from({ length: 24 }, (_, n) => [free, blocker, liker, target, dead, undefined][n % 6]);
    const profiles = await Promise.all(calls.map((who) => view(target.id, who, fromDatabase ? read : t.app)));
    const lists = await Promise.all(calls.map((who) => t.app.inject({ method: 'GET', url: '/api/likes.php', headers: who ? { cookie: who.cookie } : {} })));
    calls.forEach((who, n) => {
      const profile = profiles[n]!;
      const likes = lists[n]!;
      if (who === blocker) expect([n, profile.statusCode, profile.json()]).toEqual([n, 403, { error: 'blocked', name: 'Target', by: 'them' }]);
      else expect([n, profile.statusCode, ProfileAnswer.parse(profile.json()).profile.id]).toEqual([n, 200, target.id]);
      if (who === undefined || who === dead) expect([n, likes.statusCode]).toEqual([n, 403]);
      else {
        const answer = LikesAnswer.parse(likes.json());
        const expected = who === liker ? { profiles: [target.id], liked_by: [] } : who === target ? { profiles: [], liked_by: [liker.id] } : { profiles: [], liked_by: [] };
        expect([n, { profiles: answer.profiles.map((p) => p.id), liked_by: answer.liked_by.map((p) => p.id) }]).toEqual([n, expected]);
      }
    });
  });
});
