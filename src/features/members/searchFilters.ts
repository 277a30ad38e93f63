import { MAX_AGE, MIN_AGE } from '../../contract/constants.ts';
import { SEARCH_MAX_PAGE } from '../../contract/members.ts';
import { filtersOfKey, searchKey, type SearchFilters } from '../../db/index.ts';

/** The filters in the page's query string (/members?gender=female&page=2); null when none. */
export function filtersFromSearch(search: string): SearchFilters | null {
  const params = new URLSearchParams(search);
  const known = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'everyone', 'page'];
  if (![...params.keys()].some((k) => known.includes(k))) return null;
  return clampFilters(filtersOfKey(params.toString()));
}

/**
 * Filters an address may hold, brought inside what a search accepts (SearchQuery): ages in range
 * and in order, the page from 1 to SEARCH_MAX_PAGE; a country that is no two-letter code and a
 * region that is no id are left out. A hand-edited or mangled link then searches instead of being
 * refused.
 */
export function clampFilters(f: SearchFilters): SearchFilters {
  const age = (v: number | undefined) => (v === undefined ? undefined : Math.min(MAX_AGE, Math.max(MIN_AGE, Math.round(v))));
  let min = age(f.min_age);
  let max = age(f.max_age);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const country = f.country !== undefined && /^[A-Za-z]{2}$/.test(f.country) ? f.country : undefined;
  const region = f.countryregion !== undefined && Number.isSafeInteger(f.countryregion) && f.countryregion > 0 ? f.countryregion : undefined;
  return { ...f, country, countryregion: region, min_age: min, max_age: max, page: Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.floor(f.page || 1))) };
}

export function searchHref(f: SearchFilters, tracking: Record<string, string> = {}): string {
  const params = new URLSearchParams(searchKey(f));
  for (const [k, v] of Object.entries(tracking)) params.set(k, v);
  return `/members?${params.toString()}`;
}

/** Traffic-source parameters of the page (SPEC §3 tracking), for a visitor's search. */
export function trackingFromSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const k of ['network', 'ref']) {
    const v = params.get(k);
    if (v) out[k] = v.slice(0, 100);
  }
  return out;
}
