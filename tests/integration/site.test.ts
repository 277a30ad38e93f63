import { asc, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyInfoAnswer, InterestsAnswer, RegionsAnswer, Settings } from '../../src/contract/settings.ts';
import { locales } from '../../src/contract/locales.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { members } from '../../server/db/schema.ts';
import { generateMembers } from '../../server/db/seed-members.ts';
import { seededBrand } from '../../server/db/seed-site-looks.ts';
import { backends, startTestServer, TEST_SEED_MEMBERS, type TestServer } from '../helpers/server.ts';

describe.each(backends)('site, reference data, media and errors on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('settings.php', () => {
    it('answers the plain English site for localhost and 127.0.0.1 (port ignored)', async () => {
      for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080']) {
        const res = await get('/api/settings.php', { host });
        expect(res.statusCode).toBe(200);
        const s = Settings.parse(res.json());
        expect(s).toMatchObject({ niche: 1, niche_slug: 'plain', name: 'Flirtwave', domain: 'localhost', domain_language: 'en' });
      }
    });

    it('answers every SPEC §3 setting with the seeded values', async () => {
      const s = Settings.parse((await get('/api/settings.php')).json());
      expect(s).toMatchObject({
        message_credits: 5,
        photo_credits: 10,
        gift_credits: 20,
        signup_credits: 0,
        message_length: 1000,
        signups: 'all',
        logged_out_search: true,
        enable_site_entry_popup: 'yes',
        cdn_prefix: '',
        refund_days: 14,
        member_resell: false,
        fictional_icon: '✦',
      });
      expect(s.available_locales).toEqual([...locales]);
      expect(s.minimum_message_costs.DK).toEqual({ costs: 35, currency: 'DKK' });
      expect(s.minimum_message_costs.GB?.currency).toBe('GBP');
      expect(s.minimum_message_costs.PL?.currency).toBe('PLN');
      expect(s.fictional_warning).toContain('✦');
      expect(s.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      expect(s.countries[0]).toBe('GB');
    });

    it('resolves niche hosts, and unknown hosts fall back to the plain site', async () => {
      const gay = Settings.parse((await get('/api/settings.php', { host: 'gay.localhost:5173' })).json());
      expect(gay).toMatchObject({ niche: 7, niche_slug: 'gay', domain: 'gay.localhost' });
      const she = Settings.parse((await get('/api/settings.php', { host: 'she.localhost' })).json());
      expect(she.niche).toBe(2);
      expect(she.name).not.toBe(gay.name);
      const unknown = Settings.parse((await get('/api/settings.php', { host: 'evil.example' })).json());
      expect(unknown.niche).toBe(1);
    });

    it('_force_domain overrides the host', async () => {
      const s = Settings.parse((await get('/api/settings.php?_force_domain=bdsm.localhost:3000', { host: 'localhost' })).json());
      expect(s).toMatchObject({ niche: 3, niche_slug: 'bdsm' });
      const back = Settings.parse((await get('/api/settings.php?_force_domain=localhost', { host: 'milf.localhost' })).json());
      expect(back.niche).toBe(1);
    });

    it('takes geoip_country from x-country, else the first site country', async () => {
      expect(Settings.parse((await get('/api/settings.php', { 'x-country': 'nl' })).json()).geoip_country).toBe('NL');
      expect(Settings.parse((await get('/api/settings.php', { 'x-country': 'bogus' })).json()).geoip_country).toBe('GB');
    });
  });

  it('interests.php answers ~20 interests with slug and name', async () => {
    const res = await get('/api/interests.php');
    const { interests } = InterestsAnswer.parse(res.json());
    expect(interests.length).toBeGreaterThanOrEqual(20);
    expect(interests.find((i) => i.slug === 'travel')?.name).toBe('Travel');
  });

  it('regions.php answers regions per country with each country’s own term', async () => {
    const { region_data } = RegionsAnswer.parse((await get('/api/regions.php')).json());
    const terms = Object.fromEntries(Object.entries(region_data).map(([c, d]) => [c, d.term]));
    expect(terms).toMatchObject({
      DK: 'region', DE: 'state', GB: 'county', US: 'state', ES: 'province', FI: 'region', FR: 'region',
      IT: 'region', NO: 'county', NL: 'province', PL: 'voivodeship', SE: 'county', AT: 'state', CH: 'canton', BE: 'province',
    });
    for (const [country, data] of Object.entries(region_data)) {
      expect(data.regions.length, country).toBeGreaterThanOrEqual(5);
      expect(data.regions.length, country).toBeLessThanOrEqual(20);
      for (const r of data.regions) expect(r.country).toBe(country);
    }
    expect(region_data.DE?.regions.map((r) => r.name)).toContain('Bayern');
    expect(region_data.CH?.regions.map((r) => r.name)).toContain('Zürich');
  });

  it('companyinfo.php answers the company', async () => {
    const { companyinfo } = CompanyInfoAnswer.parse((await get('/api/companyinfo.php')).json());
    expect(companyinfo.name).toBeTruthy();
    expect(companyinfo.tradenames).toContain('Flirtwave');
    expect(companyinfo.vat_numbers.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(companyinfo.added))).toBe(false);
  });

  describe('errors', () => {
    it('malformed JSON → 400 malformed_json', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'malformed_json' });
    });

    it('an invalid body → 400 invalid_request with the issues', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { 'content-type': 'application/json' }, payload: { email: '', password: 5 } });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; issues: Array<{ path: string; code: string }> }>();
      expect(body.error).toBe('invalid_request');
      expect(body.issues.map((i) => i.path).sort()).toEqual(['email', 'password']);
    });

    it('an unknown /api path → 404 JSON, whatever the method and Accept', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/api/nothing-here.php', headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toEqual({ error: 'not_found' });
      }
    });

    it('a crash answers 500 server_error without a stack trace', async () => {
      const app = await t.build();
      app.get('/api/boom.php', () => {
        throw new Error('secret internals at /work/main/server/x.ts:1:1');
      });
      const res = await app.inject({ method: 'GET', url: '/api/boom.php' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'server_error' });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('.ts');
    });
  });

  it('sets the security headers on answers, errors and 404s', async () => {
    for (const url of ['/api/settings.php', '/api/user.php', '/api/nope', '/media/unknown.webp', '/']) {
      const h = (await get(url, { accept: 'text/html' })).headers;
      const csp = String(h['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['permissions-policy']).toContain('camera=()');
    }
  });

  describe('media', () => {
    it('renders a seeded demo photo as WebP with short revalidated cache headers (decision 112), identical on every request', async () => {
      const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { 'content-type': 'application/json' }, payload: { email: 'premium@demo.test', password: 'demo-password' } });
      const { main_image } = UserAnswer.parse(login.json()).user.profile;
      if (!main_image) throw new Error('the premium demo member has no photo');
      const sizes: Array<[string, number, number]> = [
        [main_image.filename, 600, 750],
        [main_image.match, 400, 500],
        [main_image.thumb_filename, 200, 250],
      ];
      for (const [url, width, height] of sizes) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height });
        const again = await get(url);
        expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      }
    });

    it('answers 404 for unknown files, names that are not seeded, and path tricks', async () => {
      for (const url of ['/media/nothing.webp', '/media/demo-f1-00000001.webp', '/media/..%2Fpackage.json', '/media/.env']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
      }
      // a NUL in the name is hostile input, refused before any route reads it (decision 113)
      const nul = await get('/media/a%00b.webp');
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ error: 'invalid_request' });
    });
  });

  describe('manifest and icons', () => {
    it('serves a per-site manifest with the brand colours and icons', async () => {
      const res = await get('/manifest.webmanifest', { host: 'gay.localhost' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/manifest+json');
      const m = res.json<{ name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> }>();
      expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: seededBrand('gay').primary, background_color: '#2b2d5c' });
      // the niche's own accent (decision 181), not the plain site's salmon
      expect(seededBrand('gay').primary).not.toBe('#e07a6f');
      const plain = (await get('/manifest.webmanifest')).json<{ name: string }>();
      expect(m.name).not.toBe(plain.name);
      expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of m.icons) {
        const png = await get(icon.src, { host: 'gay.localhost' });
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const meta = await sharp(png.rawPayload).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      }
      expect((await get('/icons/64.png')).statusCode).toBe(404);
    });
  });

  describe('static client', () => {
    it('serves index.html and sw.js with no-cache, hashed assets immutable', async () => {
      const index = await get('/', { accept: 'text/html' });
      expect(index.statusCode).toBe(200);
      // the home page is the shell with its server-rendered text
      expect(index.body).toContain('<div id="root">');
      expect(index.headers['cache-control']).toBe('no-cache');
      const sw = await get('/sw.js');
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      const asset = await get('/assets/index-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('falls back to index.html for page URLs, not for files, /api or non-HTML requests', async () => {
      const page = await get('/chats/123?x=1', { accept: 'text/html,application/xhtml+xml' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('app shell');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((await get('/assets/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
      // a page is HTML whatever the Accept header says (the API keeps its JSON)
      expect((await get('/likes/new', { accept: 'application/json' })).statusCode).toBe(200);
      const api = await get('/api/missing', { accept: 'text/html' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'not_found' });
    });
  });

  describe('seed', () => {
    it('is deterministic: the same names for the same ids', async () => {
      expect(generateMembers(TEST_SEED_MEMBERS)).toEqual(generateMembers(TEST_SEED_MEMBERS));
      const rows = await t.handle.db
        .select({ id: members.id, name: members.name, email: members.email, gender: members.gender, country: members.country })
        .from(members)
        .where(like(members.email, 'member%@demo.invalid'))
        .orderBy(asc(members.id));
      const expected = generateMembers(TEST_SEED_MEMBERS);
      expect(rows).toHaveLength(TEST_SEED_MEMBERS);
      // the 3 demo logins on each of the 7 sites come first
      expect(rows[0]?.id).toBe(22);
      rows.forEach((row, i) => {
        const g = expected[i];
        expect(row).toEqual({ id: 22 + i, name: g?.name, email: `member${g?.n}@demo.invalid`, gender: g?.gender, country: g?.country });
      });
    });

    it('spreads members over countries, genders, orientations and ages 18–75 with ~10% fictional', () => {
      const all = generateMembers(2000);
      expect(new Set(all.map((m) => m.country)).size).toBe(15);
      expect(new Set(all.map((m) => m.sexuality))).toEqual(new Set(['hetero', 'gay', 'lesbian', 'bi']));
      expect(Math.min(...all.map((m) => m.age))).toBe(18);
      expect(Math.max(...all.map((m) => m.age))).toBe(75);
      const fictional = all.filter((m) => m.fictional).length / all.length;
      expect(fictional).toBeGreaterThan(0.07);
      expect(fictional).toBeLessThan(0.13);
      expect(all.some((m) => m.photos.some((p) => p.private))).toBe(true);
      expect(new Set(all.map((m) => m.niche)).size).toBe(7);
    });
  });
});
