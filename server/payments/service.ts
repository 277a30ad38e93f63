import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { finalPaymentStatuses, paymentApi, type PayRequest, type Transaction } from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { orders, payments, savedPaymentMethods } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberRow } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';
import { checkDirectDebitAllowed } from './directDebit.ts';
import { checkDiscount, requireClaim } from './discounts.ts';
import { offeredMethods } from './methodOffers.ts';
import { ownOrder } from './orders.ts';
import type { PaymentProvider } from './provider.ts';
import { applyProviderPayment, expireAbandonedCheckouts, type PaymentRow } from './settle.ts';

/** Where wire transfers go (the company's account); the reference identifies the payment. */
export const wireAccount = { account_holder: 'Wavelength Interactive B.V.', iban: 'NL02ABNA0123456789', bic: 'ABNANL2A' };

export interface PaymentServiceDeps {
  db: Db;
  clock: () => Date;
  /**
   * the provider that takes new checkout payments (Mollie with MOLLIE_API_KEY, else the sandbox in
   * demo mode); null when neither: paying answers `payments_unavailable`
   */
  provider: PaymentProvider | null;
  /** every enabled provider by name, for payments made before a switch (the sandbox in demo mode only) */
  providers: Partial<Record<PaymentRow['provider'], PaymentProvider>>;
  /** a purchase or refund changed a member's balance (pokes their open apps) */
  onBalanceChanged?: (memberId: number) => void;
}

export function transactionAnswer(row: PaymentRow, credits: number): Transaction {
  return {
    payment_id: row.id,
    order_id: row.orderId,
    credits,
    amount: row.amount,
    currency: row.currency,
    paymentmethod: row.method,
    country: row.country,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    checkout_url: row.status === 'loading' ? row.checkoutUrl : null,
    bank_details: row.wireReference ? { ...wireAccount, reference: row.wireReference } : null,
    recurring_failed: row.recurring && row.status === 'failed',
  };
}

function wireReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `FW-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  private refundDays(site: SiteRow): number {
    return site.settings.refund_days;
  }

  async creditsOf(payment: PaymentRow): Promise<number> {
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, payment.orderId));
    return order ? order.credits + order.bonus : 0;
  }

  async answer(payment: PaymentRow): Promise<Transaction> {
    return transactionAnswer(payment, await this.creditsOf(payment));
  }

  /** The provider's customer of this member, from a mandate saved earlier (`customer:mandate`). */
  private async customerRefOf(memberId: number, provider: PaymentRow['provider']): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ ref: savedPaymentMethods.providerRef })
      .from(savedPaymentMethods)
      .where(and(eq(savedPaymentMethods.memberId, memberId), eq(savedPaymentMethods.provider, provider)))
      .limit(1);
    const customer = row?.ref.split(':')[0];
    return customer ? customer : null;
  }

  /** Starts paying an order: one payment per idempotency key (a double click pays once). */
  async pay(site: SiteRow, member: MemberRow, request: PayRequest, origin: string): Promise<PaymentRow> {
    const { db, clock } = this.deps;
    const [existing] = await db.select().from(payments).where(and(eq(payments.memberId, member.id), eq(payments.idempotencyKey, request.idempotency_key)));
    if (existing) return existing;
    // no payment company (production without MOLLIE_API_KEY): nothing is taken, no
    // credits, not even a wire transfer to the demo account or a saved mandate
    if (!this.deps.provider) throw new ApiFailure(422, 'payments_unavailable');
    const order = await ownOrder(db, member.id, request.order_id);
    if (order.status === 'paid') throw new ApiFailure(409, 'order_paid');
    if (!(await offeredMethods(db, site.id, order.country)).includes(request.method) || request.method === 'directdebit' && request.saved_method_id === undefined) {
      throw new ApiFailure(422, 'method_unavailable');
    }
    const now = clock();
    const code = order.discountCode ? await checkDiscount(db, order.discountCode, { member, siteId: site.id, now, method: request.method, country: order.country }) : null;

    let saved: typeof savedPaymentMethods.$inferSelect | undefined;
    if (request.saved_method_id !== undefined) {
      [saved] = await db.select().from(savedPaymentMethods).where(and(eq(savedPaymentMethods.id, request.saved_method_id), eq(savedPaymentMethods.memberId, member.id)));
      if (!saved || saved.method !== request.method) throw new ApiFailure(404, 'not_found');
      if (saved.provider === 'directdebit') await checkDirectDebitAllowed(db, member.id, order.amount, now);
    }
    const isWire = request.method === 'wiretransfer';
    const providerName: PaymentRow['provider'] = isWire ? 'wire' : saved ? (saved.provider as PaymentRow['provider']) : this.deps.provider.name;
    // a saved method of a provider that is not enabled (a sandbox card once demo mode is
    // off) is never charged, nor a sandbox card once Mollie takes the payments
    const savedSandboxAfterSwitch = providerName === 'sandbox' && this.deps.provider.name !== 'sandbox';
    if (savedSandboxAfterSwitch || (providerName !== 'wire' && providerName !== 'directdebit' && !this.deps.providers[providerName])) {
      throw new ApiFailure(422, 'payments_unavailable');
    }
    const id = uuidv7();
    // decision 111: the order must still hold its discount claim and be open, judged
    // after locking the claim and the order, in the payment's own transaction
    const inserted = await db.transaction(async (tx) => {
      if (code) await requireClaim(tx, member.id, code, order.id);
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
      if (current?.status === 'paid') throw new ApiFailure(409, 'order_paid');
      if (current?.status === 'cancelled') throw new ApiFailure(409, 'discount_used');
      return tx
        .insert(payments)
        .values({
          id,
          memberId: member.id,
          orderId: order.id,
          idempotencyKey: request.idempotency_key,
          provider: providerName,
          method: request.method,
          status: isWire ? 'pending' : 'loading',
          amount: order.amount,
          currency: order.currency,
          country: order.country,
          wireReference: isWire ? wireReference() : null,
          savedMethodId: saved?.id ?? null,
          recurring: saved !== undefined,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
    });
    const payment = inserted[0];
    if (!payment) {
      const [raced] = await db.select().from(payments).where(and(eq(payments.memberId, member.id), eq(payments.idempotencyKey, request.idempotency_key)));
      if (!raced) throw new Error('payment insert vanished');
      return raced;
    }
    if (isWire) return payment;
    if (providerName === 'directdebit') return this.chargeDirectDebitMandate(site, payment);
    const provider = this.deps.providers[providerName];
    if (!provider) throw new ApiFailure(422, 'method_unavailable');
    try {
      const created = await provider.createPayment({
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        description: `${order.credits + order.bonus} credits (${site.name})`,
        redirectUrl: `${origin}/transactions/${payment.id}`,
        webhookUrl: `${origin}${paymentApi.webhook}`,
        ...(saved ? { mandateRef: saved.providerRef } : {}),
        payer: { memberId: member.id, name: member.name, email: member.email, customerRef: await this.customerRefOf(member.id, providerName) },
      });
      await db.update(payments).set({ providerPaymentId: created.id, checkoutUrl: created.checkoutUrl, updatedAt: clock() }).where(eq(payments.id, payment.id));
      const after = await applyProviderPayment(db, payment.id, created, { now: clock(), refundDays: this.refundDays(site), onBalanceChanged: this.deps.onBalanceChanged });
      return after ?? payment;
    } catch (error) {
      await db.update(payments).set({ status: 'failed', updatedAt: clock() }).where(eq(payments.id, payment.id));
      throw error;
    }
  }

  /** A repeat payment on a confirmed SEPA mandate: collected by us, booked at once. */
  private async chargeDirectDebitMandate(site: SiteRow, payment: PaymentRow): Promise<PaymentRow> {
    const after = await applyProviderPayment(this.deps.db, payment.id, { status: 'paid', refunded: false, mandate: null }, { now: this.deps.clock(), refundDays: this.refundDays(site), onBalanceChanged: this.deps.onBalanceChanged });
    return after ?? payment;
  }

  /** Asks the provider for the status of a payment that is not final yet (return from checkout, webhook). */
  async refresh(site: SiteRow, payment: PaymentRow, force = false): Promise<PaymentRow> {
    if (!payment.providerPaymentId) return payment;
    // an expired checkout is asked once more on the payer's return: a late payment still completes
    if (!force && payment.status !== 'expired' && finalPaymentStatuses.includes(payment.status)) return payment;
    const provider = this.deps.providers[payment.provider];
    if (!provider) return payment;
    const reported = await provider.getPayment(payment.providerPaymentId);
    return (await applyProviderPayment(this.deps.db, payment.id, reported, { now: this.deps.clock(), refundDays: this.refundDays(site), onBalanceChanged: this.deps.onBalanceChanged })) ?? payment;
  }

  /** The provider's webhook: only its payment id is trusted; the status comes from asking it. */
  async webhook(site: SiteRow, providerPaymentId: string): Promise<void> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
    if (!payment) return;
    await this.refresh(site, payment, true);
  }

  async ownPayment(memberId: number, paymentId: string): Promise<PaymentRow> {
    await expireAbandonedCheckouts(this.deps.db, memberId, this.deps.clock());
    const [row] = await this.deps.db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.memberId, memberId)));
    if (!row) throw new ApiFailure(404, 'not_found');
    return row;
  }

  async history(memberId: number): Promise<Transaction[]> {
    await expireAbandonedCheckouts(this.deps.db, memberId, this.deps.clock());
    const rows = await this.deps.db
      .select({ payment: payments, credits: orders.credits, bonus: orders.bonus })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.memberId, memberId))
      .orderBy(desc(payments.createdAt))
      .limit(50);
    return rows.map((r) => transactionAnswer(r.payment, r.credits + r.bonus));
  }

  /** A wire transfer arrived with this reference (bank statement import, or the test fixture). */
  async registerWire(site: SiteRow, reference: string): Promise<PaymentRow | undefined> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.wireReference, reference));
    if (!payment) return undefined;
    return applyProviderPayment(this.deps.db, payment.id, { status: 'paid', refunded: false, mandate: null }, { now: this.deps.clock(), refundDays: this.refundDays(site), onBalanceChanged: this.deps.onBalanceChanged });
  }
}
