import { runMigrations, type DbHandle } from './connect.ts';
import { seedIfEmpty, type SeedResult } from './seed.ts';
import { assertNoDemoLogins, seedDemoStaff } from '../staff/demo.ts';
import { sealStaffSecrets } from '../staff/sealing.ts';
import { staffSecretBox, type SecretBox } from '../staff/secrets.ts';

export interface PrepareResult {
  migrateMs: number;
  seed: SeedResult;
}

/**
 * Migrates and seeds under one advisory lock, so several instances starting at once on one
 * PostgreSQL run the migrations once and seed once (the others wait, then find sites). Then the
 * staff TOTP secrets stored before decision 169 are sealed with `secrets` (the server's
 * STAFF_SECRET_KEY; by default the demo's key in demo mode), and a production start (demo off)
 * refuses a database with demo logins (decision 168).
 */
export function prepareDatabase(handle: DbHandle, options: { seedMembers: number; now: Date; demo: boolean; secrets?: SecretBox }): Promise<PrepareResult> {
  const box = options.secrets ?? staffSecretBox({ DEMO_MODE: options.demo, STAFF_SECRET_KEY: undefined });
  return handle.withMigrationLock(async (db) => {
    const started = performance.now();
    await runMigrations(handle, db);
    const migrateMs = performance.now() - started;
    const seed = await seedIfEmpty(db, { members: options.seedMembers, now: options.now, demo: options.demo });
    // decision 168: the demo staff logins only into the database the demo has just created (and marked)
    if (options.demo && seed.seeded) await seedDemoStaff(db, box, options.now);
    await sealStaffSecrets(db, box);
    if (!options.demo) await assertNoDemoLogins(db, box);
    return { migrateMs, seed };
  });
}
