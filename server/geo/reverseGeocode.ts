import { iso1A2Code } from '@rapideditor/country-coder';
import { and, eq } from 'drizzle-orm';
import type { GeocodeAnswer } from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import { regions, regionTerms } from '../db/schema.ts';
import { regionCentroids } from './regionCentroids.ts';

/** Great-circle distance in km (haversine). */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** The region whose centre is nearest to the point, among the country's regions. */
export function nearestRegion(country: string, point: [number, number]): string | null {
  const centres = regionCentroids[country];
  if (!centres) return null;
  let best: string | null = null;
  let bestKm = Infinity;
  for (const [name, centre] of Object.entries(centres)) {
    const km = distanceKm(point, centre);
    if (km < bestKm) {
      bestKm = km;
      best = name;
    }
  }
  return best;
}

/**
 * Offline reverse geocoding: the country from country-coder's borders, the region as the nearest
 * shipped centre in that country. `false` when the point lies in no country we serve.
 */
export async function reverseGeocode(db: Db, lat: number, lon: number): Promise<GeocodeAnswer> {
  const country = iso1A2Code([lon, lat]);
  if (!country) return false;
  const [term] = await db.select().from(regionTerms).where(eq(regionTerms.country, country));
  if (!term) return false;
  const name = nearestRegion(country, [lat, lon]);
  const [region] = name
    ? await db.select({ id: regions.id, name: regions.name }).from(regions).where(and(eq(regions.country, country), eq(regions.name, name)))
    : [];
  return { country, region: region ?? null, term: term.term };
}
