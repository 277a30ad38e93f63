import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../src/contract/staff.ts';
import type { Db } from '../db/connect.ts';
import { staffAccounts, staffSessions, type StaffSessionStage } from '../db/schema.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import { hashToken } from '../account/session/sessions.ts';

/** A staff session (decision 120): only the token's sha256 is stored, as for members. */
export async function createStaffSession(db: Db | Tx, staffId: number, stage: StaffSessionStage, now: Date, lifetimeMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await (db as Db).insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    stage,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

export interface StaffSessionRow {
  tokenHash: string;
  stage: StaffSessionStage;
  staff: { id: number; email: string; role: StaffRole; totpSecret: string | null; mustChangePassword: boolean };
}

/** The live session of a token and its staff member (a disabled account has none), or undefined. */
export async function staffSession(db: Db | Tx, token: string | undefined, now: Date): Promise<StaffSessionRow | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await (db as Db)
    .select({
      stage: staffSessions.stage,
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      totpSecret: staffAccounts.totpSecret,
      mustChangePassword: staffAccounts.mustChangePassword,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staffAccounts.disabledAt)))
    .limit(1);
  if (!row) return undefined;
  return { tokenHash, stage: row.stage, staff: { id: row.id, email: row.email, role: row.role, totpSecret: row.totpSecret, mustChangePassword: row.mustChangePassword } };
}

export async function revokeStaffSession(db: Db | Tx, tokenHash: string, now: Date): Promise<void> {
  await (db as Db)
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (2FA reset, account disabled). */
export async function revokeStaffSessions(db: Db | Tx, staffId: number, now: Date): Promise<void> {
  await (db as Db)
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
