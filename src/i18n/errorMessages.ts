import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FREE_CONVERSATION_LIMIT, FREE_PHOTO_LIMIT, MIN_SIGNUP_AGE, SWIPE_LIKES_PER_DAY } from '../contract/constants.ts';
import type { ApiError, ErrorCode } from '../contract/index.ts';

/** An action's failure as the sync layer reports it: an API error code or no network. */
export type ActionError = ApiError | { error: 'network' };

export interface ErrorContext {
  /** the other member's name, for insufficient_credits and blocked */
  name?: string;
}

type MessageFor = (i18n: I18n, error: ActionError, context: ErrorContext) => string;

/** ends a text that ends with a moderator's words (no full stop of theirs) as a sentence */
const sentence = (text: string): string => (/[.!?…。]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const tryLater: MessageFor = (i18n) => i18n._(msg`An error occured, please try again later.`);

/** One translated message for every error code of src/contract/errors.ts, and for no network. */
const messages: Record<ErrorCode | 'network', MessageFor> = {
  authentication_required: (i18n) => i18n._(msg`Please log in to continue.`),
  login_failed: (i18n) => i18n._(msg`Login failed, please try again`),
  account_blocked: (i18n, error) => {
    const minutes = 'minutes' in error && error.minutes !== undefined ? error.minutes : 15;
    return i18n._(msg`Too many incorrect attempts, account blocked for ${minutes} min.`);
  },
  invalid_request: (i18n) => i18n._(msg`Please check the highlighted fields and try again.`),
  malformed_json: (i18n) => i18n._(msg`An error has occurred.`),
  not_found: (i18n) => i18n._(msg`What you were looking for could not be found.`),
  rate_limited: (i18n, error, context) => {
    // the limits say when the member may try again
    const seconds = 'retry_after' in error && error.retry_after !== undefined ? error.retry_after : undefined;
    if (seconds === undefined) return tryLater(i18n, error, context);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return i18n._(msg`You are doing this too often. Please try again in ${minutes} min.`);
  },
  insufficient_credits: (i18n, _error, { name }) =>
    name
      ? i18n._(msg`You do not have enough credits to send this message to ${name}.`)
      : i18n._(msg`You do not have enough credits for this.`),
  premium_only: (i18n) => i18n._(msg`This feature is only available for premium members.`),
  conversation_limit: (i18n) => {
    const limit = FREE_CONVERSATION_LIMIT;
    return i18n._(msg`Free members can start up to ${limit} conversations. Get premium to start more.`);
  },
  blocked: (i18n, _error, { name }) =>
    name
      ? i18n._(msg`You're blocked by ${name}. You do not have access to this page.`)
      : i18n._(msg`You do not have access to this page.`),
  server_error: tryLater,
  // members
  login_required: (i18n) => i18n._(msg`Sign up or log in to search members and see their profiles.`),
  photo_limit: (i18n, error) => {
    const limit = 'limit' in error && error.limit !== undefined ? error.limit : FREE_PHOTO_LIMIT;
    return limit <= FREE_PHOTO_LIMIT
      ? i18n._(msg`Free members can upload up to ${limit} photos. Get premium to upload more.`)
      : i18n._(msg`You have reached the maximum of ${limit} photos. Delete one to add another.`);
  },
  invalid_image: (i18n) => i18n._(msg`This file is not a photo we can use. Please choose a JPEG, PNG, WebP or HEIC image.`),
  image_too_large: (i18n) => i18n._(msg`This photo is too large. Please choose one under 15 MB and 25 megapixels.`),
  message_too_long: (i18n) => i18n._(msg`This message is too long. Please shorten it.`),
  recipient_not_confirmed: (i18n, _error, { name }) =>
    name
      ? i18n._(msg`You cannot reply to ${name} until they have confirmed their e-mail address.`)
      : i18n._(msg`You cannot reply until this member has confirmed their e-mail address.`),
  forbidden: (i18n) => i18n._(msg`You do not have access to this page.`),
  member_unavailable: (i18n) => i18n._(msg`This member is not available.`),
  // campaigns (decision 131)
  campaign_started: (i18n) => i18n._(msg`This campaign has started already and can no longer be cancelled.`),
  // moderation (decision 121): the member is told why, until when and where to ask
  account_suspended: (i18n, error) => {
    const reason = 'reason' in error && error.reason ? error.reason : '';
    const support = 'support' in error && error.support ? error.support : '';
    const until = 'until' in error && error.until ? i18n.date(new Date(error.until), { dateStyle: 'medium', timeStyle: 'short' }) : '';
    const head = until
      ? i18n._(msg`Your account is suspended until ${until}. Reason: ${reason}`)
      : i18n._(msg`Your account is suspended. Reason: ${reason}`);
    return support ? `${sentence(head)} ${i18n._(msg`Questions? Write to ${support}.`)}` : head;
  },
  account_banned: (i18n, error) => {
    const reason = 'reason' in error && error.reason ? error.reason : '';
    const support = 'support' in error && error.support ? error.support : '';
    const head = i18n._(msg`Your account has been closed by our moderators. Reason: ${reason}`);
    return support ? `${sentence(head)} ${i18n._(msg`Questions? Write to ${support}.`)}` : head;
  },
  member_suspended: (i18n) => i18n._(msg`This member's account is suspended, so your message was not sent.`),
  moderation_conflict: (i18n) => i18n._(msg`Another moderator has just changed this. Please look again before you act.`),
  // sites without code (decision 127)
  host_taken: (i18n, error) => {
    const host = 'host' in error && error.host ? error.host : '';
    return i18n._(msg`The host name ${host} belongs to another site already.`);
  },
  site_changed: (i18n) => i18n._(msg`Someone else has just saved this site. Reload it to see their changes, then edit again.`),
  // member back office (decision 129)
  credit_adjustment_refused: (i18n) => i18n._(msg`This adjustment would take the balance below zero or above the limit.`),
  member_already_confirmed: (i18n) => i18n._(msg`This member has already confirmed their e-mail address.`),
  // refunds and chargebacks (decision 130)
  credits_negative: (i18n) =>
    i18n._(msg`Your credit balance is below zero because a payment was refunded or charged back. Buy credits to settle it before you send again.`),
  not_refundable: (i18n) => i18n._(msg`This payment cannot be refunded.`),
  refund_expired: (i18n) => i18n._(msg`The refund period of this payment is over.`),
  refund_pending: (i18n) => i18n._(msg`A refund of this payment is already under way. Try again in a minute.`),
  refund_failed: (i18n) => i18n._(msg`The payment provider refused the refund. Nothing was changed.`),
  // staff accounts (decision 169)
  last_admin: (i18n) => i18n._(msg`This is the only active admin. Make another account admin first.`),
  password_unchanged: (i18n) => i18n._(msg`Choose a password other than the one you were given.`),
  // signup and account lifecycle
  signups_closed: (i18n) => i18n._(msg`Signing up is by invitation only at the moment.`),
  username_is_email: (i18n) => i18n._(msg`Username may not be the same as your e-mail address`),
  username_at: (i18n) => i18n._(msg`Username may not start with @`),
  username_contact: (i18n) => i18n._(msg`Your username may not contain a phone number, e-mail address, link or messenger name.`),
  city_contact: (i18n) => i18n._(msg`Your city may not contain a phone number, e-mail address, link or messenger name.`),
  date_of_birth: (i18n, error) => {
    const min_age = 'min_age' in error && error.min_age !== undefined ? error.min_age : MIN_SIGNUP_AGE;
    return i18n._(msg`Enter your date of birth (${min_age}+)`);
  },
  invalid_email: (i18n) => i18n._(msg`Invalid email`),
  email_exists: (i18n) => i18n._(msg`An account with this e-mail address already exists. Please log in.`),
  reset_limit: (i18n) => i18n._(msg`Too many password reset emails sent, please try again tomorrow.`),
  passwords_differ: (i18n) => i18n._(msg`The entered passwords are not the same.`),
  link_invalid: (i18n) => i18n._(msg`Link expired or invalid, request a new email`),
  email_taken: (i18n) => i18n._(msg`This email address already owns an account on this website.`),
  new_email_invalid: (i18n) => i18n._(msg`New email adress is invalid.`),
  old_password_wrong: (i18n) => i18n._(msg`Please check your old password.`),
  account_pending_deletion: (i18n) =>
    i18n._(
      msg`Your account has been deleted and will be erased for good after 14 days. To keep it, use the reactivation link in the e-mail we sent you, or contact customer service.`,
    ),
  // payments
  payment_failed: (i18n) => i18n._(msg`Payment failed or has been cancelled.`),
  card_payment_failed: (i18n) => i18n._(msg`Credit card payment failed`),
  discount_not_found: (i18n) => i18n._(msg`Code not found`),
  discount_used: (i18n) => i18n._(msg`Code already used`),
  discount_expired: (i18n) => i18n._(msg`This code has expired.`),
  discount_minimum: (i18n, error) => {
    if (!('minimum' in error) || error.minimum === undefined || !error.currency) return i18n._(msg`This code requires a higher order value.`);
    const amount = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: error.currency }).format(error.minimum / 100);
    return i18n._(msg`This code requires a minimum order value of ${amount}.`);
  },
  discount_country: (i18n) => i18n._(msg`This code is not valid in your country.`),
  discount_method: (i18n) => i18n._(msg`This code is not valid for this payment method.`),
  // decision 128: a first-purchase code for a paying member; the console's price and code checks
  discount_first_purchase: (i18n) => i18n._(msg`This code is only valid for a first purchase.`),
  discount_invalid: (i18n) => i18n._(msg`This code cannot be used: it is unknown, has expired, has been used or is not valid here.`),
  discount_code_taken: (i18n) => i18n._(msg`A discount code with this name exists already.`),
  bundle_currency: (i18n) => i18n._(msg`The bundles of one country must all be in the same currency.`),
  method_country: (i18n) => i18n._(msg`One of these payment methods does not work in this country.`),
  method_unavailable: (i18n) => i18n._(msg`This payment method is not available in your country.`),
  payments_unavailable: (i18n) => i18n._(msg`Payments are not available at the moment. You have not been charged.`),
  iban_invalid: (i18n) => i18n._(msg`Please check your IBAN.`),
  // decision 174: the image store did not answer; nothing was stored
  media_unavailable: (i18n) => i18n._(msg`Pictures cannot be stored or loaded at the moment. Please try again in a moment.`),
  code_invalid: (i18n) => i18n._(msg`Code invalid`),
  directdebit_blocked: (i18n) => i18n._(msg`Your account is blocked for direct debit payments.`),
  directdebit_limit: (i18n) => i18n._(msg`Your limit for direct debit payments has been reached...`),
  order_paid: (i18n) => i18n._(msg`This order has already been paid.`),
  // swipe game and safety
  swipe_limit: (i18n) => {
    const limit = SWIPE_LIKES_PER_DAY;
    return i18n._(msg`You have used your ${limit} likes for today. Come back tomorrow for new ones.`);
  },
  network: (i18n) => i18n._(msg`You are offline. Please check your connection and try again.`),
};

/** The translated, user-facing message for a failed action. */
export function errorMessage(i18n: I18n, error: ActionError, context: ErrorContext = {}): string {
  const messageFor = messages[error.error] ?? tryLater;
  return messageFor(i18n, error, context);
}
