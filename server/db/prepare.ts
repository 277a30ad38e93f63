import { runMigrations, type DbHandle } from './connect.ts';
import { seedIfEmpty, type SeedResult } from './seed.ts';

export interface PrepareResult {
  migrateMs: number;
  seed: SeedResult;
}

/**
 * Migrates and seeds under one advisory lock, so several instances starting at once on one
 * PostgreSQL run the migrations once and seed once (the others wait, then find sites).
 */
export function prepareDatabase(handle: DbHandle, options: { seedMembers: number; now: Date }): Promise<PrepareResult> {
  return handle.withMigrationLock(async (db) => {
    const started = performance.now();
    await runMigrations(handle, db);
    const migrateMs = performance.now() - started;
    const seed = await seedIfEmpty(db, { members: options.seedMembers, now: options.now });
    return { migrateMs, seed };
  });
}
