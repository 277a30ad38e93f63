import type { GeocodeAnswer, OwnProfile, Profile, ProfileDetail, SearchQuery } from '../contract/index.ts';

/** The filters of a search as the form holds them (SPEC §3), page included. */
export interface SearchFilters {
  gender?: 'male' | 'female' | undefined;
  country?: string | undefined;
  countryregion?: number | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  /** also members not looking for someone like the member (decision 175) */
  everyone?: boolean | undefined;
  page: number;
}

/** One opened profile, as the server last answered it (or why it may not be seen). */
export interface ProfileDetailRow {
  id: number;
  detail: ProfileDetail | null;
  related: Profile[];
  /** the server answered `blocked`: by them (the SPEC page) or by you */
  blocked: { name: string; by: 'them' | 'you' } | null;
  notFound: boolean;
  fetchedAt: number;
}

/** The logged-in member's own editable profile, and the last reverse-geocoded location. */
export interface OwnProfileRow extends OwnProfile {
  fetchedAt: number;
  geocode?: { lat: number; lon: number; at: number; answer: GeocodeAnswer };
}

/** A canonical key for a search: the same filters always give the same key (searches.query). */
export function searchKey(filters: SearchFilters): string {
  const parts: string[] = [];
  const add = (name: keyof SearchQuery, value: string | number | undefined) => {
    if (value !== undefined && value !== '') parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  add('gender', filters.gender);
  add('country', filters.country);
  add('countryregion', filters.countryregion);
  add('min_age', filters.min_age);
  add('max_age', filters.max_age);
  add('everyone', filters.everyone ? 1 : undefined);
  add('page', filters.page);
  return parts.join('&');
}

/** The filters back from a key (for reopening the last search). */
export function filtersOfKey(key: string): SearchFilters {
  const params = new URLSearchParams(key);
  const num = (name: string) => {
    const v = params.get(name);
    return v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);
  };
  const gender = params.get('gender');
  return {
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    country: params.get('country') ?? undefined,
    countryregion: num('countryregion'),
    min_age: num('min_age'),
    max_age: num('max_age'),
    everyone: params.get('everyone') === '1' || undefined,
    page: num('page') ?? 1,
  };
}
