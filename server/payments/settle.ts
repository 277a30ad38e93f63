import { and, eq, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../src/contract/payments.ts';
import { rows, type Db } from '../db/connect.ts';
import { creditLedger, members, orders, payments, savedPaymentMethods } from '../db/schema.ts';
import { grantCredits, takeBackCredits, type DbOrTx } from './credits.ts';
import { markDiscountUsed } from './discounts.ts';
import { CHECKOUT_WINDOW_MS, type ProviderPayment, type ProviderStatus } from './provider.ts';

export type PaymentRow = typeof payments.$inferSelect;

const DAY_MS = 86_400_000;

export function statusFromProvider(status: ProviderStatus): PaymentStatus {
  switch (status) {
    case 'open':
      return 'loading';
    case 'pending':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    case 'canceled':
      return 'cancelled';
  }
}

/**
 * The purchase side of a completed payment, inside the caller's transaction: grant the order's
 * credits once (ref = payment id), make a free member premium and use up the discount code. A
 * balance below zero (credits taken back, decision 130) is settled by the grant itself.
 */
async function completePurchase(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<void> {
  const [order] = await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, payment.orderId)).returning();
  if (!order) throw new Error(`order ${payment.orderId} of payment ${payment.id} not found`);
  await grantCredits(tx, { memberId: payment.memberId, amount: order.credits + order.bonus, reason: 'purchase', ref: payment.id, now });
  await tx.update(members).set({ paidUser: true }).where(and(eq(members.id, payment.memberId), eq(members.paidUser, false)));
  if (order.discountCode) await markDiscountUsed(tx, payment.memberId, order.discountCode, order.id, now);
}

/** The ledger reasons of a purchase's credits taken back (ref = payment id): at most one per payment. */
export const reversalReasons = ['refund', 'chargeback'] as const;

export interface Reversal {
  now: Date;
  kind: 'refund' | 'chargeback';
  /** whether the purchase's credits go back too (a late goodwill refund leaves them, decision 111) */
  takeCredits: boolean;
  /** the provider's id of our refund */
  refundRef?: string;
}

/**
 * Money went back to the payer: our refund or the provider's report of one, or a chargeback
 * (decisions 111, 130). Inside the caller's transaction, under the payment's row lock: marks the
 * payment once per kind, takes the purchase's credits back once per payment through the ledger
 * (the balance may go below zero; every spend is refused until a purchase settles it), and takes
 * premium away unless another purchase of the member still stands. Answers whether anything changed.
 */
export async function reversePurchase(tx: DbOrTx, paymentId: string, reversal: Reversal): Promise<boolean> {
  const { now, kind } = reversal;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.status !== 'completed') return false;
  const marked = kind === 'chargeback' ? payment.chargedBackAt !== null : payment.refundedAt !== null;
  if (marked && !(kind === 'refund' && reversal.refundRef && !payment.refundRef)) return false;
  await tx
    .update(payments)
    .set({
      refundedAt: payment.refundedAt ?? now,
      ...(kind === 'chargeback' ? { chargedBackAt: payment.chargedBackAt ?? now } : {}),
      ...(reversal.refundRef && !payment.refundRef ? { refundRef: reversal.refundRef } : {}),
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
  if (!reversal.takeCredits) return true;
  const [done] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.ref, paymentId), inArray(creditLedger.reason, [...reversalReasons])));
  if (done) return true;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return true;
  await takeBackCredits(tx, { memberId: payment.memberId, amount: order.credits + order.bonus, reason: kind, ref: paymentId, now });
  // SPEC §6: premium comes with a credit purchase; it goes with the last purchase that still stands
  await rows(
    tx,
    sql`UPDATE members SET paid_user = EXISTS (
          SELECT 1 FROM payments p WHERE p.member_id = ${payment.memberId} AND p.status = 'completed'
            AND NOT EXISTS (SELECT 1 FROM credit_ledger l WHERE l.ref = p.id AND l.reason IN ('refund', 'chargeback'))
        )
        WHERE id = ${payment.memberId} AND paid_user`,
  );
  return true;
}

async function saveMandate(tx: DbOrTx, payment: PaymentRow, mandate: { ref: string; label: string }, now: Date): Promise<void> {
  await tx
    .insert(savedPaymentMethods)
    .values({ memberId: payment.memberId, method: payment.method, label: mandate.label, provider: payment.provider, providerRef: mandate.ref, createdAt: now })
    .onConflictDoNothing();
}

export interface ApplyOptions {
  now: Date;
  refundDays: number;
  /** told after commit when the member's balance changed (credits granted or taken back) */
  onBalanceChanged?: (memberId: number) => void;
}

/**
 * Brings our payment in line with what the provider reports. Safe to run any number of times in
 * any order: completion is a conditional update (one winner, credits booked once per payment id),
 * a final state never goes back, and a paid payment always completes (money taken is credited).
 */
export async function applyProviderPayment(db: Db, paymentId: string, reported: Pick<ProviderPayment, 'status' | 'refunded' | 'mandate' | 'chargedBack'>, options: ApplyOptions): Promise<PaymentRow | undefined> {
  const { now } = options;
  const target = statusFromProvider(reported.status);
  let changed = false;
  await db.transaction(async (tx) => {
    if (target === 'completed') {
      const [won] = await tx
        .update(payments)
        .set({ status: 'completed', completedAt: now, updatedAt: now, checkoutUrl: null })
        .where(and(eq(payments.id, paymentId), ne(payments.status, 'completed')))
        .returning();
      if (won) {
        await completePurchase(tx, won, now);
        changed = true;
      }
    } else if (target === 'failed' || target === 'cancelled' || target === 'expired') {
      await tx
        .update(payments)
        .set({ status: target, updatedAt: now, checkoutUrl: null })
        .where(and(eq(payments.id, paymentId), notInArray(payments.status, ['completed', 'failed', 'cancelled', 'expired'])));
    } else if (target === 'pending') {
      await tx.update(payments).set({ status: 'pending', updatedAt: now }).where(and(eq(payments.id, paymentId), eq(payments.status, 'loading')));
    }
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!current) return;
    if (current.status === 'completed' && reported.mandate) await saveMandate(tx, current, reported.mandate, now);
    if (current.status === 'completed' && reported.chargedBack === true && !current.chargedBackAt) {
      // a chargeback takes the credits back whenever it comes (decision 111)
      changed = (await reversePurchase(tx, current.id, { now, kind: 'chargeback', takeCredits: true })) || changed;
    } else if (current.status === 'completed' && reported.refunded && !current.refundedAt && current.completedAt) {
      // a refund reported by the provider: within refund_days the credits go back too
      const inTime = now.getTime() - current.completedAt.getTime() <= options.refundDays * DAY_MS;
      changed = (await reversePurchase(tx, current.id, { now, kind: 'refund', takeCredits: inTime })) || changed;
    }
  });
  const [after] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (changed && after) options.onBalanceChanged?.(after.memberId);
  return after;
}

/** Payments still waiting on the payer or the bank. */
export const openStatuses: PaymentStatus[] = ['loading', 'pending'];
export const isOpen = (status: PaymentStatus): boolean => openStatuses.includes(status);

/**
 * A checkout the payer left open past the provider's window is expired (decision 176):
 * the member's payments still "loading" (waiting on the payer) and CHECKOUT_WINDOW_MS old or older,
 * in one conditional update, before their history or one of them is read.
 */
export async function expireAbandonedCheckouts(db: DbOrTx, memberId: number, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'expired', updatedAt: now, checkoutUrl: null })
    .where(and(eq(payments.memberId, memberId), eq(payments.status, 'loading'), lte(payments.createdAt, new Date(now.getTime() - CHECKOUT_WINDOW_MS))));
}
