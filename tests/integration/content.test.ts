import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPageAnswer, LanderAnswer, ResellAnswer, TermsStatus } from '../../src/contract/content.ts';
import { locales } from '../../src/contract/locales.ts';
import { companies, contentPages, memberSignups, members, pageHiddenEvents, sites, type SiteSettingsJson } from '../../server/db/schema.ts';
import { contentTexts, pageTokens } from '../../server/content/texts/index.ts';
import { parseSlug } from '../../server/content/landers.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

describe('lander slugs', () => {
  it('combine a niche prefix with a locale code (English is eng)', () => {
    expect(parseSlug('milfde')).toEqual({ niche: 6, locale: 'de' });
    expect(parseSlug('gay-eng')).toEqual({ niche: 7, locale: 'en' });
    expect(parseSlug('bbw')).toEqual({ niche: 4, locale: null });
    expect(parseSlug('nl')).toEqual({ niche: null, locale: 'nl' });
  });
  it('fall back to the site defaults for anything else', () => {
    for (const slug of [undefined, '', 'summer-sale', 'milfxx', 'en', 'deutsch']) expect(parseSlug(slug)).toEqual({ niche: null, locale: null });
  });
});

describe('built-in content texts', () => {
  it('every locale has every page with as many sections as English, in its own language', () => {
    for (const locale of locales) {
      const texts = contentTexts[locale];
      for (const token of pageTokens) {
        expect(texts.pages[token].sections.length, `${locale} ${token}`).toBe(contentTexts.en.pages[token].sections.length);
        if (locale !== 'en') expect(texts.pages[token].title, `${locale} ${token}`).not.toBe(contentTexts.en.pages[token].title);
      }
      if (locale !== 'en') expect(texts.landers.alonetonight.headline, locale).not.toBe(contentTexts.en.landers.alonetonight.headline);
    }
  });
});

describe.each(backends)('content pages, landers and page-bounce logging on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('every content page in every locale has its text and the company info', async () => {
    const [company] = await t.handle.db.select().from(companies);
    expect(company).toBeDefined();
    for (const locale of locales) {
      for (const token of pageTokens) {
        const res = await get(`/api/page.php?token=${token}&locale=${locale}`);
        expect(res.statusCode, `${token} ${locale}`).toBe(200);
        const page = ContentPageAnswer.parse(res.json());
        expect(page.locale).toBe(locale);
        expect(page.sections.length).toBeGreaterThanOrEqual(3);
        const text = JSON.stringify(page);
        expect(text, `${token} ${locale} has unfilled placeholders`).not.toMatch(/\{[a-z_]+\}/);
        if (['terms', 'privacy', 'service', '2257'].includes(token)) expect(text, `${token} ${locale}`).toContain(company?.name);
      }
      const service = ContentPageAnswer.parse((await get(`/api/page.php?token=service&locale=${locale}`)).json());
      const serviceText = JSON.stringify(service);
      for (const part of [company?.address, company?.registrationNumber, company?.supportPhone, 'support@plain.example.com', company?.vatNumbers[0]]) {
        expect(serviceText, locale).toContain(part);
      }
      const returns = JSON.stringify((await get(`/api/page.php?token=return-policy&locale=${locale}`)).json());
      expect(returns, locale).toContain('14');
      const faq = JSON.stringify((await get(`/api/page.php?token=faq&locale=${locale}`)).json());
      expect(faq, locale).toMatch(/\b5\b/);
    }
  });

  it('the terms page names its version: the company added date when later than 2023-12-01', async () => {
    const page = ContentPageAnswer.parse((await get('/api/page.php?token=terms&locale=en')).json());
    expect(page.terms_version).toBe('2024-03-01T09:00:00.000Z');
    const html = (await get('/pages/terms')).body;
    expect(html).toContain('Version of 1 March 2024');
  });

  it('an operator text for a site and locale replaces the default, and adds new tokens', async () => {
    const [site] = await t.handle.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    await t.handle.db.insert(contentPages).values([
      { siteId: site!.id, locale: 'de', token: 'faq', title: 'Fragen an {site}', sections: [{ heading: 'Eins', paragraphs: ['Preis: {message_credits}'] }], updatedAt: new Date() },
      { siteId: site!.id, locale: 'en', token: 'summer', title: 'Summer at {site}', sections: [{ heading: 'Hello', paragraphs: ['Sun'] }], updatedAt: new Date() },
    ]);
    const faq = ContentPageAnswer.parse((await get('/api/page.php?token=faq&locale=de')).json());
    expect(faq.title).toBe('Fragen an Flirtwave');
    expect(faq.sections[0]?.paragraphs[0]).toBe('Preis: 5');
    expect(ContentPageAnswer.parse((await get('/api/page.php?token=faq&locale=fr')).json()).title).not.toContain('Fragen');
    expect(ContentPageAnswer.parse((await get('/api/page.php?token=summer&locale=nl')).json()).title).toBe('Summer at Flirtwave');
    expect((await get('/api/page.php?token=nothing-here')).statusCode).toBe(404);
    expect((await get('/api/page.php?token=../etc')).statusCode).toBe(400);
  });

  it('a member who accepted an older terms version is asked to accept the new one', async () => {
    const email = 'terms@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: { email, name: 'Termsy', password: 'a-long-password-1', date_of_birth: '1990-01-01', gender: 'male', seeking: 'female', country: 'GB' },
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const cookie = sessionCookie(signup);
    // a member's home is the members area: the server does not render the visitors' home for them
    expect((await get('/', { cookie })).body).not.toContain('id="ssr-data"');
    expect((await get('/')).body).toContain('id="ssr-data"');
    const fresh = TermsStatus.parse((await get('/api/terms.php', { cookie })).json());
    expect(fresh.needs_acceptance).toBe(false);
    // the member signed up before the company (and so the terms) changed
    await t.handle.db.update(members).set({ signupDate: new Date('2023-06-01T00:00:00Z') }).where(eq(members.email, email));
    const old = TermsStatus.parse((await get('/api/terms.php', { cookie })).json());
    expect(old).toMatchObject({ needs_acceptance: true, version: '2024-03-01T09:00:00.000Z' });
    const stale = await t.app.inject({ method: 'POST', url: '/api/terms.php', headers: { cookie }, payload: { version: '2023-12-01T12:00:00Z' } });
    expect(stale.statusCode).toBe(409);
    const ok = await t.app.inject({ method: 'POST', url: '/api/terms.php', headers: { cookie }, payload: { version: old.version } });
    expect(TermsStatus.parse(ok.json()).needs_acceptance).toBe(false);
    expect(TermsStatus.parse((await get('/api/terms.php', { cookie })).json()).needs_acceptance).toBe(false);
    expect((await get('/api/terms.php')).statusCode).toBe(403);
  });

  it('lander slugs choose the niche and the locale; unknown slugs use the site defaults', async () => {
    const de = LanderAnswer.parse((await get('/api/lander.php?kind=video&slug=milfde')).json());
    expect(de).toMatchObject({ niche: 6, locale: 'de' });
    expect(de.profiles.length).toBeGreaterThan(0);
    const plain = LanderAnswer.parse((await get('/api/lander.php?kind=gallery&slug=whatever')).json());
    expect(plain).toMatchObject({ niche: 1, locale: 'en' });
    const page = await get('/landers/gallery/whatever');
    expect(page.statusCode).toBe(200);
    const html = await get('/landers/maplanding/gayeng', { host: 'gay.localhost' });
    expect(html.body).toContain('<html lang="en"');
  });

  it('the HTML of a lander holds its headline, meta and links before any script', async () => {
    const res = await get('/landers/alonetonight/plaineng?network=adnet&ref=r1&sub1=a&sub2=b&sub3=c');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const headline = html.indexOf('Alone tonight?');
    expect(headline).toBeGreaterThan(0);
    const firstScript = html.search(/<script(?![^>]*application\/json)/);
    expect(firstScript === -1 || headline < firstScript).toBe(true);
    expect(html).toContain('href="/signup?network=adnet&amp;ref=r1&amp;sub1=a&amp;sub2=b&amp;sub3=c"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/landers\/alonetonight\/plaineng">/);
    expect(html).toMatch(/hreflang="de" href="http:\/\/localhost(:\d+)?\/landers\/alonetonight\/plainde"/);
    expect(html).toContain('<meta name="description"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('the cam-profile block is off unless the site turns member_resell on, then shows its own partner items', async () => {
    const off = await get('/api/resell.php');
    expect(off.json()).toEqual({ enabled: false, partner: '', items: [] });
    const [she] = await t.handle.db.select().from(sites).where(eq(sites.domain, 'she.localhost'));
    const [bdsm] = await t.handle.db.select().from(sites).where(eq(sites.domain, 'bdsm.localhost'));
    await t.handle.db.update(sites).set({ settings: { ...she!.settings, member_resell: true } }).where(eq(sites.id, she!.id));
    const own = [{ name: 'Ivy', tagline: 'in Berlin', url: 'https://partner.example/ivy', image: '/lander/cam-2.webp' }];
    await t.handle.db
      .update(sites)
      .set({ settings: { ...bdsm!.settings, member_resell: true, resell_partner: 'RopeCams', resell_items: own } as SiteSettingsJson })
      .where(eq(sites.id, bdsm!.id));
    const app = await t.build();
    const defaults = ResellAnswer.parse((await app.inject({ method: 'GET', url: '/api/resell.php', headers: { host: 'she.localhost' } })).json());
    expect(defaults.enabled).toBe(true);
    expect(defaults.items).toHaveLength(3);
    const configured = ResellAnswer.parse((await app.inject({ method: 'GET', url: '/api/resell.php', headers: { host: 'bdsm.localhost' } })).json());
    expect(configured).toEqual({ enabled: true, partner: 'RopeCams', items: own });
  });

  it('the video lander plays the local clip, muted, with a poster (and the poster is preloaded)', async () => {
    const html = (await get('/landers/video')).body;
    expect(html).toMatch(/<video class="lander-video" src="\/lander\/clip\.webm" poster="\/lander\/poster\.webp" muted autoplay loop playsinline/);
    expect(html).toContain('<link rel="preload" as="image" href="/lander/poster.webp" fetchpriority="high">');
  });

  it('the home page and content pages carry the site title, description and hreflang links', async () => {
    const home = (await get('/', { host: 'gay.localhost' })).body;
    const [gay] = await t.handle.db.select().from(sites).where(eq(sites.domain, 'gay.localhost'));
    expect(home).toContain(`<title>${gay!.texts.en!.index_title!.replace(/&/g, '&amp;')}</title>`);
    expect(home).toContain('hreflang="x-default"');
    const terms = (await get('/pages/privacy?lang=fr')).body;
    expect(terms).toContain('<html lang="fr"');
  });

  it('the US compliance line shows only for English US visitors', async () => {
    const us = (await get('/pages/faq?lang=en', { 'x-country': 'US' })).body;
    expect(us).toContain('href="/pages/2257"');
    expect((await get('/pages/faq?lang=de', { 'x-country': 'US' })).body).not.toContain('href="/pages/2257"');
    expect((await get('/pages/faq?lang=en', { 'x-country': 'GB' })).body).not.toContain('href="/pages/2257"');
  });

  it('robots.txt and sitemap.xml are served per site', async () => {
    const robots = await get('/robots.txt', { host: 'milf.localhost' });
    expect(robots.body).toMatch(/Sitemap: http:\/\/milf\.localhost(:\d+)?\/sitemap\.xml/);
    const map = (await get('/sitemap.xml', { host: 'milf.localhost' })).body;
    expect(map).toMatch(/<loc>http:\/\/milf\.localhost(:\d+)?\/landers\/video\/milfde<\/loc>/);
    expect(map).toMatch(/http:\/\/milf\.localhost(:\d+)?\/pages\/terms\?lang=pl/);
  });

  it('records a page-hidden beacon with its path, referrer and tracking data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php?path=%2Flanders%2Fvideo%3Flb%3D1%26network%3Dn1%26sub2%3Ds2&referrer=https%3A%2F%2Fads.example%2F',
      payload: {},
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.handle.db.select().from(pageHiddenEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/landers/video', referrer: 'https://ads.example/', network: 'n1', sub2: 's2', ref: null });
  });

  it('tracking parameters of a lander reach the member created by the signup', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: 'lander@example.com',
        name: 'Landed',
        password: 'a-long-password-1',
        date_of_birth: '1991-02-03',
        gender: 'male',
        seeking: 'female',
        country: 'GB',
        tracking: { network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' },
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [m] = await t.handle.db.select().from(members).where(eq(members.email, 'lander@example.com'));
    const [s] = await t.handle.db.select().from(memberSignups).where(eq(memberSignups.memberId, m!.id));
    expect(s).toMatchObject({ network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' });
  });
});
