import { describe, expect, it } from 'vitest';
import { clampFilters, filtersFromSearch, searchHref, trackingFromSearch } from './searchFilters.ts';

describe('search filters in the address', () => {
  it('reads filters and page from the query string, none when absent', () => {
    expect(filtersFromSearch('')).toBeNull();
    expect(filtersFromSearch('network=ads')).toBeNull();
    expect(filtersFromSearch('gender=female&country=NL&countryregion=4&min_age=30&max_age=40&page=3')).toEqual({
      gender: 'female', country: 'NL', countryregion: 4, min_age: 30, max_age: 40, page: 3,
    });
  });

  it('keeps ages inside 18–99 and in order, and pages from 1', () => {
    expect(clampFilters({ min_age: 60, max_age: 20, page: 0 })).toMatchObject({ min_age: 20, max_age: 60, page: 1 });
    expect(clampFilters({ min_age: 5, max_age: 300, page: 2 })).toMatchObject({ min_age: 18, max_age: 99, page: 2 });
  });

  it('brings a mangled address inside what a search accepts instead of sending it to be refused', () => {
    expect(filtersFromSearch('page=999999&countryregion=-4&country=%00')).toEqual({
      gender: undefined, country: undefined, countryregion: undefined, min_age: undefined, max_age: undefined, page: 10_000,
    });
    expect(filtersFromSearch('country=Netherlands&countryregion=1.5&page=abc')).toMatchObject({ country: undefined, countryregion: undefined, page: 1 });
    expect(filtersFromSearch('country=nl&countryregion=7')).toMatchObject({ country: 'nl', countryregion: 7 });
  });

  it('builds the address of a page and keeps the traffic source', () => {
    expect(searchHref({ gender: 'male', page: 2 }, { network: 'ads' })).toBe('/members?gender=male&page=2&network=ads');
    expect(trackingFromSearch('?network=ads&ref=x&other=1')).toEqual({ network: 'ads', ref: 'x' });
  });
});
