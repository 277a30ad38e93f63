import { describe, expect, it } from 'vitest';
import { regionCentroids } from '../geo/regionCentroids.ts';
import { countries } from './seed-data.ts';
import { generateMembers } from './seed-members.ts';

/** Issue 49 item 4: demo data that does not contradict itself. */
describe('demo members', () => {
  const people = generateMembers(3000);

  it('live in a city of their own region and country (no "Denver, Illinois")', () => {
    for (const m of people) {
      const data = countries[m.country];
      expect(data, m.country).toBeDefined();
      const region = data?.regions[m.regionIndex];
      expect(region, `${m.country} #${m.regionIndex}`).toBeDefined();
      if (m.city === null) continue;
      expect(data?.cities[region ?? ''] ?? [], `${m.city}, ${region}`).toContain(m.city);
    }
    expect(people.filter((m) => m.city !== null).length).toBeGreaterThan(people.length / 2);
  });

  it('name a town for every region, and every region has a centre for "nearby regions"', () => {
    for (const [code, data] of Object.entries(countries)) {
      for (const region of data.regions) {
        expect(data.cities[region]?.length ?? 0, `${code} ${region}`).toBeGreaterThan(0);
        expect(regionCentroids[code]?.[region], `${code} ${region} centre`).toBeDefined();
      }
      // no town listed under two regions of one country
      const towns = Object.values(data.cities).flat();
      expect(new Set(towns).size, code).toBe(towns.length);
    }
  });

  it('are the same people for the same seed', () => {
    expect(generateMembers(50)).toEqual(people.slice(0, 50));
  });
});
