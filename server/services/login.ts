import { and, desc, eq, gt } from 'drizzle-orm';
import { LOGIN_BLOCK_MIN, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MIN } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import { loginFailures, members } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import { findMember, type MemberRow } from './members.ts';
import { dummyVerify, verifyPassword } from './passwords.ts';

/**
 * Minutes left on a block, or 0. An account is blocked for LOGIN_BLOCK_MIN minutes from the failure
 * that made LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MIN minutes. Attempts during a block
 * are not recorded, so the newest failure is the one that started the block.
 */
export async function blockedMinutes(db: Db, memberId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MIN * 60_000);
  const recent = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.memberId, memberId), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(LOGIN_MAX_FAILURES);
  const newest = recent[0];
  if (recent.length < LOGIN_MAX_FAILURES || !newest) return 0;
  const left = newest.at.getTime() + LOGIN_BLOCK_MIN * 60_000 - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Failures for addresses without an account (issue 10, no enumeration): counted like a member's, so
 * the lockout answer (SPEC §4) comes after the same attempts whether or not the address has an
 * account. No table holds them (the per-IP login limit is in memory too): one map per database
 * handle (an app), at most 10,000 addresses.
 */
const unknownFailuresOf = new WeakMap<Db, Map<string, number[]>>();
const UNKNOWN_ADDRESSES_MAX = 10_000;

function failuresOf(db: Db): Map<string, number[]> {
  let map = unknownFailuresOf.get(db);
  if (!map) {
    map = new Map();
    unknownFailuresOf.set(db, map);
  }
  return map;
}

function unknownBlockedMinutes(unknownFailures: Map<string, number[]>, key: string, now: Date): number {
  const since = now.getTime() - LOGIN_WINDOW_MIN * 60_000;
  const recent = (unknownFailures.get(key) ?? []).filter((at) => at > since);
  const newest = recent.at(-1);
  if (recent.length < LOGIN_MAX_FAILURES || newest === undefined) return 0;
  const left = newest + LOGIN_BLOCK_MIN * 60_000 - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

function recordUnknownFailure(unknownFailures: Map<string, number[]>, key: string, now: Date): void {
  const since = now.getTime() - LOGIN_WINDOW_MIN * 60_000;
  const kept = (unknownFailures.get(key) ?? []).filter((at) => at > since).slice(-(LOGIN_MAX_FAILURES - 1));
  unknownFailures.delete(key);
  if (unknownFailures.size >= UNKNOWN_ADDRESSES_MAX) {
    const oldest = unknownFailures.keys().next().value;
    if (oldest !== undefined) unknownFailures.delete(oldest);
  }
  unknownFailures.set(key, [...kept, now.getTime()]);
}

/** Checks e-mail and password; throws login_failed (same answer for both) or account_blocked. */
export async function login(db: Db, siteId: number, email: string, password: string, now: Date): Promise<MemberRow> {
  const member = await findMember(db, siteId, email);
  if (!member?.passwordHash) {
    const key = `${siteId}:${email.trim().toLowerCase()}`;
    const failures = failuresOf(db);
    const blocked = unknownBlockedMinutes(failures, key, now);
    if (blocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: blocked });
    await dummyVerify(password);
    recordUnknownFailure(failures, key, now);
    const nowBlocked = unknownBlockedMinutes(failures, key, now);
    if (nowBlocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: nowBlocked });
    throw new ApiFailure(401, 'login_failed');
  }
  const blocked = await blockedMinutes(db, member.id, now);
  if (blocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: blocked });
  if (!(await verifyPassword(member.passwordHash, password))) {
    await db.insert(loginFailures).values({ memberId: member.id, at: now });
    const nowBlocked = await blockedMinutes(db, member.id, now);
    if (nowBlocked > 0) throw new ApiFailure(403, 'account_blocked', { minutes: nowBlocked });
    throw new ApiFailure(401, 'login_failed');
  }
  await db.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
  // Deleted, inside the 14-day window: the answer points to the reactivation mail (issue 6).
  if (member.status === 'pending_deletion') throw new ApiFailure(403, 'account_pending_deletion');
  const [updated] = await db.update(members).set({ lastSeen: now }).where(eq(members.id, member.id)).returning();
  return updated ?? member;
}
