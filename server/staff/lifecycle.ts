import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { StaffAccount, StaffCreateRequest, StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { staffAccounts, staffRecoveryCodes } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import { hashPassword } from '../account/passwords.ts';
import { writeAudit } from './audit.ts';
import { revokeStaffSessions } from './sessions.ts';

/**
 * What an admin does to staff accounts in the console (decisions 120, 169): create, change the
 * role, disable and enable, reset the password or the second factor, end the sessions. Each in one
 * transaction with its audit entry, which records ids, roles and what happened, never free text.
 * Sessions are read with the account on every request (server/staff/sessions.ts), so a role change
 * or a disabled account counts from the next request on.
 */
type StaffAccountRow = typeof staffAccounts.$inferSelect;

function accountOf(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    totp_enabled: row.totpSecret !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    disabled: row.disabledAt !== null,
    must_change_password: row.mustChangePassword,
  };
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const found = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
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
    await writeAudit(tx, { staffId: by.id, action: 'staff.create', targetKind: 'staff', targetId: row.id, after: { role: row.role }, at: now });
    return accountOf(row);
  });
}

/** The account locked for a change, or 404. */
async function lockedAccount(tx: Tx, staffId: number): Promise<StaffAccountRow> {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
  if (!row) throw new ApiFailure(404, 'not_found');
  return row;
}

/**
 * 409 last_admin when a change would leave no enabled admin: nobody could manage staff again
 * short of the command line. Every admin row is locked first, so two admins demoting each other at
 * once cannot both pass.
 */
async function keepAnAdmin(tx: Tx, staffId: number): Promise<void> {
  await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.role, 'admin')).for('update');
  const [others] = await tx
    .select({ n: count() })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, staffId)));
  if (Number(others?.n ?? 0) === 0) throw new ApiFailure(409, 'last_admin');
}

export async function changeStaffRole(db: Db, by: { id: number }, staffId: number, role: StaffRole, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, staffId);
    if (before.role === role) return accountOf(before);
    if (before.role === 'admin' && before.disabledAt === null) await keepAnAdmin(tx, staffId);
    const [after] = await tx.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, staffId)).returning();
    await writeAudit(tx, { staffId: by.id, action: 'staff.role_change', targetKind: 'staff', targetId: staffId, before: { role: before.role }, after: { role }, at: now });
    return accountOf(after ?? before);
  });
}

/** Disabled: no login, and every session ends at once. */
export async function disableStaff(db: Db, by: { id: number }, staffId: number, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, staffId);
    if (before.disabledAt !== null) return accountOf(before);
    if (before.role === 'admin') await keepAnAdmin(tx, staffId);
    const [after] = await tx.update(staffAccounts).set({ disabledAt: now }).where(eq(staffAccounts.id, staffId)).returning();
    await revokeStaffSessions(tx, staffId, now);
    await writeAudit(tx, { staffId: by.id, action: 'staff.disable', targetKind: 'staff', targetId: staffId, before: { disabled: false }, after: { disabled: true }, at: now });
    return accountOf(after ?? before);
  });
}

export async function enableStaff(db: Db, by: { id: number }, staffId: number, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, staffId);
    if (before.disabledAt === null) return accountOf(before);
    const [after] = await tx.update(staffAccounts).set({ disabledAt: null }).where(eq(staffAccounts.id, staffId)).returning();
    await writeAudit(tx, { staffId: by.id, action: 'staff.enable', targetKind: 'staff', targetId: staffId, before: { disabled: true }, after: { disabled: false }, at: now });
    return accountOf(after ?? before);
  });
}

/**
 * A new first password, handed over outside the app: every session ends, and the next login must
 * choose a password of its own before the second factor (server/staff/accounts.ts staffNewPassword).
 */
export async function resetStaffPassword(db: Db, by: { id: number }, staffId: number, password: string, now: Date): Promise<StaffAccount> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, staffId);
    const [after] = await tx.update(staffAccounts).set({ passwordHash, mustChangePassword: true }).where(eq(staffAccounts.id, staffId)).returning();
    await revokeStaffSessions(tx, staffId, now);
    await writeAudit(tx, { staffId: by.id, action: 'staff.password_reset', targetKind: 'staff', targetId: staffId, after: { must_change_password: true }, at: now });
    return accountOf(after ?? before);
  });
}

/**
 * An admin turns a staff member's 2FA off (lost phone and codes): secret and recovery codes gone,
 * every session ended; the next login with the password must enrol again.
 */
export async function resetStaffTotp(db: Db, by: { id: number }, staffId: number, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, staffId);
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

/** Every session of the account ends (a lost laptop); the account stays as it is. */
export async function endStaffSessions(db: Db, by: { id: number }, staffId: number, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, staffId);
    await revokeStaffSessions(tx, staffId, now);
    await writeAudit(tx, { staffId: by.id, action: 'staff.sessions_ended', targetKind: 'staff', targetId: staffId, at: now });
    return accountOf(account);
  });
}
