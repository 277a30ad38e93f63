import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SearchAnswer } from '../../src/contract/members.ts';
import { photos } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { block, insertMember, loginAs, setSiteSetting } from './members-factory.ts';

describe.each(backends)('member search on %s', (backend) => {
  let server: TestServer;
  let viewer: { id: number; email: string };
  let cookie: string;

  async function search(query: string, opts: { cookie?: string | null; host?: string } = {}) {
    const headers: Record<string, string> = { host: opts.host ?? 'localhost' };
    const c = opts.cookie === undefined ? cookie : opts.cookie;
    if (c) headers.cookie = c;
    return server.app.inject({ method: 'GET', url: `/api/members.php?${query}`, headers });
  }
  async function results(query: string, opts: { cookie?: string | null; host?: string } = {}): Promise<SearchAnswer> {
    const res = await search(query, opts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchAnswer>();
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    const now = server.clock.now();
    viewer = await insertMember(server.handle.db, now, { gender: 'male', country: 'GB' });
    cookie = await loginAs(server.app, viewer.email);
    // 45 women of 40 in Zeeland: three pages of the same filter
    for (let i = 0; i < 45; i++) await insertMember(server.handle.db, now, { name: `Zeeland ${i}`, gender: 'female', age: 40, country: 'NL', region: 'Zeeland' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows each card with its first public active photo, and none when it has no such photo', async () => {
    const now = server.clock.now();
    const mixed = await insertMember(server.handle.db, now, { gender: 'female', age: 52, country: 'MT', photos: [{ private: true }, { status: 'pending' }, {}, {}] });
    const privateOnly = await insertMember(server.handle.db, now, { gender: 'female', age: 52, country: 'MT', photos: [{ private: true }] });
    const { profiles } = await results('gender=female&country=MT&min_age=52&max_age=52');
    expect(profiles.map((p) => p.id)).toEqual([privateOnly.id, mixed.id]);
    const [third] = await server.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.memberId, mixed.id), eq(photos.position, 2)));
    expect(profiles[1]?.main_image?.thumb_filename).toBe(`/media/${third?.thumbFilename}`);
    expect(profiles[1]?.main_image?.status).toBe('active');
    expect(profiles[0]?.main_image).toBeNull();
  });

  it('returns only members matching gender, country, region and age', async () => {
    const now = server.clock.now();
    const young = await insertMember(server.handle.db, now, { gender: 'female', age: 24, country: 'NL', region: 'Zeeland' });
    const man = await insertMember(server.handle.db, now, { gender: 'male', age: 40, country: 'NL', region: 'Zeeland' });
    const all = await results('gender=female&country=NL&min_age=35&max_age=45&page=1');
    expect(all.numResults).toBeGreaterThanOrEqual(45);
    for (const p of all.profiles) {
      expect(p.gender).toBe('female');
      expect(p.country).toBe('NL');
      expect(p.age).toBeGreaterThanOrEqual(35);
      expect(p.age).toBeLessThanOrEqual(45);
    }
    const ids = all.profiles.map((p) => p.id);
    expect(ids).not.toContain(young.id);
    expect(ids).not.toContain(man.id);
    const regionsAnswer = await server.app.inject({ method: 'GET', url: '/api/regions.php' });
    const zeeland = regionsAnswer.json<{ region_data: Record<string, { regions: Array<{ id: number; name: string }> }> }>().region_data.NL?.regions.find((r) => r.name === 'Zeeland');
    const inRegion = await results(`gender=female&country=NL&countryregion=${zeeland?.id}&page=1`);
    expect(inRegion.profiles.every((p) => p.region === 'Zeeland')).toBe(true);
  });

  it('pages in a stable order: cursors and page numbers agree, and new members do not shift later pages', async () => {
    const q = 'gender=female&country=NL&min_age=40&max_age=40';
    const p1 = await results(`${q}&page=1`);
    expect(p1.profiles).toHaveLength(20);
    expect(p1.next).not.toBeNull();
    const p2 = await results(`${q}&page=2&after=${p1.next}`);
    const p2ByNumber = await results(`${q}&page=2`);
    expect(p2ByNumber.profiles.map((p) => p.id)).toEqual(p2.profiles.map((p) => p.id));
    const p3 = await results(`${q}&page=3&after=${p2.next}`);
    const seen = [...p1.profiles, ...p2.profiles, ...p3.profiles].map((p) => p.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(p3.next).toBeNull();
    expect(seen.length).toBe(p1.numResults);
    // someone new signs up: page 2 through its cursor stays the same
    await insertMember(server.handle.db, server.clock.now(), { gender: 'female', age: 40, country: 'NL', region: 'Zeeland' });
    const again = await results(`${q}&page=2&after=${p1.next}`);
    expect(again.profiles.map((p) => p.id)).toEqual(p2.profiles.map((p) => p.id));
  });

  it('never shows invisible or disabled members, and hides them at once when they turn invisible', async () => {
    const now = server.clock.now();
    const hidden = await insertMember(server.handle.db, now, { gender: 'female', age: 77, country: 'CH', invisible: true });
    const disabled = await insertMember(server.handle.db, now, { gender: 'female', age: 77, country: 'CH', profileStatus: 'disabled' });
    const shown = await insertMember(server.handle.db, now, { gender: 'female', age: 77, country: 'CH' });
    const ids = (await results('country=CH&min_age=77&max_age=77')).profiles.map((p) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(disabled.id);

    const shownCookie = await loginAs(server.app, shown.email);
    const own = await server.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie: shownCookie } });
    const profile = own.json<{ profile: Record<string, unknown> }>().profile;
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { cookie: shownCookie },
      payload: { ...pickUpdate(profile), invisible: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await results('country=CH&min_age=77&max_age=77')).profiles.map((p) => p.id);
    expect(after).not.toContain(shown.id);
  });

  it('excludes members blocked either way', async () => {
    const now = server.clock.now();
    const blockedByViewer = await insertMember(server.handle.db, now, { gender: 'female', age: 66, country: 'AT' });
    const blockerOfViewer = await insertMember(server.handle.db, now, { gender: 'female', age: 66, country: 'AT' });
    const other = await insertMember(server.handle.db, now, { gender: 'female', age: 66, country: 'AT' });
    // the same search before the blocks: its count is cached for viewers without blocks
    expect((await results('country=AT&min_age=66&max_age=66')).numResults).toBeGreaterThanOrEqual(3);
    await block(server.handle.db, viewer.id, blockedByViewer.id, now);
    await block(server.handle.db, blockerOfViewer.id, viewer.id, now);
    const answer = await results('country=AT&min_age=66&max_age=66');
    const ids = answer.profiles.map((p) => p.id);
    // the count leaves them out too (not the cached count of a viewer without blocks)
    expect(answer.numResults).toBe(ids.length);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(blockedByViewer.id);
    expect(ids).not.toContain(blockerOfViewer.id);
  });

  it('offers similar results with their own count when the exact search finds few', async () => {
    const now = server.clock.now();
    // women looking for men: whom the viewer, a straight man, may be shown (decision 175)
    const exact = await insertMember(server.handle.db, now, { gender: 'female', age: 50, country: 'BE', region: 'Namur' });
    const near = await insertMember(server.handle.db, now, { gender: 'female', age: 56, country: 'BE', region: 'Liège' });
    const answer = await results('gender=female&country=BE&min_age=50&max_age=50');
    expect(answer.profiles.map((p) => p.id)).toContain(exact.id);
    expect(answer.similar.numResults).toBeGreaterThan(0);
    const similarIds = answer.similar.profiles.map((p) => p.id);
    expect(similarIds).toContain(near.id);
    expect(similarIds).not.toContain(exact.id);
  });

  it('applies each niche: gay site men seeking men, milf women 35–55, gilf women 60+, bbw curvy women', async () => {
    const now = server.clock.now();
    const gayMan = await insertMember(server.handle.db, now, { site: 'gay.localhost', gender: 'male', sexuality: 'gay', age: 33 });
    const straightMan = await insertMember(server.handle.db, now, { site: 'gay.localhost', gender: 'male', sexuality: 'hetero', age: 33 });
    const gay = await results('min_age=33&max_age=33', { cookie: null, host: 'gay.localhost' });
    expect(gay.profiles.every((p) => p.gender === 'male' && (p.sexuality === 'gay' || p.sexuality === 'bi'))).toBe(true);
    expect(gay.profiles.map((p) => p.id)).toContain(gayMan.id);
    expect(gay.profiles.map((p) => p.id)).not.toContain(straightMan.id);

    const milfIn = await insertMember(server.handle.db, now, { site: 'milf.localhost', gender: 'female', age: 45 });
    const milfOut = await insertMember(server.handle.db, now, { site: 'milf.localhost', gender: 'female', age: 30 });
    const milf = await results('', { cookie: null, host: 'milf.localhost' });
    expect(milf.profiles.every((p) => p.gender === 'female' && p.age >= 35 && p.age <= 55)).toBe(true);
    const milfAll = await results(`page=1&min_age=18&max_age=99`, { cookie: null, host: 'milf.localhost' });
    expect(milfAll.profiles.map((p) => p.id)).not.toContain(milfOut.id);
    expect((await results('min_age=45&max_age=45', { cookie: null, host: 'milf.localhost' })).profiles.map((p) => p.id)).toContain(milfIn.id);

    // gilf lets visitors browse only with traffic-source data (server/db/seed-site-choices.ts)
    const gilf = await results('network=partner', { cookie: null, host: 'gilf.localhost' });
    expect(gilf.profiles.length).toBeGreaterThan(0);
    expect(gilf.profiles.every((p) => p.gender === 'female' && p.age >= 60)).toBe(true);

    const curvy = await insertMember(server.handle.db, now, { site: 'bbw.localhost', gender: 'female', age: 29, bodyType: 'curvy' });
    const slim = await insertMember(server.handle.db, now, { site: 'bbw.localhost', gender: 'female', age: 29, bodyType: 'slim' });
    const bbw = (await results('gender=female&min_age=29&max_age=29', { cookie: null, host: 'bbw.localhost' })).profiles.map((p) => p.id);
    expect(bbw).toContain(curvy.id);
    expect(bbw).not.toContain(slim.id);

    const she = await results('', { cookie: null, host: 'she.localhost' });
    expect(she.profiles.every((p) => p.gender === 'female' && (p.sexuality === 'lesbian' || p.sexuality === 'bi'))).toBe(true);
  });

  it('never shows members of another site', async () => {
    const other = await insertMember(server.handle.db, server.clock.now(), { site: 'bdsm.localhost', gender: 'female', age: 91, country: 'GB' });
    const ids = (await results('min_age=91&max_age=91')).profiles.map((p) => p.id);
    expect(ids).not.toContain(other.id);
  });

  it('lets visitors search only as logged_out_search and its traffic-source rule allow', async () => {
    expect((await search('', { cookie: null, host: 'she.localhost' })).statusCode).toBe(200);
    await setSiteSetting(server.handle.db, 'she.localhost', { logged_out_search: false });
    const closedApp = await server.build();
    const closed = await closedApp.inject({ method: 'GET', url: '/api/members.php', headers: { host: 'she.localhost' } });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: 'login_required' });
    const member = await insertMember(server.handle.db, server.clock.now(), { site: 'she.localhost' });
    const memberCookie = await loginAs(closedApp, member.email, 'she.localhost');
    const asMember = await closedApp.inject({ method: 'GET', url: '/api/members.php', headers: { host: 'she.localhost', cookie: memberCookie } });
    expect(asMember.statusCode).toBe(200);

    await setSiteSetting(server.handle.db, 'she.localhost', { logged_out_search: true, logged_out_search_trafficsource: true });
    const tsApp = await server.build();
    const without = await tsApp.inject({ method: 'GET', url: '/api/members.php', headers: { host: 'she.localhost' } });
    expect(without.statusCode).toBe(403);
    const withSource = await tsApp.inject({ method: 'GET', url: '/api/members.php?network=adnet&page=1', headers: { host: 'she.localhost' } });
    expect(withSource.statusCode).toBe(200);
  });

  it('refuses bad filters with invalid_request, never a 500', async () => {
    const res = await search('min_age=50&max_age=20');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('invalid_request');
    expect((await search('gender=robot')).statusCode).toBe(400);
    expect((await search('page=-3')).statusCode).toBe(400);
  });
});

/** The editable fields of an own profile, ready for PUT. */
export function pickUpdate(p: Record<string, unknown>): Record<string, unknown> {
  const keys = ['gender', 'sexuality', 'relationship_status', 'body_type', 'hair_color', 'eye_color', 'tattoos', 'interests', 'country', 'region_id', 'about', 'invisible'];
  return Object.fromEntries(keys.map((k) => [k, p[k]]));
}
