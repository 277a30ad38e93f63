// What the service worker writes into a member's database (decisions 178 and 182): a
// pushed message, a pushed like or match, and a notification's "Mark as read". Only into the database of the device's current
// member, only one that exists at the schema version this build's Dexie declares (src/db/schema.ts),
// never creating or upgrading one: the sync worker's schema and rows stay the one truth, and the
// next pull overwrites whatever is written here with the server's rows (same ids).
import { uuidv7 } from 'uuidv7';
import type { PushMessage, PushPayload } from '../src/contract/push.ts';
import { CURRENT_MEMBER_KEY, deviceDbName, memberDbName } from '../src/db/names.ts';
import { openExisting } from '../src/db/openExisting.ts';
import { AppDatabase, type ChatRow, type MessageRow } from '../src/db/schema.ts';
import { markReadPayload, messageRowFromServer, previewOf, tempConversationId } from '../workers/chatRows.ts';
import { chatTables } from '../workers/chatStore.ts';
import { likeRowId } from '../workers/likesRows.ts';
import { applyLikes, likesTables } from '../workers/likesStore.ts';
import { enqueue } from '../workers/outbox.ts';

export interface InboxEnv {
  /** the site's host (the databases' names, src/db/names.ts) */
  host: string;
  indexedDB: IDBFactory;
  now: () => number;
}

/** IndexedDB's version of the schema this build declares (Dexie stores its own versions ×10). */
let declared: number | undefined;
export function declaredVersion(): number {
  declared ??= Math.round(new AppDatabase('flirtwave:schema-probe').verno * 10);
  return declared;
}

/** The device's current member as the device database names them (decision 116); null: none or a visitor. */
export async function currentMember(env: InboxEnv): Promise<number | null> {
  const db = await openExisting(env.indexedDB, deviceDbName(env.host));
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('kv')) return null;
    const value = await new Promise<unknown>((resolve) => {
      const request = db.transaction('kv', 'readonly').objectStore('kv').get(CURRENT_MEMBER_KEY);
      request.onsuccess = () => resolve((request.result as { value?: unknown } | undefined)?.value);
      request.onerror = () => resolve(undefined);
    });
    return typeof value === 'number' ? value : null;
  } finally {
    db.close();
  }
}

/**
 * The member's database through the sync worker's own Dexie schema, when it exists at exactly the
 * declared version; else undefined (an older or newer build owns it: the pull brings the data).
 * Dexie is told never to create it: a logout that deletes it between the check and the open makes
 * the open fail instead of leaving an empty database of that member behind.
 */
export async function openMemberDatabase(env: InboxEnv, memberId: number): Promise<AppDatabase | undefined> {
  const name = memberDbName(memberId, env.host);
  const raw = await openExisting(env.indexedDB, name);
  if (!raw) return undefined;
  const version = raw.version;
  const tables = ['chats', 'messages', 'outbox', 'likes', 'kv'].every((t) => raw.objectStoreNames.contains(t));
  raw.close();
  if (!tables || version !== declaredVersion()) return undefined;
  // Dexie opens through the global indexedDB, the one `env.indexedDB` is in the service worker
  const db = new AppDatabase(name);
  db.on('populate', () => {
    throw new Error('the member database is gone');
  });
  try {
    await db.open();
    return db;
  } catch {
    db.close({ disableAutoOpen: true });
    return undefined;
  }
}

export type PushWrite = 'written' | 'known' | 'not-current' | 'no-database' | 'nothing';

/** The row the pull would write for a received message (workers/chatRows.ts), marked when the push cut its text. */
export function pushedMessageRow(message: PushMessage): MessageRow {
  const row = messageRowFromServer({ ...message, from_me: false }, 'read');
  return message.cut ? { ...row, cut: true } : row;
}

/**
 * Writes a pushed message into its member's database: the message row (as the pull writes it) and
 * its conversation (unread count, preview, newest sequence; a conversation new to the device gets
 * its row from `peer`). Nothing for a push that is not for the device's current member, a message
 * already stored, or a database this build does not own.
 */
export async function writePushedMessage(payload: PushPayload, env: InboxEnv): Promise<PushWrite> {
  const { message, member_id: memberId } = payload;
  if (!message || memberId === undefined) return 'nothing';
  if ((await currentMember(env)) !== memberId) return 'not-current';
  const db = await openMemberDatabase(env, memberId);
  if (!db) return 'no-database';
  try {
    const outcome = await db.transaction('rw', chatTables(db), async (): Promise<PushWrite> => {
      if (await db.messages.get(message.id)) return 'known';
      const seq = Number(message.seq);
      const chat = await db.chats.get(message.conversation_id);
      const profileId = payload.profile_id;
      if (!chat && (profileId === undefined || !payload.peer || (await db.chats.get(tempConversationId(profileId))))) {
        // a conversation this device does not know under its id (or keeps as a stand-in): the pull brings it
        return 'nothing';
      }
      await db.messages.put(pushedMessageRow(message));
      const createdAt = Date.parse(message.created_at);
      const last = { lastMessageAt: createdAt, lastMessagePreview: previewOf(message.kind, message.body), lastMessageKind: message.kind, lastMessageFromMe: false };
      if (chat) {
        if (seq > (chat.lastSeq ?? 0)) await db.chats.put({ ...chat, ...last, numUnread: chat.numUnread + 1, lastSeq: seq });
      } else if (profileId !== undefined && payload.peer) {
        const row: ChatRow = {
          id: message.conversation_id,
          profileId,
          numUnread: 1,
          ...last,
          version: seq,
          profileName: payload.peer.name,
          profileImage: null,
          profileFictional: payload.peer.fictional,
          lastSeq: seq,
          peerReadSeq: 0,
        };
        await db.chats.put(row);
      }
      return 'written';
    });
    // a logout or an account switch while this ran: the member's data must not outlive them
    if ((await currentMember(env)) !== memberId) {
      db.close({ disableAutoOpen: true });
      await deleteQuietly(env.indexedDB, memberDbName(memberId, env.host));
      return 'not-current';
    }
    return outcome;
  } catch {
    return 'no-database';
  } finally {
    db.close({ disableAutoOpen: true });
  }
}

/**
 * Writes a pushed like or match (decision 182) into its member's database as a pull's delta that
 * brings it would: the liker's row among the likes received (the pull's own reconcile and match
 * flags, likesStore.ts applyLikes) and the like event the modal shows. The likes cursor is left
 * alone, so the next pull brings the like again and replaces the row with the server's (same id).
 * Nothing for a like already stored, a push not for the device's current member, or a database
 * this build does not own.
 */
export async function writePushedLike(payload: PushPayload, env: InboxEnv): Promise<PushWrite> {
  const { like, member_id: memberId } = payload;
  if (!like || memberId === undefined) return 'nothing';
  if ((await currentMember(env)) !== memberId) return 'not-current';
  const db = await openMemberDatabase(env, memberId);
  if (!db) return 'no-database';
  try {
    const outcome = await db.transaction('rw', likesTables(db), async (): Promise<PushWrite> => {
      if (await db.likes.get(likeRowId('in', like.id))) return 'known';
      // cursor 0: the row's version, below any the server gives, so the pull's row replaces it
      await applyLikes(db, { profiles: [], liked_by: [like], tombstones: { profiles: [], liked_by: [] }, cursor: '0' }, false, env.now());
      return 'written';
    });
    if ((await currentMember(env)) !== memberId) {
      db.close({ disableAutoOpen: true });
      await deleteQuietly(env.indexedDB, memberDbName(memberId, env.host));
      return 'not-current';
    }
    return outcome;
  } catch {
    return 'no-database';
  } finally {
    db.close({ disableAutoOpen: true });
  }
}

function deleteQuietly(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

/**
 * A notification's "Mark as read": the conversation is read on the device at once and its read
 * mark queued in the outbox like any read (the markRead kind's `enqueue`, workers/chatOutbox.ts),
 * sent by whichever engine runs next. Answers whether a read was queued.
 */
export async function markReadFromNotification(memberId: number, conversationId: number, env: InboxEnv): Promise<boolean> {
  if ((await currentMember(env)) !== memberId) return false;
  const db = await openMemberDatabase(env, memberId);
  if (!db) return false;
  try {
    return await db.transaction('rw', chatTables(db), async () => {
      const chat = await db.chats.get(conversationId);
      // one already read has nothing to queue (the kind's write answers false)
      return chat ? await enqueue(db, 'markRead', uuidv7(), markReadPayload(chat), env.now()) : false;
    });
  } catch {
    return false;
  } finally {
    db.close({ disableAutoOpen: true });
  }
}

/** The app badge as the device knows it (SPEC §4): unread messages plus new likes of the current member. */
export async function localBadge(env: InboxEnv): Promise<number | undefined> {
  const memberId = await currentMember(env);
  if (memberId === null) return undefined;
  const db = await openMemberDatabase(env, memberId);
  if (!db) return undefined;
  try {
    const [chats, likes] = await Promise.all([db.chats.toArray(), db.likes.where('[direction+createdAt]').between(['in', -Infinity], ['in', Infinity]).toArray()]);
    return chats.reduce((sum, c) => sum + c.numUnread, 0) + likes.filter((l) => l.likeNew).length;
  } catch {
    return undefined;
  } finally {
    db.close({ disableAutoOpen: true });
  }
}
