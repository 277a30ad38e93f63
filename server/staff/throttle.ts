import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { LOGIN_BLOCK_MIN, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MIN } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import { loginFailures } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { claimAttempt, clearLoginFailures, type LockoutRule } from '../account/login.ts';
import { writeAudit } from './audit.ts';

/**
 * The staff login's throttle (decision 168). A block keyed by the account alone let anyone lock any
 * staff member out; so failures count three ways, none of which stops the owner at their own address:
 * - account AND address: LOGIN_MAX_FAILURES failures in LOGIN_WINDOW_MIN minutes block that pair for
 *   LOGIN_BLOCK_MIN (the members' rule, per pair);
 * - address: STAFF_ADDRESS_RULE failures against any staff accounts block the address;
 * - account, from everywhere: past STAFF_ACCOUNT_CEILING failures in the window the account is not
 *   blocked but slowed: each address may try it once per STAFF_SLOW_SECONDS.
 * Both login steps count; a complete login clears its pair.
 */
export const STAFF_PAIR_RULE: LockoutRule = { max: LOGIN_MAX_FAILURES, windowMin: LOGIN_WINDOW_MIN, blockMin: LOGIN_BLOCK_MIN };
export const STAFF_ADDRESS_RULE: LockoutRule = { max: 20, windowMin: LOGIN_WINDOW_MIN, blockMin: LOGIN_BLOCK_MIN };
export const STAFF_ACCOUNT_CEILING = 50;
export const STAFF_SLOW_SECONDS = 60;

function hashKey(parts: string): string {
  return createHash('sha256').update(parts).digest('hex');
}

export interface StaffAttemptKeys {
  pair: string;
  address: string;
  account: string;
}

export function staffAttemptKeys(email: string, address: string): StaffAttemptKeys {
  const who = email.trim().toLowerCase();
  return { pair: hashKey(`staff:${who}:${address}`), address: hashKey(`staff-address:${address}`), account: hashKey(`staff:${who}`) };
}

/** The newest claim of a key taken back (a right password). */
async function releaseClaim(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${loginFailures} WHERE id = (SELECT max(id) FROM ${loginFailures} WHERE key = ${key})`);
}

async function failuresSince(db: Db, key: string, since: Date): Promise<{ n: number; newest: Date | null }> {
  const [total] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  const [newest] = await db.select({ at: loginFailures.at }).from(loginFailures).where(and(eq(loginFailures.key, key), gt(loginFailures.at, since))).orderBy(desc(loginFailures.at)).limit(1);
  return { n: Number(total?.n ?? 0), newest: newest?.at ?? null };
}

/** Who the audit entry of a block names: the account when it is known, the address never (decision 168). */
export interface AttemptTarget {
  staffId: number | null;
}

async function auditBlock(db: Db, target: AttemptTarget, scope: 'account_address' | 'address' | 'account_slowed', now: Date): Promise<void> {
  await writeAudit(db, {
    staffId: null,
    action: 'staff.login_blocked',
    targetKind: target.staffId === null ? null : 'staff',
    targetId: target.staffId,
    after: { scope },
    at: now,
  });
}

export interface StaffClaim {
  keys: StaffAttemptKeys;
  /** failures of the account at this address in the window, this attempt's claim included */
  failures: number;
}

/**
 * Claims one attempt of a login step BEFORE the password or code is judged (as claimAttempt):
 * throws account_blocked (pair or address blocked) or rate_limited (account slowed).
 */
export async function claimStaffAttempt(db: Db, email: string, address: string, target: AttemptTarget, now: Date): Promise<StaffClaim> {
  const keys = staffAttemptKeys(email, address);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MIN * 60_000);
  const onAccount = await failuresSince(db, keys.account, since);
  if (onAccount.n >= STAFF_ACCOUNT_CEILING) {
    const atPair = await failuresSince(db, keys.pair, since);
    const wait = atPair.newest ? Math.ceil((atPair.newest.getTime() + STAFF_SLOW_SECONDS * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) throw new ApiFailure(429, 'rate_limited', { retry_after: wait });
  }
  const byAddress = await claimAttempt(db, keys.address, now, STAFF_ADDRESS_RULE);
  if (byAddress.blocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: byAddress.blocked });
  const pair = await claimAttempt(db, keys.pair, now, STAFF_PAIR_RULE);
  if (pair.blocked > 0) {
    await releaseClaim(db, keys.address);
    throw new ApiFailure(403, 'account_blocked', { minutes: pair.blocked });
  }
  await db.insert(loginFailures).values({ key: keys.account, at: now });
  if (byAddress.failures >= STAFF_ADDRESS_RULE.max) await auditBlock(db, target, 'address', now);
  if (onAccount.n + 1 === STAFF_ACCOUNT_CEILING) await auditBlock(db, target, 'account_slowed', now);
  return { keys, failures: pair.failures };
}

/**
 * The claimed attempt failed: answers the error to throw (the attempt that reaches the pair's limit
 * answers the block, audited) — `code` is login_failed for a password, code_invalid for a second step.
 */
export async function failedAttempt(db: Db, claim: StaffClaim, target: AttemptTarget, code: 'login_failed' | 'code_invalid', now: Date): Promise<ApiFailure> {
  if (claim.failures >= STAFF_PAIR_RULE.max) {
    await auditBlock(db, target, 'account_address', now);
    return new ApiFailure(403, 'account_blocked', { minutes: STAFF_PAIR_RULE.blockMin });
  }
  return new ApiFailure(401, code);
}

/** A right password: its claims taken back, earlier failures kept (second-step failures add up). */
export async function releaseStaffClaim(db: Db, claim: StaffClaim): Promise<void> {
  await releaseClaim(db, claim.keys.pair);
  await releaseClaim(db, claim.keys.address);
  await releaseClaim(db, claim.keys.account);
}

/** A complete login: the pair's failures forgotten, the step's other claims taken back. */
export async function completeStaffClaim(db: Db, claim: StaffClaim): Promise<void> {
  await clearLoginFailures(db, claim.keys.pair);
  await releaseClaim(db, claim.keys.address);
  await releaseClaim(db, claim.keys.account);
}
