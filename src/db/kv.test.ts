import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings, User } from '../contract/index.ts';
import type { AppDatabase } from './schema.ts';
import { changedKvKeys, DB_NAME, loadKv, peekKv, subscribeKv, waitForKv } from './kv.ts';

const settings = { name: 'Flirtwave' } as Settings;

function nextChange(key: 'user' | 'settings'): Promise<unknown> {
  return new Promise((resolve) => {
    const unsubscribe = subscribeKv(key, () => {
      unsubscribe();
      resolve(peekKv(key));
    });
  });
}

describe('kv without Dexie', () => {
  it('answers null before the database exists, and does not create it', async () => {
    await loadKv(['user', 'settings']);
    expect(peekKv('user')).toBeNull();
    expect(peekKv('settings')).toBeNull();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(DB_NAME);
  });

  describe('with the app database', () => {
    // imported here so that the first test runs before Dexie creates the database
    let db: AppDatabase;
    beforeAll(async () => {
      ({ db } = await import('./database.ts'));
      await db.open();
    });
    afterAll(() => db.close());

    it('sees what Dexie writes (the sync worker, another tab or this page)', async () => {
      const changed = nextChange('settings');
      await db.kv.put({ key: 'settings', value: settings });
      expect(await changed).toEqual(settings);
      const loggedIn = nextChange('user');
      await db.kv.put({ key: 'user', value: { id: 7 } as User });
      expect(await loggedIn).toEqual({ id: 7 });
      const loggedOut = nextChange('user');
      await db.kv.put({ key: 'user', value: null });
      expect(await loggedOut).toBeNull();
    });

    it('is not told about other keys', async () => {
      await loadKv(['user']);
      let calls = 0;
      const unsubscribe = subscribeKv('user', () => calls++);
      const settingsChanged = nextChange('settings');
      await db.kv.put({ key: 'settings', value: { ...settings, name: 'Other' } });
      await settingsChanged;
      unsubscribe();
      expect(calls).toBe(0);
    });

    it('waitForKv answers a value once stored, undefined after the time limit', async () => {
      await db.kv.delete('companyinfo');
      await db.kv.delete('settings');
      expect(await waitForKv('companyinfo', 50)).toBeUndefined();
      const waiting = waitForKv('settings', 5_000);
      await db.kv.put({ key: 'settings', value: settings });
      expect(await waiting).toEqual(settings);
      // known already: at once
      expect(await waitForKv('settings', 5_000)).toEqual(settings);
    });
  });
});

describe('changedKvKeys', () => {
  const known = ['user', 'settings', 'syncStatus'] as const;
  it('reads single keys and trees of ranges of the kv table', () => {
    expect(changedKvKeys({ 'idb://app/kv/': { d: 1, from: 'syncStatus', to: 'syncStatus' } }, known)).toEqual(['syncStatus']);
    const tree = { d: 2, from: 'a', to: 'a', r: { from: 'user', to: 'user', d: 1, l: null, r: null } };
    expect(changedKvKeys({ 'idb://app/kv/': tree }, known)).toEqual(['user']);
    expect(changedKvKeys({ 'idb://app/kv/': { d: 1, from: -Infinity, to: [[]] } }, known)).toEqual([...known]);
  });
  it('ignores other tables and databases, and says "all" for an unreadable range', () => {
    expect(changedKvKeys({ 'idb://app/likes/': { d: 1, from: -Infinity, to: [[]] } }, known)).toEqual([]);
    expect(changedKvKeys({ 'idb://other/kv/': { d: 1, from: -Infinity, to: [[]] } }, known)).toEqual([]);
    expect(changedKvKeys({ 'idb://app/kv/': { d: 1, from: 'a', to: undefined } }, known)).toEqual([...known]);
    expect(changedKvKeys({ all: true }, known)).toEqual([...known]);
    expect(changedKvKeys(null, known)).toEqual([]);
  });
});
