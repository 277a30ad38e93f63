import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../server/db/seed-data.ts';
import { members } from '../../server/db/schema.ts';
import { HomeAnswer, LanderAnswer, landerKinds } from '../../src/contract/content.ts';
import type { Profile } from '../../src/contract/user.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember } from './members-factory.ts';

// Decision 181 (decision 181): the visitors' home page of each niche site
// shows members of that niche, the visitor's country first, one a first name, fictional ones
// labelled; the demo data does not contradict itself; a lander shows a first name once.

const hosts = ['localhost', 'she.localhost', 'bdsm.localhost', 'bbw.localhost', 'gilf.localhost', 'milf.localhost', 'gay.localhost'];
const niche: Record<string, (p: Profile) => boolean> = {
  'she.localhost': (p) => p.gender === 'female' && ['lesbian', 'bi'].includes(p.sexuality),
  'gilf.localhost': (p) => p.gender === 'female' && p.age >= 60,
  'milf.localhost': (p) => p.gender === 'female' && p.age >= 35 && p.age <= 55,
  'gay.localhost': (p) => p.gender === 'male' && ['gay', 'bi'].includes(p.sexuality),
};
const WARNING = 'Profiles marked with ✦ are fictional: they are run by our team for entertainment and you will never meet them in person.';

describe.each(backends)('the niche sites’ home pages on %s (decision 181)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { SEED_MEMBERS: '300' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const homeOf = async (host: string, country?: string) => {
    const res = await get('/api/home.php', host, country ? { 'x-country': country } : {});
    expect(res.statusCode, res.body).toBe(200);
    return HomeAnswer.parse(res.json()).profiles;
  };

  it('every seeded member’s city lies in their own region, and the region in their own country', async () => {
    const rows = (
      (await t.handle.db.execute(sql`SELECT m.country, m.city, r.country AS region_country, r.name AS region FROM members m LEFT JOIN regions r ON r.id = m.region_id`)) as {
        rows: Array<{ country: string; city: string | null; region_country: string | null; region: string | null }>;
      }
    ).rows;
    expect(rows.length).toBeGreaterThan(300);
    const withCity = rows.filter((r) => r.city !== null);
    expect(withCity.length).toBeGreaterThan(rows.length / 2);
    for (const r of rows) {
      if (r.region !== null) expect(r.region_country, `${r.region} in ${r.country}`).toBe(r.country);
      if (r.city === null) continue;
      expect(r.region, `${r.city} has a region`).not.toBeNull();
      expect(countries[r.country]?.cities[r.region ?? ''] ?? [], `${r.city}, ${r.region}, ${r.country}`).toContain(r.city);
    }
  });

  it('each site’s home shows members of its niche with a photo, each first name once, the visitor’s country first', async () => {
    for (const host of hosts) {
      for (const country of ['GB', 'DE', 'SE']) {
        const profiles = await homeOf(host, country);
        expect(profiles.length, host).toBeGreaterThan(0);
        expect(profiles.length).toBeLessThanOrEqual(12);
        const names = profiles.map((p) => p.name);
        expect(new Set(names).size, `${host} ${country}: ${names.join(', ')}`).toBe(names.length);
        expect(profiles.every((p) => p.main_image !== null)).toBe(true);
        const rule = niche[host];
        if (rule) expect(profiles.filter((p) => !rule(p)), host).toEqual([]);
        // the visitor's country first: no member of it after one from elsewhere
        const firstAbroad = profiles.findIndex((p) => p.country !== country);
        if (firstAbroad >= 0) expect(profiles.slice(firstAbroad).some((p) => p.country === country), `${host} ${country}`).toBe(false);
      }
    }
    // a niche shows its own members: the women-meeting-women site shows no men, the men's site no women
    expect((await homeOf('she.localhost')).some((p) => p.gender === 'male')).toBe(false);
    expect((await homeOf('gay.localhost')).some((p) => p.gender === 'female')).toBe(false);
  });

  it('the painted home page labels a fictional member with the site’s icon and warning, in the site’s own words and colour', async () => {
    const db = t.handle.db;
    const now = t.clock.now();
    // a fictional woman in a country no seeded member lives in, so she is the visitor's first
    const zora = await insertMember(db, now, { site: 'she.localhost', name: 'Zoraida', gender: 'female', sexuality: 'lesbian', country: 'GB' });
    await db.update(members).set({ fictional: true, country: 'LU' }).where(eq(members.id, zora.id));
    const she = await get('/', 'she.localhost', { 'x-country': 'LU' });
    expect(she.statusCode).toBe(200);
    expect(she.body).toContain('<h1 class="hero-title">Where women find women</h1>');
    const tile = new RegExp(`<li class="member-tile"><a href="/members/${zora.id}">.*?</li>`).exec(she.body)?.[0] ?? '';
    expect(tile).toContain('Zoraida');
    expect(tile).toContain(`<span class="fictional-badge" role="img" aria-label="${WARNING}" title="${WARNING}">✦</span>`);
    expect(she.body).toContain('<p class="fictional-warning home-members-note">');
    // the members a real one: no label
    const others = [...she.body.matchAll(/<li class="member-tile"><a href="\/members\/(\d+)">.*?<\/li>/g)];
    expect(others.length).toBeGreaterThan(1);
    const fictionalIds = new Set((await homeOf('she.localhost', 'LU')).filter((p) => p.fictional).map((p) => p.id));
    for (const m of others) expect(m[0].includes('fictional-badge'), `member ${m[1]}`).toBe(fictionalIds.has(Number(m[1])));
    // the app starts from the same members
    expect(she.body).toContain(`"home":{"profiles":[{"id":${zora.id},`);

    const gay = await get('/', 'gay.localhost');
    expect(gay.body).toContain('<h1 class="hero-title">Find your man nearby</h1>');
    expect(gay.body).not.toContain('Where women find women');
    // each niche its own accent (brand colours, decision 127), the plain site the SPEC's
    const accent = (body: string) => /<style>:root\{--color-primary:(#[0-9a-f]{6})/.exec(body)?.[1];
    expect(accent(she.body)).toBeDefined();
    expect(accent(gay.body)).toBeDefined();
    expect(accent(she.body)).not.toBe(accent(gay.body));
    expect(accent((await get('/', 'localhost')).body)).toBeUndefined();
    // where visitors may not browse without traffic-source data (SilverSpark), a portrait leads to signing up
    const gilf = await get('/', 'gilf.localhost');
    expect(gilf.body).toMatch(/<li class="member-tile"><a href="\/members\/\d+\/signup">/);
    expect(gilf.body).not.toMatch(/<li class="member-tile"><a href="\/members\/\d+">/);
  });

  it('a lander shows each first name once, also beside the member of a member landing page', async () => {
    for (const host of hosts) {
      for (const kind of landerKinds.filter((k) => !k.startsWith('landing'))) {
        const res = await get(`/api/lander.php?kind=${kind}`, host);
        expect(res.statusCode, res.body).toBe(200);
        const names = LanderAnswer.parse(res.json()).profiles.map((p) => p.name);
        expect(new Set(names).size, `${host} ${kind}: ${names.join(', ')}`).toBe(names.length);
      }
    }
    // a member named like others of the site: her landing page shows none of her namesakes
    const db = t.handle.db;
    const now = t.clock.now();
    const olivia = await insertMember(db, now, { name: 'Olivia', country: 'GB' });
    for (let i = 0; i < 3; i++) await insertMember(db, now, { name: 'Olivia', country: 'GB' });
    for (const kind of ['landing', 'landing2', 'landing3']) {
      const res = await get(`/api/lander.php?kind=${kind}&member=${olivia.id}`, 'localhost', { 'x-country': 'GB' });
      expect(res.statusCode, res.body).toBe(200);
      const lander = LanderAnswer.parse(res.json());
      expect(lander.member?.id).toBe(olivia.id);
      expect(lander.profiles.map((p) => p.name)).not.toContain('Olivia');
    }
  });
});
