import { z } from 'zod';
import { Currency, PaymentMethodId, PaymentStatus } from './payments.ts';

/**
 * The console's payments (decision 130): the list with filters and totals per
 * currency, its CSV export, and an admin's refund. Support may read the list; the export (member
 * e-mails in bulk) and refunds are the admin's.
 */
export const adminPaymentsApi = {
  /** GET ?PaymentFilter: one page, newest first, and the totals of everything the filter matches */
  list: '/api/admin/payments',
  /** GET ?PaymentFilter: the filtered list as CSV (admin) */
  export: '/api/admin/payments/export.csv',
  /** POST RefundRequest: refund one payment in full through its provider (admin) */
  refund: '/api/admin/payments/:id/refund',
} as const;

export const adminRefundPath = (id: string): string => adminPaymentsApi.refund.replace(':id', encodeURIComponent(id));

/** The list's status filter: a payment's status, or money that went back (our refund, a chargeback). */
export const PaymentFilterStatus = z.enum([...PaymentStatus.options, 'refunded', 'charged_back']);
export type PaymentFilterStatus = z.infer<typeof PaymentFilterStatus>;

/** a calendar day YYYY-MM-DD that exists (2026-02-30 does not) */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const ms = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(v);
  }, 'date');
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Query of the list and the export; every field optional, empty fields ignored (a plain form's GET). */
export const PaymentFilter = z.object({
  site_id: optionalText(z.coerce.number().int().positive().max(2_147_483_647)),
  country: optionalText(z.string().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase())),
  method: optionalText(PaymentMethodId),
  status: optionalText(PaymentFilterStatus),
  member_id: optionalText(z.coerce.number().int().positive().max(2_147_483_647)),
  /** created on or after this day (UTC) */
  from: optionalText(day),
  /** created on or before this day (UTC) */
  to: optionalText(day),
});
export type PaymentFilter = z.infer<typeof PaymentFilter>;

export const PaymentListQuery = PaymentFilter.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** the `next` of the page before */
  cursor: optionalText(z.string().max(100)),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuery>;

export const AdminPayment = z.object({
  id: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string(), credits: z.number().int() }),
  site: z.object({ id: z.number().int(), name: z.string() }),
  country: z.string(),
  method: PaymentMethodId,
  provider: z.string(),
  status: PaymentStatus,
  amount: z.number().int(),
  currency: Currency,
  credits: z.number().int(),
  refunded_at: z.string().nullable(),
  charged_back_at: z.string().nullable(),
  /** an admin's refund is being asked of the provider right now */
  refund_pending: z.boolean(),
  /** the last moment an admin may refund it (completed + the site's refund_days); null when never */
  refundable_until: z.string().nullable(),
  /** whether an admin may refund it now */
  refundable: z.boolean(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** Per currency over everything the filter matches: money taken, money gone back, what stays. */
export const CurrencyTotal = z.object({
  currency: Currency,
  payments: z.number().int(),
  completed: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type CurrencyTotal = z.infer<typeof CurrencyTotal>;

export const PaymentListAnswer = z.object({
  payments: z.array(AdminPayment),
  next: z.string().nullable(),
  totals: z.array(CurrencyTotal),
  /** the sites to filter by */
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PaymentListAnswer = z.infer<typeof PaymentListAnswer>;

export const RefundRequest = z.object({
  /** why: kept with the refund's ledger line (the audit keeps only its length, decision 167) */
  reason: z.string().trim().min(1).max(500),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

export const RefundAnswer = z.object({
  payment: AdminPayment,
  /** false when the payment was refunded already (a second click): nothing happened again */
  refunded_now: z.boolean(),
});
export type RefundAnswer = z.infer<typeof RefundAnswer>;
