import { sql, type SQL } from 'drizzle-orm';
import { MAX_AGE } from '../../src/contract/constants.ts';
import {
  SEARCH_PAGE_SIZE,
  SIMILAR_BELOW,
  SIMILAR_MAX,
  type ParsedSearchQuery,
  type SearchAnswer,
} from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import type { SiteRow } from '../platform/sites.ts';
import type { CountCache } from './countCache.ts';
import { cardColumns, cardSourceColumns, mainPhotoColumns, mainPhotoJoin, profileCardsOf, rowsOf, type CardPhotoRow } from './cards.ts';
import { bornBy, nichePredicate, type FindableMember } from './niche.ts';
import { predicateHolds, predicateSql, type Predicate } from './predicate.ts';
import { blockedEitherWaySql, reachable } from '../safety/reach.ts';
import { audienceOf, type Seeker } from './audience.ts';
import { cursorOf, cursorParts, rankSql, type Home } from './nearness.ts';

export interface SearchFilters {
  gender?: 'male' | 'female' | undefined;
  country?: string | undefined;
  regionId?: number | undefined;
  minAge?: number | undefined;
  maxAge?: number | undefined;
  /** the member asked for everyone, also those not looking for someone like them (decision 175) */
  everyone?: boolean | undefined;
}

/**
 * What a search's viewer brings to it (decision 175): whom they may be shown (audience.ts;
 * null for a visitor or when they asked for everyone) and where it starts from (nearness.ts; null:
 * newest first, as when the filters already fix the place).
 */
export interface SearchScope {
  audience: Predicate | null;
  home: Home | null;
}

export const NO_SCOPE: SearchScope = { audience: null, home: null };

/**
 * The scope of a search: a member sees whom they may be shown unless they ask for everyone; the
 * results start from `home` unless a country filter leaves only one rank (a visitor has no region).
 */
export function scopeOf(viewer: Seeker | null, filters: SearchFilters, home: Home | null): SearchScope {
  const audience = viewer && !filters.everyone ? audienceOf(viewer) : null;
  const ordered = home !== null && (!filters.country || (home.regionId !== null && filters.country === home.country && filters.regionId === undefined));
  return { audience, home: ordered ? home : null };
}

/**
 * Who anyone finds on `site` (no viewer, no blocks), as a predicate (predicate.ts): this site,
 * B's part of "may A reach B" (reach.ts: visible, active profile, not pending deletion, not
 * suspended or banned, spelled as the partial indexes say), and the site's niche rule (decision 021).
 */
export function findableOn(site: SiteRow, now: Date): Predicate {
  const niche = nichePredicate(site.niche, now);
  return {
    all: [
      // in the text (decision 147): the site's size is what the planner weighs its rows by, and a
      // parameter hid it from the generic plan, so statements were planned again on every call
      { field: 'siteId', op: '=', value: site.id, spelled: 'literal' },
      reachable,
      ...(niche ? [niche] : []),
    ],
  };
}

/**
 * Everything that makes a member findable by this viewer, as SQL over `m`: `findableOn`, not the
 * viewer, and no block either way. The viewer is an id, or SQL of one read in the same statement
 * (never NULL: a statement whose session may be dead passes `COALESCE(…, 0)`, no member's id).
 */
export function searchableBy(site: SiteRow, viewerId: number | SQL | null, now: Date, withBlocks = true): SQL {
  const parts: SQL[] = [predicateSql(findableOn(site, now))];
  if (viewerId !== null) {
    parts.push(sql`m.id <> ${viewerId}`);
  }
  if (viewerId !== null && withBlocks) {
    // the pair's part of "may A reach B" (reach.ts; blocked_with.sql, inlined: decision 191)
    parts.push(sql`NOT ${blockedEitherWaySql(viewerId, sql`m.id`)}`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * The member's filters as predicates. Age bounds are written as date literals, not parameters:
 * with the dates in its text a search statement keeps one plan per age filter and day (decision
 * 100's named statements), where a parameter made PostgreSQL plan every call anew (a range of
 * unknown width looks too selective for the generic plan to win).
 */
export function filterPredicates(f: SearchFilters, now: Date): Predicate[] {
  const parts: Predicate[] = [];
  if (f.gender) parts.push({ field: 'gender', op: '=', value: f.gender });
  if (f.country) parts.push({ field: 'country', op: '=', value: f.country });
  if (f.regionId !== undefined) parts.push({ field: 'regionId', op: '=', value: f.regionId });
  if (f.minAge !== undefined) parts.push({ field: 'birthdate', op: '<=', value: bornBy(now, f.minAge), spelled: 'date' });
  if (f.maxAge !== undefined) parts.push({ field: 'birthdate', op: '>', value: bornBy(now, f.maxAge + 1), spelled: 'date' });
  return parts;
}

export function filterCondition(f: SearchFilters, now: Date, audience: Predicate | null = null): SQL[] {
  return [...filterPredicates(f, now), ...(audience ? [audience] : [])].map((p) => predicateSql(p));
}

/**
 * Whether `m` is among the matches of a search on `site` (no viewer, no blocks), read from the
 * same predicates as the SQL: the viewer's own row is counted out of a cached count with it.
 */
export function matchesSearch(site: SiteRow, m: FindableMember, f: SearchFilters, now: Date, audience: Predicate | null = null): boolean {
  return predicateHolds({ all: [findableOn(site, now), ...filterPredicates(f, now), ...(audience ? [audience] : [])] }, m);
}

export function whereOf(base: SQL, extra: SQL[]): SQL {
  return sql.join([base, ...extra], sql` AND `);
}

/**
 * The id that ends page `page - 1`, for a page asked by number without a cursor (a deep link, a
 * reload): one walk down the search index that reads ids only (decision 020).
 */
async function cursorForPage(db: Db, where: SQL, page: number, home: Home | null): Promise<number | null> {
  const skip = (page - 1) * SEARCH_PAGE_SIZE - 1;
  const rank = home ? rankSql(home) : sql`0`;
  const rows = rowsOf<{ id: number; search_rank: number }>(
    await db.execute(sql`SELECT m.id, ${rank} AS search_rank FROM members m WHERE ${where} ORDER BY ${home ? sql`search_rank, ` : sql``}m.id DESC OFFSET ${skip} LIMIT 1`),
  );
  return rows[0] ? cursorOf(Number(rows[0].search_rank), Number(rows[0].id)) : null;
}

/**
 * Whether the viewer blocked anyone or was blocked by anyone: only then does a search need the block
 * filter. Not the pair's part of "may A reach B" (no block between A and B, reach.ts): a fact of
 * the viewer alone, which decides whether the count may come from the cache.
 */
async function hasBlocks(db: Db, viewerId: number): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`SELECT 1 AS one FROM blocks WHERE blocker_id = ${viewerId} UNION ALL
      SELECT 1 FROM blocks WHERE blocked_id = ${viewerId} LIMIT 1`),
  );
  return rows.length > 0;
}

async function count(db: Db, where: SQL): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM members m WHERE ${where}`));
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page row, with whether the viewer named to `page` has blocked anyone or been blocked by anyone
 * (hasBlocks' fact, not the pair's part of reach.ts), and its rank from the home.
 */
type PageRow = CardPhotoRow & { viewer_blocks: boolean; search_rank: number };

/** The cursor that follows a page row. */
export function cursorAfter(row: PageRow): number {
  return cursorOf(Number(row.search_rank), Number(row.id));
}

/**
 * One page of cards with their main photos, in one statement (decision 105). With `blocksOf`, each
 * row also tells whether that member has any block at all, either way (hasBlocks' fact, not a block
 * between the viewer and the row's member: an uncorrelated subquery PostgreSQL evaluates once),
 * which saves the search its separate hasBlocks statement when the page has rows.
 */
export async function page(db: Db, where: SQL, after: number | null, limit: number, blocksOf: number | null = null, home: Home | null = null): Promise<PageRow[]> {
  // with a home, rows come by rank from it (nearness.ts), newest first within a rank
  const rank = home ? rankSql(home) : sql`0`;
  let seek = sql``;
  if (after !== null && home) {
    const from = cursorParts(after);
    seek = sql` AND (${rank} > ${from.rank} OR (${rank} = ${from.rank} AND m.id < ${from.id}))`;
  } else if (after !== null) {
    seek = sql` AND m.id < ${after}`;
  }
  const blocks =
    blocksOf === null ? sql`false` : sql`EXISTS (SELECT 1 FROM blocks bv WHERE bv.blocker_id = ${blocksOf} OR bv.blocked_id = ${blocksOf})`;
  const order = home ? sql`search_rank, m.id DESC` : sql`m.id DESC`;
  // the page's rows first, then their main photos: joined before the LIMIT, a ranked search (its
  // order known only once every match is ranked) read a photo for each of its 34,000 matches
  // (decision 193: 125 ms a page on 100,000 members, 48 ms before the rank; now the photos of the page's rows only)
  return rowsOf<PageRow>(
    await db.execute(
      sql`SELECT ${cardColumns}, ${mainPhotoColumns}, ${blocks} AS viewer_blocks, m.search_rank FROM (
          SELECT ${cardSourceColumns}, ${rank} AS search_rank FROM members m WHERE ${where}${seek} ORDER BY ${order} LIMIT ${limit}
        ) m ${mainPhotoJoin} ORDER BY ${order}`,
    ),
  );
}

/**
 * The CountCache key of a search: counts are kept per site, filters and day for everyone, as the
 * number of all matches (no viewer left out, no blocks); a viewer's own row is taken off per
 * request (`countFor`). Viewers with blocks are counted exactly, uncached.
 */
function countKeyOf(site: SiteRow, filters: SearchFilters, now: Date, audience: Predicate | null): string {
  return `${site.id}|${site.niche}|${JSON.stringify(filters)}|${JSON.stringify(audience)}|${now.toISOString().slice(0, 10)}`;
}

/** The cached number of all matches, less the viewer when the viewer is one of them. */
export async function countFor(
  db: Db,
  site: SiteRow,
  viewer: FindableMember | null,
  filters: SearchFilters,
  now: Date,
  counts: CountCache,
  audience: Predicate | null = null,
): Promise<number> {
  const all = await counts.get(countKeyOf(site, filters, now, audience), now.getTime(), () =>
    count(db, whereOf(searchableBy(site, null, now, false), filterCondition(filters, now, audience))),
  );
  return viewer && matchesSearch(site, viewer, filters, now, audience) ? Math.max(0, all - 1) : all;
}

export function filtersOf(q: ParsedSearchQuery): SearchFilters {
  return { gender: q.gender, country: q.country, regionId: q.countryregion, minAge: q.min_age, maxAge: q.max_age, everyone: q.everyone === '1' || undefined };
}

/** Wider filters for "similar results": any region, ten years either side. */
export function widened(f: SearchFilters): SearchFilters {
  return {
    gender: f.gender,
    country: f.country,
    everyone: f.everyone,
    minAge: f.minAge === undefined ? undefined : Math.max(18, f.minAge - 10),
    maxAge: f.maxAge === undefined ? undefined : Math.min(MAX_AGE, f.maxAge + 10),
  };
}

/**
 * One search page, newest members first (id DESC, a stable order). Paging is keyset: `after` is
 * the last id of the page before, so page 50 costs what page 1 costs (decision 020).
 */
export async function searchMembers(
  db: Db,
  site: SiteRow,
  viewer: (FindableMember & { id: number }) | null,
  q: ParsedSearchQuery,
  now: Date,
  counts?: CountCache,
  home: Home | null = null,
): Promise<SearchAnswer> {
  const viewerId = viewer?.id ?? null;
  const filters = filtersOf(q);
  const scope = scopeOf(viewer, filters, home);
  // A page read with the block filter is right for every viewer (without blocks it filters
  // nothing), so the first page needs no answer from hasBlocks first; its rows even carry that
  // answer (the load benchmark). Only the count, cached for viewers without blocks, needs it.
  const pageWhere = whereOf(searchableBy(site, viewerId, now, viewerId !== null), filterCondition(filters, now, scope.audience));
  const direct = q.page === 1 || q.after !== undefined;
  const directRows = direct ? await page(db, pageWhere, q.page === 1 ? null : (q.after ?? null), SEARCH_PAGE_SIZE + 1, viewerId, scope.home) : null;
  const blocks = viewerId === null ? false : directRows?.[0] ? Boolean(directRows[0].viewer_blocks) : await hasBlocks(db, viewerId);
  const base = searchableBy(site, viewerId, now, blocks);
  const where = whereOf(base, filterCondition(filters, now, scope.audience));
  // a cached count of all matches serves everyone without blocks, less the viewer's own row
  const total = !blocks && counts ? await countFor(db, site, viewer, filters, now, counts, scope.audience) : await count(db, where);
  let after: number | null = q.after ?? null;
  let rows: PageRow[] = directRows ?? [];
  if (!direct && (after = await cursorForPage(db, where, q.page, scope.home)) !== null) {
    rows = await page(db, where, after, SEARCH_PAGE_SIZE + 1, null, scope.home);
  }
  const hasMore = rows.length > SEARCH_PAGE_SIZE;
  rows = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = rows.at(-1);

  const similar: SearchAnswer['similar'] = { profiles: [], numResults: 0 };
  if (q.page === 1 && total < SIMILAR_BELOW) {
    const wider = widened(filters);
    const exclude = rows.map((r) => Number(r.id));
    const notExact = exclude.length ? [sql`NOT (m.id = ANY(${sql.param(exclude)}::int[]))`] : [];
    const widerWhere = whereOf(base, [...filterCondition(wider, now, scope.audience), ...notExact]);
    similar.numResults = await count(db, widerWhere);
    similar.profiles = profileCardsOf(site, await page(db, widerWhere, null, SIMILAR_MAX, null, scope.home), now);
  }

  return {
    profiles: profileCardsOf(site, rows, now),
    numResults: total,
    page: q.page,
    pageSize: SEARCH_PAGE_SIZE,
    next: hasMore && last ? cursorAfter(last) : null,
    similar,
  };
}
