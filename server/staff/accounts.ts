import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_PENDING_MINUTES, STAFF_RECOVERY_CODES, STAFF_SESSION_HOURS, type StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { staffAccounts, staffRecoveryCodes } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import { dummyVerify, hashPassword, verifyPassword } from '../account/passwords.ts';
import { writeAudit } from './audit.ts';
import type { SecretBox } from './secrets.ts';
import { createStaffSession, revokeStaffSession, type StaffSessionRow } from './sessions.ts';
import { claimStaffAttempt, completeStaffClaim, failedAttempt, releaseStaffClaim } from './throttle.ts';
import { hashRecoveryCode, matchTotp, newRecoveryCode, newTotpSecret, recoveryCodeMatches } from './totp.ts';

/**
 * Staff accounts and their two-step login (decision 120). Both steps are throttled by account and
 * address (server/staff/throttle.ts, decision 168); failed passwords of an account and blocks are
 * audited, without what was typed. TOTP secrets are sealed with the server's key (decision 169).
 */
export const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 3_600_000;
export const STAFF_PENDING_MS = STAFF_PENDING_MINUTES * 60_000;

type StaffAccountRow = typeof staffAccounts.$inferSelect;

async function findStaff(db: Db | Tx, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email.trim().toLowerCase()), isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row;
}

export type StaffNextStep = 'totp' | 'enrol' | 'new_password';

function nextStepOf(account: { totpSecret: string | null; mustChangePassword: boolean }): StaffNextStep {
  if (account.mustChangePassword) return 'new_password';
  return account.totpSecret ? 'totp' : 'enrol';
}

/** Step one: e-mail and password. Answers a short-lived session that only the next steps accept. */
export async function staffPasswordStep(db: Db, email: string, password: string, address: string, now: Date): Promise<{ token: string; next: StaffNextStep }> {
  const account = await findStaff(db, email);
  const target = { staffId: account?.id ?? null };
  const claim = await claimStaffAttempt(db, email, address, target, now);
  let right = false;
  if (account) right = await verifyPassword(account.passwordHash, password);
  else await dummyVerify(password);
  if (!account || !right) {
    if (account) await writeAudit(db, { staffId: null, action: 'staff.login_failed', targetKind: 'staff', targetId: account.id, after: { factor: 'password' }, at: now });
    throw await failedAttempt(db, claim, target, 'login_failed', now);
  }
  await releaseStaffClaim(db, claim);
  const token = await createStaffSession(db, account.id, 'password', now, STAFF_PENDING_MS);
  return { token, next: nextStepOf(account) };
}

/**
 * After an admin reset the password (decision 169): the password-checked session sets a new one
 * before the second factor. Answers the step that follows.
 */
export async function staffNewPassword(db: Db, session: StaffSessionRow, password: string, now: Date): Promise<{ next: StaffNextStep }> {
  if (session.stage !== 'password' || !session.staff.mustChangePassword) throw new ApiFailure(401, 'authentication_required');
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, session.staff.id));
  if (!account || account.disabledAt) throw new ApiFailure(401, 'authentication_required');
  if (await verifyPassword(account.passwordHash, password)) throw new ApiFailure(400, 'password_unchanged');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.mustChangePassword, true)))
      .returning();
    if (!changed) throw new ApiFailure(401, 'authentication_required');
    await writeAudit(tx, { staffId: account.id, action: 'staff.password_changed', targetKind: 'staff', targetId: account.id, at: now });
    return { next: nextStepOf(changed) };
  });
}

export type SecondFactor = { code: string } | { recovery_code: string };

/** The unused recovery code of an account that `code` is, used up here (under the account's lock). */
async function useRecoveryCode(tx: Tx, staffId: number, code: string, now: Date): Promise<boolean> {
  const unused = await (tx as unknown as Db)
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(row.codeHash, code))) continue;
    await (tx as unknown as Db).update(staffRecoveryCodes).set({ usedAt: now }).where(eq(staffRecoveryCodes.id, row.id));
    return true;
  }
  return false;
}

/**
 * Step two: a TOTP code (each 30-second step accepted once) or an unused recovery code (used up
 * here). Turns the password session into a full one: the old token is revoked, a new one answered.
 */
export async function staffSecondStep(db: Db, box: SecretBox, session: StaffSessionRow, factor: SecondFactor, address: string, now: Date): Promise<{ token: string; recoveryCodesLeft: number }> {
  if (session.stage !== 'password' || !session.staff.totpSecret || session.staff.mustChangePassword) throw new ApiFailure(401, 'authentication_required');
  const target = { staffId: session.staff.id };
  const claim = await claimStaffAttempt(db, session.staff.email, address, target, now);
  const outcome = await db.transaction(async (tx) => {
    // the account row locked: two requests with one code cannot both pass the step check
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, session.staff.id)).for('update');
    if (!account?.totpSecret || account.disabledAt || account.mustChangePassword) return null;
    let method: 'totp' | 'recovery_code';
    if ('code' in factor) {
      const step = matchTotp(box.open(account.totpSecret), factor.code, now);
      if (step === null || step <= account.totpLastStep) return null;
      await tx.update(staffAccounts).set({ totpLastStep: step }).where(eq(staffAccounts.id, account.id));
      method = 'totp';
    } else {
      if (!(await useRecoveryCode(tx, account.id, factor.recovery_code, now))) return null;
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
    const error = await failedAttempt(db, claim, target, 'code_invalid', now);
    if (error.code === 'account_blocked') await revokeStaffSession(db, session.tokenHash, now);
    throw error;
  }
  await completeStaffClaim(db, claim);
  return outcome;
}

export async function recoveryCodesLeft(db: Db | Tx, staffId: number): Promise<number> {
  const [row] = await (db as Db)
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** The secret being enrolled (kept, sealed, across reloads of the enrolment screen until confirmed). */
export async function enrolmentSecret(db: Db, box: SecretBox, session: StaffSessionRow): Promise<string> {
  if (session.stage !== 'password' || session.staff.totpSecret || session.staff.mustChangePassword) throw new ApiFailure(401, 'authentication_required');
  const [account] = await db.select({ pending: staffAccounts.totpPendingSecret }).from(staffAccounts).where(eq(staffAccounts.id, session.staff.id));
  if (account?.pending) return box.open(account.pending);
  const secret = newTotpSecret();
  await db.update(staffAccounts).set({ totpPendingSecret: box.seal(secret) }).where(eq(staffAccounts.id, session.staff.id));
  return secret;
}

/** The first code confirms the enrolment: 2FA on, new recovery codes (answered once), logged in. */
export async function confirmEnrolment(db: Db, box: SecretBox, session: StaffSessionRow, code: string, address: string, now: Date): Promise<{ token: string; recoveryCodes: string[] }> {
  if (session.stage !== 'password' || session.staff.totpSecret || session.staff.mustChangePassword) throw new ApiFailure(401, 'authentication_required');
  const target = { staffId: session.staff.id };
  const claim = await claimStaffAttempt(db, session.staff.email, address, target, now);
  const codes = Array.from({ length: STAFF_RECOVERY_CODES }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  const outcome = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, session.staff.id)).for('update');
    if (!account?.totpPendingSecret || account.totpSecret || account.disabledAt || account.mustChangePassword) return null;
    const step = matchTotp(box.open(account.totpPendingSecret), code, now);
    if (step === null) return null;
    await tx
      .update(staffAccounts)
      .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, lastLoginAt: now })
      .where(eq(staffAccounts.id, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id));
    await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId: account.id, codeHash })));
    await revokeStaffSession(tx, session.tokenHash, now);
    const token = await createStaffSession(tx, account.id, 'full', now, STAFF_SESSION_MS);
    await writeAudit(tx, { staffId: account.id, action: 'staff.totp_enrolled', targetKind: 'staff', targetId: account.id, at: now });
    await writeAudit(tx, { staffId: account.id, action: 'staff.login', targetKind: 'staff', targetId: account.id, after: { method: 'enrolment' }, at: now });
    return { token, recoveryCodes: codes };
  });
  if (!outcome) {
    const error = await failedAttempt(db, claim, target, 'code_invalid', now);
    if (error.code === 'account_blocked') await revokeStaffSession(db, session.tokenHash, now);
    throw error;
  }
  await completeStaffClaim(db, claim);
  return outcome;
}

/** Demo mode and the test API only: a staff account with a known password and TOTP secret, if missing. */
export async function ensureStaffAccount(
  db: Db,
  box: SecretBox,
  account: { email: string; role: StaffRole; password: string; totpSecret: string | null },
  now: Date,
): Promise<boolean> {
  const [existing] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, account.email)).orderBy(desc(staffAccounts.id)).limit(1);
  if (existing) return false;
  const inserted = await db
    .insert(staffAccounts)
    .values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      totpSecret: account.totpSecret === null ? null : box.seal(account.totpSecret),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return inserted.length > 0;
}
