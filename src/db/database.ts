import { MEDIA_CACHE } from '../contract/constants.ts';
import { AppDatabase, memberTables, type KvKey, type KvValues } from './schema.ts';

/** The one database of the app, shared by the page and the sync worker (same origin, same name). */
export const db = new AppDatabase();

export async function readKv<K extends KvKey>(key: K, database: AppDatabase = db): Promise<KvValues[K] | undefined> {
  const row = await database.kv.get(key);
  return row?.value as KvValues[K] | undefined;
}

export async function writeKv<K extends KvKey>(key: K, value: KvValues[K], database: AppDatabase = db): Promise<void> {
  await database.kv.put({ key, value });
}

/** Logout: every table with member data, and the current user, in one transaction. */
export async function clearMemberData(database: AppDatabase = db): Promise<void> {
  const tables = memberTables.map((name) => database.table(name));
  await database.transaction('rw', [database.kv, ...tables], async () => {
    await Promise.all(tables.map((table) => table.clear()));
    await database.kv.put({ key: 'user', value: null });
    await database.kv.delete('cursors');
    // a like modal or notice of this member must not show to the next one (issue 5)
    await database.kv.bulkDelete(['likeEvent', 'likeNotice']);
  });
  // Photos a member was allowed to see (private ones too) must not stay readable after logout.
  if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE).catch(() => false);
}

export { waitForKv } from './kv.ts';
