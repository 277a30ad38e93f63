import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings, User } from '../contract/index.ts';
import { AppDatabase, DeviceDatabase, type MessageRow } from './schema.ts';
import { changedKvKeys, loadKv, peekCurrentMember, peekKv, subscribeCurrentMember, subscribeKv, waitForKv } from './kv.ts';
import { CURRENT_MEMBER_KEY, DEXIE_CHANGES_CHANNEL, deviceDbName, memberDbName } from './names.ts';

const VISITOR = memberDbName(null);

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
    expect(names).not.toContain(VISITOR);
    expect(names).not.toContain(deviceDbName());
  });

  describe('with the app database', () => {
    // imported here so that the first test runs before Dexie creates the database
    let db: AppDatabase;
    beforeAll(async () => {
      db = new AppDatabase(VISITOR);
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

    it('keeps the value the screens hold when a write stores the same data (decision 156)', async () => {
      const value = (colors: string[]) => ({ ...settings, name: 'Same', brand: { colors } }) as unknown as Settings;
      const first = nextChange('settings');
      await db.kv.put({ key: 'settings', value: value(['#fff']) });
      const held = await first;
      // the same data rewritten (as every pull does): the very same value, so React re-renders nothing
      const rewritten = nextChange('settings');
      await db.kv.put({ key: 'settings', value: value(['#fff']) });
      expect(await rewritten).toBe(held);
      const changed = nextChange('settings');
      await db.kv.put({ key: 'settings', value: value(['#000']) });
      const next = await changed;
      expect(next).not.toBe(held);
      expect(next).toEqual(value(['#000']));
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

    it('reads the database of the member the device database names, and follows a switch (decision 116)', async () => {
      await db.kv.put({ key: 'user', value: null });
      await loadKv(['user']);
      expect(peekKv('user')).toBeNull();
      const member = new AppDatabase(memberDbName(7));
      await member.kv.put({ key: 'user', value: { id: 7 } as User });
      const device = new DeviceDatabase(deviceDbName());
      const switched = nextChange('user');
      await device.kv.put({ key: CURRENT_MEMBER_KEY, value: 7 });
      expect(await switched).toEqual({ id: 7 });
      expect(peekCurrentMember()).toBe(7);
      const back = nextChange('user');
      await device.kv.put({ key: CURRENT_MEMBER_KEY, value: null });
      expect(await back).toBeNull();
      expect(peekCurrentMember()).toBeNull();
      member.close();
      device.close();
    });
  });
});

describe('what kv.ts reads on a change notice', () => {
  /** counts the databases opened by kv.ts (Dexie keeps its own connection open) */
  function countOpens(): { opened: string[]; restore: () => void } {
    const opened: string[] = [];
    const original = indexedDB.open.bind(indexedDB);
    const spy = vi.spyOn(indexedDB, 'open').mockImplementation((name: string, version?: number) => {
      opened.push(name);
      return original(name, version);
    });
    return { opened, restore: () => spy.mockRestore() };
  }

  it('opens nothing for a change of another table, and reads only the member database for a kv change', async () => {
    const member = new AppDatabase(memberDbName(8));
    const device = new DeviceDatabase(deviceDbName());
    await member.kv.put({ key: 'user', value: { id: 8, credits: 10 } as User });
    const switched = nextChange('user');
    await device.kv.put({ key: CURRENT_MEMBER_KEY, value: 8 });
    expect(await switched).toMatchObject({ id: 8 });
    // a screen that follows the current member (every member screen: pageDb.ts) and one kv key
    const unsubscribeMember = subscribeCurrentMember(() => undefined);
    let userCalls = 0;
    const unsubscribeUser = subscribeKv('user', () => userCalls++);
    const { opened, restore } = countOpens();
    try {
      // a message written (as each send and each received message does): no kv key, no member switch
      const chatNotice = new Promise<void>((resolve) => {
        const channel = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
        channel.onmessage = () => {
          channel.close();
          resolve();
        };
      });
      await member.messages.put({ id: 'm1', conversationId: 1, order: 1 } as MessageRow);
      await chatNotice;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(opened).toEqual([]);
      expect(userCalls).toBe(0);
      // the member's credits change: their database is read, the device database is not
      const charged = nextChange('user');
      await member.kv.put({ key: 'user', value: { id: 8, credits: 9 } as User });
      expect(await charged).toMatchObject({ credits: 9 });
      expect(opened).toEqual([memberDbName(8)]);
      // the device database changes: it is read again (perhaps another member)
      const back = nextChange('user');
      await device.kv.put({ key: CURRENT_MEMBER_KEY, value: null });
      expect(await back).toBeNull();
      expect(opened).toContain(deviceDbName());
      expect(peekCurrentMember()).toBeNull();
    } finally {
      restore();
      unsubscribeUser();
      unsubscribeMember();
      // the tests below read notices of the visitor's database
      if (peekCurrentMember() !== null) {
        const visitor = nextChange('user');
        await device.kv.put({ key: CURRENT_MEMBER_KEY, value: null });
        await visitor;
      }
      member.close();
      device.close();
    }
  });
});

describe('changedKvKeys', () => {
  const known = ['user', 'settings', 'syncStatus'] as const;
  it('reads single keys and trees of ranges of the kv table', () => {
    expect(changedKvKeys({ [`idb://${VISITOR}/kv/`]: { d: 1, from: 'syncStatus', to: 'syncStatus' } }, known)).toEqual(['syncStatus']);
    const tree = { d: 2, from: 'a', to: 'a', r: { from: 'user', to: 'user', d: 1, l: null, r: null } };
    expect(changedKvKeys({ [`idb://${VISITOR}/kv/`]: tree }, known)).toEqual(['user']);
    expect(changedKvKeys({ [`idb://${VISITOR}/kv/`]: { d: 1, from: -Infinity, to: [[]] } }, known)).toEqual([...known]);
  });
  it('ignores other tables and databases, and says "all" for an unreadable range', () => {
    expect(changedKvKeys({ [`idb://${VISITOR}/likes/`]: { d: 1, from: -Infinity, to: [[]] } }, known)).toEqual([]);
    expect(changedKvKeys({ 'idb://other/kv/': { d: 1, from: -Infinity, to: [[]] } }, known)).toEqual([]);
    expect(changedKvKeys({ [`idb://${VISITOR}/kv/`]: { d: 1, from: 'a', to: undefined } }, known)).toEqual([...known]);
    expect(changedKvKeys({ all: true }, known)).toEqual([...known]);
    expect(changedKvKeys(null, known)).toEqual([]);
  });
});
