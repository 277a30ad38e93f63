import type { AppDatabase, KvKey, KvValues } from './schema.ts';

// There is no database of the app as such (decision 116): the sync worker opens the current
// member's (workers/stores.ts), the page reads the same one (pageDb.ts). Both say which one.

export async function readKv<K extends KvKey>(key: K, database: AppDatabase): Promise<KvValues[K] | undefined> {
  const row = await database.kv.get(key);
  return row?.value as KvValues[K] | undefined;
}

export async function writeKv<K extends KvKey>(key: K, value: KvValues[K], database: AppDatabase): Promise<void> {
  await database.kv.put({ key, value });
}

