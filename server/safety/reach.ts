import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../payments/credits.ts';
import type { FindableMember } from '../members/niche.ts';
import { predicateHolds, predicateSql, type Predicate } from '../members/predicate.ts';
import { NOT_BARRED_STATES } from '../moderation/barred.ts';

// THE rule "may A reach B" (SPEC §4 Blocking, invisible mode, account deletion; decisions 071, 121,
// 185, 191): whom a member may find (search), view (profile), like and write to (send). Two parts:
// - B's own row: B is reachable when visible, with an active profile, not pending deletion and not
//   suspended or banned (`reachable`, data read as SQL and in memory by predicate.ts);
// - the pair: neither of the two blocked the other. Its one text is an SQL function,
//   server/db/functions/blocked_with.sql (the blocks a member takes part in, either way), read for
//   one pair by blocker_between.sql (who blocked); every path asks them, through
//   `blockedEitherWaySql` and `isBlockedEitherWay` below or in SQL (chat_send, message_notice).
// The search, the profile view and the like read it here. The send judges it in PostgreSQL under
// both members' locks (server/db/functions/chat_send.sql, decision 134), with the states of
// `BARRED_STATES` and `PENDING_DELETION` spelt as here, its exceptions commented there; the
// tests/integration/reach.test.ts holds the four paths to one answer.

/**
 * A member's status once they asked to delete their account (SPEC §4 account deletion): gone for
 * everyone else, and for most of what the member could do themselves, until they reactivate.
 */
export const PENDING_DELETION = 'pending_deletion';

/** Whether the member asked to delete their account (PENDING_DELETION). */
export function isPendingDeletion(member: { status: string }): boolean {
  return member.status === PENDING_DELETION;
}

/** SQL: the member row under `alias` did not ask to delete their account. */
export function notPendingDeletion(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`${alias}.status <> '${PENDING_DELETION}'`);
}

/** The columns of B's row the rule reads. */
export type ReachFields = Pick<FindableMember, 'invisible' | 'profileStatus' | 'status' | 'moderation'>;

/**
 * B's part, as data. `invisible = false AND profile_status = 'active'` is spelled exactly as the
 * search's partial indexes say (migration 0003), so a search that includes it can use them.
 */
export const reachable: Predicate = {
  all: [
    { field: 'invisible', op: '=', value: false, spelled: 'literal' },
    { field: 'profileStatus', op: '=', value: 'active', spelled: 'literal' },
    { field: 'status', op: '<>', value: PENDING_DELETION, spelled: 'literal' },
    { field: 'moderation', in: NOT_BARRED_STATES },
  ],
};

/** Whether anyone else may reach the member of this row (B's part of the rule). */
export function isReachable(member: ReachFields): boolean {
  // `reachable` reads these four fields only (above), so the rest of a FindableMember is never read
  return predicateHolds(reachable, member as FindableMember);
}

/** B's part as SQL over the members row under `alias` (`m` in searches, `p` a peer's row). */
export function reachableSql(alias: 'm' | 'v' | 'p' = 'm'): SQL {
  return predicateSql(reachable, alias);
}

/**
 * Whether a block stands between `a` and `b`, whoever blocked whom, as an SQL boolean (SPEC §4: a
 * blocked member cannot see or contact the blocker). Read from blocked_with.sql, which PostgreSQL
 * inlines: asked of every row of a search or a chat list, it costs what an inline EXISTS over
 * `blocks` did or less, where a function called per row cost four to nine times as much (decision 191).
 */
export function blockedEitherWaySql(a: SQL | number, b: SQL | number): SQL {
  return sql`EXISTS (SELECT 1 FROM blocked_with(${a}) w WHERE w.other = ${b})`;
}

/**
 * Who of `a` and `b` blocked the other, as SQL of an integer: NULL when no block stands between
 * them, `b` when each blocked the other (blocker_between.sql). One pair: a profile view's `blocked_by`.
 */
export function blockerBetweenSql(a: SQL | number, b: SQL | number): SQL {
  return sql`blocker_between(${a}, ${b})`;
}

/** A blocked B or B blocked A: neither may see or contact the other (SPEC §4). */
export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const result: unknown = await db.execute(sql`SELECT ${blockerBetweenSql(a, b)} IS NOT NULL AS blocked`);
  return (result as { rows: { blocked: boolean }[] }).rows[0]?.blocked === true;
}
