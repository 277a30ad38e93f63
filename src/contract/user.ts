import { z } from 'zod/mini';
import { locales } from './locales.ts';
import { MemberNotice } from './moderationNotices.ts';

export const Gender = z.enum(['male', 'female']);
export const Sexuality = z.enum(['hetero', 'gay', 'lesbian', 'bi']);

export const MainImage = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  /** the match-modal size; already prefixed with the site's cdn_prefix */
  match: z.string(),
  status: z.enum(['active', 'pending', 'rejected']),
});
export type MainImage = z.infer<typeof MainImage>;

/** A member as others see them (search results, profile header, chat partner). */
export const Profile = z.object({
  id: z.int(),
  name: z.string(),
  country: z.string().check(z.length(2)),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  age: z.int(),
  gender: Gender,
  sexuality: Sexuality,
  main_image: z.nullable(MainImage),
  status: z.enum(['active', 'disabled']),
  /** true for a fictional profile: the UI shows the site's fictional_icon and fictional_warning */
  fictional: z.boolean(),
  online: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

export const NotificationDisabledReason = z.enum(['fbl', 'bounce', 'unsubscribe']);

/** The logged-in member (SPEC §3 User). */
export const User = z.object({
  id: z.int(),
  email: z.string(),
  profile: Profile,
  status: z.enum(['confirmed', 'not_confirmed', 'pending_deletion']),
  /** below zero after a refund or chargeback took a purchase back (decision 130) */
  credits: z.int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: z.enum(locales),
  fictional_icon: z.string(),
  notifications_disabled: z.array(NotificationDisabledReason),
  invisible: z.boolean(),
  push_subscribed: z.boolean(),
  /** the moderators' unseen notices to the member, a warning (decision 133); absent in rows stored by older versions */
  notices: z.optional(z.array(MemberNotice)),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UserAnswer = z.object({ user: User });
export type UserAnswer = z.infer<typeof UserAnswer>;

export const LanguageRequest = z.object({ language: z.enum(locales) });
export type LanguageRequest = z.infer<typeof LanguageRequest>;

/** POST /api/logout.php (SPEC §7 said GET; POST : a GET must not change state) */
export const LogoutAnswer = z.object({ ok: z.literal(true) });
export type LogoutAnswer = z.infer<typeof LogoutAnswer>;
