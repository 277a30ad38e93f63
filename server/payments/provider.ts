import type { Currency, PaymentMethodId } from '../../src/contract/payments.ts';

/**
 * How long a hosted checkout stays payable (decision 176): Mollie expires an open payment after 15
 * minutes for most methods and after 3 hours for PayPal, the longest of the checkouts we offer (wire
 * transfers are ours and start as pending). After this a payment still "open" was abandoned: we
 * show it as expired. Should the provider report it paid after all, it completes (settle.ts).
 */
export const CHECKOUT_WINDOW_MS = 3 * 60 * 60_000;

/** What a payment company says about one payment, in its own terms mapped to ours. */
export type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  /** money went back to the payer (full refund or chargeback) */
  refunded: boolean;
  /** the money went back by the payer's bank (a chargeback), not as our refund (decision 111) */
  chargedBack?: boolean;
  /** the payer's hosted checkout while still open */
  checkoutUrl: string | null;
  /** a reusable mandate for repeat payments (card, PayPal, SEPA), when the provider made one */
  mandate: { ref: string; label: string } | null;
}

export interface CreatePaymentInput {
  /** our payment id, also sent as metadata */
  paymentId: string;
  amount: number;
  currency: Currency;
  method: PaymentMethodId;
  description: string;
  /** where the payer returns: our transaction page */
  redirectUrl: string;
  /** where the provider posts `id=<its payment id>` on every change */
  webhookUrl: string;
  /** charge a saved mandate without the payer (a repeat order) */
  mandateRef?: string;
  /** who pays: a provider with customers keeps one per member for mandates (Mollie) */
  payer?: { memberId: number; name: string; email: string; customerRef: string | null };
}

export interface RefundInput {
  /** our payment id (metadata, and the idempotency key: one full refund per payment) */
  paymentId: string;
  providerPaymentId: string;
  /** the full amount in minor units (decision 130: full refunds only) */
  amount: number;
  currency: Currency;
  description: string;
}

export interface ProviderRefund {
  /** the provider's refund id */
  id: string;
}

/**
 * A payment company. We never trust a webhook's body: it carries only the provider's payment id,
 * and we ask the provider for the status (getPayment), as real providers require.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Pays the money back (decision 130). Asking twice for the same payment never refunds twice. */
  refund(input: RefundInput): Promise<ProviderRefund>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
