import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BundleLabel, Currency, PaymentMethodId, PaymentStatus } from '../../src/contract/payments.ts';
import type { z } from 'zod';
import { members, sites } from './schema.ts';
import { tz, version } from './columns.ts';

// ── Credits shop and payments (migration 0006) ───────────────────────────────────────

export const creditBundles = pgTable(
  'credit_bundles',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    credits: integer('credits').notNull(),
    bonus: integer('bonus').notNull().default(0),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    label: text('label').$type<z.infer<typeof BundleLabel>>(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('credit_bundles_site_country').on(t.siteId, t.country, t.position)],
);

export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
  country: text('country'),
  userId: integer('user_id').references(() => members.id, { onDelete: 'cascade' }),
  expires: tz('expires'),
  valuePercentage: doublePrecision('value_percentage').notNull(),
  currency: text('currency').$type<Currency>(),
  minimumOrderValue: integer('minimum_order_value'),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  validity: text('validity').$type<'once' | 'unlimited'>().notNull().default('once'),
  paymentmethods: jsonb('paymentmethods').$type<PaymentMethodId[]>(),
  /** valid only this many seconds after the member's signup_date (the time bonus) */
  windowSeconds: integer('window_seconds'),
  // migration 0023 (decision 128): bonus-credit codes, a start date, N uses per member, first purchase only
  kind: text('kind').$type<'percentage' | 'bonus'>().notNull().default('percentage'),
  bonusCredits: integer('bonus_credits'),
  validFrom: tz('valid_from'),
  /** with validity 'unlimited': at most this many paid orders per member (null: no limit) */
  usesPerMember: integer('uses_per_member'),
  firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
  createdAt: tz('created_at'),
});

/** The payment methods a site offers in a country (migration 0023); no row: every method that works there. */
export const paymentMethodOffers = pgTable(
  'payment_method_offers',
  {
    siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    methods: jsonb('methods').$type<PaymentMethodId[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.country] })],
);

export const memberDiscountCodes = pgTable(
  'member_discount_codes',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    code: text('code').notNull().references(() => discountCodes.code, { onDelete: 'cascade' }),
    storedAt: tz('stored_at').notNull(),
    usedAt: tz('used_at'),
    orderId: integer('order_id'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.code] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    bundleId: integer('bundle_id').notNull().references(() => creditBundles.id),
    credits: integer('credits').notNull(),
    bonus: integer('bonus').notNull(),
    amount: integer('amount').notNull(),
    originalAmount: integer('original_amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    country: text('country').notNull(),
    discountCode: text('discount_code'),
    discountPercentage: doublePrecision('discount_percentage'),
    status: text('status').$type<'open' | 'paid' | 'cancelled'>().notNull().default('open'),
    createdAt: tz('created_at').notNull(),
    version: version(),
  },
  (t) => [uniqueIndex('orders_member_key').on(t.memberId, t.idempotencyKey), index('orders_member').on(t.memberId, t.id)],
);

export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethodId>().notNull(),
    label: text('label').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    createdAt: tz('created_at').notNull(),
    version: version(),
  },
  (t) => [uniqueIndex('saved_payment_methods_ref').on(t.memberId, t.provider, t.providerRef)],
);

export type ProviderName = 'sandbox' | 'mollie' | 'wire' | 'directdebit';

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').$type<ProviderName>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    method: text('method').$type<PaymentMethodId>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('loading'),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    country: text('country').notNull(),
    checkoutUrl: text('checkout_url'),
    wireReference: text('wire_reference'),
    savedMethodId: integer('saved_method_id').references(() => savedPaymentMethods.id, { onDelete: 'set null' }),
    recurring: boolean('recurring').notNull().default(false),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    completedAt: tz('completed_at'),
    refundedAt: tz('refunded_at'),
    version: version(),
    /** an admin's refund in progress: set under the row lock before the provider is asked (decision 130) */
    refundRequestedAt: tz('refund_requested_at'),
    /** the provider's id of our refund */
    refundRef: text('refund_ref'),
    /** the payer's bank took the money back (decision 111, 130) */
    chargedBackAt: tz('charged_back_at'),
  },
  (t) => [
    uniqueIndex('payments_member_key').on(t.memberId, t.idempotencyKey),
    uniqueIndex('payments_provider_id').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_wire_reference').on(t.wireReference),
    index('payments_member').on(t.memberId, t.createdAt),
    index('payments_created').on(t.createdAt, t.id),
  ],
);

export const paymentAccounts = pgTable('payment_accounts', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  directDebitBlocked: boolean('direct_debit_blocked').notNull().default(false),
  /** most a member may pay by direct debit in 30 days, minor units */
  directDebitLimit: integer('direct_debit_limit').notNull().default(15_000),
});

export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    status: text('status').$type<'awaiting_code' | 'confirmed' | 'locked'>().notNull().default('awaiting_code'),
    paymentId: text('payment_id'),
    createdAt: tz('created_at').notNull(),
    confirmedAt: tz('confirmed_at'),
  },
  (t) => [index('direct_debit_mandates_member').on(t.memberId, t.createdAt)],
);

export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: tz('created_at').notNull(),
});

export type SandboxStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/** The built-in sandbox provider's own records (it plays the payment company). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: text('status').$type<SandboxStatus>().notNull().default('open'),
  settleAt: tz('settle_at'),
  refunded: boolean('refunded').notNull().default(false),
  cardLabel: text('card_label'),
  mandateRef: text('mandate_ref'),
  createdAt: tz('created_at').notNull(),
  /** the payer's bank charged the payment back (decision 130) */
  chargedBack: boolean('charged_back').notNull().default(false),
});

/** The sandbox provider's refunds: one full refund per payment (decision 130). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull().references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_refunds_payment').on(t.paymentId)],
);

export const sandboxMandates = pgTable('sandbox_mandates', {
  ref: text('ref').primaryKey(),
  method: text('method').notNull(),
  label: text('label').notNull(),
  fails: boolean('fails').notNull().default(false),
});
