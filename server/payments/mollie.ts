import { z } from 'zod';
import type { PaymentMethodId } from '../../src/contract/payments.ts';
import { ProviderError, type CreatePaymentInput, type PaymentProvider, type ProviderPayment, type ProviderStatus } from './provider.ts';

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
    checkoutUrl: p._links.checkout?.href ?? null,
    mandate: p.status === 'paid' && p.customerId && p.mandateId && label ? { ref: `${p.customerId}:${p.mandateId}`, label } : null,
  };
}

export interface MollieDeps {
  apiKey: string;
  /** https://api.mollie.com, or a local fake in tests */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

/** A small typed client for Mollie's documented create-payment and get-payment endpoints. */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly fetch: typeof globalThis.fetch;
  constructor(private readonly deps: MollieDeps) {
    this.fetch = deps.fetch ?? globalThis.fetch;
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<MolliePayment> {
    let res: Response;
    try {
      res = await this.fetch(`${this.deps.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${this.deps.apiKey}`,
          accept: 'application/hal+json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError(`mollie unreachable: ${String(error)}`);
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const detail = typeof json === 'object' && json && 'detail' in json ? String(json.detail) : res.statusText;
      throw new ProviderError(`mollie ${res.status}: ${detail}`, res.status);
    }
    const parsed = MolliePayment.safeParse(json);
    if (!parsed.success) throw new ProviderError('mollie answered an unexpected payment object');
    return parsed.data;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const [customerId, mandateId] = input.mandateRef?.split(':') ?? [];
    const body = {
      amount: { currency: input.currency, value: mollieValue(input.amount) },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      method: mollieMethod[input.method],
      metadata: { payment_id: input.paymentId },
      ...(customerId && mandateId ? { sequenceType: 'recurring', customerId, mandateId } : {}),
    };
    return toProviderPayment(await this.call('/v2/payments', { method: 'POST', body }));
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    if (!/^tr_\w+$/.test(providerPaymentId)) throw new ProviderError('not a Mollie payment id', 404);
    return toProviderPayment(await this.call(`/v2/payments/${providerPaymentId}`, { method: 'GET' }));
  }
}
