import { MEDIA_CACHE } from '../src/contract/constants.ts';
import { CURRENT_MEMBER_KEY, deviceDbName, LEGACY_DB_NAME, memberDbName, siteHost } from '../src/db/names.ts';
import { deleteDatabase, openKvStore, type KvStore } from './kvStore.ts';

/** The device database's kv table (src/db/schema.ts DeviceDatabase): the current member's id. */
interface DeviceKv {
  [CURRENT_MEMBER_KEY]: number | null;
}

/** The part of CacheStorage used here (the real one resolves a task later: never await it in a transaction). */
export interface CacheStorageLike {
  delete(name: string): Promise<boolean>;
}

/** A handle that a removal closes first, so that nothing reopens (and so recreates) the database. */
export interface Closable {
  close(options?: { disableAutoOpen: boolean }): void;
}

/**
 * The worker's local databases (decision 116): the device database naming the current member, and
 * one database per member (and the visitor). A member's data is gone when their database is.
 * Plain IndexedDB (decision 141): Dexie comes with the member's part of the worker.
 */
export interface LocalStores {
  /** the current member's id as stored on this device (null: a visitor) */
  readCurrent(): Promise<number | null>;
  writeCurrent(memberId: number | null): Promise<void>;
  /** the name of the member's (or the visitor's) database */
  nameOf(memberId: number | null): string;
  /** a new handle on the kv table of the member's (or the visitor's) database */
  open(memberId: number | null): KvStore;
  /**
   * Closes the handles and deletes a member's database, then their media cache. Never inside a
   * transaction: it awaits CacheStorage. Work still holding a handle fails from now on
   * (DatabaseClosedError) and so writes nothing.
   */
  remove(name: string, handles: readonly Closable[]): Promise<void>;
  /** the single database of earlier versions (every member's data in one): deleted */
  removeLegacy(): Promise<void>;
}

export interface StoresOptions {
  host?: string;
  caches?: CacheStorageLike;
}

export function createStores(options: StoresOptions = {}): LocalStores {
  const host = options.host ?? siteHost();
  // the device database's one row: created here like any kv table (src/db/schema.ts DeviceDatabase)
  const device = openKvStore<DeviceKv>(deviceDbName(host));
  const cacheStorage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  return {
    async readCurrent() {
      const value = await device.get(CURRENT_MEMBER_KEY);
      return typeof value === 'number' ? value : null;
    },
    async writeCurrent(memberId) {
      await device.put([{ key: CURRENT_MEMBER_KEY, value: memberId }]);
    },
    nameOf: (memberId) => memberDbName(memberId, host),
    open: (memberId) => openKvStore(memberDbName(memberId, host)),
    async remove(name, handles) {
      for (const handle of handles) handle.close({ disableAutoOpen: true });
      await deleteDatabase(name).catch(() => undefined);
      // Photos a member was allowed to see (private ones too) must not stay readable after them.
      await cacheStorage?.delete(MEDIA_CACHE).catch(() => false);
    },
    async removeLegacy() {
      await deleteDatabase(LEGACY_DB_NAME).catch(() => undefined);
    },
  };
}
