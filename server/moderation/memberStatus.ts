import { and, eq, isNull } from 'drizzle-orm';
import { sql } from '../db/connect.ts';
import { members, sessions } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { lockMembers, type Tx } from '../platform/lockedWrite.ts';
import type { MemberRow } from '../members/members.ts';
import { isBarred, type ModerationState } from './barred.ts';

// A member's moderation state and the moderators' actions on it (SPEC §4, decision 121): active,
// warned, suspended (reason, until when) or banned. Every action is judged AFTER the member's lock
// (lockMembers, the lock every send, like and block takes too) against the revision the moderator
// saw: of two moderators acting on one member at once one wins, the other is answered
// `moderation_conflict` with the state that won.

/** What a moderator sees of a member's state; `rev` counts every change. */
export interface MemberModeration {
  state: ModerationState;
  reason: string | null;
  until: string | null;
  rev: number;
}

export interface ModerationChange {
  before: MemberModeration;
  after: MemberModeration;
}

interface ActionInput {
  memberId: number;
  /** the revision the moderator's screen showed (MemberModeration.rev) */
  seenRev: number;
  now: Date;
}

export interface WarnInput extends ActionInput {
  reason: string;
}

export interface SuspendInput extends ActionInput {
  reason: string;
  until: Date;
}

export interface BanInput extends ActionInput {
  reason: string;
}

export type LiftInput = ActionInput;

export function moderationOf(member: Pick<MemberRow, 'moderation' | 'moderationReason' | 'moderationUntil' | 'moderationRev'>): MemberModeration {
  return {
    state: member.moderation,
    reason: member.moderationReason,
    until: member.moderationUntil ? member.moderationUntil.toISOString() : null,
    rev: member.moderationRev,
  };
}

/** The member row under their lock (and the row lock), or 404. */
async function lockedMember(tx: Tx, memberId: number): Promise<MemberRow> {
  await lockMembers(tx, [memberId]);
  const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!member) throw new ApiFailure(404, 'not_found');
  return member;
}

function refuseIfChanged(member: MemberRow, seenRev: number): void {
  if (member.moderationRev !== seenRev) throw new ApiFailure(409, 'moderation_conflict', { moderation: moderationOf(member) });
}

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || trimmed.length > 500) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'reason', code: 'required' }] });
  return trimmed;
}

async function setState(
  tx: Tx,
  member: MemberRow,
  state: ModerationState,
  reason: string | null,
  until: Date | null,
  now: Date,
): Promise<ModerationChange> {
  const [after] = await tx
    .update(members)
    .set({ moderation: state, moderationReason: reason, moderationUntil: until, moderationRev: member.moderationRev + 1, moderationAt: now })
    .where(eq(members.id, member.id))
    .returning();
  if (!after) throw new Error(`member ${member.id} vanished under its lock`);
  if (isBarred(after)) {
    // every session ends at once: the next request of any open app is logged out (SPEC §8)
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
  }
  return { before: moderationOf(member), after: moderationOf(after) };
}

/** A warning: the member keeps every right; the reason is kept for the next moderator. */
export async function warnMember(tx: Tx, input: WarnInput): Promise<ModerationChange> {
  const reason = requireReason(input.reason);
  const member = await lockedMember(tx, input.memberId);
  refuseIfChanged(member, input.seenRev);
  if (isBarred(member)) throw new ApiFailure(409, 'moderation_conflict', { moderation: moderationOf(member) });
  return setState(tx, member, 'warned', reason, null, input.now);
}

/** A suspension until `until`: sessions revoked, found nowhere, no messages either way. */
export async function suspendMember(tx: Tx, input: SuspendInput): Promise<ModerationChange> {
  const reason = requireReason(input.reason);
  if (!(input.until.getTime() > input.now.getTime())) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'until', code: 'past' }] });
  const member = await lockedMember(tx, input.memberId);
  refuseIfChanged(member, input.seenRev);
  if (member.moderation === 'banned') throw new ApiFailure(409, 'moderation_conflict', { moderation: moderationOf(member) });
  return setState(tx, member, 'suspended', reason, input.until, input.now);
}

/** A ban: a suspension without an end. */
export async function banMember(tx: Tx, input: BanInput): Promise<ModerationChange> {
  const reason = requireReason(input.reason);
  const member = await lockedMember(tx, input.memberId);
  refuseIfChanged(member, input.seenRev);
  return setState(tx, member, 'banned', reason, null, input.now);
}

/** Back to active: a lifted suspension or ban makes the member findable again at once; they log in anew. */
export async function liftMember(tx: Tx, input: LiftInput): Promise<ModerationChange> {
  const member = await lockedMember(tx, input.memberId);
  refuseIfChanged(member, input.seenRev);
  if (member.moderation === 'active') throw new ApiFailure(409, 'moderation_conflict', { moderation: moderationOf(member) });
  return setState(tx, member, 'active', null, null, input.now);
}

/**
 * Login after a suspension's end (barred.ts): the member becomes active again under their lock,
 * unless a moderator changed the state meanwhile. Answers the member row as it now is.
 */
export async function expireSuspension(tx: Tx, memberId: number, now: Date): Promise<MemberRow> {
  const member = await lockedMember(tx, memberId);
  if (member.moderation !== 'suspended' || !member.moderationUntil || member.moderationUntil.getTime() > now.getTime()) return member;
  const [after] = await tx
    .update(members)
    .set({ moderation: 'active', moderationReason: null, moderationUntil: null, moderationRev: sql`${members.moderationRev} + 1`, moderationAt: now })
    .where(eq(members.id, member.id))
    .returning();
  return after ?? member;
}

/** The moderation columns a write reads under the member's lock (sendMessage's facts). */
export interface BarredFacts {
  moderation: ModerationState;
  moderation_reason: string | null;
  moderation_until: string | null;
}

/**
 * The answer to a suspended or banned member (login, a send that raced the suspension): the
 * reason, the end of a suspension and the site's support address, shown translated (decision 121).
 */
export function barredFailure(facts: BarredFacts, supportEmail?: string): ApiFailure {
  const support = supportEmail ? { support: supportEmail } : {};
  const reason = facts.moderation_reason ?? '';
  if (facts.moderation === 'banned') return new ApiFailure(403, 'account_banned', { reason, ...support });
  const until = facts.moderation_until ? new Date(facts.moderation_until).toISOString() : undefined;
  return new ApiFailure(403, 'account_suspended', { reason, ...(until ? { until } : {}), ...support });
}

/** Throws the barred answer when the sender is suspended or banned. */
export function refuseBarredSender(facts: BarredFacts | null): void {
  if (facts && isBarred(facts)) throw barredFailure(facts);
}

/** The same facts from a member row. */
export function barredFactsOf(member: MemberRow): BarredFacts {
  return {
    moderation: member.moderation,
    moderation_reason: member.moderationReason,
    moderation_until: member.moderationUntil ? member.moderationUntil.toISOString() : null,
  };
}
