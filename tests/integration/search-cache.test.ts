import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../src/contract/members.ts';
import { members, photos, regions } from '../../server/db/schema.ts';
import { renameUnannounced as renameHidden } from '../helpers/database.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { block, insertMember, loginAs, setSiteSetting } from './members-factory.ts';

/**
 * Search pages are kept per instance and answered again (decision 108). These cases prove the kept
 * page is used (a change made behind the notifications' back stays unseen), that it answers what
 * the database answers (a second app with SEARCH_CACHE_MB=0 on the same database), and that every
 * change that matters reaches it: names, photos, new members, hidden members, online state,
 * the viewer's own row and blocks (asynchronous on PostgreSQL: polled).
 */
describe.each(backends)('search pages kept per instance on %s', (backend) => {
  let t: TestServer;
  let read: FastifyInstance;
  let viewer: { id: number; email: string };
  let cookie: string;
  const women: { id: number; email: string }[] = [];
  const query = 'gender=female&country=LU&min_age=30&max_age=39';
  const poll = { timeout: 5000, interval: 20 };

  beforeAll(async () => {
    t = await startTestServer(backend);
    read = await t.build({ SEARCH_CACHE_MB: '0' });
    const now = t.clock.now();
    viewer = await insertMember(t.handle.db, now, { gender: 'male', country: 'LU' });
    cookie = await loginAs(t.app, viewer.email);
    // 30 women: a full first page and a second one
    for (let i = 0; i < 30; i++) women.push(await insertMember(t.handle.db, now, { name: `Lux ${i}`, gender: 'female', age: 33, country: 'LU' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function search(app: FastifyInstance, q: string, who: string | null = cookie): Promise<SearchAnswer> {
    const reply = await app.inject({ method: 'GET', url: `/api/members.php?${q}`, headers: who ? { cookie: who } : {} });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    return reply.json<SearchAnswer>();
  }
  /** the kept answer and the database's, for the same search and viewer */
  async function both(q: string, who: string | null = cookie) {
    return { kept: await search(t.app, q, who), fresh: await search(read, q, who) };
  }
  const renameUnannounced = (id: number, name: string) => renameHidden(t.handle.db, id, name);


  it('answers a repeated search from the kept page, exactly as the database answers it, page after page', async () => {
    const first = await both(query);
    expect(first.kept).toEqual(first.fresh);
    expect(first.kept.profiles).toHaveLength(20);
    expect(first.kept.next).not.toBeNull();
    const second = await both(`${query}&page=2&after=${first.kept.next}`);
    expect(second.kept).toEqual(second.fresh);
    expect(second.kept.profiles).toHaveLength(10);
    expect(second.kept.next).toBeNull();
    // a visitor (the site lets visitors search) and the viewer get the same page of women
    const visitor = await both(query, null);
    expect(visitor.kept).toEqual(visitor.fresh);

    // the copy: a rename no notification announces is not seen
    const top = first.kept.profiles[0]!;
    await renameUnannounced(top.id, 'Unannounced');
    expect((await search(t.app, query)).profiles[0]?.name).toBe(top.name);
    expect((await search(read, query)).profiles[0]?.name).toBe('Unannounced');
    // an announced change drops the page
    await t.handle.db.update(members).set({ name: 'Announced' }).where(eq(members.id, top.id));
    await expect.poll(async () => (await search(t.app, query)).profiles[0]?.name, poll).toBe('Announced');
  });

  it('a new member, a hidden member, a private photo and a renamed region reach a kept page', async () => {
    const before = await search(t.app, query);
    const newcomer = await insertMember(t.handle.db, t.clock.now(), { name: 'Newcomer', gender: 'female', age: 35, country: 'LU' });
    await expect.poll(async () => (await search(t.app, query)).profiles[0]?.id, poll).toBe(newcomer.id);

    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, newcomer.id));
    await expect.poll(async () => (await search(t.app, query)).profiles[0]?.id, poll).toBe(before.profiles[0]?.id);

    const second = before.profiles[1]!;
    expect(second.main_image).not.toBeNull();
    await t.handle.db.update(photos).set({ private: true }).where(eq(photos.memberId, second.id));
    await expect.poll(async () => (await search(t.app, query)).profiles[1]?.main_image, poll).toBeNull();

    const [luxRegion] = await t.handle.db.select().from(regions).where(eq(regions.name, 'Zeeland')).limit(1);
    expect(luxRegion).toBeDefined();
    await t.handle.db.update(members).set({ regionId: luxRegion!.id }).where(eq(members.id, second.id));
    await expect.poll(async () => (await search(t.app, query)).profiles[1]?.region, poll).toBe(luxRegion!.name);
    await t.handle.db.update(regions).set({ name: 'Renamed region' }).where(eq(regions.id, luxRegion!.id));
    await expect.poll(async () => (await search(t.app, query)).profiles[1]?.region, poll).toBe('Renamed region');
    const now = await both(query);
    expect(now.kept).toEqual(now.fresh);
  });

  it('a member who logs in shows online, and offline again five minutes later, from the same kept page', async () => {
    // everyone was inserted as just seen: let that pass first
    expect((await search(t.app, query)).profiles[2]?.online).toBe(true);
    t.clock.advance(5 * 60_000 + 1000);
    const card = (await search(t.app, query)).profiles[2]!;
    expect(card.online).toBe(false);
    const email = women.find((w) => w.id === card.id)?.email;
    expect(email).toBeDefined();
    await loginAs(t.app, email!);
    await expect.poll(async () => (await search(t.app, query)).profiles[2]?.online, poll).toBe(true);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await search(t.app, query)).profiles[2]?.online).toBe(false);
  });

  it('leaves out the viewer and, for a viewer with blocks, the members blocked either way', async () => {
    const seen = await search(t.app, query);
    const herself = women.find((w) => w.id === seen.profiles[3]?.id)!;
    const herCookie = await loginAs(t.app, herself.email);
    // she asks for everyone: a search for women is otherwise nobody a woman looking for men may be shown (decision 175)
    const hers = await both(`${query}&everyone=1`, herCookie);
    // (numResults comes from the per-filter count cache of each app, decision 020, which counts
    // the first viewer's search for every viewer without blocks: not this decision's concern)
    expect({ ...hers.kept, numResults: 0 }).toEqual({ ...hers.fresh, numResults: 0 });
    expect(hers.kept.profiles.map((p) => p.id)).not.toContain(herself.id);
    expect(hers.kept.profiles).toHaveLength(20);

    const blocked = seen.profiles[4]!;
    await block(t.handle.db, viewer.id, blocked.id, t.clock.now());
    // no notification needed: a viewer with blocks is read from the database, at once
    const after = await both(query);
    expect(after.kept).toEqual(after.fresh);
    expect(after.kept.profiles.map((p) => p.id)).not.toContain(blocked.id);
    expect(after.kept.profiles).toHaveLength(20);
  });

  it('a logged-out session searches as a visitor, and is refused where visitors may not search', async () => {
    const who = await insertMember(t.handle.db, t.clock.now(), { gender: 'male', country: 'LU' });
    const session = await loginAs(t.app, who.email);
    await search(t.app, query, session);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: session } })).statusCode).toBeLessThan(400);
    await setSiteSetting(t.handle.db, 'localhost', { logged_out_search: false });
    const closed = await t.build();
    await search(closed, query);
    const refused = await closed.inject({ method: 'GET', url: `/api/members.php?${query}`, headers: { cookie: session } });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'login_required' }]);
  });
});
