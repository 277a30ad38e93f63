import type { AccountKey, AccountRowValues } from './accountRows.ts';
import { db, useLiveQuery } from './pageDb.ts';

/** An `account` value as a live query: undefined while loading, null when not loaded yet. */
export function useAccountValue<K extends AccountKey>(key: K): AccountRowValues[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.account.get(key);
    return row ? (row.value as AccountRowValues[K]) : null;
  }, [key]);
}
