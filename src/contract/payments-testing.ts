import { z } from 'zod';
import { Currency, PaymentMethodId } from './payments.ts';

/** Test fixture calls of the payments area (server with TEST_API=1 only). */
export const paymentTestApi = {
  discountCodes: '/api/test/discount-codes',
  refund: '/api/test/payments/refund',
  /** the sandbox's bank charges a payment back and the sandbox calls our webhook (decision 130) */
  chargeback: '/api/test/payments/chargeback',
  wire: '/api/test/payments/wire',
  mandateFails: '/api/test/payments/mandate-fails',
  account: '/api/test/payments/account',
  timeBonusDelay: '/api/test/time-bonus-delay',
  memberCountry: '/api/test/payments/member-country',
  /** a payment (and its sandbox checkout) made `seconds` earlier: a browser test's abandoned checkout (decision 176) */
  age: '/api/test/payments/age',
} as const;

export const TestDiscountCodeRequest = z.object({
  code: z.string().trim().min(1).max(40),
  value_percentage: z.number().positive().lt(100),
  country: z.string().length(2).optional(),
  user_id: z.number().int().optional(),
  expires: z.iso.datetime().optional(),
  currency: Currency.optional(),
  minimum_order_value: z.number().int().positive().optional(),
  status: z.enum(['active', 'inactive']).optional(),
  validity: z.enum(['once', 'unlimited']).optional(),
  paymentmethods: z.array(PaymentMethodId).optional(),
});
export const TestRefundRequest = z.object({ payment_id: z.string().min(1) });
export const TestWireRequest = z.object({ reference: z.string().min(1) });
export const TestMandateFailsRequest = z.object({ saved_method_id: z.number().int(), fails: z.boolean().default(true) });
export const TestAccountRequest = z.object({
  member_id: z.number().int(),
  direct_debit_blocked: z.boolean().optional(),
  direct_debit_limit: z.number().int().nonnegative().optional(),
});
export const TestTimeBonusDelayRequest = z.object({ seconds: z.number().int().min(0).max(600) });
/** Moves a test member to another country (the shop follows: bundles, currency, methods). */
export const TestMemberCountryRequest = z.object({ member_id: z.number().int(), country: z.string().length(2) });

export const TestAgePaymentRequest = z.object({ payment_id: z.string().min(1), seconds: z.number().int().positive() });
