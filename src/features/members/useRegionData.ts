import { useKv } from '../../db/index.ts';
import type { Region } from '../../contract/index.ts';

/** Regions of a country and the country's own term for them (from /api/regions.php in kv). */
export function useRegionData(country: string | undefined): { term: string; regions: Region[] } {
  const data = useKv('regions');
  const entry = country ? data?.[country] : undefined;
  return { term: entry?.term ?? 'region', regions: entry?.regions ?? [] };
}
