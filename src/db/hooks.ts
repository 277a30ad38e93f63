import Dexie from 'dexie';
import { db, useLiveQuery } from './pageDb.ts';
import { useShownConversation } from './shownConversation.ts';

// kv values are read without Dexie (kv.ts), so the first route can do without it.
export { useKv, useCurrentUser, useSettings } from './kv.ts';

/**
 * Unread messages over every conversation (SPEC §2 badge, page title, app badge). 0 when none. The
 * conversation the member is reading in this page is left out: its messages are read as they arrive
 * (shownConversation.ts, decision 161).
 */
export function useUnreadTotal(): number | undefined {
  const reading = useShownConversation();
  // one getAll, not a cursor: a cursor asks IndexedDB for each conversation in turn, and this runs
  // again on every change of the chats table (each message sent or received)
  return useLiveQuery(async () => (await db.chats.toArray()).reduce((total, chat) => total + (chat.id === reading ? 0 : chat.numUnread), 0), [reading]);
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
