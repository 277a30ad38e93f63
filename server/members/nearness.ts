import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { distanceKm } from '../geo/reverseGeocode.ts';
import { regionCentroids } from '../geo/regionCentroids.ts';
import { KEPT_READS, keptRead } from '../platform/readModel/index.ts';
import { rowsOf } from './cards.ts';

/**
 * Where discovery starts from (decision 175): the member's country and region, then the
 * regions near it, then the rest of the country, then everyone else. A visitor's home is their
 * country (content/visitor.ts) with no region.
 */
export interface Home {
  country: string;
  regionId: number | null;
  /** regions of the same country whose centres lie within NEARBY_KM of the home region's */
  nearby: readonly number[];
}

/** How far a region's centre may lie from the home region's to count as nearby. */
export const NEARBY_KM = 150;
/** Ranks of `rankSql`: same region, nearby region, same country, elsewhere. */
export const RANKS = 4;

interface RegionRow {
  id: number;
  country: string;
  name: string;
}

/** Regions are reference data written by the seed and never changed: read once per database. */
const regionsOf = keptRead(KEPT_READS.regions, new WeakMap<Db, Promise<RegionRow[]>>());

async function allRegions(db: Db): Promise<RegionRow[]> {
  let found = regionsOf.get(db);
  if (!found) {
    found = db.execute(sql`SELECT id, country, name FROM regions`).then((r) => rowsOf<RegionRow>(r).map((row) => ({ ...row, id: Number(row.id) })));
    regionsOf.set(db, found);
    found.catch(() => regionsOf.delete(db));
  }
  return found;
}

/** The home of someone in `country` and `regionId` (null: the whole country). */
export async function homeOf(db: Db, country: string, regionId: number | null): Promise<Home> {
  if (regionId === null) return { country, regionId, nearby: [] };
  const regions = await allRegions(db);
  const own = regions.find((r) => r.id === regionId);
  const centres = regionCentroids[country];
  const centre = own && centres?.[own.name];
  if (!own || !centres || !centre) return { country, regionId, nearby: [] };
  const nearby = regions
    .filter((r) => r.country === country && r.id !== regionId)
    .filter((r) => {
      const other = centres[r.name];
      return other !== undefined && distanceKm(centre, other) <= NEARBY_KM;
    })
    .map((r) => r.id);
  return { country, regionId, nearby };
}

/** A member row `m`'s rank from the home: 0 same region, 1 nearby, 2 same country, 3 elsewhere. */
export function rankSql(home: Home): SQL {
  const region = home.regionId === null ? sql`false` : sql`m.region_id = ${home.regionId}`;
  const nearby = home.nearby.length === 0 ? sql`false` : sql`m.region_id = ANY(${sql.param([...home.nearby])}::int[])`;
  return sql`(CASE WHEN ${region} THEN 0 WHEN ${nearby} THEN 1 WHEN m.country = ${home.country} THEN 2 ELSE 3 END)`;
}

/**
 * A search cursor of a home-ordered search: the rank and the id in one number (rank × 10¹⁰ + id;
 * ids stay far below 10¹⁰), so the contract's numeric cursor carries both. Rank 0 is the id alone.
 */
const SPAN = 10_000_000_000;

export function cursorOf(rank: number, id: number): number {
  return rank * SPAN + id;
}

export function cursorParts(cursor: number): { rank: number; id: number } {
  return { rank: Math.floor(cursor / SPAN), id: cursor % SPAN };
}
