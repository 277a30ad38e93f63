// The `kv` table of a member's (or the visitor's) database and of the device database, written and
// read with plain IndexedDB (decision 141): a visitor's start (settings, reference data, the user
// check, the sync status) needs nothing else, so Dexie loads only with the member's part of the
// worker. The database's schema and versions stay Dexie's (src/db/schema.ts): a database that does
// not exist yet is created here with the `kv` table alone, below every Dexie version, and Dexie
// upgrades it to its full schema when it first opens it (kvStore.test.ts proves it).
import type { KvValues } from '../src/db/schema.ts';
import { DEXIE_CHANGES_CHANNEL } from '../src/db/names.ts';
import { openExisting } from '../src/db/openExisting.ts';
import { sameData } from '../src/db/sameData.ts';

/** The table's name and key path, as src/db/schema.ts declares it (`kv: 'key'`). */
const TABLE = 'kv';
const KEY_PATH = 'key';
// A new database is created at version 1 (an open without a version); Dexie's native versions are
// its own ×10, the first 10, so Dexie always upgrades it.

/** A row of a kv table whose values by key are `V` (a member's database: KvValues). */
export type Row<V, K extends keyof V & string = keyof V & string> = { [Key in K]: { key: Key; value: V[Key] } }[K];

/** Reads of the kv table (the pull's steps read what earlier pulls stored). */
export interface KvReader<V = KvValues> {
  get<K extends keyof V & string>(key: K): Promise<V[K] | undefined>;
}

/** A kv table: reads, and writes that commit together. */
export interface KvAccess<V = KvValues> extends KvReader<V> {
  getMany<K extends keyof V & string>(keys: readonly K[]): Promise<Array<Row<V, K> | undefined>>;
  /** every row in one transaction */
  put(rows: readonly Row<V>[]): Promise<void>;
  /** read and write one key in one transaction; `change` answering undefined writes nothing */
  update<K extends keyof V & string>(key: K, change: (stored: V[K] | undefined) => V[K] | undefined): Promise<void>;
}

export interface KvStore<V = KvValues> extends KvAccess<V> {
  readonly name: string;
  /** Opens the database, creating it (the kv table alone) when it does not exist. */
  open(): Promise<void>;
  /**
   * Closed for good: every call fails with DatabaseClosedError and so writes nothing, and nothing
   * reopens (and so recreates) the database. Also when another context deletes it.
   */
  close(): void;
  /** After the database was recreated (storage recovery): usable again. */
  revive(): void;
}

function closedError(name: string): Error {
  return Object.assign(new Error(`database ${name} is closed`), { name: 'DatabaseClosedError' });
}

function requestError(request: IDBRequest | IDBTransaction, fallback: string): Error {
  return request.error ?? Object.assign(new Error(fallback), { name: 'AbortError' });
}

/** A balanced tree of single-key ranges, the shape of Dexie's RangeSet once structured-cloned. */
interface RangeNode {
  from: IDBValidKey;
  to: IDBValidKey;
  d: number;
  l: RangeNode | null;
  r: RangeNode | null;
}
function rangeTree(keys: readonly string[]): RangeNode | null {
  if (keys.length === 0) return null;
  const middle = keys.length >> 1;
  const key = keys[middle] as string;
  const l = rangeTree(keys.slice(0, middle));
  const r = rangeTree(keys.slice(middle + 1));
  return { from: key, to: key, d: 1 + Math.max(l?.d ?? 0, r?.d ?? 0), l, r };
}

/**
 * What Dexie posts after a write (dexie's live-query parts, `idb://<db>/<table>/` to the changed
 * primary keys): the page's kv reader (src/db/kv.ts) and every Dexie of the origin (the page's live
 * queries, this worker's member part) learn of a write made here as of one made by Dexie.
 */
export function changeNotice(database: string, keys: readonly string[]): Record<string, RangeNode> {
  const sorted = [...new Set(keys)].sort();
  const tree = rangeTree(sorted);
  return tree ? { [`idb://${database}/${TABLE}/`]: tree } : {};
}

let channel: BroadcastChannel | null | undefined;
function announce(database: string, keys: readonly string[]): void {
  if (keys.length === 0) return;
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(DEXIE_CHANGES_CHANNEL) : null;
  channel?.postMessage(changeNotice(database, keys));
}

/**
 * The kv table of the database `name`. One connection, opened on first use; it gives way to
 * Dexie's upgrades (closed on `versionchange`, opened again on the next call) and to a deletion
 * (closed for good). Only the first open may create the database: a later one that finds it gone
 * (deleted by another tab, evicted) fails with DatabaseClosedError instead of creating it empty.
 */
export function openKvStore<V = KvValues>(name: string): KvStore<V> {
  let connection: Promise<IDBDatabase> | null = null;
  let closed = false;
  let mayCreate = true;

  function connect(): Promise<IDBDatabase> {
    if (closed) return Promise.reject(closedError(name));
    connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      let refused = false;
      request.onupgradeneeded = (event) => {
        const database = request.result;
        if (event.oldVersion !== 0 || !mayCreate) {
          // not ours to change (a version Dexie wrote), or gone since we first opened it
          refused = true;
          request.transaction?.abort();
          return;
        }
        database.createObjectStore(TABLE, { keyPath: KEY_PATH });
      };
      request.onblocked = () => undefined; // waits for the other connections to give way
      request.onerror = (event) => {
        event.preventDefault();
        connection = null;
        reject(refused ? closedError(name) : requestError(request, `open ${name}`));
      };
      request.onsuccess = () => {
        const database = request.result;
        mayCreate = false;
        database.onversionchange = (event) => {
          database.close();
          connection = null;
          // deleted (a logout here or in another tab, a recovery): never reopened by us
          if (event.newVersion === null) closed = true;
        };
        database.onclose = () => {
          connection = null;
        };
        if (!database.objectStoreNames.contains(TABLE)) {
          database.close();
          connection = null;
          reject(closedError(name));
          return;
        }
        resolve(database);
      };
    });
    return connection;
  }

  /** A transaction of the kv table; once more on a new connection when the open one just gave way to an upgrade. */
  async function begin(mode: IDBTransactionMode): Promise<IDBTransaction> {
    for (let attempt = 0; ; attempt++) {
      const database = await connect();
      if (closed) throw closedError(name);
      try {
        return database.transaction(TABLE, mode);
      } catch (error) {
        // InvalidStateError: closed by `versionchange` between the open and this call
        if (attempt > 0 || connection !== null) throw error;
      }
    }
  }

  /** Runs `work` in one transaction of the kv table; resolves when it has committed. */
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, done: (value: T) => void) => void): Promise<T> {
    const transaction = await begin(mode);
    return new Promise<T>((resolve, reject) => {
      let result: T;
      transaction.oncomplete = () => resolve(result);
      transaction.onabort = () => reject(requestError(transaction, `${mode} ${name}`));
      work(transaction.objectStore(TABLE), (value) => {
        result = value;
      });
    });
  }

  function getMany<K extends keyof V & string>(keys: readonly K[]): Promise<Array<Row<V, K> | undefined>> {
    return run<Array<Row<V, K> | undefined>>('readonly', (store, done) => {
      const rows: Array<Row<V, K> | undefined> = keys.map(() => undefined);
      done(rows);
      keys.forEach((key, i) => {
        const request = store.get(key);
        request.onsuccess = () => {
          rows[i] = request.result as Row<V, K> | undefined;
        };
      });
    });
  }

  return {
    name,
    async open() {
      await connect();
    },
    close() {
      closed = true;
      void connection?.then((database) => database.close()).catch(() => undefined);
      connection = null;
    },
    revive() {
      closed = false;
      mayCreate = true;
    },
    async get<K extends keyof V & string>(key: K) {
      const [row] = await getMany([key]);
      return row?.value;
    },
    getMany,
    async put(rows) {
      if (rows.length === 0) return;
      // a row whose stored value holds the same data is not written, and not announced (decision 157)
      const written = await run<string[]>('readwrite', (store, done) => {
        const keys: string[] = [];
        done(keys);
        for (const row of rows) {
          const request = store.get(row.key);
          request.onsuccess = () => {
            const stored = request.result as { value: unknown } | undefined;
            if (stored && sameData(stored.value, row.value)) return;
            store.put(row);
            keys.push(row.key);
          };
        }
      });
      if (written.length > 0) announce(name, written);
    },
    async update(key, change) {
      const written = await run<boolean>('readwrite', (store, done) => {
        done(false);
        const request = store.get(key);
        request.onsuccess = () => {
          const stored = request.result as { value: V[typeof key] } | undefined;
          const value = change(stored?.value);
          if (value === undefined) return;
          store.put({ key, value });
          done(true);
        };
      });
      if (written) announce(name, [key]);
    },
  };
}

/**
 * Empties every table of a database that exists (none is created): what a removal does before it
 * deletes, so that nothing of the member is left even when the deletion cannot end (decision 195).
 */
export async function emptyDatabase(name: string): Promise<void> {
  const database = await openExisting(indexedDB, name);
  if (!database) return; // no such database: nothing to empty
  database.onversionchange = () => database.close();
  const tables = [...database.objectStoreNames];
  if (tables.length === 0) {
    database.close();
    return;
  }
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(tables, 'readwrite');
    for (const table of tables) transaction.objectStore(table).clear();
    transaction.oncomplete = () => {
      database.close();
      resolve();
    };
    transaction.onabort = () => {
      database.close();
      reject(requestError(transaction, `empty ${name}`));
    };
  });
}

/** Deletes a database (Dexie's `delete()` does the same: the other connections give way on `versionchange`). */
export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(requestError(request, `delete ${name}`));
  });
}
