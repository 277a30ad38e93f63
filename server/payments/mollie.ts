import { createMollieClient, MollieApiError as ApiError, SequenceType, type PaymentMethod } from '@mollie/api-client';
import { z } from 'zod';
import type { PaymentMethodId } from '../../src/contract/payments.ts';
import { ProviderError, type CreatePaymentInput, type PaymentProvider, type ProviderPayment, type ProviderRefund, type ProviderStatus, type RefundInput } from './provider.ts';

/** The parts of Mollie's payment object (API v2, GET/POST /v2/payments) we rely on. */
const MollieAmount = z.object({ currency: z.string(), value: z.string() });
export const MolliePayment = z.object({
  resource: z.literal('payment'),
  id: z.string(),
  status: z.enum(['open', 'canceled', 'pending', 'authorized', 'expired', 'failed', 'paid']),
  amount: MollieAmount,
  amountRefunded: MollieAmount.optional(),
  amountChargedBack: MollieAmount.optional(),
  method: z.string().nullable().optional(),
  customerId: z.string().nullable().optional(),
  mandateId: z.string().nullable().optional(),
  details: z
    .object({ cardNumber: z.string().optional(), cardLabel: z.string().nullable().optional(), consumerAccount: z.string().optional() })
    .passthrough()
    .nullable()
    .optional(),
  _links: z.object({ checkout: z.object({ href: z.string() }).optional() }).passthrough(),
});
export type MolliePayment = z.infer<typeof MolliePayment>;

/** The parts of Mollie's refund object (POST /v2/payments/{id}/refunds) we rely on. */
const MollieRefund = z.object({
  resource: z.literal('refund'),
  id: z.string(),
  status: z.enum(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled']),
  amount: MollieAmount,
});

/** Mollie's method names; card schemes sold as our own methods go through Mollie's creditcard. */
export const mollieMethod: Record<PaymentMethodId, string> = {
  creditcard: 'creditcard', dankort: 'creditcard', nexi: 'creditcard', cartebancaire: 'creditcard',
  paypal: 'paypal', applepay: 'applepay', directdebit: 'directdebit', wiretransfer: 'banktransfer',
  paysafecard: 'paysafecard', ideal: 'ideal', bancontact: 'bancontact', blik: 'blik', przelewy24: 'przelewy24',
  swish: 'swish', vipps: 'vipps', mobilepay: 'mobilepay', twint: 'twint', satispay: 'satispay', eps: 'eps',
  giropay: 'giropay', sofort: 'sofort',
};

/** 1999 → '19.99' (every currency we sell in has two decimals). */
export function mollieValue(minor: number): string {
  return (minor / 100).toFixed(2);
}

function statusOf(p: MolliePayment): ProviderStatus {
  return p.status === 'authorized' ? 'pending' : p.status;
}

function positive(amount: z.infer<typeof MollieAmount> | undefined): boolean {
  return amount !== undefined && Number(amount.value) > 0;
}

function toProviderPayment(p: MolliePayment): ProviderPayment {
  const last4 = p.details?.cardNumber?.slice(-4);
  const label = p.details?.cardLabel && last4 ? `${p.details.cardLabel} •••• ${last4}` : p.method === 'paypal' ? 'PayPal' : null;
  return {
    id: p.id,
    status: statusOf(p),
    refunded: positive(p.amountRefunded) || positive(p.amountChargedBack),
    chargedBack: positive(p.amountChargedBack),
    checkoutUrl: p._links.checkout?.href ?? null,
    mandate: p.status === 'paid' && p.customerId && p.mandateId && label ? { ref: `${p.customerId}:${p.mandateId}`, label } : null,
  };
}

type MollieClient = ReturnType<typeof createMollieClient>;

export interface MollieDeps {
  apiKey: string;
  /** https://api.mollie.com, or a local stand-in in tests */
  baseUrl: string;
}

/** Methods whose first payment leaves a mandate we offer for one-click repeat orders (card, PayPal). */
const mandateMethods: ReadonlySet<string> = new Set(['creditcard', 'paypal']);

function providerErrorOf(error: unknown): ProviderError {
  if (error instanceof ApiError) return new ProviderError(`mollie ${error.statusCode ?? '?'}: ${error.message}`, error.statusCode);
  return new ProviderError(`mollie unreachable: ${String(error)}`);
}

function parsePayment(payment: unknown): MolliePayment {
  // The client answers its Payment class: the API's fields as own properties plus helper methods.
  const parsed = MolliePayment.safeParse({ ...(payment as object) });
  if (!parsed.success) throw new ProviderError('mollie answered an unexpected payment object');
  return parsed.data;
}

/**
 * Mollie through its official client (@mollie/api-client): payments, and customers for the first
 * payment of a method that can leave a mandate, so that a repeat order is charged without the payer
 * (sequenceType first → recurring on the saved customer:mandate pair).
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;
  constructor(deps: MollieDeps) {
    this.client = createMollieClient({ apiKey: deps.apiKey, apiEndpoint: `${deps.baseUrl.replace(/\/$/, '')}/v2/` });
  }

  private async customerFor(input: CreatePaymentInput): Promise<string | null> {
    if (!input.payer || !mandateMethods.has(mollieMethod[input.method])) return null;
    if (input.payer.customerRef) return input.payer.customerRef;
    const customer = await this.client.customers.create({
      name: input.payer.name,
      email: input.payer.email,
      metadata: { member_id: input.payer.memberId },
    });
    return customer.id;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    try {
      const [savedCustomer, mandateId] = input.mandateRef?.split(':') ?? [];
      const base = {
        amount: { currency: input.currency, value: mollieValue(input.amount) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: mollieMethod[input.method] as PaymentMethod,
        metadata: { payment_id: input.paymentId },
      };
      let sequence: { sequenceType?: SequenceType; customerId?: string; mandateId?: string } = {};
      if (savedCustomer && mandateId) {
        sequence = { sequenceType: SequenceType.recurring, customerId: savedCustomer, mandateId };
      } else {
        const customerId = await this.customerFor(input);
        if (customerId) sequence = { sequenceType: SequenceType.first, customerId };
      }
      return toProviderPayment(parsePayment(await this.client.payments.create({ ...base, ...sequence })));
    } catch (error) {
      throw error instanceof ProviderError ? error : providerErrorOf(error);
    }
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    if (!/^tr_\w+$/.test(providerPaymentId)) throw new ProviderError('not a Mollie payment id', 404);
    try {
      return toProviderPayment(parsePayment(await this.client.payments.get(providerPaymentId)));
    } catch (error) {
      throw error instanceof ProviderError ? error : providerErrorOf(error);
    }
  }

  /**
   * Our refund through Mollie's refunds API (POST /v2/payments/{id}/refunds, the client's
   * paymentRefunds.create): the full amount, our payment id as metadata, and an idempotency key
   * of the payment, so a retried call is one refund (decision 130).
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (!/^tr_\w+$/.test(input.providerPaymentId)) throw new ProviderError('not a Mollie payment id', 404);
    try {
      const refund = await this.client.paymentRefunds.create({
        paymentId: input.providerPaymentId,
        amount: { currency: input.currency, value: mollieValue(input.amount) },
        description: input.description,
        metadata: { payment_id: input.paymentId },
        idempotencyKey: `refund-${input.paymentId}`,
      });
      const parsed = MollieRefund.safeParse({ ...(refund as object) });
      if (!parsed.success) throw new ProviderError('mollie answered an unexpected refund object');
      if (parsed.data.status === 'failed' || parsed.data.status === 'canceled') throw new ProviderError(`mollie refund ${parsed.data.status}`, 422);
      return { id: parsed.data.id };
    } catch (error) {
      throw error instanceof ProviderError ? error : providerErrorOf(error);
    }
  }
}
