import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { REPORTS_PER_HOUR } from '../../src/contract/reports.ts';
import { returnLimitHit, takeLimit, type LimitRule } from './rateLimit.ts';

/**
 * Per-member abuse limits (decision 110): every number in one place. Each is a fixed
 * window counted in PostgreSQL by `takeLimit` (rate_counters), so it holds across instances and
 * restarts; a refusal is `429 rate_limited` with `retry_after`. The per-IP limits of login, signup
 * and password reset are the routes' `config.rateLimit` (LOGIN_RATE_LIMIT, ACCOUNT_RATE_LIMIT).
 */
export const MEMBER_LIMITS = {
  /** argon2 checks of the own password (password change, account deletion, e-mail change), per hour */
  passwordCheck: { max: 10, windowMs: 60 * 60_000 },
  /** confirmation mails of an e-mail change to a new (arbitrary) address, per day */
  mailChangeMail: { max: 5, windowMs: 24 * 60 * 60_000 },
  /** likes, unlikes and auto-likes together (a like revived after an unlike notifies again), per hour */
  likes: { max: 200, windowMs: 60 * 60_000 },
  /** messages sent by an account younger than NEW_MEMBER_AGE_MS, per hour (max: NEW_MEMBER_MESSAGES_PER_HOUR) */
  newMemberMessages: { max: 100, windowMs: 60 * 60_000 },
  /** direct-debit starts, each texting a code to a phone, per 10 minutes (was per session cookie) */
  directDebitStart: { max: 5, windowMs: 10 * 60_000 },
  /** profile photo uploads (each decoded and re-encoded three times), per hour (decision 111) */
  photoUploads: { max: 30, windowMs: 60 * 60_000 },
  /** chat images (each decoded and re-encoded), per hour (decision 111) */
  chatImages: { max: 60, windowMs: 60 * 60_000 },
  /** member reports (decision 123), per hour */
  reports: { max: REPORTS_PER_HOUR, windowMs: 60 * 60_000 },
  /** discount codes typed in and refused (look-ups, orders with a typed code), per hour (decision 166) */
  discountCodes: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitRule>;

export type MemberLimit = keyof typeof MEMBER_LIMITS;

/**
 * "Download my data" (decision 124): one export per this long, counted from the last one asked
 * for (a failed one does not count). Judged from the member's exports under their lock, not a
 * fixed window, so two exports are never closer than this.
 */
export const DATA_EXPORT_INTERVAL_MS = 24 * 60 * 60_000;

/** An account this young sends messages under `newMemberMessages`. */
export const NEW_MEMBER_AGE_MS = 24 * 60 * 60_000;

/**
 * Real-time streams (GET /api/events) one member may hold open at once on one instance
 * (MEMBER_STREAMS_MAX, default 5); more are refused with 429. Counted in memory per instance (a
 * stream lives on one instance, and closing it must free its place at once), so behind N instances
 * a member holds at most N × this many.
 */

/** The counter key of a member's limit without the member id (`rate_counters.key` is this and the id). */
export function memberLimitKey(limit: MemberLimit): string {
  return `member:${limit}:`;
}

/**
 * Takes one hit of a member's limit; throws 429 rate_limited once the window's budget is spent.
 * `max` overrides the budget where the configuration sets it.
 */
export function takeMemberLimit(db: Db, limit: MemberLimit, memberId: number, now: Date, reply?: FastifyReply, max?: number): Promise<void> {
  const rule = MEMBER_LIMITS[limit];
  return takeLimit(db, `${memberLimitKey(limit)}${memberId}`, { max: max ?? rule.max, windowMs: rule.windowMs }, now, reply);
}

/**
 * Per-address limits taken in a handler (decision 166), where the route's `config.rateLimit`
 * would count more than the guarded step (the welcome offer shares the discount-code route).
 * Counted in `rate_counters` as the member limits; the address is `request.ip` (TRUST_PROXY, decision 110).
 */
export const ADDRESS_LIMITS = {
  /** discount codes typed in and refused from one address, by any number of accounts, per hour */
  discountCodes: { max: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitRule>;

export type AddressLimit = keyof typeof ADDRESS_LIMITS;

/**
 * A guarded step that counts only its failures in a member's and an address's limit (decision
 * 166): each attempt takes a hit of both first (429 rate_limited once either is spent, so
 * parallel attempts cannot all pass before counting), and `step` succeeding gives them back.
 * `failed` tells the failures that count from other errors (which give them back too).
 */
export async function limitFailures<T>(
  db: Db,
  limit: MemberLimit & AddressLimit,
  who: { memberId: number; address: string },
  now: Date,
  reply: FastifyReply | undefined,
  failed: (error: unknown) => boolean,
  step: () => Promise<T>,
): Promise<T> {
  const counted: Array<{ key: string; rule: LimitRule }> = [
    { key: `${memberLimitKey(limit)}${who.memberId}`, rule: MEMBER_LIMITS[limit] },
    { key: `address:${limit}:${who.address}`, rule: ADDRESS_LIMITS[limit] },
  ];
  // a refused hit stays counted (a spent budget stays spent), and so does the member's when the address's is spent
  for (const { key, rule } of counted) await takeLimit(db, key, rule, now, reply);
  const giveBack = () => Promise.all(counted.map(({ key, rule }) => returnLimitHit(db, key, rule, now)));
  let result: T;
  try {
    result = await step();
  } catch (error) {
    if (!failed(error)) await giveBack();
    throw error;
  }
  await giveBack();
  return result;
}
