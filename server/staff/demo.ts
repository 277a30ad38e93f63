import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { members, serverKeys, sessions, staffAccounts, staffRecoveryCodes, staffSessions } from '../db/schema.ts';
import { DEMO_PASSWORD, demoLogins } from '../db/seed-data.ts';
import { ConfigError } from '../platform/config.ts';
import { hashPassword, verifyPassword } from '../account/passwords.ts';
import { randomBytes } from 'node:crypto';
import { ensureStaffAccount } from './accounts.ts';
import type { SecretBox } from './secrets.ts';
import { writeAudit } from './audit.ts';
import { DEMO_DATABASE_MARK } from './demoMark.ts';

/**
 * Demo mode only (decision 109, decision 120): staff logins with the demo password and one fixed,
 * printed TOTP secret, so the console can be tried with any authenticator app (or computed, as the
 * e2e test does). Seeded only into a database the demo has just created, which is marked as a demo
 * database; a production start refuses a database with demo logins in it (decision 168).
 */
export const DEMO_STAFF_TOTP_SECRET = 'FLIRTWAVEDEMOSTAFFTOTPSECRETKEYA';

export const demoStaffLogins: readonly { email: string; role: StaffRole }[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'moderator@demo.test', role: 'moderator' },
];

export { DEMO_DATABASE_MARK };

/** The command that takes the demo logins out of a database (package.json, server/staff/demoRemove.ts). */
export const REMOVE_DEMO_COMMAND = 'npm run demo:remove-logins';

/** The demo staff accounts, into the database the demo has just seeded (server/db/prepare.ts). */
export async function seedDemoStaff(db: Db, box: SecretBox, now: Date): Promise<void> {
  for (const login of demoStaffLogins) {
    await ensureStaffAccount(db, box, { ...login, password: DEMO_PASSWORD, totpSecret: DEMO_STAFF_TOTP_SECRET }, now);
  }
}

const demoStaffEmails = demoStaffLogins.map((l) => l.email);
const demoMemberEmails = demoLogins.map((l) => l.email);

/** Whether a stored (sealed or legacy plain) TOTP secret is the printed demo secret; null: this key cannot open it. */
function isDemoSecret(box: SecretBox, stored: string | null): boolean | null {
  if (stored === null) return false;
  try {
    return box.open(stored).toUpperCase() === DEMO_STAFF_TOTP_SECRET;
  } catch {
    return null;
  }
}

/**
 * Staff accounts that are demo logins (a demo e-mail still enabled, or the demo TOTP secret
 * anywhere), and those whose secret this server's key cannot open (sealed with another key).
 */
async function demoStaff(db: Db, box: SecretBox): Promise<{ ids: number[]; unreadable: number[] }> {
  const found = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, disabledAt: staffAccounts.disabledAt, secret: staffAccounts.totpSecret, pending: staffAccounts.totpPendingSecret })
    .from(staffAccounts)
    .where(or(inArray(staffAccounts.email, demoStaffEmails), isNotNull(staffAccounts.totpSecret), isNotNull(staffAccounts.totpPendingSecret)));
  const ids: number[] = [];
  const unreadable: number[] = [];
  for (const row of found) {
    const secret = isDemoSecret(box, row.secret);
    const pending = isDemoSecret(box, row.pending);
    if ((demoStaffEmails.includes(row.email) && row.disabledAt === null) || secret === true || pending === true) ids.push(row.id);
    else if (secret === null || pending === null) unreadable.push(row.id);
  }
  return { ids, unreadable };
}

/** Member demo logins (free@demo.test …) that still open with the demo password. */
async function demoMemberIds(db: Db): Promise<number[]> {
  const found = await db
    .select({ id: members.id, hash: members.passwordHash })
    .from(members)
    .where(and(inArray(members.email, demoMemberEmails), isNotNull(members.passwordHash)));
  const ids: number[] = [];
  for (const row of found) if (row.hash && (await verifyPassword(row.hash, DEMO_PASSWORD))) ids.push(row.id);
  return ids;
}

async function isMarkedDemo(db: Db): Promise<boolean> {
  const [mark] = await db.select({ name: serverKeys.name }).from(serverKeys).where(eq(serverKeys.name, DEMO_DATABASE_MARK));
  return mark !== undefined;
}

export interface DemoLeftovers {
  marked: boolean;
  staffIds: number[];
  /** staff whose TOTP secret this key cannot open */
  unreadableIds: number[];
  memberIds: number[];
}

export async function demoLeftovers(db: Db, box: SecretBox): Promise<DemoLeftovers> {
  const staff = await demoStaff(db, box);
  return { marked: await isMarkedDemo(db), staffIds: staff.ids, unreadableIds: staff.unreadable, memberIds: await demoMemberIds(db) };
}

/**
 * A production start (DEMO_MODE off) refuses a database the demo created or one with demo logins
 * in it (staff or member, decision 168): their passwords and the staff TOTP secret are printed in
 * the README. Throws a ConfigError that says how to take them out.
 */
export async function assertNoDemoLogins(db: Db, box: SecretBox): Promise<void> {
  const found = await demoLeftovers(db, box);
  const lines: string[] = [];
  if (found.marked) {
    lines.push(
      '  This database was created by the demo (DEMO_MODE): its members are demo members. A production server needs a database of its own: point DATA_DIR or DATABASE_URL at a new one.',
    );
  }
  if (found.staffIds.length > 0) lines.push(`  ${found.staffIds.length} demo staff login(s) (admin@demo.test, moderator@demo.test or the printed demo TOTP secret) are in this database.`);
  if (found.memberIds.length > 0) lines.push(`  ${found.memberIds.length} demo member login(s) with the printed demo password are in this database.`);
  if (lines.length === 0 && found.unreadableIds.length === 0) return;
  if (lines.length === 0) {
    throw new ConfigError(
      `Refusing to start: STAFF_SECRET_KEY does not open the two-factor secrets of ${found.unreadableIds.length} staff account(s); they were encrypted with another key. Start with the key they were made with; if that key is lost, end those second factors so each staff member enrols again at the next login: UPDATE staff_accounts SET totp_secret = NULL, totp_pending_secret = NULL; DELETE FROM staff_recovery_codes;`,
    );
  }
  lines.push(`  To take the demo logins out of this database, stop the server and run: ${REMOVE_DEMO_COMMAND}${found.marked ? ' -- --unmark' : ''}`);
  throw new ConfigError(`Refusing to start in production with demo logins:\n${lines.join('\n')}`);
}

/**
 * Takes the demo logins out (REMOVE_DEMO_COMMAND): demo staff accounts disabled with an unknown
 * password and no second factor, their sessions ended (audited); the demo members' password taken
 * away and their sessions ended. `unmark` also removes the demo mark. Answers what it did.
 */
export async function removeDemoLogins(db: Db, box: SecretBox, now: Date, unmark: boolean): Promise<DemoLeftovers> {
  const found = await demoLeftovers(db, box);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    if (found.staffIds.length > 0) {
      await tx
        .update(staffAccounts)
        .set({ disabledAt: now, passwordHash: unusable, totpSecret: null, totpPendingSecret: null })
        .where(inArray(staffAccounts.id, found.staffIds));
      await tx.delete(staffRecoveryCodes).where(inArray(staffRecoveryCodes.staffId, found.staffIds));
      await tx.update(staffSessions).set({ revokedAt: now }).where(and(inArray(staffSessions.staffId, found.staffIds), isNull(staffSessions.revokedAt)));
      for (const id of found.staffIds) await writeAudit(tx, { staffId: null, action: 'staff.disable', targetKind: 'staff', targetId: id, after: { via: 'demo_removal' }, at: now });
    }
    if (found.memberIds.length > 0) {
      await tx.update(members).set({ passwordHash: null }).where(inArray(members.id, found.memberIds));
      await tx.update(sessions).set({ revokedAt: now }).where(and(inArray(sessions.memberId, found.memberIds), isNull(sessions.revokedAt)));
    }
    if (unmark) await tx.delete(serverKeys).where(eq(serverKeys.name, DEMO_DATABASE_MARK));
  });
  return found;
}
