// The page's handle on the current member's database (decision 116). The page only reads; the sync
// worker writes. Which database is current comes from the device database (kv.ts reads it without
// Dexie); live queries re-run when it changes, and the previous member's handle is closed so that
// the worker can delete that database and nothing reopens it.
import { useRef } from 'react';
import Dexie from 'dexie';
import { useLiveQuery as dexieLiveQuery } from 'dexie-react-hooks';
import { AppDatabase, type KvKey, type KvValues } from './schema.ts';
import { readKv as readKvOf, writeKv as writeKvOf } from './database.ts';
import { memberDbName } from './names.ts';
import { peekCurrentMember, useCurrentMember } from './kv.ts';
import { sameData } from './sameData.ts';

let open: { name: string; database: AppDatabase } | null = null;

/** The Dexie handle of the page's current member (or the visitor), opened on first use. */
export function pageDatabase(memberId: number | null = peekCurrentMember() ?? null): AppDatabase {
  const name = memberDbName(memberId);
  if (open?.name === name) return open.database;
  open?.database.close({ disableAutoOpen: true });
  const database = new AppDatabase(name);
  // The sync worker creates a member's database before it names that member current (decision
  // 116). A member's database the page finds missing was deleted by a logout or a switch that the
  // page's current member has not caught up with yet: the open fails (a live query waits for the
  // switch to reach the page) instead of creating an empty database named for that member again.
  if (memberId !== null) {
    database.on('populate', () => {
      throw new Dexie.DatabaseClosedError(`${name} was deleted`);
    });
  }
  open = { name, database };
  return open.database;
}

/**
 * Closes the page's connection for now (a page entering the back-forward cache, decision 171): a
 * frozen page's connection never answers `versionchange`, and WebKit then holds every other open of
 * the database, the new page's included. The next read opens it again.
 */
export function releasePageDatabase(): void {
  open?.database.close({ disableAutoOpen: false });
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) releasePageDatabase();
  });
  document.addEventListener('freeze', releasePageDatabase);
}

/**
 * The current member's database for the hooks: every property is read from the handle that is
 * current at the time of the call (a member switch closes the previous one).
 */
export const db: AppDatabase = new Proxy({} as AppDatabase, {
  get(_target, property) {
    const database = pageDatabase();
    const value: unknown = Reflect.get(database, property, database);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(database) : value;
  },
});

/**
 * dexie-react-hooks' useLiveQuery, run again against the new member's database after a switch. A
 * run that finds the same data as the one before (a pull that rewrote rows unchanged, a write to
 * another row of the table) answers the value the screen holds, so nothing renders again (decision 156).
 */
export function useLiveQuery<T>(query: () => Promise<T> | T, deps?: readonly unknown[]): T | undefined;
export function useLiveQuery<T, D>(query: () => Promise<T> | T, deps: readonly unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(query: () => Promise<T> | T, deps: readonly unknown[] = [], defaultResult?: D): T | D | undefined {
  const member = useCurrentMember();
  const held = useRef<{ value: T } | null>(null);
  return dexieLiveQuery(
    async () => {
      const value = await query();
      if (held.current && sameData(held.current.value, value)) return held.current.value;
      held.current = { value };
      return value;
    },
    [...deps, member],
    defaultResult,
  );
}

/** A kv value of the page's current database (page code and its tests). */
export function readKv<K extends KvKey>(key: K, database: AppDatabase = db): Promise<KvValues[K] | undefined> {
  return readKvOf(key, database);
}

export function writeKv<K extends KvKey>(key: K, value: KvValues[K], database: AppDatabase = db): Promise<void> {
  return writeKvOf(key, value, database);
}
