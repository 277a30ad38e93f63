import Dexie from 'dexie';
import { MEDIA_CACHE } from '../src/contract/constants.ts';
import { CURRENT_MEMBER_KEY, deviceDbName, LEGACY_DB_NAME, memberDbName, siteHost } from '../src/db/names.ts';
import { AppDatabase, DeviceDatabase } from '../src/db/schema.ts';

/** The part of CacheStorage used here (the real one resolves a task later: never await it in a transaction). */
export interface CacheStorageLike {
  delete(name: string): Promise<boolean>;
}

/**
 * The worker's local databases (decision 116): the device database naming the current member, and
 * one database per member (and the visitor). A member's data is gone when their database is.
 */
export interface LocalStores {
  readonly device: DeviceDatabase;
  /** the current member's id as stored on this device (null: a visitor) */
  readCurrent(): Promise<number | null>;
  writeCurrent(memberId: number | null): Promise<void>;
  /** a new handle on the member's (or the visitor's) database */
  open(memberId: number | null): AppDatabase;
  /**
   * Closes and deletes a member's database, then their media cache. Never inside a transaction:
   * it awaits CacheStorage. Work still holding the handle fails from now on (DatabaseClosedError)
   * and so writes nothing.
   */
  remove(database: AppDatabase): Promise<void>;
  /** the single database of earlier versions (every member's data in one): deleted */
  removeLegacy(): Promise<void>;
}

export interface StoresOptions {
  host?: string;
  caches?: CacheStorageLike;
}

export function createStores(options: StoresOptions = {}): LocalStores {
  const host = options.host ?? siteHost();
  const device = new DeviceDatabase(deviceDbName(host));
  const cacheStorage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  return {
    device,
    async readCurrent() {
      const row = await device.kv.get(CURRENT_MEMBER_KEY);
      return typeof row?.value === 'number' ? row.value : null;
    },
    async writeCurrent(memberId) {
      await device.kv.put({ key: CURRENT_MEMBER_KEY, value: memberId });
    },
    open: (memberId) => new AppDatabase(memberDbName(memberId, host)),
    async remove(database) {
      await database.delete({ disableAutoOpen: true }).catch(() => undefined);
      // Photos a member was allowed to see (private ones too) must not stay readable after them.
      await cacheStorage?.delete(MEDIA_CACHE).catch(() => false);
    },
    async removeLegacy() {
      await Dexie.delete(LEGACY_DB_NAME).catch(() => undefined);
    },
  };
}
