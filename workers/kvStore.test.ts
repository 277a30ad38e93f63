// The worker's plain kv table (decision 141) against the real Dexie schema: Dexie opens and upgrades
// a database it did not create, a write here reaches the page's reader and Dexie's live queries,
// and a deleted database is never created again behind the engine's back.
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Settings, User } from '../src/contract/index.ts';
import { AppDatabase, type OutboxRow } from '../src/db/schema.ts';
import { changedKvKeys } from '../src/db/kv.ts';
import { changeNotice, deleteDatabase, openKvStore } from './kvStore.ts';

let count = 0;
const fresh = () => `kv-store-test-${++count}`;
const settings = { name: 'Flirtwave' } as Settings;

function nativeVersion(name: string): Promise<{ version: number; stores: string[] } | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      const answer = { version: database.version, stores: [...database.objectStoreNames].sort() };
      database.close();
      resolve(answer);
    };
  });
}

describe('the kv table without Dexie', () => {
  it('creates a new database with the kv table alone, below every Dexie version', async () => {
    const name = fresh();
    const kv = openKvStore(name);
    await kv.put([{ key: 'settings', value: settings }, { key: 'user', value: null }]);
    expect(await kv.get('settings')).toEqual(settings);
    expect(await kv.get('user')).toBeNull();
    expect(await kv.get('companyinfo')).toBeUndefined();
    kv.close();
    expect(await nativeVersion(name)).toEqual({ version: 1, stores: ['kv'] });
  });

  it('Dexie opens the database it did not create, upgrades it to its whole schema, and keeps the rows', async () => {
    const name = fresh();
    const kv = openKvStore(name);
    await kv.put([{ key: 'settings', value: settings }]);
    const db = new AppDatabase(name);
    // the plain connection gives way to the upgrade (no `blocked` wait)
    await db.open();
    expect(db.verno).toBe(6);
    expect((await nativeVersion(name))?.stores).toEqual([...db.tables.map((t) => t.name)].sort());
    expect((await db.kv.get('settings'))?.value).toEqual(settings);
    const row: OutboxRow = { id: 'o1', kind: 'markRead', payload: { conversationId: 1, profileId: 1 }, createdAt: 1, attempts: 0, nextAttemptAt: 0, state: 'queued', lastError: null, queue: 'chat:1' };
    await db.outbox.put(row);
    expect(await db.outbox.where('[queue+createdAt]').between(['chat:1', 0], ['chat:1', 2]).count()).toBe(1);
    // and the plain table goes on working on the upgraded database, both ways
    await kv.put([{ key: 'user', value: { id: 3 } as User }]);
    expect((await db.kv.get('user'))?.value).toEqual({ id: 3 });
    await db.kv.put({ key: 'companyinfo', value: { name: 'Co' } });
    expect(await kv.get('companyinfo')).toEqual({ name: 'Co' });
    db.close();
    kv.close();
  });

  it('works on a database Dexie created', async () => {
    const name = fresh();
    const db = new AppDatabase(name);
    await db.kv.put({ key: 'settings', value: settings });
    const kv = openKvStore(name);
    expect(await kv.get('settings')).toEqual(settings);
    await kv.update('user', (stored) => (stored === undefined ? ({ id: 8 } as User) : undefined));
    expect((await db.kv.get('user'))?.value).toEqual({ id: 8 });
    // an update that answers undefined writes nothing
    await kv.update('user', () => undefined);
    expect((await db.kv.get('user'))?.value).toEqual({ id: 8 });
    db.close();
    kv.close();
  });

  it('a write reaches Dexie’s live queries in another context, as Dexie’s own writes do', async () => {
    const name = fresh();
    const db = new AppDatabase(name);
    await db.open();
    const seen: unknown[] = [];
    const subscription = liveQuery(() => db.kv.get('settings')).subscribe((row) => seen.push(row?.value));
    await expect.poll(() => seen.length).toBe(1);
    // the write comes from another context's connection; Dexie here learns of it only by the notice
    const kv = openKvStore(name);
    await kv.put([{ key: 'settings', value: settings }]);
    await expect.poll(() => seen.at(-1)).toEqual(settings);
    subscription.unsubscribe();
    db.close();
    kv.close();
  });

  it('announces the keys it wrote in the shape the page’s reader reads (src/db/kv.ts)', () => {
    const notice = changeNotice('flirtwave:local:visitor', ['user', 'settings', 'syncStatus', 'companyinfo', 'settings']);
    expect(changedKvKeys(notice, ['user', 'settings', 'syncStatus', 'interests', 'companyinfo'])).toEqual(['user', 'settings', 'syncStatus', 'companyinfo']);
    expect(changedKvKeys(changeNotice('flirtwave:local:visitor', ['cursors']), ['user', 'settings'])).toEqual([]);
  });

  it('a database deleted elsewhere is closed for good: no call recreates it (decision 116)', async () => {
    const name = fresh();
    const kv = openKvStore(name);
    await kv.put([{ key: 'user', value: { id: 41 } as User }]);
    await deleteDatabase(name);
    await expect(kv.put([{ key: 'user', value: { id: 41 } as User }])).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    await expect(kv.get('user')).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
    // revived (a storage recovery), it may create the database again
    kv.revive();
    await kv.put([{ key: 'settings', value: settings }]);
    expect(await kv.get('settings')).toEqual(settings);
    kv.close();
  });

  it('gone while closed (evicted) is not created again either, until revived', async () => {
    const name = fresh();
    const kv = openKvStore(name);
    await kv.open();
    const db = new AppDatabase(name);
    await db.open(); // the plain connection closed for the upgrade; it reopens on the next call
    await db.delete();
    await expect(kv.get('settings')).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
    kv.close();
  });

  it('close() ends every later call', async () => {
    const kv = openKvStore(fresh());
    await kv.open();
    kv.close();
    await expect(kv.get('user')).rejects.toMatchObject({ name: 'DatabaseClosedError' });
  });
});
