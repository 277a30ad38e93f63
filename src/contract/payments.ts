import { z } from 'zod';

/**
 * Credits shop, orders, payments, discount codes and direct debit. Amounts are whole
 * minor units (cents, øre, grosz…) of `currency`; the UI formats them with Intl.NumberFormat.
 */
export const paymentApi = {
  credits: '/api/credits.php',
  /** the public price list (visitors too): SPEC §2 /pricing */
  pricing: '/api/pricing.php',
  order: '/api/order.php',
  pay: '/api/pay.php',
  transaction: '/api/transaction.php',
  transactions: '/api/transactions.php',
  webhook: '/api/payment-webhook.php',
  discountCode: '/api/discountcode.php',
  timeBonus: '/api/time-bonus.php',
  directDebit: '/api/directdebit.php',
  directDebitConfirm: '/api/directdebit-confirm.php',
  devSms: '/dev/sms',
  /** the demo sandbox's hosted checkout of one payment, and its style sheet (server pages) */
  sandboxCheckout: '/sandbox-checkout/:id',
  sandboxCheckoutCss: '/sandbox-checkout/checkout.css',
} as const;

/** The sandbox checkout page of a provider payment id. */
export const sandboxCheckoutPath = (id: string): string => paymentApi.sandboxCheckout.replace(':id', id);

export const currencies = ['EUR', 'DKK', 'SEK', 'NOK', 'PLN', 'CHF', 'GBP', 'USD'] as const;
export const Currency = z.enum(currencies);
export type Currency = z.infer<typeof Currency>;

/** The currency of each member country the sites serve. */
export const currencyByCountry: Record<string, Currency> = {
  GB: 'GBP', US: 'USD', DK: 'DKK', SE: 'SEK', NO: 'NOK', PL: 'PLN', CH: 'CHF',
  DE: 'EUR', NL: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', AT: 'EUR', BE: 'EUR', FI: 'EUR', IE: 'EUR',
};

export const paymentMethodIds = [
  'creditcard', 'paypal', 'applepay', 'directdebit', 'wiretransfer', 'paysafecard',
  'ideal', 'bancontact', 'blik', 'przelewy24', 'swish', 'vipps', 'mobilepay', 'twint', 'satispay',
  'eps', 'giropay', 'sofort', 'dankort', 'nexi', 'cartebancaire',
] as const;
export const PaymentMethodId = z.enum(paymentMethodIds);
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;

/** Where each method works (SPEC §9); `null` = every country. */
export const paymentMethodCountries: Record<PaymentMethodId, readonly string[] | null> = {
  creditcard: null,
  paypal: null,
  applepay: null,
  paysafecard: null,
  wiretransfer: null,
  directdebit: ['DE', 'NL', 'AT', 'BE', 'FR', 'ES', 'IT', 'FI', 'IE'],
  ideal: ['NL'],
  bancontact: ['BE'],
  blik: ['PL'],
  przelewy24: ['PL'],
  swish: ['SE'],
  vipps: ['NO'],
  mobilepay: ['DK', 'FI'],
  twint: ['CH'],
  satispay: ['IT'],
  eps: ['AT'],
  giropay: ['DE'],
  sofort: ['DE'],
  dankort: ['DK'],
  nexi: ['IT'],
  cartebancaire: ['FR'],
};

export function methodsForCountry(country: string): PaymentMethodId[] {
  return paymentMethodIds.filter((id) => {
    const where = paymentMethodCountries[id];
    return where === null || where.includes(country);
  });
}

export const cardBrands = ['visa', 'mastercard', 'amex', 'maestro'] as const;

export const PaymentMethodInfo = z.object({
  id: PaymentMethodId,
  /** card brands accepted (creditcard only) */
  brands: z.array(z.enum(cardBrands)),
  /** the browser must support it (Apple Pay: window.ApplePaySession) */
  needs: z.enum(['applepay']).nullable(),
  /** payments can be repeated later without the payer (cards, PayPal, direct debit) */
  recurring: z.boolean(),
});
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfo>;

export const BundleLabel = z.enum(['most_popular', 'best_value']);
export const Bundle = z.object({
  id: z.number().int(),
  credits: z.number().int().positive(),
  bonus: z.number().int().nonnegative(),
  price: z.number().int().positive(),
  currency: Currency,
  label: BundleLabel.nullable(),
});
export type Bundle = z.infer<typeof Bundle>;

// SPEC §4 names loading, pending, completed, failed and cancelled; 'expired' is a checkout the payer
// left open past the provider's window (decision 176)
export const PaymentStatus = z.enum(['loading', 'pending', 'completed', 'failed', 'cancelled', 'expired']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const finalPaymentStatuses: readonly PaymentStatus[] = ['completed', 'failed', 'cancelled', 'expired'];

export const SavedMethod = z.object({
  id: z.number().int(),
  method: PaymentMethodId,
  /** e.g. 'Visa •••• 4242', 'PayPal', 'NL91 •••• 4300' */
  label: z.string(),
});
export type SavedMethod = z.infer<typeof SavedMethod>;

export const OrderStatus = z.enum(['open', 'paid', 'cancelled']);
export const Order = z.object({
  id: z.number().int(),
  bundle_id: z.number().int(),
  credits: z.number().int(),
  bonus: z.number().int(),
  amount: z.number().int().nonnegative(),
  original_amount: z.number().int().nonnegative(),
  currency: Currency,
  discount_code: z.string().nullable(),
  discount_percentage: z.number().nullable(),
  status: OrderStatus,
  created_at: z.string(),
});
export type Order = z.infer<typeof Order>;

export const BankDetails = z.object({
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
});
export type BankDetails = z.infer<typeof BankDetails>;

/** A payment as the member sees it (SPEC §3 Payment: payment_id, credits, paymentmethod, country). */
export const Transaction = z.object({
  payment_id: z.string(),
  order_id: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: Currency,
  paymentmethod: PaymentMethodId,
  country: z.string(),
  status: PaymentStatus,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** the provider's hosted checkout while the payer still has to act */
  checkout_url: z.string().nullable(),
  bank_details: BankDetails.nullable(),
  /** a repeated payment with a saved method that failed: the UI offers card entry or checkout */
  recurring_failed: z.boolean(),
});
export type Transaction = z.infer<typeof Transaction>;

export const DiscountCode = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number(),
  percentage: z.number(),
  currency: Currency.nullable(),
  minimum_order_value: z.number().int().nullable(),
  minimum: z.number().int().nullable(),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(['once', 'unlimited']),
  expired: z.boolean(),
  paymentmethods: z.array(PaymentMethodId).nullable(),
  /** a code that adds credits to the order instead of a percentage off (decision 128; value_percentage is then 0) */
  bonus_credits: z.number().int().positive().nullable().optional(),
});
export type DiscountCode = z.infer<typeof DiscountCode>;

/** GET /api/discountcode.php?code=… stores the code for the member; ?welcome=true answers the welcome offer. */
export const DiscountCodeQuery = z.object({
  code: z.string().trim().min(1).max(40).optional(),
  welcome: z.enum(['true', '1']).optional(),
});
export const DiscountCodeAnswer = z.object({ discountcode: DiscountCode });
export type DiscountCodeAnswer = z.infer<typeof DiscountCodeAnswer>;

export const TimeBonus = z.object({
  code: z.string(),
  percentage: z.number(),
  /** seconds left at answer time */
  remaining_s: z.number().int().nonnegative(),
  ends_at: z.string(),
});
export type TimeBonus = z.infer<typeof TimeBonus>;
export const TimeBonusAnswer = z.object({ time_bonus: TimeBonus.nullable() });
export type TimeBonusAnswer = z.infer<typeof TimeBonusAnswer>;

/** GET /api/credits.php */
export const CreditsAnswer = z.object({
  country: z.string(),
  currency: Currency,
  bundles: z.array(Bundle),
  methods: z.array(PaymentMethodInfo),
  /** credits one message costs, and its price in the local currency (minor units) */
  message_price: z.object({ credits: z.number().int(), amount: z.number().int(), currency: Currency }),
  saved_methods: z.array(SavedMethod),
  repeatable_orders: z.array(Order),
  /** the member's stored discount code, if any is still usable */
  discountcode: DiscountCode.nullable(),
});

/**
 * GET /api/pricing.php, for visitors too: the bundles and the price of a message in the country the
 * site assumes for the request (the shop country, decision 111), as /pricing shows them (SPEC §2).
 */
export const PricingAnswer = CreditsAnswer.pick({ country: true, currency: true, bundles: true, message_price: true });
export type PricingAnswer = z.infer<typeof PricingAnswer>;
export type CreditsAnswer = z.infer<typeof CreditsAnswer>;

/** POST /api/order.php — the same idempotency key always answers the same order. */
export const OrderRequest = z.object({
  idempotency_key: z.uuid(),
  bundle_id: z.number().int().positive(),
  discount_code: z.string().trim().min(1).max(40).optional(),
});
export type OrderRequest = z.infer<typeof OrderRequest>;
/** GET /api/order.php?id= — the member's own order. */
export const OrderQuery = z.object({ id: z.coerce.number().int().positive() });
export const OrderAnswer = z.object({ order: Order });
export type OrderAnswer = z.infer<typeof OrderAnswer>;

/** POST /api/pay.php — one payment per idempotency key. */
export const PayRequest = z.object({
  idempotency_key: z.uuid(),
  order_id: z.number().int().positive(),
  method: PaymentMethodId,
  /** pay with a saved method (no checkout) */
  saved_method_id: z.number().int().positive().optional(),
});
export type PayRequest = z.infer<typeof PayRequest>;
export const TransactionAnswer = z.object({ transaction: Transaction });
export type TransactionAnswer = z.infer<typeof TransactionAnswer>;
export const TransactionsAnswer = z.object({ transactions: z.array(Transaction) });
export type TransactionsAnswer = z.infer<typeof TransactionsAnswer>;
export const TransactionQuery = z.object({ id: z.string().min(1).max(64) });

/** POST /api/payment-webhook.php — the provider sends its payment id only (form or JSON). */
export const WebhookRequest = z.object({ id: z.string().min(1).max(64) });

/** POST /api/directdebit.php — the form of SPEC §3; answers with a mandate awaiting the SMS code. */
export const DirectDebitRequest = z.object({
  order_id: z.number().int().positive(),
  account_holder: z.string().trim().min(2).max(70),
  iban: z.string().trim().min(15).max(42),
  street: z.string().trim().min(1).max(100),
  house_number: z.string().trim().min(1).max(12),
  zip: z.string().trim().min(2).max(12),
  city: z.string().trim().min(1).max(60),
  phone: z.string().trim().min(6).max(30),
});
export type DirectDebitRequest = z.infer<typeof DirectDebitRequest>;
export const DirectDebitAnswer = z.object({ mandate_id: z.string(), phone_hint: z.string() });
export type DirectDebitAnswer = z.infer<typeof DirectDebitAnswer>;
export const DirectDebitConfirmRequest = z.object({
  mandate_id: z.string().min(1).max(64),
  otp: z.string().trim().regex(/^\d{6}$/),
});
export type DirectDebitConfirmRequest = z.infer<typeof DirectDebitConfirmRequest>;

