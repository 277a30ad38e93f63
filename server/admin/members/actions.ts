import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_ADJUSTMENT_REASON, type AdjustCreditsAnswer, type AdjustCreditsRequest } from '../../../src/contract/adminMembers.ts';
import type { Db } from '../../db/connect.ts';
import { creditLedger, members, sessions, staffAccounts } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { lockedWrite, type Tx } from '../../platform/lockedWrite.ts';
import type { StaffIdentity } from '../../staff/guard.ts';
import { writeAudit } from '../../staff/audit.ts';
import { ledgerLineOf } from './detail.ts';

/** A balance a staff adjustment may not push past (a typo's extra zeros, an int overflow). */
export const CREDIT_BALANCE_MAX = 10_000_000;

/**
 * A staff member's credit adjustment (decision 129): one ledger line (reason `staff_adjustment`,
 * with the staff id and the reason given) and one audit entry, in the transaction that holds the
 * member's lock (lockedWrite) and their row's lock (FOR UPDATE: payments' grants and sends' charges
 * update the same row), so the bounds are judged on the balance as it is, after the locks; two
 * adjustments at once both count. The same `key` again answers the line it booked.
 */
export async function adjustCredits(db: Db, staff: StaffIdentity, memberId: number, body: AdjustCreditsRequest, now: Date): Promise<AdjustCreditsAnswer> {
  const ref = `staff:${body.key}`;
  return lockedWrite(db, [memberId], async (tx) => {
    const [member] = await tx.select({ credits: members.credits }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new ApiFailure(404, 'not_found');
    const [booked] = await tx.select().from(creditLedger).where(and(eq(creditLedger.reason, STAFF_ADJUSTMENT_REASON), eq(creditLedger.ref, ref)));
    if (booked) {
      // a repeated submit; the same key on another member is a client's mistake
      if (booked.memberId !== memberId) throw new ApiFailure(400, 'invalid_request');
      const [by] = await tx.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, booked.staffId ?? -1));
      return { credits: member.credits, ledger: ledgerLineOf(booked, by?.email ?? null), repeated: true };
    }
    const balance = member.credits + body.amount;
    // a taking may not leave the balance below zero; a gift to a member below zero (after a refund
    // or chargeback: decision 130) may, as long as it raises the balance
    if ((body.amount < 0 && balance < 0) || balance > CREDIT_BALANCE_MAX) throw new ApiFailure(409, 'credit_adjustment_refused', { credits: member.credits, max: CREDIT_BALANCE_MAX });
    const [updated] = await tx
      .update(members)
      .set({ credits: sql`${members.credits} + ${body.amount}` })
      .where(eq(members.id, memberId))
      .returning({ credits: members.credits });
    if (!updated) throw new Error(`member ${memberId} vanished under its lock`);
    const [line] = await tx
      .insert(creditLedger)
      .values({ memberId, delta: body.amount, balanceAfter: updated.credits, reason: STAFF_ADJUSTMENT_REASON, ref, createdAt: now, staffId: staff.id, note: body.reason })
      .returning();
    if (!line) throw new Error('ledger line not stored');
    await writeAudit(tx, {
      staffId: staff.id,
      action: 'member.credits',
      targetKind: 'member',
      targetId: memberId,
      before: { credits: member.credits },
      after: { credits: updated.credits, amount: body.amount, reason: body.reason, ledger_id: line.id },
      at: now,
    });
    return { credits: updated.credits, ledger: ledgerLineOf(line, staff.email), repeated: false };
  });
}

/** Ends every live session of the member (as a logout on each device) with its audit entry; answers how many. */
export async function endSessions(db: Db, staff: StaffIdentity, memberId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ memberId: sessions.memberId });
    await writeAudit(tx, { staffId: staff.id, action: 'member.end_sessions', targetKind: 'member', targetId: memberId, after: { ended: ended.length }, at: now });
    return ended.length;
  });
}

/** The audit entry of an action whose change runs inside a service's own transaction (`tx` is that one). */
export function auditMember(tx: Db | Tx, staff: StaffIdentity, memberId: number, action: string, now: Date, after?: unknown): Promise<number> {
  return writeAudit(tx, { staffId: staff.id, action, targetKind: 'member', targetId: memberId, after, at: now });
}
