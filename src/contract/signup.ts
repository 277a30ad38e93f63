import { z } from 'zod';
import { Gender } from './user.ts';
import { PASSWORD_MIN, PASSWORD_MAX, SIGNUP_MESSAGE_MAX, ABOUT_MAX } from './constants.ts';

/** SPEC §5: the youngest age that may sign up. */

/** Paths of the signup and account calls. */
export const accountApi = {
  signup: '/api/signup.php',
  signupProfile: '/api/signup-profile.php',
  signupMatches: '/api/signup-matches.php',
  activationResend: '/api/activation.php',
  activate: '/api/activate.php',
  passwordReset: '/api/password-reset.php',
  passwordResetDo: '/api/password-reset-do.php',
  mailChange: '/api/mail-change.php',
  mailChangeDo: '/api/mail-change-do.php',
  password: '/api/password.php',
  invisible: '/api/invisible.php',
  blocks: '/api/blocks.php',
  deleteAccount: '/api/delete-account.php',
  reactivate: '/api/reactivate.php',
  notifications: '/api/notifications.php',
  unsubscribe: '/api/unsubscribe.php',
  devMailbox: '/dev/mailbox',
  devMailboxJson: '/dev/mailbox.json',
} as const;

export const Seeking = z.enum(['male', 'female', 'both']);
export type Seeking = z.infer<typeof Seeking>;

const trackingValue = z.string().trim().max(100).optional();

/** Tracking data of the visitor's traffic source (SPEC §3), kept with the member. */
export const TrackingData = z.object({
  network: trackingValue,
  ref: trackingValue,
  sub1: trackingValue,
  sub2: trackingValue,
  sub3: trackingValue,
});
export type TrackingData = z.infer<typeof TrackingData>;

// zod-free, for the signup screen's start (decision 142)
export { hasTracking } from './tracking.ts';

/**
 * POST /api/signup.php. Field checks that have SPEC §5 messages are made on the server and answered
 * with their own codes (username_is_email, username_at, date_of_birth, invalid_email, email_exists).
 */
export const SignupRequest = z.object({
  email: z.string().trim().max(254),
  name: z.string().trim().min(2).max(40),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  /** YYYY-MM-DD */
  date_of_birth: z.string().max(10),
  gender: Gender,
  seeking: Seeking,
  country: z.string().length(2),
  region_id: z.number().int().positive().optional(),
  signup_message: z.string().trim().min(1).max(SIGNUP_MESSAGE_MAX).optional(),
  target_profile_id: z.number().int().positive().optional(),
  tracking: TrackingData.optional(),
  language: z.string().max(5).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const Relationship = z.enum(['single', 'relationship', 'married', 'divorced', 'widowed', 'complicated']);
export type Relationship = z.infer<typeof Relationship>;

/** PUT /api/signup-profile.php: steps 2 to 4 (personal info, location, about me). */
export const SignupProfileRequest = z.object({
  relationship: Relationship.optional(),
  seeking: Seeking.optional(),
  region_id: z.number().int().positive().nullable().optional(),
  city: z.string().trim().max(80).nullable().optional(),
  about: z.string().trim().max(ABOUT_MAX).nullable().optional(),
});
export type SignupProfileRequest = z.infer<typeof SignupProfileRequest>;

export const SignupProfileAnswer = z.object({
  relationship: Relationship.nullable(),
  seeking: Seeking,
  about: z.string().nullable(),
  /** a first message written while signing up, waiting for the e-mail confirmation */
  pending_message_to: z.number().int().nullable(),
});
export type SignupProfileAnswer = z.infer<typeof SignupProfileAnswer>;

export const OkAnswer = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof OkAnswer>;

/** Client pages the server links to or redirects to from mailed links (the same paths as src/app/routes.ts). */
export const accountPages = {
  activateDone: '/activate/done',
  activateError: '/activate/error',
  resetPasswordDo: '/reset-password/do',
  mailChangeDo: '/mail-change/do',
  accountDeleted: '/account-deleted',
  notifications: '/notifications',
} as const;
