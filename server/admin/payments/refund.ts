import { and, eq } from 'drizzle-orm';
import type { AdminPayment } from '../../../src/contract/adminPayments.ts';
import type { Db } from '../../db/connect.ts';
import { creditLedger, members, payments, sites } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { ProviderError, type PaymentProvider } from '../../payments/provider.ts';
import { reversePurchase } from '../../payments/settle.ts';
import { writeAudit } from '../../staff/audit.ts';
import type { StaffIdentity } from '../../staff/guard.ts';
import { paymentView, REFUND_CLAIM_MS, type ViewOptions } from './query.ts';

const DAY_MS = 86_400_000;

export interface RefundDeps {
  db: Db;
  clock: () => Date;
  providers: Partial<Record<string, PaymentProvider>>;
  /** after commit: the member's balance changed (pokes their open apps) */
  onBalanceChanged?: (memberId: number) => void;
  log: { warn: (obj: object, msg: string) => void };
}

type Claim = { kind: 'done' } | { kind: 'claimed'; provider: PaymentProvider; providerPaymentId: string; memberId: number; amount: number; currency: AdminPayment['currency']; siteName: string };

/**
 * An admin's full refund (decision 130), in three steps so that no transaction waits on the
 * provider: (1) under the payment's row lock, judge it (completed, not refunded or charged back,
 * inside the member's site's refund_days, a provider that refunds) and claim it; a second click
 * waits for the lock and finds the claim or the refund; (2) ask the provider (its own idempotency:
 * one refund per payment); (3) take the credits back through the ledger, mark the payment and
 * write the audit entry in one transaction. A provider's refusal releases the claim (audited too).
 */
export async function refundPayment(deps: RefundDeps, staff: StaffIdentity, paymentId: string, reason: string, view: ViewOptions): Promise<{ payment: AdminPayment; refundedNow: boolean }> {
  const { db, clock } = deps;
  const claimedAt = clock();
  const claim = await db.transaction(async (tx): Promise<Claim> => {
    const [found] = await tx
      .select({ payment: payments, refundDays: sites.settings, siteName: sites.name })
      .from(payments)
      .innerJoin(members, eq(members.id, payments.memberId))
      .innerJoin(sites, eq(sites.id, members.siteId))
      .where(eq(payments.id, paymentId))
      .for('update', { of: payments });
    if (!found) throw new ApiFailure(404, 'not_found');
    const p = found.payment;
    if (p.refundedAt !== null && p.refundRef !== null) return { kind: 'done' };
    if (p.status !== 'completed' || !p.completedAt || p.refundedAt !== null || p.chargedBackAt !== null) throw new ApiFailure(409, 'not_refundable');
    if (p.refundRequestedAt && claimedAt.getTime() - p.refundRequestedAt.getTime() < REFUND_CLAIM_MS) throw new ApiFailure(409, 'refund_pending');
    const provider = deps.providers[p.provider];
    if (!provider || !p.providerPaymentId) throw new ApiFailure(409, 'not_refundable');
    if (claimedAt.getTime() > p.completedAt.getTime() + found.refundDays.refund_days * DAY_MS) throw new ApiFailure(409, 'refund_expired');
    await tx.update(payments).set({ refundRequestedAt: claimedAt }).where(eq(payments.id, p.id));
    return { kind: 'claimed', provider, providerPaymentId: p.providerPaymentId, memberId: p.memberId, amount: p.amount, currency: p.currency, siteName: found.siteName };
  });

  if (claim.kind === 'claimed') {
    let refundRef: string;
    try {
      refundRef = (
        await claim.provider.refund({
          paymentId,
          providerPaymentId: claim.providerPaymentId,
          amount: claim.amount,
          currency: claim.currency,
          description: `Refund (${claim.siteName})`,
        })
      ).id;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn({ err: error, paymentId }, 'provider refused a refund');
      await db.transaction(async (tx) => {
        await tx.update(payments).set({ refundRequestedAt: null }).where(eq(payments.id, paymentId));
        await writeAudit(tx, { staffId: staff.id, action: 'payment.refund_failed', targetKind: 'payment', targetId: paymentId, after: { reason, provider_error: error.message }, at: clock() });
      });
      throw new ApiFailure(502, 'refund_failed');
    }
    const now = clock();
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ credits: members.credits, paidUser: members.paidUser }).from(members).where(eq(members.id, claim.memberId));
      await reversePurchase(tx, paymentId, { now, kind: 'refund', takeCredits: true, refundRef });
      // the staff member's reason stays with the refund's ledger line, as an adjustment's does; the
      // audit keeps only its length (decision 167), and an erasure clears it with the member's data
      await tx
        .update(creditLedger)
        .set({ note: reason })
        .where(and(eq(creditLedger.memberId, claim.memberId), eq(creditLedger.reason, 'refund'), eq(creditLedger.ref, paymentId)));
      const [after] = await tx.select({ credits: members.credits, paidUser: members.paidUser }).from(members).where(eq(members.id, claim.memberId));
      await writeAudit(tx, {
        staffId: staff.id,
        action: 'payment.refund',
        targetKind: 'payment',
        targetId: paymentId,
        before: { member_id: claim.memberId, credits: before?.credits, paid_user: before?.paidUser },
        after: { reason, amount: claim.amount, currency: claim.currency, refund_ref: refundRef, credits: after?.credits, paid_user: after?.paidUser },
        at: now,
      });
    });
    deps.onBalanceChanged?.(claim.memberId);
  }
  const payment = await paymentView(db, paymentId, { ...view, now: clock() });
  if (!payment) throw new ApiFailure(404, 'not_found');
  return { payment, refundedNow: claim.kind === 'claimed' };
}
