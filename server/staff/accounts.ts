import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES } from '../../src/contract/constants.ts';
import { LOGIN_BLOCK_MIN } from '../../src/contract/constants.ts';
import { STAFF_PENDING_MINUTES, STAFF_RECOVERY_CODES, STAFF_SESSION_HOURS, type StaffAccount, type StaffCreateRequest, type StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { loginFailures, staffAccounts, staffRecoveryCodes } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import type { Tx } from '../services/lockedWrite.ts';
import { claimAttempt, clearLoginFailures } from '../services/login.ts';
import { dummyVerify, hashPassword, verifyPassword } from '../services/passwords.ts';
import { writeAudit } from './audit.ts';
import { createStaffSession, revokeStaffSession, revokeStaffSessions, type StaffSessionRow } from './sessions.ts';
import { matchTotp, newRecoveryCode, newTotpSecret, recoveryCodeHash } from './totp.ts';

/**
 * Staff accounts and their two-step login (decision 120). Both steps count against the members'
 * lockout rule (server/services/login.ts: LOGIN_MAX_FAILURES failures in LOGIN_WINDOW_MIN minutes
 * block the address for LOGIN_BLOCK_MIN), under a key of their own: a right password takes back
 * its own claim but does not forget earlier failures, so wrong second-step codes add up across
 * password entries and only a complete login clears them.
 */
export const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 3_600_000;
export const STAFF_PENDING_MS = STAFF_PENDING_MINUTES * 60_000;

export function staffLoginKey(email: string): string {
  return createHash('sha256').update(`staff:${email.trim().toLowerCase()}`).digest('hex');
}

type StaffAccountRow = typeof staffAccounts.$inferSelect;

async function findStaff(db: Db | Tx, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email.trim().toLowerCase()), isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row;
}

/** the newest claim of a key taken back (a right password) */
async function releaseClaim(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${loginFailures} WHERE id = (SELECT max(id) FROM ${loginFailures} WHERE key = ${key})`);
}

async function claimOrBlock(db: Db, key: string, now: Date): Promise<number> {
  const claim = await claimAttempt(db, key, now);
  if (claim.blocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: claim.blocked });
  return claim.failures;
}

function failed(failures: number, code: 'login_failed' | 'code_invalid'): ApiFailure {
  if (failures >= LOGIN_MAX_FAILURES) return new ApiFailure(403, 'account_blocked', { minutes: LOGIN_BLOCK_MIN });
  return new ApiFailure(401, code);
}

/** Step one: e-mail and password. Answers a short-lived session that only the second step accepts. */
export async function staffPasswordStep(db: Db, email: string, password: string, now: Date): Promise<{ token: string; next: 'totp' | 'enrol' }> {
  const key = staffLoginKey(email);
  const account = await findStaff(db, email);
  const failures = await claimOrBlock(db, key, now);
  let right = false;
  if (account) right = await verifyPassword(account.passwordHash, password);
  else await dummyVerify(password);
  if (!account || !right) throw failed(failures, 'login_failed');
  await releaseClaim(db, key);
  const token = await createStaffSession(db, account.id, 'password', now, STAFF_PENDING_MS);
  return { token, next: account.totpSecret ? 'totp' : 'enrol' };
}

export type SecondFactor = { code: string } | { recovery_code: string };

/**
 * Step two: a TOTP code (each 30-second step accepted once) or an unused recovery code (used up
 * here). Turns the password session into a full one: the old token is revoked, a new one answered.
 */
export async function staffSecondStep(db: Db, session: StaffSessionRow, factor: SecondFactor, now: Date): Promise<{ token: string; recoveryCodesLeft: number }> {
  if (session.stage !== 'password' || !session.staff.totpSecret) throw new ApiFailure(401, 'authentication_required');
  const key = staffLoginKey(session.staff.email);
  const failures = await claimOrBlock(db, key, now);
  const outcome = await db.transaction(async (tx) => {
    // the account row locked: two requests with one code cannot both pass the step check
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, session.staff.id)).for('update');
    if (!account?.totpSecret || account.disabledAt) return null;
    let method: 'totp' | 'recovery_code';
    if ('code' in factor) {
      const step = matchTotp(account.totpSecret, factor.code, now);
      if (step === null || step <= account.totpLastStep) return null;
      await tx.update(staffAccounts).set({ totpLastStep: step }).where(eq(staffAccounts.id, account.id));
      method = 'totp';
    } else {
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.staffId, account.id), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(factor.recovery_code)), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      if (!used) return null;
      method = 'recovery_code';
    }
    const left = await recoveryCodesLeft(tx, account.id);
    await tx.update(staffAccounts).set({ lastLoginAt: now }).where(eq(staffAccounts.id, account.id));
    await revokeStaffSession(tx, session.tokenHash, now);
    const token = await createStaffSession(tx, account.id, 'full', now, STAFF_SESSION_MS);
    await writeAudit(tx, { staffId: account.id, action: 'staff.login', targetKind: 'staff', targetId: account.id, after: { method, recovery_codes_left: left }, at: now });
    return { token, recoveryCodesLeft: left };
  });
  if (!outcome) {
    await writeAudit(db, { staffId: session.staff.id, action: 'staff.login_failed', targetKind: 'staff', targetId: session.staff.id, after: { factor: 'code' in factor ? 'totp' : 'recovery_code' }, at: now });
    const error = failed(failures, 'code_invalid');
    if (error.code === 'account_blocked') await revokeStaffSession(db, session.tokenHash, now);
    throw error;
  }
  await clearLoginFailures(db, key);
  return outcome;
}

export async function recoveryCodesLeft(db: Db | Tx, staffId: number): Promise<number> {
  const [row] = await (db as Db)
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** The secret being enrolled (kept across reloads of the enrolment screen until confirmed). */
export async function enrolmentSecret(db: Db, session: StaffSessionRow): Promise<string> {
  if (session.stage !== 'password' || session.staff.totpSecret) throw new ApiFailure(401, 'authentication_required');
  const [account] = await db.select({ pending: staffAccounts.totpPendingSecret }).from(staffAccounts).where(eq(staffAccounts.id, session.staff.id));
  if (account?.pending) return account.pending;
  const secret = newTotpSecret();
  await db.update(staffAccounts).set({ totpPendingSecret: secret }).where(eq(staffAccounts.id, session.staff.id));
  return secret;
}

/** The first code confirms the enrolment: 2FA on, new recovery codes (answered once), logged in. */
export async function confirmEnrolment(db: Db, session: StaffSessionRow, code: string, now: Date): Promise<{ token: string; recoveryCodes: string[] }> {
  if (session.stage !== 'password' || session.staff.totpSecret) throw new ApiFailure(401, 'authentication_required');
  const key = staffLoginKey(session.staff.email);
  const failures = await claimOrBlock(db, key, now);
  const outcome = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, session.staff.id)).for('update');
    if (!account?.totpPendingSecret || account.totpSecret || account.disabledAt) return null;
    const step = matchTotp(account.totpPendingSecret, code, now);
    if (step === null) return null;
    const codes = Array.from({ length: STAFF_RECOVERY_CODES }, newRecoveryCode);
    await tx
      .update(staffAccounts)
      .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, lastLoginAt: now })
      .where(eq(staffAccounts.id, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId: account.id, codeHash: recoveryCodeHash(c) })));
    await revokeStaffSession(tx, session.tokenHash, now);
    const token = await createStaffSession(tx, account.id, 'full', now, STAFF_SESSION_MS);
    await writeAudit(tx, { staffId: account.id, action: 'staff.totp_enrolled', targetKind: 'staff', targetId: account.id, at: now });
    await writeAudit(tx, { staffId: account.id, action: 'staff.login', targetKind: 'staff', targetId: account.id, after: { method: 'enrolment' }, at: now });
    return { token, recoveryCodes: codes };
  });
  if (!outcome) {
    const error = failed(failures, 'code_invalid');
    if (error.code === 'account_blocked') await revokeStaffSession(db, session.tokenHash, now);
    throw error;
  }
  await clearLoginFailures(db, key);
  return outcome;
}

function accountOf(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    totp_enabled: row.totpSecret !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const found = await db.select().from(staffAccounts).where(isNull(staffAccounts.disabledAt)).orderBy(asc(staffAccounts.email));
  return found.map(accountOf);
}

/** An admin creates a staff account; it enrols its 2FA at its first login. */
export async function createStaff(db: Db, by: { id: number }, request: StaffCreateRequest, now: Date): Promise<StaffAccount> {
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email: request.email, passwordHash, role: request.role, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiFailure(409, 'email_exists');
    await writeAudit(tx, { staffId: by.id, action: 'staff.create', targetKind: 'staff', targetId: row.id, after: { email: row.email, role: row.role }, at: now });
    return accountOf(row);
  });
}

/**
 * An admin turns a staff member's 2FA off (lost phone and codes): secret and recovery codes gone,
 * every session ended; the next login with the password must enrol again.
 */
export async function resetStaffTotp(db: Db, by: { id: number }, staffId: number, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffAccounts).where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.disabledAt))).for('update');
    if (!before) throw new ApiFailure(404, 'not_found');
    const [after] = await tx.update(staffAccounts).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: 0 }).where(eq(staffAccounts.id, staffId)).returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await revokeStaffSessions(tx, staffId, now);
    await writeAudit(tx, {
      staffId: by.id,
      action: 'staff.totp_reset',
      targetKind: 'staff',
      targetId: staffId,
      before: { totp_enabled: before.totpSecret !== null },
      after: { totp_enabled: false },
      at: now,
    });
    return accountOf(after ?? before);
  });
}

/** Demo mode and the test API only: a staff account with a known password and TOTP secret, if missing. */
export async function ensureStaffAccount(db: Db, account: { email: string; role: StaffRole; password: string; totpSecret: string | null }, now: Date): Promise<boolean> {
  const [existing] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, account.email)).orderBy(desc(staffAccounts.id)).limit(1);
  if (existing) return false;
  const inserted = await db
    .insert(staffAccounts)
    .values({ email: account.email, passwordHash: await hashPassword(account.password), role: account.role, totpSecret: account.totpSecret, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return inserted.length > 0;
}
