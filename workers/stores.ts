import { MEDIA_CACHE } from '../src/contract/constants.ts';
import { CURRENT_MEMBER_KEY, deviceDbName, isMemberDbName, LEFTOVER_DATABASES_KEY, LEGACY_DB_NAME, memberDbName, siteHost } from '../src/db/names.ts';
import { deleteDatabase, emptyDatabase, openKvStore, type KvStore } from './kvStore.ts';
import type { LockManagerLike } from './leader.ts';

/**
 * The device database's kv table (src/db/schema.ts DeviceDatabase): the current member's id, and
 * the emptied databases whose deletion did not end (decision 195).
 */
interface DeviceKv {
  [CURRENT_MEMBER_KEY]: number | null;
  [LEFTOVER_DATABASES_KEY]: string[];
}

/**
 * How long a removal waits for each step (emptying, deleting) before it goes on (decision 195):
 * in WebKit a connection of a worker that was terminated mid-transaction never closes, and a
 * deletion then waits for it until the browser restarts.
 */
export const REMOVAL_WAIT_MS = 5_000;

/** The promise's outcome, or `late` when it has not settled within `ms`. */
function within(work: Promise<unknown>, ms: number): Promise<'done' | 'failed' | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const settled = work.then(
    () => 'done' as const,
    () => 'failed' as const,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
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
  /**
   * Deleted at the worker's start: the single database of earlier versions (every member's data in
   * one), the emptied databases a removal could not delete (decision 195), and the empty shells
   * WebKit keeps of other members' databases (decision 196).
   */
  removeLeftovers(): Promise<void>;
  /**
   * Runs a member switch's creation of a database and its naming of the current member. Meanwhile a
   * start's `removeLeftovers` (another tab's worker) deletes nothing: WebKit lists a database under
   * creation at version 0, as it lists an aborted one (decision 198).
   */
  creating<T>(work: () => Promise<T>): Promise<T>;
}

export interface StoresOptions {
  host?: string;
  caches?: CacheStorageLike;
  /** tests: REMOVAL_WAIT_MS */
  removalWaitMs?: number;
  /** tests: the origin's databases as `indexedDB.databases()` lists them (the engine's listing) */
  listDatabases?: () => Promise<readonly IDBDatabaseInfo[]>;
  /** Web Locks shared by the origin's workers (navigator.locks); without them the clean-up runs unguarded */
  locks?: LockManagerLike;
}

export function createStores(options: StoresOptions = {}): LocalStores {
  const host = options.host ?? siteHost();
  // the device database's rows: created here like any kv table (src/db/schema.ts DeviceDatabase)
  const device = openKvStore<DeviceKv>(deviceDbName(host));
  const cacheStorage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  const wait = options.removalWaitMs ?? REMOVAL_WAIT_MS;
  const locks = options.locks;
  const switchLock = `${deviceDbName(host)}:switch`;
  const listDatabases = options.listDatabases ?? (() => (typeof indexedDB.databases === 'function' ? indexedDB.databases() : Promise.resolve([])));
  // WebKit keeps a database whose creation was aborted at version 0 (src/db/openExisting.ts,
  // decision 196): such a shell of a member's database holds nothing but the member's id, in its name
  const memberShells = async (): Promise<string[]> => {
    const listed = await listDatabases().catch(() => []);
    return listed.flatMap(({ name, version }) => (name && version === 0 && isMemberDbName(name, host) ? [name] : []));
  };
  const leftovers = async (): Promise<string[]> => {
    const value = await device.get(LEFTOVER_DATABASES_KEY).catch(() => null);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  };
  const readCurrent = async (): Promise<number | null> => {
    const value = await device.get(CURRENT_MEMBER_KEY);
    return typeof value === 'number' ? value : null;
  };
  /** Deletes the databases named as left and the members' empty shells (decisions 195 and 196). */
  const removeListed = async (): Promise<void> => {
    const names = await leftovers();
    const shells = await memberShells();
    if (names.length === 0 && shells.length === 0) return;
    const kept: string[] = [];
    for (const name of new Set([...names, ...shells])) {
      // the current member's own database (they logged in again) is theirs: never deleted here;
      // read before each deletion, since a login may make a member current meanwhile
      if (name === memberDbName(await readCurrent(), host)) continue;
      if ((await within(deleteDatabase(name), wait)) === 'late') kept.push(name);
    }
    await device.put([{ key: LEFTOVER_DATABASES_KEY, value: kept }]).catch(() => undefined);
  };
  return {
    readCurrent,
    async writeCurrent(memberId) {
      // a member back on the device: their database is theirs again, never a leftover to delete
      const names = await leftovers();
      const own = memberDbName(memberId, host);
      const kept = names.filter((name) => name !== own);
      await device.put([{ key: CURRENT_MEMBER_KEY, value: memberId }, ...(kept.length < names.length ? [{ key: LEFTOVER_DATABASES_KEY, value: kept } as const] : [])]);
    },
    nameOf: (memberId) => memberDbName(memberId, host),
    open: (memberId) => openKvStore(memberDbName(memberId, host)),
    async remove(name, handles) {
      for (const handle of handles) handle.close({ disableAutoOpen: true });
      // Emptied first: a deletion that cannot end leaves no row of the member behind, and the
      // member switch waiting for this goes on (decision 195). An open after a pending deletion
      // would wait for it, so the emptying cannot come after.
      await within(emptyDatabase(name), wait);
      if ((await within(deleteDatabase(name), wait)) === 'late') {
        const names = await leftovers();
        if (!names.includes(name)) await device.put([{ key: LEFTOVER_DATABASES_KEY, value: [...names, name] }]).catch(() => undefined);
      }
      // Photos a member was allowed to see (private ones too) must not stay readable after them.
      await cacheStorage?.delete(MEDIA_CACHE).catch(() => false);
    },
    async creating<T>(work: () => Promise<T>): Promise<T> {
      if (!locks) return work();
      let result: { value: T } | undefined;
      await locks.request(switchLock, { mode: 'shared' }, async () => {
        result = { value: await work() };
      });
      if (!result) throw new Error('the switch lock ended before its work');
      return result.value;
    },
    async removeLeftovers() {
      await deleteDatabase(LEGACY_DB_NAME).catch(() => undefined);
      if (!locks) return removeListed();
      // a switch under way (this device's other tabs) may be creating a database listed at version
      // 0: the next start cleans up instead (decision 198)
      await locks.request(switchLock, { mode: 'exclusive', ifAvailable: true }, async (lock) => {
        if (lock) await removeListed();
      });
    },
  };
}
