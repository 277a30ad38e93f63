import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../src/contract/members.ts';
import { members } from '../../server/db/schema.ts';
import { rowsOf } from '../../server/members/cards.ts';
import { filterCondition, matchesSearch, searchableBy, whereOf, type SearchFilters } from '../../server/members/search.ts';
import { SiteDirectory } from '../../server/platform/sites.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, loginAs, type MemberFields } from './members-factory.ts';

/**
 * Search counts are cached per site, filters and day as the number of all matches; the viewer's
 * own row is taken off per request by reading the search predicates in memory (decision 108,
 * predicate.ts). These cases hold the in-memory reading equal to the SQL on every niche, and the
 * count equal to what the viewer can page through.
 */
describe.each(backends)('search counts on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the search predicates read in memory find exactly whom their SQL finds, on every niche', async () => {
    const now = t.clock.now();
    const directory = await SiteDirectory.load(t.handle.db);
    const variants: MemberFields[] = [];
    for (const gender of ['female', 'male'] as const)
      for (const sexuality of ['hetero', 'gay', 'lesbian', 'bi'] as const)
        for (const age of [25, 35, 40, 55, 56, 61])
          variants.push({ gender, sexuality, age, country: 'MT', bodyType: (['curvy', 'slim', 'plus_size', 'average'] as const)[variants.length % 4], photos: [] });
    variants.push({ gender: 'female', age: 40, country: 'MT', invisible: true, photos: [] }, { gender: 'female', age: 40, country: 'MT', profileStatus: 'disabled', photos: [] });
    const sites = directory.all.filter((s) => s.domain === 'localhost' || /^(she|bbw|gilf|milf|gay|bdsm)\.localhost$/.test(s.domain));
    expect(new Set(sites.map((s) => s.niche))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const filterSets: SearchFilters[] = [{}, { gender: 'female' }, { gender: 'male', minAge: 30, maxAge: 55 }, { country: 'MT', minAge: 56 }, { country: 'MT', maxAge: 35 }];
    for (const site of sites) {
      const ids: number[] = [];
      for (const v of variants) ids.push((await insertMember(t.handle.db, now, { ...v, site: site.domain })).id);
      const rowsRead = await t.handle.db.select().from(members).where(inArray(members.id, ids));
      for (const f of filterSets) {
        const found = rowsOf<{ id: number }>(
          await t.handle.db.execute(
            sql`SELECT m.id FROM members m WHERE ${whereOf(searchableBy(site, null, now, false), filterCondition(f, now))} AND m.id = ANY(${sql.param(ids)}::int[]) ORDER BY m.id`,
          ),
        );
        const bySql = found.map((r) => Number(r.id));
        const byJs = rowsRead.filter((m) => matchesSearch(site, m, f, now)).map((m) => m.id).sort((a, b) => a - b);
        expect([site.niche, f, byJs]).toEqual([site.niche, f, bySql]);
      }
    }
  });

  it('a viewer who matches her own search is counted out of it, whoever asked first', async () => {
    const now = t.clock.now();
    const women: MemberFields = { site: 'she.localhost', gender: 'female', sexuality: 'lesbian', country: 'IS', photos: [] };
    for (let i = 0; i < 24; i++) await insertMember(t.handle.db, now, { ...women, age: 30 });
    const her = await insertMember(t.handle.db, now, { ...women, age: 31 });
    const older = await insertMember(t.handle.db, now, { ...women, age: 60 });
    const query = 'country=IS&min_age=25&max_age=35';
    const search = async (cookie: string, url: string) => {
      const reply = await t.app.inject({ method: 'GET', url: `/api/members.php?${url}`, headers: { host: 'she.localhost', cookie } });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<SearchAnswer>();
    };
    // someone outside the search asks first: 25 matches
    const olderCookie = await loginAs(t.app, older.email, 'she.localhost');
    expect((await search(olderCookie, query)).numResults).toBe(25);
    // she is one of them: her count leaves her out, and so do her pages
    const herCookie = await loginAs(t.app, her.email, 'she.localhost');
    const first = await search(herCookie, query);
    const second = await search(herCookie, `${query}&page=2&after=${first.next}`);
    const shown = [...first.profiles, ...second.profiles].map((p) => p.id);
    expect(shown).not.toContain(her.id);
    expect(first.numResults).toBe(24);
    expect(shown).toHaveLength(24);
    expect(second.next).toBeNull();
    // and the one asking after her still gets 25
    expect((await search(olderCookie, query)).numResults).toBe(25);
  });
});
