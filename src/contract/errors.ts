import { z } from 'zod/mini';

/**
 * Every error code that crosses the wire. The server answers `{ error: code, ...details }` with a
 * 4xx/5xx status; the UI maps each code to a translated message (src/i18n/errorMessages.ts).
 */
export const errorCodes = [
  'authentication_required',
  'login_failed',
  'account_blocked',
  'invalid_request',
  'malformed_json',
  'not_found',
  'rate_limited',
  'insufficient_credits',
  'premium_only',
  'conversation_limit',
  'blocked',
  'server_error',
  // members
  'login_required',
  'photo_limit',
  'invalid_image',
  'image_too_large',
  // chat
  'message_too_long',
  'recipient_not_confirmed',
  'forbidden',
  'member_unavailable',
  // payments
  'payment_failed',
  'card_payment_failed',
  'discount_not_found',
  'discount_used',
  'discount_expired',
  'discount_minimum',
  'discount_country',
  'discount_method',
  // prices and discount codes in the console (decision 128)
  'discount_first_purchase',
  // a typed code refused, whatever the reason (decision 166)
  'discount_invalid',
  'discount_code_taken',
  'bundle_currency',
  'method_country',
  'method_unavailable',
  // no payment company configured (production without MOLLIE_API_KEY), or a saved sandbox method outside the demo
  'payments_unavailable',
  'iban_invalid',
  'code_invalid',
  'directdebit_blocked',
  'directdebit_limit',
  'order_paid',
  // signup and account lifecycle
  'signups_closed',
  'username_is_email',
  'username_at',
  // contact details in a name or city (decision 170)
  'username_contact',
  'city_contact',
  'date_of_birth',
  'invalid_email',
  'email_exists',
  'reset_limit',
  'passwords_differ',
  'link_invalid',
  'email_taken',
  'new_email_invalid',
  'old_password_wrong',
  'account_pending_deletion',
  // swipe game and safety
  'swipe_limit',
  // moderation (decision 121): a suspended or banned member; a moderator's stale action
  'account_suspended',
  'account_banned',
  'member_suspended',
  'moderation_conflict',
  // sites without code (decision 127): a host name of another site; a site saved by someone else meanwhile
  'host_taken',
  'site_changed',
  // member back office (decision 129): an adjustment past the balance's bounds; activation of a confirmed member
  'credit_adjustment_refused',
  'member_already_confirmed',
  // campaigns (decision 131): a campaign that has started can no longer be cancelled
  'campaign_started',
  // refunds and chargebacks (decision 130): a balance below zero blocks spending; an admin's refund refused
  'credits_negative',
  'not_refundable',
  'refund_expired',
  'refund_pending',
  'refund_failed',
  // staff accounts (decision 169): the one enabled admin kept; a reset password must be replaced by another
  'last_admin',
  'password_unchanged',
  // the object store of images did not answer in time (decision 174): a 503 with Retry-After
  'media_unavailable',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiError = z.object({
  error: ErrorCode,
  /** minutes left on a login block (account_blocked) */
  minutes: z.optional(z.int()),
  /** the minimum age of date_of_birth */
  min_age: z.optional(z.int()),
  /** discount_minimum: the code's minimum order value in minor units of `currency` */
  minimum: z.optional(z.int()),
  currency: z.optional(z.string()),
  /** zod issues for invalid_request: field path and a machine-readable reason */
  issues: z.optional(z.array(z.object({ path: z.string(), code: z.string() }))),
  /** the other member's name (blocked) */
  name: z.optional(z.string()),
  /** who blocked whom (blocked): 'them' blocked the viewer, 'you' blocked them */
  by: z.optional(z.enum(['them', 'you'])),
  /** swipe_limit: likes left today (0) and when the daily count starts again (ISO time) */
  likes_left: z.optional(z.int()),
  resets_at: z.optional(z.string()),
  /** the photo limit that was reached (photo_limit) */
  limit: z.optional(z.int()),
  /** rate_limited: seconds until the limit's window ends (server/platform/rateLimit.ts) */
  retry_after: z.optional(z.int()),
  /** account_suspended / account_banned (decision 121): the moderator's reason, the suspension's end (ISO time), the site's support address */
  reason: z.optional(z.string()),
  until: z.optional(z.string()),
  support: z.optional(z.string()),
  /** authentication_required of a session a moderator ended (decision 133): why, with reason, until and support as above */
  ended: z.optional(z.enum(['account_suspended', 'account_banned'])),
  /** host_taken: the host name another site has (decision 127) */
  host: z.optional(z.string()),
  /** moderation_conflict: the member's moderation state that won (server/moderation/memberStatus.ts) */
  moderation: z.optional(
    z.object({ state: z.enum(['active', 'warned', 'suspended', 'banned']), reason: z.nullable(z.string()), until: z.nullable(z.string()), rev: z.int() }),
  ),
});
export type ApiError = z.infer<typeof ApiError>;
