import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { accountTokens } from '../db/schema.ts';
import { hashToken } from './session/sessions.ts';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Lifetimes of the mailed links. */
export const ACTIVATION_TTL_MS = 7 * 86_400_000;
export const RESET_TTL_MS = 2 * 3_600_000;
export const MAIL_CHANGE_TTL_MS = 2 * 86_400_000;

/** A one-use link token: 32 random bytes; only the sha256 is stored, with purpose and expiry. */
export async function issueToken(
  db: Db,
  input: { memberId: number; purpose: TokenPurpose; ttlMs: number; now: Date; newEmail?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    memberId: input.memberId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/** Uses a token once: the row when it exists, has this purpose, is unused and unexpired; else null. */
export async function consumeToken(db: Db, token: unknown, purpose: TokenPurpose, now: Date): Promise<AccountTokenRow | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Spends every outstanding token of these purposes of a member: a password or e-mail
 * change leaves no mailed reset link working, whoever holds the old mails.
 */
export async function revokeTokens(db: DbOrTx, memberId: number, purposes: readonly TokenPurpose[], now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.memberId, memberId), inArray(accountTokens.purpose, [...purposes]), isNull(accountTokens.usedAt)));
}

/** Whether a token would be accepted now, without using it (the reset page checks first). */
export async function tokenIsValid(db: Db, token: unknown, purpose: TokenPurpose, now: Date): Promise<boolean> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return false;
  const [row] = await db
    .select({ memberId: accountTokens.memberId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
