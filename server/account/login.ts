import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { LOGIN_BLOCK_MIN, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MIN } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import { sql } from '../db/connect.ts';
import { loginFailures, members } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { findMember, type MemberRow } from '../members/members.ts';
import { isBarred } from '../moderation/barred.ts';
import { barredFactsOf, barredFailure, expireSuspension } from '../moderation/memberStatus.ts';
import { dummyVerify, verifyPassword } from './passwords.ts';
import { isPendingDeletion } from '../safety/reach.ts';

/**
 * The lockout key of an address on a site (SPEC §4): one rule for every address, with or
 * without an account (no enumeration), counted in the database so it holds across
 * instances and restarts. Hashed so the table holds no e-mail address.
 */
export function loginKey(siteId: number, email: string): string {
  return createHash('sha256').update(`${siteId}:${email.trim().toLowerCase()}`).digest('hex');
}

/** Expired failure rows are deleted about once every this many claims per process. */
const SWEEP_EVERY = 200;
let claimsSinceSweep = 0;

/** How many failures within how many minutes block a key, and for how long (SPEC §4 for members). */
export interface LockoutRule {
  max: number;
  windowMin: number;
  blockMin: number;
}

export const memberLockout: LockoutRule = { max: LOGIN_MAX_FAILURES, windowMin: LOGIN_WINDOW_MIN, blockMin: LOGIN_BLOCK_MIN };

/**
 * Minutes left on a block given the newest failures (newest first), or 0. An address is blocked for
 * LOGIN_BLOCK_MIN minutes from the failure that made LOGIN_MAX_FAILURES failures within
 * LOGIN_WINDOW_MIN minutes. Attempts during a block are not recorded, so the newest failure is the
 * one that started the block.
 */
function minutesLeft(recent: { at: Date }[], now: Date, rule: LockoutRule): number {
  const newest = recent[0];
  if (recent.length < rule.max || !newest) return 0;
  const left = newest.at.getTime() + rule.blockMin * 60_000 - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Claims one attempt BEFORE the password is judged: under a transaction-scoped advisory
 * lock on the key, reads the recent failures and, unless the key is blocked, records this attempt as
 * a failure (a right password deletes it again). Parallel guesses therefore queue on the lock and
 * each sees the claims before it, so at most LOGIN_MAX_FAILURES passwords are ever checked per window.
 * Answers the minutes of a running block (nothing recorded), or the number of failures in the window
 * with this attempt's claim.
 */
export async function claimAttempt(db: Db, key: string, now: Date, rule: LockoutRule = memberLockout): Promise<{ blocked: number; failures: number }> {
  const since = new Date(now.getTime() - rule.windowMin * 60_000);
  const claim = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`);
    const recent = await tx
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)))
      .orderBy(desc(loginFailures.at))
      .limit(rule.max);
    const blocked = minutesLeft(recent, now, rule);
    if (blocked > 0) return { blocked, failures: recent.length };
    await tx.insert(loginFailures).values({ key, at: now });
    return { blocked: 0, failures: Math.min(recent.length + 1, rule.max) };
  });
  if (++claimsSinceSweep >= SWEEP_EVERY) {
    claimsSinceSweep = 0;
    await db.delete(loginFailures).where(lte(loginFailures.at, since));
  }
  return claim;
}

/** Forgets an address's failures (after a right password; when its account is erased). */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/**
 * Checks e-mail and password; throws login_failed (same answer for both) or account_blocked. Known
 * and unknown addresses take the same path: the attempt is claimed first, then the password (or a
 * dummy hash) is checked, and the attempt that makes LOGIN_MAX_FAILURES failures answers the block.
 */
export async function login(db: Db, siteId: number, email: string, password: string, now: Date, supportEmail?: string): Promise<MemberRow> {
  const key = loginKey(siteId, email);
  const member = await findMember(db, siteId, email);
  const claim = await claimAttempt(db, key, now);
  if (claim.blocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: claim.blocked });
  let right = false;
  if (member?.passwordHash) right = await verifyPassword(member.passwordHash, password);
  else await dummyVerify(password);
  if (!member || !right) {
    if (claim.failures >= LOGIN_MAX_FAILURES) throw new ApiFailure(403, 'account_blocked', { minutes: LOGIN_BLOCK_MIN });
    throw new ApiFailure(401, 'login_failed');
  }
  await clearLoginFailures(db, key);
  // Deleted, inside the 14-day window: the answer points to the reactivation mail.
  if (isPendingDeletion(member)) throw new ApiFailure(403, 'account_pending_deletion');
  // decision 121: a suspended or banned member is told why, until when and where to ask; a
  // suspension whose end has passed is lifted here, under the member's lock
  if (isBarred(member)) {
    const current = await db.transaction((tx) => expireSuspension(tx, member.id, now));
    if (isBarred(current)) throw barredFailure(barredFactsOf(current), supportEmail);
  }
  const [updated] = await db.update(members).set({ lastSeen: now }).where(eq(members.id, member.id)).returning();
  return updated ?? member;
}
