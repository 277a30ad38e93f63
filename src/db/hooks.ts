import { useLiveQuery } from 'dexie-react-hooks';
import type { KvKey, KvValues } from './schema.ts';
import { db } from './database.ts';

/** A kv value as a live query: undefined while loading, null when absent. */
export function useKv<K extends KvKey>(key: K): KvValues[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.kv.get(key);
    return row ? (row.value as KvValues[K]) : null;
  }, [key]);
}

/** The logged-in member: undefined while loading, null when logged out. */
export function useCurrentUser(): KvValues['user'] | undefined {
  const user = useKv('user');
  return user === undefined ? undefined : (user ?? null);
}

export function useSettings(): KvValues['settings'] | null | undefined {
  return useKv('settings');
}
