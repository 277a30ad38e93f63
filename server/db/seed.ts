import { count, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { locales } from '../../src/contract/locales.ts';
import { hashPassword } from '../account/passwords.ts';
import { DEMO_DATABASE_MARK } from '../staff/demoMark.ts';
import { demoPhotoNames } from '../media/portrait.ts';
import type { Db } from './connect.ts';
import { seedPayments } from './seed-payments.ts';
import { seedChat, seedChatCatalogues } from './seed-chat.ts';
import { companies, interests, regionTerms, regions, serverKeys, siteHosts, sites, type SiteSettingsJson } from './schema.ts';
import { seedProfileAttributes } from './seed-profiles.ts';
import { birthdate, generateMembers } from './seed-members.ts';
import { seedLikes } from './seed-likes.ts';
import { siteChoices } from './seed-site-choices.ts';
import { seededSiteTexts } from './seed-site-texts.ts';
import { seededBrand } from './seed-site-looks.ts';
import { countries, countryCodes, DEMO_PASSWORD, demoLogins, interestList, siteSeeds } from './seed-data.ts';

function siteSettings(pushPublicKey: string, slug: string): SiteSettingsJson {
  const minimum: SiteSettingsJson['minimum_message_costs'] = {};
  for (const code of countryCodes) {
    const c = countries[code];
    if (c) minimum[code] = { costs: c.minCost, currency: c.currency };
  }
  return {
    cdn_prefix: '',
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: 'yes',
    push_public_key: pushPublicKey,
    support_email: `support@${slug}.example.com`,
    support_phone: '+31 20 555 0142',
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 20,
    signup_credits: 0,
    message_length: 1000,
    minimum_message_costs: minimum,
    visible_profile_fields: ['age', 'country', 'region', 'city', 'gender', 'sexuality', 'relationship_status', 'body_type', 'hair_color', 'eye_color', 'tattoos', 'interests'],
    visible_profile_notes: true,
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    fictional_icon: '✦',
    refund_days: 14,
    member_resell: false,
    available_locales: [...locales],
    ...siteChoices[slug], // per-site search and profile fields, traffic-source browsing (decision 118)
  };
}

interface MemberRow {
  siteId: number;
  email: string;
  passwordHash: string | null;
  name: string;
  gender: string;
  sexuality: string;
  birthdate: string;
  country: string;
  regionId: number | null;
  city: string | null;
  status: string;
  credits: number;
  paidUser: boolean;
  signupDate: Date;
  language: string;
  fictional: boolean;
  lastSeen: Date | null;
  photos: Array<{ seed: number; private: boolean; age: number }>;
}

/** One `INSERT … SELECT * FROM unnest(…)` per chunk: ~80 k rows/s on both drivers. */
async function insertMembers(db: Db, rowsIn: MemberRow[]): Promise<number[]> {
  const ids: number[] = [];
  const chunk = 5_000;
  for (let i = 0; i < rowsIn.length; i += chunk) {
    const part = rowsIn.slice(i, i + chunk);
    const col = <K extends keyof MemberRow>(k: K) => sql.param(part.map((r) => r[k]));
    const result: unknown = await db.execute(sql`
      INSERT INTO members (site_id, email, password_hash, name, gender, sexuality, birthdate, country, region_id, city,
        status, credits, paid_user, signup_date, language, fictional, last_seen)
      SELECT * FROM unnest(${col('siteId')}::int[], ${col('email')}::text[], ${col('passwordHash')}::text[],
        ${col('name')}::text[], ${col('gender')}::text[], ${col('sexuality')}::text[], ${col('birthdate')}::date[],
        ${col('country')}::text[], ${col('regionId')}::int[], ${col('city')}::text[], ${col('status')}::text[],
        ${col('credits')}::int[], ${col('paidUser')}::boolean[], ${sql.param(part.map((r) => r.signupDate.toISOString()))}::timestamptz[],
        ${col('language')}::text[], ${col('fictional')}::boolean[],
        ${sql.param(part.map((r) => r.lastSeen?.toISOString() ?? null))}::timestamptz[])
      RETURNING id`);
    for (const r of (result as { rows: Array<{ id: number | string }> }).rows) ids.push(Number(r.id));
  }
  return ids;
}

async function insertPhotos(db: Db, memberRows: MemberRow[], ids: number[]): Promise<void> {
  const memberId: number[] = [];
  const filename: string[] = [];
  const thumb: string[] = [];
  const match: string[] = [];
  const position: number[] = [];
  const priv: boolean[] = [];
  memberRows.forEach((row, i) => {
    row.photos.forEach((p, pos) => {
      const names = demoPhotoNames(row.gender === 'male' ? 'male' : 'female', p.age, p.seed);
      memberId.push(ids[i] ?? 0);
      filename.push(names.filename);
      thumb.push(names.thumb);
      match.push(names.match);
      position.push(pos);
      priv.push(p.private);
    });
  });
  const chunk = 10_000;
  for (let i = 0; i < memberId.length; i += chunk) {
    const s = (arr: unknown[]) => sql.param(arr.slice(i, i + chunk));
    await db.execute(sql`
      INSERT INTO photos (member_id, filename, thumb_filename, match_filename, position, private)
      SELECT * FROM unnest(${s(memberId)}::int[], ${s(filename)}::text[], ${s(thumb)}::text[], ${s(match)}::text[],
        ${s(position)}::smallint[], ${s(priv)}::boolean[])
      ON CONFLICT DO NOTHING`);
  }
}

export interface SeedOptions {
  /** generated demo members (SEED_MEMBERS); demo mode only */
  members: number;
  now: Date;
  /**
   * decision 109: seed the demo members, logins (known password), likes, chats and their
   * profile data. Without it only what every site needs is seeded (sites, company, shop bundles,
   * catalogues): there is no back office yet to create sites.
   */
  demo: boolean;
}

export interface SeedResult {
  seeded: boolean;
  members: number;
  ms: number;
}

/** Seeds a fresh database (one without sites); does nothing otherwise. The demo members only with `options.demo`. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return { seeded: false, members: 0, ms: performance.now() - started };

  const passwordHash = options.demo ? await hashPassword(DEMO_PASSWORD) : null;
  const vapid = webpush.generateVAPIDKeys();
  const now = options.now;
  let memberCount = 0;

  await db.transaction(async (txIn) => {
    const tx = txIn as unknown as Db;
    await tx.insert(serverKeys).values([
      { name: 'vapid_public', value: vapid.publicKey },
      { name: 'vapid_private', value: vapid.privateKey },
      // decision 168: a database the demo created says so; a production start refuses it
      ...(options.demo ? [{ name: DEMO_DATABASE_MARK, value: now.toISOString() }] : []),
    ]);
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Wavelength Interactive B.V.',
        address: 'Keizersgracht 123',
        registrationNumber: 'KvK 81234567',
        city: 'Amsterdam',
        country: 'NL',
        tradenames: siteSeeds.map((s) => s.name),
        vatNumbers: ['NL862345678B01'],
        supportPhone: '+31 20 555 0142',
        deleteDiscount: 50,
        added: new Date('2024-03-01T09:00:00Z'),
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned nothing');

    const siteIdByNiche = new Map<number, number>();
    for (const s of siteSeeds) {
      const domain = s.niche === 1 ? 'localhost' : `${s.slug}.localhost`;
      const [site] = await tx
        .insert(sites)
        .values({
          domain,
          niche: s.niche,
          name: s.name,
          domainLanguage: 'en',
          countries: [...countryCodes],
          companyId: company.id,
          settings: siteSettings(vapid.publicKey, s.slug),
          texts: seededSiteTexts(s.slug, s.name),
          brand: seededBrand(s.slug),
        })
        .returning({ id: sites.id });
      if (!site) throw new Error('site insert returned nothing');
      siteIdByNiche.set(s.niche, site.id);
      const hosts = s.niche === 1 ? ['localhost', '127.0.0.1', 'plain.localhost'] : [domain];
      await tx.insert(siteHosts).values(hosts.map((host) => ({ host, siteId: site.id })));
    }

    await seedPayments(tx, [...siteIdByNiche.values()], countryCodes); // credits shop
    await tx.insert(interests).values(interestList.map(([slug, name]) => ({ slug, name })));
    await tx.insert(regionTerms).values(countryCodes.map((country) => ({ country, term: countries[country]?.term ?? 'region' })));
    const regionRows = countryCodes.flatMap((country) => (countries[country]?.regions ?? []).map((name) => ({ country, name })));
    const insertedRegions = await tx.insert(regions).values(regionRows).returning({ id: regions.id, country: regions.country, name: regions.name });
    const regionIds = new Map<string, number[]>();
    for (const code of countryCodes) {
      const names = countries[code]?.regions ?? [];
      regionIds.set(
        code,
        names.map((n) => insertedRegions.find((r) => r.country === code && r.name === n)?.id ?? 0),
      );
    }
    await seedChatCatalogues(tx);
    if (!options.demo || passwordHash === null) return;

    const rowsOut: MemberRow[] = [];
    // the demo logins first, on every site
    for (const s of siteSeeds) {
      demoLogins.forEach((login, i) => {
        rowsOut.push({
          siteId: siteIdByNiche.get(s.niche) ?? 0,
          email: login.email,
          passwordHash,
          name: login.name,
          gender: s.niche === 2 ? 'female' : s.niche === 7 ? 'male' : login.gender,
          sexuality: s.niche === 2 ? 'lesbian' : s.niche === 7 ? 'gay' : 'hetero',
          birthdate: birthdate(now, 30 + i * 4, 100 + i),
          country: 'GB',
          regionId: regionIds.get('GB')?.[0] ?? null,
          city: 'London',
          status: 'confirmed',
          credits: login.credits,
          paidUser: login.paidUser,
          signupDate: new Date(now.getTime() - (i + 1) * 86_400_000 * 20),
          language: 'en',
          fictional: false,
          lastSeen: now,
          photos: [{ seed: 0xdead0000 + i * 17 + s.niche, private: false, age: 30 + i * 4 }],
        });
      });
    }
    for (const m of generateMembers(options.members)) {
      rowsOut.push({
        siteId: siteIdByNiche.get(m.niche) ?? 0,
        email: `member${m.n}@demo.invalid`,
        passwordHash: null,
        name: m.name,
        gender: m.gender,
        sexuality: m.sexuality,
        birthdate: birthdate(now, m.age, m.birthDay),
        country: m.country,
        regionId: regionIds.get(m.country)?.[m.regionIndex] ?? null,
        city: m.city,
        status: m.status,
        credits: 0,
        paidUser: false,
        signupDate: new Date(now.getTime() - m.signupAgoS * 1000),
        language: m.language,
        fictional: m.fictional,
        lastSeen: new Date(now.getTime() - m.lastSeenAgoS * 1000),
        photos: m.photos.map((p) => ({ ...p, age: m.age })),
      });
    }
    const ids = await insertMembers(tx, rowsOut);
    await insertPhotos(tx, rowsOut, ids);
    await seedProfileAttributes(tx);
    await seedChat(tx, now); // demo conversations (the catalogues are seeded above)
    await seedLikes(tx, now); // demo likes, matches and unread likes of the demo logins
    memberCount = ids.length;
  });
  return { seeded: true, members: memberCount, ms: performance.now() - started };
}
