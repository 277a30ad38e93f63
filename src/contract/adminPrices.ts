import { z } from 'zod';
import { BundleLabel, Currency, PaymentMethodId } from './payments.ts';

/**
 * The staff console's prices and discount codes (admin only, decision 128): bundles per site and
 * country with their labels, the payment methods a site offers per country, and discount codes
 * with their use counts. Amounts are minor units of the bundle's currency, as in the shop.
 */
export const adminPricesApi = {
  /** GET ?site_id&country: the sites, one shop's bundles and methods; POST: a new bundle */
  bundles: '/api/admin/bundles',
  /** POST: change a bundle (price, credits, bonus, label, position, on sale) */
  bundle: '/api/admin/bundles/:id',
  /** POST: the methods a site offers in a country */
  paymentMethods: '/api/admin/payment-methods',
  /** GET ?site_id: codes with their use counts; POST: a new code */
  discountCodes: '/api/admin/discount-codes',
  /** POST: change a code (also deactivate or activate it) */
  discountCode: '/api/admin/discount-codes/:code',
} as const;

export const adminBundlePath = (id: number): string => adminPricesApi.bundle.replace(':id', String(id));
export const adminDiscountCodePath = (code: string): string => adminPricesApi.discountCode.replace(':code', encodeURIComponent(code));

const Country = z.string().regex(/^[A-Z]{2}$/);
const SiteId = z.number().int().positive().max(2_147_483_647);
/** credits and prices up to what an integer column holds and a shop could sensibly ask */
const Credits = z.number().int().min(1).max(1_000_000);

export const PricesQuery = z.object({
  site_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  country: Country.optional(),
});

export const PriceSite = z.object({ id: z.number().int(), name: z.string(), domain: z.string(), countries: z.array(z.string()) });
export type PriceSite = z.infer<typeof PriceSite>;

export const AdminBundle = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  country: z.string(),
  credits: z.number().int(),
  bonus: z.number().int(),
  price: z.number().int(),
  currency: Currency,
  label: BundleLabel.nullable(),
  position: z.number().int(),
  active: z.boolean(),
  /** paid orders of this bundle (they keep the price they were paid at) */
  paid_orders: z.number().int(),
});
export type AdminBundle = z.infer<typeof AdminBundle>;

export const PricesAnswer = z.object({
  sites: z.array(PriceSite),
  /** the shop shown: null when there is no site */
  site_id: z.number().int().nullable(),
  country: z.string().nullable(),
  /** the shop's currency (its bundles', else the country's) */
  currency: Currency,
  bundles: z.array(AdminBundle),
  /** methods that work in the country (SPEC §9), and those the site offers there */
  methods_available: z.array(PaymentMethodId),
  methods_offered: z.array(PaymentMethodId),
});
export type PricesAnswer = z.infer<typeof PricesAnswer>;

export const BundleCreateRequest = z.strictObject({
  site_id: SiteId,
  country: Country,
  currency: Currency,
  credits: Credits,
  bonus: z.number().int().min(0).max(1_000_000),
  price: z.number().int().min(1).max(100_000_000),
  label: BundleLabel.nullable(),
  position: z.number().int().min(0).max(99),
  active: z.boolean(),
});
export type BundleCreateRequest = z.infer<typeof BundleCreateRequest>;

export const BundleUpdateRequest = BundleCreateRequest.omit({ site_id: true, country: true, currency: true })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });
export type BundleUpdateRequest = z.infer<typeof BundleUpdateRequest>;
export const BundleAnswer = z.object({ bundle: AdminBundle });

export const PaymentMethodsRequest = z.strictObject({
  site_id: SiteId,
  country: Country,
  methods: z.array(PaymentMethodId).min(1).max(30),
});
export const PaymentMethodsAnswer = z.object({ methods_offered: z.array(PaymentMethodId) });

/** Codes are letters, digits, '-' and '_', stored in capitals (members type them in any case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
const CodeText = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN));

const Instant = z.iso.datetime({ offset: true });

const DiscountFields = z.strictObject({
  /** null: every site */
  site_id: SiteId.nullable(),
  kind: z.enum(['percentage', 'bonus']),
  /** kind percentage: 1–100 */
  percentage: z.number().min(1).max(100).nullable(),
  /** kind bonus: credits added to the order */
  bonus_credits: Credits.nullable(),
  /** 1: once per member; N ≥ 2: N paid orders per member; null: any number */
  uses_per_member: z.number().int().min(1).max(1000).nullable(),
  valid_from: Instant.nullable(),
  valid_until: Instant.nullable(),
  first_purchase_only: z.boolean(),
  country: Country.nullable(),
  active: z.boolean(),
});

function checkDiscount(value: z.infer<typeof DiscountFields>, ctx: z.RefinementCtx): void {
  if (value.kind === 'percentage' && value.percentage === null) ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'required' });
  if (value.kind === 'bonus' && value.bonus_credits === null) ctx.addIssue({ code: 'custom', path: ['bonus_credits'], message: 'required' });
  if (value.valid_from && value.valid_until && Date.parse(value.valid_until) <= Date.parse(value.valid_from)) {
    ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'before valid_from' });
  }
}

export const DiscountCreateRequest = DiscountFields.extend({ code: CodeText }).superRefine(checkDiscount);
export type DiscountCreateRequest = z.input<typeof DiscountCreateRequest>;
/** the code itself never changes (orders and members name it) */
export const DiscountUpdateRequest = DiscountFields.superRefine(checkDiscount);
export type DiscountUpdateRequest = z.input<typeof DiscountUpdateRequest>;
export const DiscountCodeParams = z.object({ code: CodeText });

export const AdminDiscountCode = DiscountFields.extend({
  code: z.string(),
  /** a code the shop makes itself (the time bonus): editable, limited to what it is */
  built_in: z.boolean(),
  /** paid orders with the code, and how many members paid with it */
  uses: z.number().int(),
  members: z.number().int(),
  /** members who hold it now (looked up or claimed, not used yet) */
  held: z.number().int(),
  created_at: z.string().nullable(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;
export const DiscountListQuery = z.object({ site_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const DiscountListAnswer = z.object({ codes: z.array(AdminDiscountCode), sites: z.array(PriceSite) });
export const DiscountCodeAnswer = z.object({ code: AdminDiscountCode });
