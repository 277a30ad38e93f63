import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxCheckoutPath } from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { sandboxMandates, sandboxPayments, sandboxRefunds, type SandboxStatus } from '../db/schema.ts';
import { CHECKOUT_WINDOW_MS, ProviderError, type CreatePaymentInput, type PaymentProvider, type ProviderPayment, type ProviderRefund, type RefundInput } from './provider.ts';

/** "Pending, then paid": how long the sandbox bank takes to confirm. */
export const SANDBOX_SETTLE_MS = 5_000;

/** What the payer can choose on the sandbox checkout page. */
export const sandboxOutcomes = ['paid', 'failed', 'cancelled', 'pending'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

const recurringMethods = new Set(['creditcard', 'paypal', 'dankort', 'nexi', 'cartebancaire']);
const cardMethods = new Set(['creditcard', 'dankort', 'nexi', 'cartebancaire']);

type SandboxRow = typeof sandboxPayments.$inferSelect;

export interface SandboxDeps {
  db: Db;
  clock: () => Date;
}

function view(row: SandboxRow, origin: string): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    refunded: row.refunded || row.chargedBack,
    chargedBack: row.chargedBack,
    checkoutUrl: row.status === 'open' ? `${origin}${sandboxCheckoutPath(row.id)}` : null,
    mandate: row.status === 'paid' && row.mandateRef && row.cardLabel ? { ref: row.mandateRef, label: row.cardLabel } : null,
  };
}

/**
 * The built-in payment company: it keeps its own records, shows its own hosted checkout page
 * (server/payments/routes/sandbox-checkout.ts) and reports statuses the way a real provider does.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly deps: SandboxDeps) {}

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const { db, clock } = this.deps;
    const id = `sbx_${randomBytes(10).toString('hex')}`;
    let status: SandboxStatus = 'open';
    let cardLabel: string | null = null;
    let mandateRef: string | null = null;
    if (input.mandateRef !== undefined) {
      // A repeat payment on a saved mandate: charged at once, no payer involved.
      const [mandate] = await db.select().from(sandboxMandates).where(eq(sandboxMandates.ref, input.mandateRef));
      if (!mandate) throw new ProviderError('unknown mandate', 422);
      status = mandate.fails ? 'failed' : 'paid';
      cardLabel = mandate.label;
      mandateRef = mandate.ref;
    }
    const [row] = await db
      .insert(sandboxPayments)
      .values({
        id,
        amount: input.amount,
        currency: input.currency,
        method: input.method,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        status,
        cardLabel,
        mandateRef,
        createdAt: clock(),
      })
      .returning();
    if (!row) throw new ProviderError('sandbox insert returned nothing');
    return view(row, new URL(input.redirectUrl).origin);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const row = await this.find(providerPaymentId);
    if (!row) throw new ProviderError('unknown payment', 404);
    return view(await this.settleIfDue(row), new URL(row.redirectUrl).origin);
  }

  /** A payment as it stands now: settled or expired when its time has come (the checkout page shows this). */
  async current(providerPaymentId: string): Promise<SandboxRow | undefined> {
    const row = await this.find(providerPaymentId);
    return row && this.settleIfDue(row);
  }

  async find(providerPaymentId: string): Promise<SandboxRow | undefined> {
    const [row] = await this.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerPaymentId));
    return row;
  }

  /**
   * A pending payment becomes paid once its settle time has passed (the bank confirmed); an open one
   * expires after the checkout window, as a real provider's does (CHECKOUT_WINDOW_MS).
   */
  private async settleIfDue(row: SandboxRow): Promise<SandboxRow> {
    if (row.status === 'open' && row.createdAt.getTime() + CHECKOUT_WINDOW_MS <= this.deps.clock().getTime()) {
      const [expired] = await this.deps.db.update(sandboxPayments).set({ status: 'expired' }).where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.status, 'open'))).returning();
      return expired ?? row;
    }
    if (row.status !== 'pending' || !row.settleAt || row.settleAt.getTime() > this.deps.clock().getTime()) return row;
    const [updated] = await this.deps.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** The payer's choice on the checkout page. Only an open payment can be decided. */
  async choose(providerPaymentId: string, outcome: SandboxOutcome, card?: { brand: string; last4: string }): Promise<SandboxRow | null> {
    const row = await this.current(providerPaymentId);
    if (!row || row.status !== 'open') return null;
    const status: SandboxStatus = outcome === 'cancelled' ? 'canceled' : outcome;
    const reusable = (outcome === 'paid' || outcome === 'pending') && recurringMethods.has(row.method);
    let cardLabel: string | null = null;
    let mandateRef: string | null = null;
    if (reusable) {
      mandateRef = `sbx_mdt_${randomBytes(8).toString('hex')}`;
      cardLabel = cardMethods.has(row.method) && card ? `${card.brand} •••• ${card.last4}` : 'PayPal';
      await this.deps.db.insert(sandboxMandates).values({ ref: mandateRef, method: row.method, label: cardLabel });
    }
    const [updated] = await this.deps.db
      .update(sandboxPayments)
      .set({
        status,
        settleAt: outcome === 'pending' ? new Date(this.deps.clock().getTime() + SANDBOX_SETTLE_MS) : null,
        cardLabel,
        mandateRef,
      })
      .where(eq(sandboxPayments.id, row.id))
      .returning();
    return updated ?? null;
  }

  /**
   * Our refund (decision 130): recorded in the sandbox's own table, one per payment (its unique
   * index), so asking again answers the first refund. Only a paid payment can be refunded.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    const { db, clock } = this.deps;
    const row = await this.find(input.providerPaymentId);
    if (!row) throw new ProviderError('unknown payment', 404);
    const [earlier] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, row.id));
    if (earlier) return { id: earlier.id };
    if (row.status !== 'paid' || row.chargedBack) throw new ProviderError('payment cannot be refunded', 422);
    if (input.amount !== row.amount || input.currency !== row.currency) throw new ProviderError('full refunds only', 422);
    const id = `sbx_re_${randomBytes(8).toString('hex')}`;
    await db.insert(sandboxRefunds).values({ id, paymentId: row.id, amount: input.amount, currency: input.currency, description: input.description, createdAt: clock() }).onConflictDoNothing();
    await db.update(sandboxPayments).set({ refunded: true }).where(eq(sandboxPayments.id, row.id));
    const [stored] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, row.id));
    if (!stored) throw new ProviderError('sandbox refund vanished');
    return { id: stored.id };
  }

  /** The payer's bank takes the money back (a chargeback); the webhook tells us afterwards. */
  async chargeBack(providerPaymentId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .update(sandboxPayments)
      .set({ chargedBack: true })
      .where(eq(sandboxPayments.id, providerPaymentId))
      .returning({ id: sandboxPayments.id });
    return Boolean(row);
  }

  /** A refund made outside our console (the provider's dashboard), for tests of the webhook path. */
  async markRefunded(providerPaymentId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .update(sandboxPayments)
      .set({ refunded: true })
      .where(eq(sandboxPayments.id, providerPaymentId))
      .returning({ id: sandboxPayments.id });
    return Boolean(row);
  }

  /** Makes a saved mandate fail on its next use (an expired card), for tests. */
  async setMandateFails(ref: string, fails: boolean): Promise<void> {
    await this.deps.db.update(sandboxMandates).set({ fails }).where(eq(sandboxMandates.ref, ref));
  }
}
