import { openExisting } from '../src/db/openExisting.ts';
import type { AppDatabase, OutboxRow } from '../src/db/schema.ts';

/**
 * Errors that mean the stored database cannot be used as it is: corrupt or lost backing store
 * (UnknownError, DataError), stored by a newer version of the app (VersionError), or an upgrade step
 * that fails on it (a script error: retrying runs the same step again). Anything else — a refused or
 * aborted open, a timeout, a full disk, a connection closed meanwhile — may pass: the database is
 * kept and the open is tried again later, never deleted for it.
 */
const UNUSABLE = new Set([
  'UnknownError',
  'DataError',
  'VersionError',
  'InvalidStateError',
  'NotFoundError',
  // an upgrade step that throws (Dexie passes its error on as it is): the same step fails every time
  'UpgradeError',
  'SchemaError',
  'TypeError',
  'RangeError',
  'ReferenceError',
]);

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/** Whether an open failure means the database is unusable (Dexie wraps the browser's error as `inner`). */
export function isUnusable(error: unknown): boolean {
  const name = errorName(error);
  if (UNUSABLE.has(name)) return true;
  const inner = typeof error === 'object' && error !== null && 'inner' in error ? (error).inner : undefined;
  return inner !== undefined && inner !== null && inner !== error && isUnusable(inner);
}

/** What a recreation could not keep: the member is told (decision 116, storageNotice). */
export interface Dropped {
  /** outbox rows (unsent messages, likes, deletions) lost */
  outbox: number;
}

/** The outbox rows as stored, read with plain IndexedDB (no schema, no upgrade); [] when unreadable. */
async function readStoredOutbox(name: string): Promise<OutboxRow[] | null> {
  const database = await openExisting(indexedDB, name);
  if (!database) return null;
  return new Promise((resolve) => {
    try {
      if (!database.objectStoreNames.contains('outbox')) {
        database.close();
        resolve([]);
        return;
      }
      const all = database.transaction('outbox', 'readonly').objectStore('outbox').getAll();
      all.onsuccess = () => {
        database.close();
        resolve(all.result as OutboxRow[]);
      };
      all.onerror = () => {
        database.close();
        resolve(null);
      };
    } catch {
      database.close();
      resolve(null);
    }
  });
}

/**
 * Opens a member's IndexedDB. When it is unusable (see UNUSABLE) its outbox rows are read as
 * stored, the database is deleted and created again, the rows are put back, and `onRecovered` asks
 * for a pull, so the app re-bootstraps from the server instead of showing a broken screen;
 * `onDropped` tells what could not be kept. Any other failure is thrown: the caller tries later,
 * and nothing is deleted. (A database closed while running is not treated here: Dexie also closes
 * it for a schema upgrade in another tab.)
 */
export async function ensureDatabase(
  db: AppDatabase,
  onRecovered: () => void,
  onDropped: (dropped: Dropped) => void = () => undefined,
): Promise<'opened' | 'recreated'> {
  try {
    await db.open();
    return 'opened';
  } catch (error) {
    if (!isUnusable(error)) throw error;
    db.close();
    const stored = await readStoredOutbox(db.name);
    await db.delete();
    await db.open();
    let kept = 0;
    if (stored && stored.length > 0) {
      // rows that no longer fit the schema are the ones dropped
      const rows = stored.filter((row) => typeof row?.id === 'string' && typeof row.kind === 'string');
      await db.outbox.bulkPut(rows.map((row) => ({ ...row, state: row.state === 'sending' ? 'queued' : row.state })));
      kept = rows.length;
    }
    const lost = stored === null ? null : stored.length - kept;
    // the member is told when unsent data could not be kept (or could not even be read)
    if (lost === null || lost > 0) onDropped({ outbox: lost ?? 0 });
    onRecovered();
    return 'recreated';
  }
}

/**
 * An error that means the open database went away under us: evicted by the browser for storage
 * pressure, or its connection force-closed. (Not a failed request or a refused write.)
 */
export function isStorageLost(error: unknown): boolean {
  const name = errorName(error);
  return name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'UnknownError';
}
