import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../src/contract/members.ts';
import { CreditsAnswer, PricingAnswer } from '../../src/contract/payments.ts';
import { Settings } from '../../src/contract/settings.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, loginAs, setSiteSetting } from './members-factory.ts';

/** SPEC rules a visitor or a site operator notices: /pricing for visitors, per-site search and profile fields, browsing by traffic source. */
describe.each(backends)('SPEC rules on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  describe('pricing.php (SPEC §2 /pricing)', () => {
    it('shows a visitor the bundles and the price of a message of the country the site assumes (x-country)', async () => {
      const res = await get('/api/pricing.php', { 'x-country': 'pl' });
      expect(res.statusCode, res.body).toBe(200);
      const pricing = PricingAnswer.parse(res.json());
      expect(pricing).toMatchObject({ country: 'PL', currency: 'PLN' });
      expect(pricing.bundles.length).toBeGreaterThan(0);
      expect(pricing.bundles.every((b) => b.currency === 'PLN')).toBe(true);
      expect(pricing.message_price.credits).toBe(5);
      expect(pricing.message_price.amount).toBeGreaterThan(0);
    });

    it("without x-country, and for a country the site does not sell in, uses the site's first country", async () => {
      const settings = Settings.parse((await get('/api/settings.php')).json());
      const first = settings.countries[0];
      expect(PricingAnswer.parse((await get('/api/pricing.php')).json()).country).toBe(first);
      expect(PricingAnswer.parse((await get('/api/pricing.php', { 'x-country': 'AQ' })).json()).country).toBe(first);
    });

    it('is the same price list a member sees in the shop for that country', async () => {
      const member = await insertMember(t.handle.db, t.clock.now(), { country: 'GB' });
      const cookie = await loginAs(t.app, member.email);
      const shop = CreditsAnswer.parse((await get('/api/credits.php', { cookie, 'x-country': 'DE' })).json());
      const visitor = PricingAnswer.parse((await get('/api/pricing.php', { 'x-country': 'DE' })).json());
      expect(visitor).toEqual({ country: shop.country, currency: shop.currency, bundles: shop.bundles, message_price: shop.message_price });
    });
  });

  describe('search_fields and visible_profile_fields (SPEC §3)', () => {
    it('delivers different seeded choices on the plain, she and bdsm sites', async () => {
      const plain = Settings.parse((await get('/api/settings.php')).json());
      const she = Settings.parse((await get('/api/settings.php', { host: 'she.localhost' })).json());
      const bdsm = Settings.parse((await get('/api/settings.php', { host: 'bdsm.localhost' })).json());
      expect(plain.search_fields).toEqual(['gender', 'country', 'countryregion', 'min_age', 'max_age']);
      expect(she.search_fields).toEqual(['country', 'countryregion', 'min_age', 'max_age']);
      expect(bdsm.search_fields).toEqual(['gender', 'min_age', 'max_age']);
      expect(plain.visible_profile_fields).toContain('city');
      expect(she.visible_profile_fields).not.toContain('gender');
      expect(bdsm.visible_profile_fields).not.toContain('city');
      expect(bdsm.visible_profile_fields).not.toContain('body_type');
      expect([plain.visible_profile_notes, she.visible_profile_notes, bdsm.visible_profile_notes]).toEqual([true, true, false]);
      // and the gilf site lets visitors browse only with traffic-source data (SPEC §6)
      const gilf = Settings.parse((await get('/api/settings.php', { host: 'gilf.localhost' })).json());
      expect([plain.logged_out_search_trafficsource, gilf.logged_out_search_trafficsource]).toEqual([false, true]);
    });

    it('ignores a search filter the site does not offer, and applies the ones it does', async () => {
      const now = t.clock.now();
      // two women on the bdsm site, one in Malta, one in Iceland
      const malta = await insertMember(t.handle.db, now, { site: 'bdsm.localhost', gender: 'female', age: 83, country: 'MT' });
      const iceland = await insertMember(t.handle.db, now, { site: 'bdsm.localhost', gender: 'female', age: 83, country: 'IS' });
      const search = async (host: string, query: string) => {
        const res = await get(`/api/members.php?${query}`, { host });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<SearchAnswer>().profiles.map((p) => p.id);
      };
      // the bdsm site has no country filter: asking for Malta finds both
      const bdsm = await search('bdsm.localhost', 'gender=female&min_age=83&max_age=83&country=MT');
      expect(bdsm).toEqual(expect.arrayContaining([malta.id, iceland.id]));
      // its age filter still applies
      expect(await search('bdsm.localhost', 'gender=female&min_age=80&max_age=82&country=MT')).not.toContain(malta.id);
      // the plain site offers the country filter: it applies there
      const onPlain = await insertMember(t.handle.db, now, { gender: 'female', age: 83, country: 'IS' });
      const plain = await search('localhost', 'gender=female&min_age=83&max_age=83&country=MT');
      expect(plain).not.toContain(onPlain.id);
      expect(await search('localhost', 'gender=female&min_age=83&max_age=83&country=IS')).toContain(onPlain.id);
    });
  });

  describe('logged-out browsing by traffic source (SPEC §6)', () => {
    it('opens a profile to a visitor only with the visit’s network or ref on a logged_out_search_trafficsource site', async () => {
      const profile = await insertMember(t.handle.db, t.clock.now(), { site: 'she.localhost', gender: 'female' });
      await setSiteSetting(t.handle.db, 'she.localhost', { logged_out_search: true, logged_out_search_trafficsource: true });
      const app = await t.build();
      const open = (query: string) => app.inject({ method: 'GET', url: `/api/profile.php?${query}`, headers: { host: 'she.localhost' } });
      const without = await open(`id=${profile.id}`);
      expect(without.statusCode).toBe(403);
      expect(without.json()).toEqual({ error: 'login_required' });
      expect((await open(`id=${profile.id}&network=adnet`)).statusCode).toBe(200);
      expect((await open(`id=${profile.id}&ref=mail-42`)).statusCode).toBe(200);
      await setSiteSetting(t.handle.db, 'she.localhost', { logged_out_search_trafficsource: false });
    });
  });
});
