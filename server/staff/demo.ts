import type { StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { DEMO_PASSWORD } from '../db/seed-data.ts';
import { ensureStaffAccount } from './accounts.ts';

/**
 * Demo mode only (decision 109, decision 120): staff logins with the demo password and one fixed,
 * printed TOTP secret, so the console can be tried with any authenticator app (or computed, as the
 * e2e test does). Never seeded outside DEMO_MODE.
 */
export const DEMO_STAFF_TOTP_SECRET = 'FLIRTWAVEDEMOSTAFFTOTPSECRETKEYA';

export const demoStaffLogins: readonly { email: string; role: StaffRole }[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'moderator@demo.test', role: 'moderator' },
];

/** Adds the demo staff accounts that are missing (also to a demo database made before they existed). */
export async function seedDemoStaff(db: Db, now: Date): Promise<void> {
  for (const login of demoStaffLogins) {
    await ensureStaffAccount(db, { ...login, password: DEMO_PASSWORD, totpSecret: DEMO_STAFF_TOTP_SECRET }, now);
  }
}
