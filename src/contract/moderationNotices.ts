import { z } from 'zod/mini';

/**
 * What the moderators tell a member (decision 133): a warning, shown once in the app with its
 * translated category and the moderator's words, and why a session ended (a suspension or a ban),
 * shown the moment the open app is logged out.
 */
export const noticesApi = {
  /** POST {id}: the member has read (dismissed) a notice; it is not listed again on any device */
  seen: '/api/notices.php',
} as const;

/** The categories a moderator picks for a warning; the app shows each translated. */
export const WARNING_CATEGORIES = ['harassment', 'sexual_content', 'contact_details', 'scam', 'spam', 'fake_profile', 'other'] as const;
export const WarningCategory = z.enum(WARNING_CATEGORIES);
export type WarningCategory = z.infer<typeof WarningCategory>;

/** An unseen notice of the member, listed by user.php (`notices`). */
export const MemberNotice = z.object({
  id: z.int(),
  kind: z.literal('warning'),
  category: WarningCategory,
  /** the moderator's own words */
  reason: z.string(),
  created_at: z.string(),
});
export type MemberNotice = z.infer<typeof MemberNotice>;

export const NoticeSeenRequest = z.object({ id: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)) });
export type NoticeSeenRequest = z.infer<typeof NoticeSeenRequest>;
export const NoticeSeenAnswer = z.object({ ok: z.literal(true) });
export type NoticeSeenAnswer = z.infer<typeof NoticeSeenAnswer>;

/**
 * Why a session ended, on the 403 `authentication_required` of a session a moderator ended
 * (`ended`, with the same `reason`, `until` and `support` the login's refusal carries).
 */
export const SESSION_END_CODES = ['account_suspended', 'account_banned'] as const;
export const SessionEndCode = z.enum(SESSION_END_CODES);
export type SessionEndCode = z.infer<typeof SessionEndCode>;

/** The notice the worker stores in the device's next (visitor) database when a session ended so. */
export interface SessionEndedNotice {
  error: SessionEndCode;
  reason: string;
  until?: string;
  support?: string;
  /** when the app learned it (the dismissal is kept by this time) */
  at: number;
}
