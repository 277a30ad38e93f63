import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileAnswer, OwnProfileUpdate, ProfileAnswer, SearchAnswer } from '../../src/contract/members.ts';
import type { MatchFinderAnswer, SwipeCandidatesAnswer } from '../../src/contract/safety.ts';
import type { SignupMatchesAnswer } from '../../src/contract/signupMatches.ts';
import type { Profile } from '../../src/contract/user.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, loginAs } from './members-factory.ts';

/**
 * Issue 49 item 1, decision 175: search, the swipe game, the match finder and "you may also like"
 * start from the member: whom they look for (and who looks for them), their region, the regions
 * near it, their country; a visitor's search starts from their country and the site's niche.
 */
describe.each(backends)('discovery starts from the member on %s', (backend) => {
  let t: TestServer;
  let cookie: string;
  const id: Record<string, number> = {};

  async function get<T>(url: string, opts: { cookie?: string | null; headers?: Record<string, string> } = {}): Promise<T> {
    const c = opts.cookie === undefined ? cookie : opts.cookie;
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(c ? { cookie: c } : {}), ...opts.headers } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  }

  /** Every card of a search, page after page by the answers' cursors. */
  async function everyCard(query: string, opts: { cookie?: string | null; headers?: Record<string, string> } = {}): Promise<Profile[]> {
    const cards: Profile[] = [];
    let answer = await get<SearchAnswer>(`/api/members.php?${query}`, opts);
    cards.push(...answer.profiles);
    for (let page = 2; answer.next !== null && page < 30; page++) {
      answer = await get<SearchAnswer>(`/api/members.php?${query}&page=${page}&after=${answer.next}`, opts);
      cards.push(...answer.profiles);
    }
    return cards;
  }

  beforeAll(async () => {
    t = await startTestServer(backend);
    const db = t.handle.db;
    const now = t.clock.now();
    const him = await insertMember(db, now, { name: 'Londoner', gender: 'male', age: 35, country: 'GB', region: 'Greater London' });
    id.him = him.id;
    cookie = await loginAs(t.app, him.email);
    // women who look for men: in his county, in one near it, far off in Britain, abroad
    id.london = (await insertMember(db, now, { name: 'Lena', gender: 'female', age: 34, country: 'GB', region: 'Greater London' })).id;
    id.kent = (await insertMember(db, now, { name: 'Kira', gender: 'female', age: 36, country: 'GB', region: 'Kent' })).id;
    id.tyne = (await insertMember(db, now, { name: 'Tilly', gender: 'female', age: 35, country: 'GB', region: 'Tyne and Wear' })).id;
    id.sweden = (await insertMember(db, now, { name: 'Signe', gender: 'female', age: 35, country: 'SE' })).id;
    id.bi = (await insertMember(db, now, { name: 'Bianca', gender: 'female', sexuality: 'bi', age: 35, country: 'GB', region: 'Greater London' })).id;
    // people not looking for a man: a lesbian, a woman who said she looks for women, a straight man
    id.lesbian = (await insertMember(db, now, { name: 'Lesley', gender: 'female', sexuality: 'lesbian', age: 35, country: 'GB', region: 'Greater London' })).id;
    id.saidWomen = (await insertMember(db, now, { name: 'Wanda', gender: 'female', lookingFor: 'female', age: 35, country: 'GB', region: 'Greater London' })).id;
    id.straightMan = (await insertMember(db, now, { name: 'Stanley', gender: 'male', age: 35, country: 'GB', region: 'Greater London' })).id;
    // a gay man in London: a man looking for men
    id.gay = (await insertMember(db, now, { name: 'Gareth', gender: 'male', sexuality: 'gay', age: 35, country: 'GB', region: 'Greater London' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const notForHim = () => [id.lesbian, id.saidWomen, id.straightMan, id.gay, id.him];

  it('the London straight man finds women looking for men, his county first, then nearby, then the rest of Britain, then abroad', async () => {
    const cards = await everyCard('min_age=30&max_age=40');
    const ids = cards.map((c) => c.id);
    expect(cards.every((c) => c.gender === 'female')).toBe(true);
    for (const nobody of notForHim()) expect(ids).not.toContain(nobody);
    for (const wanted of [id.london, id.kent, id.tyne, id.sweden, id.bi]) expect(ids).toContain(wanted);
    const at = (n: number | undefined) => ids.indexOf(n ?? -1);
    expect(at(id.london)).toBeLessThan(at(id.kent));
    expect(at(id.kent)).toBeLessThan(at(id.tyne));
    expect(at(id.tyne)).toBeLessThan(at(id.sweden));
    // every British card comes before every foreign one
    const lastBritish = Math.max(...cards.map((c, i) => (c.country === 'GB' ? i : -1)));
    const firstForeign = cards.findIndex((c) => c.country !== 'GB');
    expect(firstForeign === -1 || lastBritish < firstForeign).toBe(true);
    // the app's first filters (his country, ages around his) keep Britain only, London first
    const first = await get<SearchAnswer>('/api/members.php?country=GB&min_age=25&max_age=45');
    expect(first.profiles[0]?.region).toBe('Greater London');
    expect(first.profiles.every((c) => c.country === 'GB' && c.gender === 'female')).toBe(true);
  });

  it('asking for everyone shows also the people not looking for someone like him', async () => {
    const everyone = (await everyCard('country=GB&min_age=30&max_age=40&everyone=1')).map((c) => c.id);
    for (const other of [id.lesbian, id.saidWomen, id.straightMan, id.gay, id.london]) expect(everyone).toContain(other);
    expect(everyone).not.toContain(id.him);
    // the count follows the same rule as the cards
    const mine = await get<SearchAnswer>('/api/members.php?country=GB&min_age=30&max_age=40');
    const all = await get<SearchAnswer>('/api/members.php?country=GB&min_age=30&max_age=40&everyone=1');
    expect(mine.numResults).toBeLessThan(all.numResults);
  });

  it('under any profile he opens, "you may also like" offers women looking for men', async () => {
    const underMan = await get<ProfileAnswer>(`/api/profile.php?id=${id.gay}`);
    expect(underMan.related.length).toBeGreaterThan(0);
    expect(underMan.related.every((c) => c.gender === 'female' && c.country === 'GB')).toBe(true);
    for (const nobody of notForHim()) expect(underMan.related.map((c) => c.id)).not.toContain(nobody);
    // a visitor is offered people like the profile
    const asVisitor = await get<ProfileAnswer>(`/api/profile.php?id=${id.gay}`, { cookie: null });
    expect(asVisitor.related.every((c) => c.gender === 'male')).toBe(true);
  });

  it('the swipe game and the match finder show only women who look for men, his county first', async () => {
    const swipe = await get<SwipeCandidatesAnswer>('/api/swipe.php');
    expect(swipe.profiles.length).toBeGreaterThan(0);
    expect(swipe.profiles.every((c) => c.gender === 'female')).toBe(true);
    for (const nobody of notForHim()) expect(swipe.profiles.map((c) => c.id)).not.toContain(nobody);
    expect(swipe.profiles[0]?.region).toBe('Greater London');
    const finder = await get<MatchFinderAnswer>('/api/match-finder.php');
    expect(finder.profiles.every((c) => c.gender === 'female')).toBe(true);
    for (const nobody of notForHim()) expect(finder.profiles.map((c) => c.id)).not.toContain(nobody);
  });

  it('the signup step’s matches follow the same rule: women of his country who look for men', async () => {
    const { profiles } = await get<SignupMatchesAnswer>('/api/signup-matches.php');
    const ids = profiles.map((p) => p.id);
    for (const shown of [id.london, id.kent, id.tyne, id.bi]) expect(ids).toContain(shown);
    // a lesbian, a woman who looks for women, a straight man, a gay man, a woman abroad: not his matches
    for (const nobody of [id.lesbian, id.saidWomen, id.straightMan, id.gay, id.sweden, id.him]) expect(ids).not.toContain(nobody);
    expect(profiles.every((p) => p.gender === 'female' && p.country === 'GB')).toBe(true);
    // a woman who looks for women sees her, not the man
    const wanda = await loginAs(t.app, (await insertMember(t.handle.db, t.clock.now(), { name: 'Wilma', gender: 'female', lookingFor: 'female', age: 33, country: 'GB' })).email);
    const hers = (await get<SignupMatchesAnswer>('/api/signup-matches.php', { cookie: wanda })).profiles.map((p) => p.id);
    expect(hers).toContain(id.saidWomen);
    expect(hers).not.toContain(id.him);
    expect(hers).not.toContain(id.london);
  });

  it('says whom he looks for in his own profile, and his search follows it; a bad answer is refused', async () => {
    const own = (await get<OwnProfileAnswer>('/api/profile.php')).profile;
    expect(own.looking_for).toBe('female');
    const update = (lookingFor: unknown) => ({
      gender: own.gender,
      sexuality: own.sexuality,
      looking_for: lookingFor,
      relationship_status: own.relationship_status,
      body_type: own.body_type,
      hair_color: own.hair_color,
      eye_color: own.eye_color,
      tattoos: own.tattoos,
      interests: own.interests,
      country: own.country,
      region_id: own.region_id,
      about: own.about,
      invisible: own.invisible,
    });
    const put = (body: object) => t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { host: 'localhost', cookie }, payload: body });
    const refused = await put(update('aliens'));
    expect(refused.statusCode).toBe(400);
    const changed = await put(update('both' satisfies OwnProfileUpdate['looking_for']));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<OwnProfileAnswer>().profile.looking_for).toBe('both');
    const both = (await everyCard('country=GB&min_age=30&max_age=40')).map((c) => c.id);
    // men looking for men now too; still nobody who does not look for a man
    expect(both).toContain(id.gay);
    expect(both).toContain(id.london);
    for (const nobody of [id.lesbian, id.saidWomen, id.straightMan]) expect(both).not.toContain(nobody);
    expect((await put(update('female'))).statusCode).toBe(200);
    expect((await everyCard('country=GB&min_age=30&max_age=40')).map((c) => c.id)).not.toContain(id.gay);
  });

  it('a visitor’s search starts from their country and shows the site’s niche only', async () => {
    const swedish = await get<SearchAnswer>('/api/members.php?min_age=30&max_age=40', { cookie: null, headers: { 'x-country': 'SE' } });
    expect(swedish.profiles[0]?.country).toBe('SE');
    const british = await get<SearchAnswer>('/api/members.php?min_age=30&max_age=40', { cookie: null, headers: { 'x-country': 'GB' } });
    expect(british.profiles[0]?.country).toBe('GB');
    const gaySite = await get<SearchAnswer>('/api/members.php', { cookie: null, headers: { host: 'gay.localhost', 'x-country': 'GB' } });
    expect(gaySite.profiles.every((c) => c.gender === 'male' && ['gay', 'bi'].includes(c.sexuality))).toBe(true);
  });
});
