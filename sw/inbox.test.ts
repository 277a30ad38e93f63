import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../src/contract/chats.ts';
import { PUSH_CUT_MARKER, type PushPayload } from '../src/contract/push.ts';
import { memberDbName } from '../src/db/names.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import { applyMessages, chatTables } from '../workers/chatStore.ts';
import type { LikeEntry, LikesAnswer } from '../src/contract/likes.ts';
import { readKv } from '../src/db/database.ts';
import { applyLikes, likesTables } from '../workers/likesStore.ts';
import { currentMemberDatabase, databases, deleteDatabases, setCurrent as setCurrentOf } from './testing/device.ts';
import { currentMember, localBadge, markReadFromNotification, openMemberDatabase, writePushedLike, writePushedMessage, type InboxEnv } from './inbox.ts';

// Decision 178: what the service worker writes from a push, into which database, and how the next
// pull (the sync worker's own applyMessages) reconciles it.

const HOST = 'inbox.test';
const env: InboxEnv = { host: HOST, indexedDB, now: () => 1_700_000_000_000 };
const ME = 7;
const PEER = 5;
const CONVERSATION = 11;

const setCurrent = (memberId: number | null) => setCurrentOf(HOST, memberId);

function message(seq: number, body = 'Hello from the river'): ChatMessage {
  return { id: `0190a0b0-0000-7000-8000-00000000000${seq}`, conversation_id: CONVERSATION, from_me: false, kind: 'text', body, gift_id: null, image: null, created_at: '2026-12-02T06:00:00.000Z', seq: String(seq) };
}

function payload(m: ChatMessage, extra: Partial<PushPayload> = {}): PushPayload {
  const { from_me: _mine, masked: _masked, ...pushed } = m;
  return {
    kind: 'message',
    title: 'Rosalind sent you a message',
    body: m.body,
    url: `/chats/${CONVERSATION}`,
    tag: `conversation-${CONVERSATION}`,
    conversation_id: CONVERSATION,
    profile_id: PEER,
    member_id: ME,
    privacy: 'name_and_message',
    message: pushed,
    peer: { name: 'Rosalind', fictional: false },
    ...extra,
  };
}

let db: AppDatabase;

beforeEach(async () => {
  db = await currentMemberDatabase(HOST, ME);
  await db.chats.put({ id: CONVERSATION, profileId: PEER, numUnread: 0, lastMessageAt: 0, lastMessagePreview: 'earlier', version: 3, profileName: 'Rosalind', lastSeq: 3, peerReadSeq: 0 });
});

afterEach(async () => {
  db.close();
  await deleteDatabases();
});

describe('the service worker writes a pushed message', () => {
  it('into the current member\'s database as the pull writes it; the pull then changes nothing and adds no copy', async () => {
    const m = message(4);
    expect(await writePushedMessage(payload(m), env)).toBe('written');
    const stored = await db.messages.get(m.id);
    expect(stored).toMatchObject({ id: m.id, conversationId: CONVERSATION, fromMe: false, body: m.body, state: 'read', seq: 4, order: 4 });
    expect(await db.chats.get(CONVERSATION)).toMatchObject({ numUnread: 1, lastSeq: 4, lastMessagePreview: m.body, lastMessageFromMe: false });
    // the same push again (a retry of the push service) counts nothing twice
    expect(await writePushedMessage(payload(m), env)).toBe('known');
    expect((await db.chats.get(CONVERSATION))?.numUnread).toBe(1);
    // the next pull brings the same message: one row, unchanged
    await db.transaction('rw', chatTables(db), () => applyMessages(db, CONVERSATION, [m]));
    expect(await db.messages.count()).toBe(1);
    expect(await db.messages.get(m.id)).toEqual(stored);
  });

  it('a cut text is marked and made whole by the next pull', async () => {
    const whole = message(5, 'A long story about the harbour and the boats');
    const cut = { ...payload(whole), message: { ...payload(whole).message!, body: `A long story${PUSH_CUT_MARKER}`, cut: true as const } };
    expect(await writePushedMessage(cut, env)).toBe('written');
    expect(await db.messages.get(whole.id)).toMatchObject({ body: `A long story${PUSH_CUT_MARKER}`, cut: true });
    await db.transaction('rw', chatTables(db), () => applyMessages(db, CONVERSATION, [whole]));
    const after = await db.messages.get(whole.id);
    expect(after?.body).toBe(whole.body);
    expect(after?.cut).toBeUndefined();
    expect(await db.messages.count()).toBe(1);
  });

  it('a conversation new to the device gets its row from the push', async () => {
    const m = { ...message(1), conversation_id: 12 };
    expect(await writePushedMessage(payload(m, { conversation_id: 12, profile_id: 6, peer: { name: 'Ottoline', fictional: true } }), env)).toBe('written');
    expect(await db.chats.get(12)).toMatchObject({ profileId: 6, profileName: 'Ottoline', profileFictional: true, numUnread: 1, lastSeq: 1 });
  });

  it('nothing for a push that is not for the current member, after a logout, or without a message', async () => {
    expect(await writePushedMessage(payload(message(4), { member_id: 8 }), env)).toBe('not-current');
    await setCurrent(null);
    expect(await currentMember(env)).toBeNull();
    expect(await writePushedMessage(payload(message(4)), env)).toBe('not-current');
    await setCurrent(ME);
    const { message: _m, ...poke } = payload(message(4));
    expect(await writePushedMessage(poke, env)).toBe('nothing');
    expect(await db.messages.count()).toBe(0);
    expect((await db.chats.get(CONVERSATION))?.numUnread).toBe(0);
  });

  it('never creates a member database that is gone (deleted by a logout) nor opens one of another schema version', async () => {
    await setCurrent(9);
    expect(await writePushedMessage(payload(message(4), { member_id: 9 }), env)).toBe('no-database');
    expect(await databases()).not.toContain(memberDbName(9, HOST));
    // a database at another version (an older or newer build owns it) is left alone
    await new Promise<void>((resolve) => {
      const request = indexedDB.open(memberDbName(9, HOST), 10);
      request.onupgradeneeded = () => request.result.createObjectStore('kv', { keyPath: 'key' });
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    expect(await openMemberDatabase(env, 9)).toBeUndefined();
    expect(await writePushedMessage(payload(message(4), { member_id: 9 }), env)).toBe('no-database');
  });
});

describe("a notification's Mark as read", () => {
  it('reads the conversation on the device and queues the read mark like opening it does', async () => {
    await writePushedMessage(payload(message(4)), env);
    expect(await markReadFromNotification(ME, CONVERSATION, env)).toBe(true);
    expect((await db.chats.get(CONVERSATION))?.numUnread).toBe(0);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'markRead', queue: `chat:${PEER}`, state: 'queued', payload: { conversationId: CONVERSATION, profileId: PEER, seq: '4' } });
    // read already: nothing more is queued
    expect(await markReadFromNotification(ME, CONVERSATION, env)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('is refused for a member who is no longer current', async () => {
    await writePushedMessage(payload(message(4)), env);
    await setCurrent(null);
    expect(await markReadFromNotification(ME, CONVERSATION, env)).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the service worker writes a pushed like or match (decision 182)', () => {
  const LIKER = 21;
  function entry(extra: Partial<LikeEntry> = {}): LikeEntry {
    return {
      id: LIKER,
      name: 'Theodora',
      age: 34,
      region: 'Greater London',
      country: 'GB',
      main_image: { filename: 'https://cdn.test/p/21.jpg', thumb_filename: 'https://cdn.test/p/21-t.jpg', match: 'https://cdn.test/p/21-m.jpg', status: 'active' },
      fictional: false,
      like_new: true,
      liked_at: '2026-12-02T07:00:00.000Z',
      match: false,
      ...extra,
    };
  }
  function likePayload(like: LikeEntry, extra: Partial<PushPayload> = {}): PushPayload {
    return { kind: like.match ? 'match' : 'like', title: 'Theodora likes you', body: '', url: `/members/${like.id}`, tag: `profile-${like.id}`, profile_id: like.id, member_id: ME, privacy: 'name_and_message', like, ...extra };
  }
  const delta = (likedBy: LikeEntry[], cursor: string, profiles: LikeEntry[] = []): LikesAnswer => ({ profiles, liked_by: likedBy, tombstones: { profiles: [], liked_by: [] }, cursor });

  it('as the pull writes it, with the like event and the badge; the next pull replaces it once, raising nothing again', async () => {
    expect(await writePushedLike(likePayload(entry()), env)).toBe('written');
    const stored = await db.likes.get(`in:${LIKER}`);
    expect(stored).toMatchObject({ profileId: LIKER, direction: 'in', likeNew: true, name: 'Theodora', age: 34, fictional: false, match: false, mainImage: { thumb_filename: 'https://cdn.test/p/21-t.jpg' } });
    expect(await readKv('likeEvent', db)).toMatchObject({ profileId: LIKER, match: false, card: { name: 'Theodora' } });
    expect(await localBadge(env)).toBe(1);
    // the same push again (a retry): nothing twice
    expect(await writePushedLike(likePayload(entry()), env)).toBe('known');
    // the pull's delta brings it with the server's version: the same row id, replaced; no second event
    await db.kv.delete('likeEvent');
    await db.transaction('rw', likesTables(db), () => applyLikes(db, delta([entry()], '90'), false, env.now()));
    expect(await db.likes.count()).toBe(1);
    expect(await db.likes.get(`in:${LIKER}`)).toEqual({ ...stored, version: 90 });
    expect(await readKv('likeEvent', db)).toBeUndefined();
  });

  it('a match: both rows flagged, as the pull flags them', async () => {
    await db.likes.put({ id: `out:${LIKER}`, profileId: LIKER, direction: 'out', likeNew: false, createdAt: 1, version: 40, name: 'Theodora', age: 34, region: null, country: 'GB', mainImage: null, fictional: false, match: false });
    expect(await writePushedLike(likePayload(entry({ match: true })), env)).toBe('written');
    expect(await db.likes.get(`in:${LIKER}`)).toMatchObject({ match: true, likeNew: true });
    expect(await db.likes.get(`out:${LIKER}`)).toMatchObject({ match: true, version: 40 });
    expect(await readKv('likeEvent', db)).toMatchObject({ profileId: LIKER, match: true });
  });

  it('nothing without a card, for another member, or after a logout', async () => {
    const { like: _card, ...named } = likePayload(entry());
    expect(await writePushedLike(named, env)).toBe('nothing');
    expect(await writePushedLike(likePayload(entry(), { member_id: 8 }), env)).toBe('not-current');
    await setCurrent(null);
    expect(await writePushedLike(likePayload(entry()), env)).toBe('not-current');
    expect(await db.likes.count()).toBe(0);
  });
});
