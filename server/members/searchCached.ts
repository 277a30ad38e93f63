import { Profile } from '../../src/contract/user.ts';
import { SEARCH_PAGE_SIZE, SIMILAR_BELOW, type ParsedSearchQuery } from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import type { SearchViewer } from '../account/session/batch.ts';
import type { SiteRow } from '../platform/sites.ts';
import { profileCardsOf } from './cards.ts';
import type { CountCache } from './countCache.ts';
import { countFor, filterCondition, filtersOf, page, searchableBy, whereOf, type SearchScope } from './search.ts';
import type { Predicate } from './predicate.ts';
import { onlineFlagsValidUntil } from './rangeCache.ts';
import type { SearchPageCache, SearchPageEntry } from './searchPageCache.ts';

/** rows read beyond a page and its look-ahead row, so that leaving out the viewer still fills it */
const SPARE = 4;

/**
 * GET /api/members.php from the instance's kept pages (decision 108), as the JSON text
 * `searchMembers` would answer, or null when this search must be read from the database: a viewer
 * with blocks, a page asked by number, a first page short enough to need similar results, or the
 * cache off. The session was checked for this request (`viewer`, batched, decision 107).
 */
export async function cachedSearch(
  db: Db,
  site: SiteRow,
  viewer: SearchViewer | null,
  q: ParsedSearchQuery,
  now: Date,
  counts: CountCache,
  pages: SearchPageCache,
  scope: SearchScope,
): Promise<string | null> {
  // a search ordered from the viewer's home is read from the database: the kept pages' id ranges
  // (RangeCache) assume newest first (decision 175)
  if (!pages.enabled || viewer?.blocks || scope.home || (q.page !== 1 && q.after === undefined)) return null;
  const viewerId = viewer?.id ?? null;
  const filters = filtersOf(q);
  const total = await countFor(db, site, viewer, filters, now, counts, scope.audience);
  if (q.page === 1 && total < SIMILAR_BELOW) return null;

  const after = q.page === 1 ? null : (q.after ?? null);
  const key = `${site.id}|${site.niche}|${site.settings.cdn_prefix}|${JSON.stringify(filters)}|${JSON.stringify(scope.audience)}|${after ?? ''}|${now.toISOString().slice(0, 10)}`;
  let entry = pages.lookup(key, now.getTime());
  if (!entry) {
    const generation = pages.generation;
    entry = await readPage(db, site, filters, scope.audience, after, now);
    pages.store(key, entry, generation);
  }
  const shown: number[] = [];
  for (let i = 0; i < entry.ids.length && shown.length <= SEARCH_PAGE_SIZE; i++) if (entry.ids[i] !== viewerId) shown.push(i);
  // the spare rows did not suffice (cannot happen with one viewer left out, kept as a guard)
  if (!entry.complete && shown.length <= SEARCH_PAGE_SIZE) return null;
  const hasMore = shown.length > SEARCH_PAGE_SIZE;
  const onPage = shown.slice(0, SEARCH_PAGE_SIZE);
  const next = hasMore ? entry.ids[onPage.at(-1) ?? 0] : null;
  const profiles = onPage.map((i) => entry.cards[i]).join(',');
  return `{"profiles":[${profiles}],"numResults":${total},"page":${q.page},"pageSize":${SEARCH_PAGE_SIZE},"next":${next ?? null},"similar":{"profiles":[],"numResults":0}}`;
}

async function readPage(
  db: Db,
  site: SiteRow,
  filters: ReturnType<typeof filtersOf>,
  audience: Predicate | null,
  after: number | null,
  now: Date,
): Promise<SearchPageEntry> {
  const limit = SEARCH_PAGE_SIZE + 1 + SPARE;
  const rows = await page(db, whereOf(searchableBy(site, null, now, false), filterCondition(filters, now, audience)), after, limit);
  const cards = profileCardsOf(site, rows, now);
  const complete = rows.length < limit;
  return {
    ids: rows.map((row) => Number(row.id)),
    cards: cards.map((card) => JSON.stringify(Profile.parse(card))),
    complete,
    floor: complete ? 0 : Number(rows.at(-1)?.id ?? 0),
    ceiling: after ?? Number.MAX_SAFE_INTEGER,
    validUntil: onlineFlagsValidUntil(rows.map((row) => row.last_seen), now),
  };
}
