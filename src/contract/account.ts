import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { NotificationDisabledReason } from './user.ts';

/** POST /api/password-reset.php: always answers ok for a well-formed address (no account enumeration). */
export const PasswordResetRequest = z.object({ email: z.string().trim().min(1).max(254) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /api/password-reset-do.php */
export const PasswordResetDoRequest = z.object({
  token: z.string().min(1).max(100),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  password_repeat: z.string().max(PASSWORD_MAX),
});
export type PasswordResetDoRequest = z.infer<typeof PasswordResetDoRequest>;

/** GET /api/password-reset-do.php?token=… whether the link still works */
export const TokenCheckAnswer = z.object({ valid: z.boolean() });

/** POST /api/mail-change.php: a confirmation link goes to the new address. */
export const MailChangeRequest = z.object({ email: z.string().trim().max(254), password: z.string().min(1).max(PASSWORD_MAX) });
export type MailChangeRequest = z.infer<typeof MailChangeRequest>;

/** POST /api/password.php: other sessions are ended. */
export const PasswordChangeRequest = z.object({
  old_password: z.string().min(1).max(1024),
  new_password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

export const InvisibleRequest = z.object({ invisible: z.boolean() });

export const BlockedMember = z.object({ id: z.number().int(), name: z.string(), blocked_at: z.string() });
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlocksAnswer = z.object({ blocks: z.array(BlockedMember) });
export type BlocksAnswer = z.infer<typeof BlocksAnswer>;
export const UnblockRequest = z.object({ id: z.number().int().positive() });

/** POST /api/delete-account.php */
export const DeleteAccountRequest = z.object({ password: z.string().min(1).max(1024) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const notificationItems = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export const NotificationItem = z.enum(notificationItems);
export type NotificationItem = z.infer<typeof NotificationItem>;

/** Marketing and digest kinds are opt-in: off until the member turns them on (consent). */
export const optInNotificationItems: readonly NotificationItem[] = ['promotions', 'weekly_updates', 'news', 'reminders'];
/** What a member who never saved preferences gets. */
export const notificationDefaults = Object.fromEntries(notificationItems.map((item) => [item, !optInNotificationItems.includes(item)])) as Record<
  NotificationItem,
  boolean
>;

export const NotificationPreferences = z.object(
  Object.fromEntries(notificationItems.map((item) => [item, z.boolean()])) as Record<NotificationItem, z.ZodBoolean>,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * What a push notification may show on the lock screen (decision 178): the sender's name and the
 * message (the default), the name only, or nothing but "New message". The server puts no more
 * than that into the push payload (server/notify, decision 178).
 */
export const lockScreenChoices = ['name_and_message', 'name', 'nothing'] as const;
export const LockScreenChoice = z.enum(lockScreenChoices);
export type LockScreenChoice = z.infer<typeof LockScreenChoice>;
export const LOCK_SCREEN_DEFAULT: LockScreenChoice = 'name_and_message';

/** GET /api/notifications.php; PUT takes the same preferences (and `reenable` to lift a block). */
export const NotificationsAnswer = z.object({
  preferences: NotificationPreferences,
  disabled: z.array(NotificationDisabledReason),
  lock_screen: LockScreenChoice,
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;
/** `lock_screen` left out keeps the stored choice. */
export const NotificationsRequest = z.object({ preferences: NotificationPreferences, reenable: z.boolean().optional(), lock_screen: LockScreenChoice.optional() });
export type NotificationsRequest = z.infer<typeof NotificationsRequest>;

/** /dev/mailbox.json: the outbox for tests and developers, only without SMTP_URL. */
export const DevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof DevMail>;
export const DevMailboxAnswer = z.object({ mails: z.array(DevMail) });
