import { sql } from 'drizzle-orm';
import { landerKinds, type LanderAnswer, type LanderKind } from '../../src/contract/content.ts';
import { isLocale, locales, type Locale } from '../../src/contract/locales.ts';
import { niches, type NicheId } from '../../src/contract/niches.ts';
import type { Profile } from '../../src/contract/user.ts';
import { countryName, fill } from './fill.ts';
import { contentTexts } from './texts/index.ts';
import type { Db } from '../db/connect.ts';
import { cardColumns, profileCards, rowsOf, type CardRow } from '../members/cards.ts';
import { hasMainPhoto } from '../members/mainPhoto.ts';
import { searchableBy } from '../members/search.ts';
import type { SiteRow } from '../platform/sites.ts';

/** SPEC §1: English is spelled `eng` in a slug; the other locales by their own code. */
export const slugLocaleCode = (locale: Locale): string => (locale === 'en' ? 'eng' : locale);

const nicheBySlug = new Map(Object.entries(niches).map(([id, slug]) => [slug as string, Number(id) as NicheId]));
const localeByCode = new Map(locales.map((l) => [slugLocaleCode(l), l]));
const slugPattern = new RegExp(`^(${[...nicheBySlug.keys()].join('|')})?[-_]?(${[...localeByCode.keys()].join('|')})?$`);

/**
 * A lander slug: niche prefix + locale code (`milfde`, `milf-de`, `gayeng`); either part may be
 * left out. Anything else, or nothing, is null parts: the page falls back to the site's defaults.
 */
export function parseSlug(slug: string | undefined): { niche: NicheId | null; locale: Locale | null } {
  const match = slugPattern.exec((slug ?? '').trim().toLowerCase());
  if (!match || (!match[1] && !match[2])) return { niche: null, locale: null };
  return { niche: match[1] ? (nicheBySlug.get(match[1]) ?? null) : null, locale: match[2] ? (localeByCode.get(match[2]) ?? null) : null };
}

/** The slug of a niche and locale, e.g. (6, 'de') → `milfde`. */
export const landerSlug = (niche: NicheId, locale: Locale): string => `${niches[niche]}${slugLocaleCode(locale)}`;

export const isLanderKind = (value: string): value is LanderKind => (landerKinds as readonly string[]).includes(value);

const LANDER_PROFILES = 12;
/** the members the visitors' home page shows (decision 181) */
export const HOME_PROFILES = 12;

interface PickOptions {
  /** orders the members of one rank the same way on every visit, differently per page */
  salt: number;
  /** the member of a member landing page: neither they nor their first name is shown again */
  exclude: { id: number; name: string } | null;
  /** fictional profiles too (labelled with the site's icon and warning), or real ones only */
  fictional: boolean;
  limit: number;
}

/**
 * Members of the niche on this site: searchable, the niche's rule (decision 021), with a public
 * photo; the visitor's country first; one a first name, so a page never shows a name twice.
 */
async function nicheProfiles(db: Db, site: SiteRow, niche: NicheId, country: string, now: Date, o: PickOptions): Promise<Profile[]> {
  const base = searchableBy({ ...site, niche }, null, now);
  const rows = rowsOf<CardRow>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT DISTINCT ON (m.name) ${cardColumns}, (m.country = ${country}) AS lander_home, (m.id * ${o.salt}) % 997 AS lander_shuffle
        FROM members m
        WHERE ${base} ${o.fictional ? sql`` : sql`AND m.fictional = false`} AND m.id <> ${o.exclude?.id ?? 0} AND m.name <> ${o.exclude?.name ?? ''}
          AND ${hasMainPhoto(sql`m.id`)}
        ORDER BY m.name, lander_home DESC, lander_shuffle
      ) one_a_name
      ORDER BY lander_home DESC, lander_shuffle
      LIMIT ${o.limit}`),
  );
  return profileCards(db, site, rows, now);
}

const landerProfiles = (db: Db, site: SiteRow, niche: NicheId, country: string, salt: number, now: Date, exclude: Profile | null): Promise<Profile[]> =>
  nicheProfiles(db, site, niche, country, now, { salt, exclude: exclude ? { id: exclude.id, name: exclude.name } : null, fictional: false, limit: LANDER_PROFILES });

/**
 * The members of the visitors' home page (decision 181): the site's niche, the visitor's country
 * first, one a first name; fictional profiles among them, which the page labels.
 */
export function homeProfiles(db: Db, site: SiteRow, country: string, now: Date): Promise<Profile[]> {
  return nicheProfiles(db, site, site.niche as NicheId, country, now, { salt: 89, exclude: null, fictional: true, limit: HOME_PROFILES });
}

async function memberCard(db: Db, site: SiteRow, id: number, now: Date): Promise<Profile | null> {
  const rows = rowsOf<CardRow>(
    await db.execute(sql`SELECT ${cardColumns} FROM members m WHERE m.id = ${id} AND ${searchableBy(site, null, now)}`),
  );
  const [card] = await profileCards(db, site, rows, now);
  return card ?? null;
}

export interface LanderRequest {
  kind: LanderKind;
  slug?: string | undefined;
  memberId?: number | undefined;
  /** the visitor's locale when the slug names none (cookie, site language) */
  locale: Locale;
  country: string;
}

const capitalized = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Everything a lander shows: its copy in the slug's (or visitor's) locale and real members of the site. */
export async function landerData(db: Db, site: SiteRow, request: LanderRequest, now: Date): Promise<LanderAnswer> {
  const parsed = parseSlug(request.slug);
  const niche = parsed.niche ?? (site.niche as NicheId);
  const locale = parsed.locale && isLocale(parsed.locale) ? parsed.locale : request.locale;
  const member = request.memberId ? await memberCard(db, site, request.memberId, now) : null;
  const salt = 101 + landerKinds.indexOf(request.kind) * 37;
  let profiles = await landerProfiles(db, site, niche, request.country, salt, now, member);
  if (profiles.length < 4 && niche !== site.niche) profiles = await landerProfiles(db, site, site.niche as NicheId, request.country, salt, now, member);
  const texts = contentTexts[locale];
  const copy = texts.landers[request.kind];
  const local = profiles.filter((p) => p.country === request.country);
  const place = member?.region ?? local.find((p) => p.region)?.region ?? countryName(request.country, locale);
  const values = { audience: texts.audience[niche], place, name: member?.name ?? '', count: 40 + ((salt * 7) % 160) + local.length };
  return {
    kind: request.kind,
    niche,
    locale,
    texts: {
      headline: capitalized(fill(copy.headline, values)),
      subline: capitalized(fill(copy.subline, values)),
      cta: member ? fill(texts.ctaMember, values) : texts.cta,
      social_proof: fill(texts.socialProof, values),
      points: copy.points.map((p) => fill(p, values)),
    },
    member,
    profiles,
    // made locally by scripts/make-lander-clip.mjs (public/lander/)
    video: request.kind === 'video' ? { src: '/lander/clip.webm', poster: '/lander/poster.webp' } : null,
  };
}
