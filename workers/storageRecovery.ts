import type { AppDatabase } from '../src/db/schema.ts';

/**
 * Opens the app's IndexedDB; when it cannot be opened (evicted mid-upgrade, corrupt, storage
 * refused) it is deleted and created again, and `onRecovered` asks for a pull, so the app
 * re-bootstraps from the server instead of showing a broken screen. (A database closed while
 * running is not treated so: Dexie also closes it for a schema upgrade in another tab.)
 */
export async function ensureDatabase(db: AppDatabase, onRecovered: () => void): Promise<'opened' | 'recreated'> {
  try {
    await db.open();
    return 'opened';
  } catch {
    db.close();
    await db.delete();
    await db.open();
    onRecovered();
    return 'recreated';
  }
}

/**
 * An error that means the open database went away under us: evicted by the browser for storage
 * pressure, or its connection force-closed. (Not a failed request or a refused write.)
 */
export function isStorageLost(error: unknown): boolean {
  const name = error instanceof Error ? error.name : typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'UnknownError';
}
