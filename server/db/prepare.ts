import { runMigrations, type DbHandle } from './connect.ts';
import { seedIfEmpty, type SeedResult } from './seed.ts';
import { seedDemoStaff } from '../staff/demo.ts';

export interface PrepareResult {
  migrateMs: number;
  seed: SeedResult;
}

/**
 * Migrates and seeds under one advisory lock, so several instances starting at once on one
 * PostgreSQL run the migrations once and seed once (the others wait, then find sites).
 */
export function prepareDatabase(handle: DbHandle, options: { seedMembers: number; now: Date; demo: boolean }): Promise<PrepareResult> {
  return handle.withMigrationLock(async (db) => {
    const started = performance.now();
    await runMigrations(handle, db);
    const migrateMs = performance.now() - started;
    const seed = await seedIfEmpty(db, { members: options.seedMembers, now: options.now, demo: options.demo });
    // decision 120: the demo staff logins, also in a demo database seeded before they existed
    if (options.demo) await seedDemoStaff(db, options.now);
    return { migrateMs, seed };
  });
}
