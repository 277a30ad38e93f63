// kv.ts's read of kv rows with plain IndexedDB, without Dexie (decision 005): a visitor's first route
// reads the current user and the site's settings before Dexie is loaded, if it is loaded at all.

import { openExisting } from './openExisting.ts';

/**
 * Reads kv rows of one database in one read-only transaction. A database that does not exist
 * (first visit, the sync worker has not created it, a member's deleted one) is not created here:
 * every key answers null.
 */
export async function readStore<Key extends string>(name: string, keys: readonly Key[]): Promise<Map<Key, unknown>> {
  const answer = new Map<Key, unknown>(keys.map((key) => [key, null]));
  const database = await openExisting(indexedDB, name);
  if (!database) return answer;
  // never hold up Dexie's schema upgrade or a deletion of the database
  database.onversionchange = () => database.close();
  return new Promise((resolve) => {
    try {
      if (!database.objectStoreNames.contains('kv')) {
        database.close();
        resolve(answer);
        return;
      }
      const transaction = database.transaction('kv', 'readonly');
      const store = transaction.objectStore('kv');
      for (const key of keys) {
        const get = store.get(key);
        get.onsuccess = () => {
          const row = get.result as { value: unknown } | undefined;
          answer.set(key, row ? row.value : null);
        };
      }
      transaction.oncomplete = () => {
        database.close();
        resolve(answer);
      };
      transaction.onerror = () => {
        database.close();
        resolve(answer);
      };
      transaction.onabort = transaction.onerror;
    } catch {
      database.close();
      resolve(answer);
    }
  });
}
