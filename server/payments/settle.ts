import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { members, orders, paymentAccounts, payments, savedPaymentMethods } from '../db/schema.ts';
import { chargeCredits, grantCredits, type DbOrTx } from '../services/credits.ts';
import { markDiscountUsed } from './discounts.ts';
import type { ProviderPayment, ProviderStatus } from './provider.ts';

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
    case 'expired':
      return 'failed';
    case 'canceled':
      return 'cancelled';
  }
}

/**
 * The purchase side of a completed payment, inside the caller's transaction: grant the order's
 * credits once (ref = payment id), make a free member premium, use up the discount code, and
 * settle a refund debt from the new balance.
 */
async function completePurchase(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<void> {
  const [order] = await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, payment.orderId)).returning();
  if (!order) throw new Error(`order ${payment.orderId} of payment ${payment.id} not found`);
  await grantCredits(tx, { memberId: payment.memberId, amount: order.credits + order.bonus, reason: 'purchase', ref: payment.id, now });
  await tx.update(members).set({ paidUser: true }).where(and(eq(members.id, payment.memberId), eq(members.paidUser, false)));
  if (order.discountCode) await markDiscountUsed(tx, payment.memberId, order.discountCode, order.id, now);
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.memberId, payment.memberId)).for('update');
  if (account && account.creditDebt > 0) {
    const [member] = await tx.select({ credits: members.credits }).from(members).where(eq(members.id, payment.memberId));
    const take = Math.min(account.creditDebt, member?.credits ?? 0);
    if (take > 0) {
      const charged = await chargeCredits(tx, { memberId: payment.memberId, amount: take, reason: 'debt', ref: payment.id, now });
      if (charged.ok && !charged.alreadyBooked) {
        await tx
          .update(paymentAccounts)
          .set({ creditDebt: sql`${paymentAccounts.creditDebt} - ${take}` })
          .where(eq(paymentAccounts.memberId, payment.memberId));
      }
    }
  }
}

/**
 * A refund within refund_days takes the credits back; a chargeback takes them back whenever it
 * comes (issue 18, decision 111: the money is gone, so are the credits). The balance never goes
 * below zero: what it cannot cover becomes the member's credit debt, settled from the next purchase.
 */
async function refundPurchase(tx: DbOrTx, payment: PaymentRow, now: Date, refundDays: number, chargedBack: boolean): Promise<void> {
  const [marked] = await tx
    .update(payments)
    .set({ refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), isNull(payments.refundedAt), eq(payments.status, 'completed')))
    .returning();
  if (!marked?.completedAt) return;
  if (!chargedBack && now.getTime() - marked.completedAt.getTime() > refundDays * DAY_MS) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return;
  const total = order.credits + order.bonus;
  const [member] = await tx.select({ credits: members.credits }).from(members).where(eq(members.id, payment.memberId)).for('update');
  const take = Math.min(total, member?.credits ?? 0);
  if (take > 0) await chargeCredits(tx, { memberId: payment.memberId, amount: take, reason: 'refund', ref: payment.id, now });
  const debt = total - take;
  if (debt > 0) {
    await tx
      .insert(paymentAccounts)
      .values({ memberId: payment.memberId, creditDebt: debt })
      .onConflictDoUpdate({ target: paymentAccounts.memberId, set: { creditDebt: sql`${paymentAccounts.creditDebt} + ${debt}` } });
  }
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
    } else if (target === 'failed' || target === 'cancelled') {
      await tx
        .update(payments)
        .set({ status: target, updatedAt: now, checkoutUrl: null })
        .where(and(eq(payments.id, paymentId), notInArray(payments.status, ['completed', 'failed', 'cancelled'])));
    } else if (target === 'pending') {
      await tx.update(payments).set({ status: 'pending', updatedAt: now }).where(and(eq(payments.id, paymentId), eq(payments.status, 'loading')));
    }
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!current) return;
    if (current.status === 'completed' && reported.mandate) await saveMandate(tx, current, reported.mandate, now);
    if (current.status === 'completed' && reported.refunded && !current.refundedAt) {
      await refundPurchase(tx, current, now, options.refundDays, reported.chargedBack === true);
      changed = true;
    }
  });
  const [after] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (changed && after) options.onBalanceChanged?.(after.memberId);
  return after;
}

/** Payments still waiting on the payer or the bank. */
export const openStatuses: PaymentStatus[] = ['loading', 'pending'];
export const isOpen = (status: PaymentStatus): boolean => openStatuses.includes(status);
