import Dexie from 'dexie';
import { db, useLiveQuery } from './pageDb.ts';

// kv values are read without Dexie (kv.ts), so the first route can do without it.
export { useKv, useCurrentUser, useSettings } from './kv.ts';

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
