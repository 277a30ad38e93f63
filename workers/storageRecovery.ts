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
