import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IcebreakersAnswer } from '../../src/contract/chats.ts';
import { CreditsAnswer, PricingAnswer } from '../../src/contract/payments.ts';
import { countryCodes } from '../../server/db/seed-data.ts';
import { creditBundles, members } from '../../server/db/schema.ts';
import { SEND_BATCH } from '../../server/chat/sessionSend.ts';
import { countStatements } from '../helpers/database.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

// SPEC §3, decision 166: minimum_message_costs is money (minor units of its currency), turned into
// credits at the cheapest rate a credit is sold at in the shop's country, never below
// message_credits. The shop, /pricing, the icebreakers' price note and the send's charge are
// one number for a request from a country.

const json = { 'content-type': 'application/json' };

describe.each(backends)('the price of a message on %s', (backend) => {
  let t: TestServer;
  let siteId = 0;
  let siteCountries: string[] = [];
  beforeAll(async () => {
    t = await startTestServer(backend);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json<{ site_id: number; countries: string[] }>();
    siteId = settings.site_id;
    siteCountries = settings.countries;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** a member living in `country`, whose requests come from there (the proxy's x-country) */
  async function memberIn(country: string, credits: number, paid = false): Promise<TestMember & { headers: Record<string, string> }> {
    const m = await signedInMember(t.app, { credits, paid_user: paid }, 'price');
    await t.handle.db.update(members).set({ country }).where(eq(members.id, m.id));
    return { ...m, headers: { cookie: m.cookie, 'x-country': country } };
  }
  const shown = async (headers: Record<string, string>) => {
    const shop = CreditsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/credits.php', headers })).json());
    const pricing = PricingAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/pricing.php', headers: { 'x-country': headers['x-country'] ?? '' } })).json());
    const icebreakers = IcebreakersAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/icebreakers.php', headers })).json());
    return { shop: shop.message_price.credits, pricing: pricing.message_price.credits, icebreakers: icebreakers.price };
  };
  const balance = async (id: number) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, id)))[0]?.c ?? -1;
  const send = (headers: Record<string, string>, profileId: number, body = 'Hello there') =>
    t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, ...headers }, payload: { id: uuidv7(), kind: 'text', body, profile_id: profileId } });

  it('every seeded country of the site: the charge is what the shop, /pricing and the icebreakers say', async () => {
    expect(siteCountries.length).toBeGreaterThan(0);
    expect(countryCodes.filter((c) => siteCountries.includes(c))).toEqual(siteCountries);
    const peer = await signedInMember(t.app, {}, 'peer');
    const seen: Record<string, number> = {};
    for (const country of siteCountries) {
      const sender = await memberIn(country, 100);
      const price = await shown(sender.headers);
      expect(price, country).toEqual({ shop: price.shop, pricing: price.shop, icebreakers: price.shop });
      const sent = await send(sender.headers, peer.id);
      expect(sent.statusCode, `${country}: ${sent.body}`).toBe(200);
      seen[country] = 100 - (await balance(sender.id));
      expect(seen[country], country).toBe(price.shop);
    }
    // the seeded minima (50 SEK öre, 35 DKK øre …) are below 5 credits at every seeded shop's rate
    expect(Object.values(seen).every((credits) => credits === 5)).toBe(true);
  });

  it('a Swedish member who bought 20 credits can send', async () => {
    const peer = await signedInMember(t.app, {}, 'peer');
    const sender = await memberIn('SE', 20);
    const sent = await send(sender.headers, peer.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await balance(sender.id)).toBe(20 - 5);
  });

  it('a minimum above message_credits at the shop’s cheapest rate: the shop shows it and the send (alone and batched) takes it', async () => {
    if (!siteCountries.includes('SE')) return;
    // SE's minimum is 50 öre; bundles giving 100 times the credits sell a credit at 2.4967 öre
    // (74900 öre for 30000 credits, the cheapest), so a message costs ceil(50 / 2.4967) = 21 credits
    const saved = SEND_BATCH.maxInFlight;
    const rows = await t.handle.db.select().from(creditBundles).where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.country, 'SE')));
    try {
      for (const row of rows) await t.handle.db.update(creditBundles).set({ credits: row.credits * 100, bonus: row.bonus * 100 }).where(eq(creditBundles.id, row.id));
      // premium: more than the two conversations a free member may start (SPEC §6); an established
      // account, whose sends may share a batch's statement (a new account's go alone, decision 150)
      const sender = await memberIn('SE', 100, true);
      await t.handle.db.update(members).set({ signupDate: new Date('2024-01-01T00:00:00Z') }).where(eq(members.id, sender.id));
      expect(await shown(sender.headers)).toEqual({ shop: 21, pricing: 21, icebreakers: 21 });
      const peers = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t.app, {}, 'peer')));
      // parallel sends of one member to four members; with one statement in flight the ones after
      // the first are one batch on PostgreSQL (decision 150): each charged the same price
      SEND_BATCH.maxInFlight = 1;
      const counted = countStatements(t.handle.db);
      const sent = await Promise.all(peers.map((p) => send(sender.headers, p.id)));
      counted.stop();
      SEND_BATCH.maxInFlight = saved;
      expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      if (backend === 'postgres') expect(counted.statements.filter((statement) => statement.includes('chat_send')).length).toBeLessThan(4);
      expect(await balance(sender.id)).toBe(100 - 4 * 21);
      // 16 credits left, below 21: refused with the price
      const refused = await send(sender.headers, peers[0]?.id ?? 0);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ error: 'insufficient_credits', credits: 16, cost: 21 });
      // the request's country decides, as for the shop: the same member's request from NL pays NL's price
      const nl = siteCountries.includes('NL') ? 'NL' : siteCountries[0];
      const fromElsewhere = { ...sender.headers, 'x-country': nl ?? 'GB' };
      expect((await shown(fromElsewhere)).shop).toBe(5);
      const cheap = await send(fromElsewhere, peers[1]?.id ?? 0, 'Hello again');
      expect(cheap.statusCode, cheap.body).toBe(200);
      expect(await balance(sender.id)).toBe(100 - 4 * 21 - 5);
    } finally {
      SEND_BATCH.maxInFlight = saved;
      for (const row of rows) await t.handle.db.update(creditBundles).set({ credits: row.credits, bonus: row.bonus }).where(eq(creditBundles.id, row.id));
    }
  });

  it('a hostile x-country prices as the site’s first country and never fails', async () => {
    const peer = await signedInMember(t.app, {}, 'peer');
    const sender = await memberIn(siteCountries[0] ?? 'GB', 50);
    for (const country of ['__proto__', 'x\u0000', '٠٦', 'a'.repeat(5000), 'ZZ']) {
      const headers = { cookie: sender.cookie, 'x-country': country };
      const price = await shown(headers);
      expect(price.shop, country).toBe(5);
      expect(price.icebreakers, country).toBe(5);
      const sent = await send(headers, peer.id, 'Hello hostile');
      expect(sent.statusCode, sent.body).toBe(200);
    }
  });
});
