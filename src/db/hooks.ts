import { useLiveQuery } from 'dexie-react-hooks';
import Dexie from 'dexie';
import type { KvKey, KvValues } from './schema.ts';
import { db } from './database.ts';

/**
 * The last value each kv live query produced in this page. A screen that mounts later starts from
 * it instead of `undefined`, so it paints once with data instead of shifting when the query answers.
 */
const lastKnown = new Map<KvKey, unknown>();

/** A kv value as a live query: undefined while loading (first time only), null when absent. */
export function useKv<K extends KvKey>(key: K): KvValues[K] | null | undefined {
  return useLiveQuery(
    async () => {
      const row = await db.kv.get(key);
      const value = row ? (row.value as KvValues[K]) : null;
      lastKnown.set(key, value);
      return value;
    },
    [key],
    lastKnown.get(key) as KvValues[K] | null | undefined,
  );
}

/** The logged-in member: undefined while loading, null when logged out. */
export function useCurrentUser(): KvValues['user'] | undefined {
  const user = useKv('user');
  return user === undefined ? undefined : (user ?? null);
}

export function useSettings(): KvValues['settings'] | null | undefined {
  return useKv('settings');
}

/** Unread messages over every conversation (SPEC §2 badge, page title, app badge). 0 when none. */
export function useUnreadTotal(): number | undefined {
  return useLiveQuery(async () => {
    let total = 0;
    await db.chats.each((chat) => {
      total += chat.numUnread;
    });
    return total;
  }, []);
}

/** Received likes not yet seen (likeNew), for the likes badge, page title and app badge. */
export function useNewLikesTotal(): number | undefined {
  return useLiveQuery(
    () =>
      db.likes
        .where('[direction+createdAt]')
        .between(['in', Dexie.minKey], ['in', Dexie.maxKey])
        .filter((like) => like.likeNew)
        .count(),
    [],
  );
}
