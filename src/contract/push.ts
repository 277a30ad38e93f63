import { z } from 'zod';
import { MessageKind } from './chats.ts';
import { LockScreenChoice } from './account.ts';
import { LikeEntry } from './likes.ts';

/**
 * Web Push. POST /api/user.php?push=1 saves the browser's PushSubscription (its JSON);
 * DELETE /api/user.php?push=1 with `{ endpoint }` removes it. Both answer `{ ok, push_subscribed }`.
 */
export const PushSubscriptionRequest = z.object({
  endpoint: z
    .string()
    .max(2048)
    .refine((v) => /^https?:\/\//.test(v), 'endpoint must be an http(s) URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequest>;

export const PushUnsubscribeRequest = z.object({ endpoint: z.string().max(2048) });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;

export const PushSubscriptionAnswer = z.object({ ok: z.literal(true), push_subscribed: z.boolean() });
export type PushSubscriptionAnswer = z.infer<typeof PushSubscriptionAnswer>;

/**
 * A new message as the push carries it (decision 178): the recipient's view of it, as
 * GET messages.php answers it, so the service worker writes the row the pull would write. `cut`: the
 * body was shortened to keep the payload within its budget (it ends with PUSH_CUT_MARKER); the next
 * pull brings the whole text.
 */
export const PushMessage = z.object({
  id: z.uuid(),
  conversation_id: z.number().int(),
  kind: MessageKind,
  body: z.string(),
  gift_id: z.number().int().nullable(),
  image: z.string().nullable(),
  created_at: z.string(),
  seq: z.string().regex(/^\d{1,18}$/),
  cut: z.literal(true).optional(),
});
export type PushMessage = z.infer<typeof PushMessage>;
/** The end of a message body the push had to cut (decision 178). */
export const PUSH_CUT_MARKER = '…';

/**
 * What a push message carries (SPEC §4, decision 178): what it announces, as far as the member's
 * lock-screen choice allows (`privacy`): with `name_and_message` a new message itself (`message`)
 * and its sender (`peer`); with `name` the sender's name only; with `nothing` neither. At most
 * 4 KB encrypted (server/notify/push.ts keeps the JSON within PUSH_PAYLOAD_LIMIT).
 */
export const pushKinds = ['message', 'conversation', 'like', 'match', 'reminder', 'update', 'promotions', 'news', 'reminders'] as const;
export type PushKind = (typeof pushKinds)[number];
export const PushPayload = z.object({
  kind: z.enum(pushKinds),
  title: z.string(),
  body: z.string(),
  /** the screen to open: /chats/{id}, /members/{id} or /chats */
  url: z.string(),
  /** one notification per conversation (or per profile) replaces the previous one */
  tag: z.string(),
  conversation_id: z.number().int().optional(),
  profile_id: z.number().int().optional(),
  /** unread messages plus new likes, for the app badge */
  badge: z.number().int().min(0).optional(),
  /** the member the push is for: the service worker writes and shows it only while they are the device's current member */
  member_id: z.number().int().optional(),
  /** the member's lock-screen choice the payload was built for */
  privacy: LockScreenChoice.optional(),
  /** the new message (`name_and_message` only) */
  message: PushMessage.optional(),
  /** the sender as the chat list shows them (`name_and_message` only): a conversation new to the device gets its row */
  peer: z.object({ name: z.string(), fictional: z.boolean() }).optional(),
  /**
   * A like's or a match's liker as GET likes.php answers them among `liked_by` (`name_and_message`
   * only): the service worker writes the like row the pull would write (decision 182)
   */
  like: LikeEntry.optional(),
  /** what is shown instead when the push is not for the device's current member: nothing personal */
  generic: z.object({ title: z.string(), body: z.string() }).optional(),
  /** the notification's buttons, in the member's language */
  actions: z.object({ read: z.string(), open: z.string() }).optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** Bounce and spam-complaint (fbl) callbacks of the mail provider; Authorization: Bearer MAIL_WEBHOOK_SECRET. */
export const mailWebhookApi = {
  bounce: '/api/mail/bounce.php',
  fbl: '/api/mail/fbl.php',
} as const;
export const MailWebhookRequest = z.object({
  /** the recipient address, or the List-Unsubscribe token of the mail concerned */
  email: z.email().optional(),
  token: z.string().max(100).optional(),
  /** bounces: only permanent (hard) bounces turn e-mail off */
  type: z.enum(['hard', 'soft']).optional(),
});
export type MailWebhookRequest = z.infer<typeof MailWebhookRequest>;

/** The opt-in kinds an operator sends to every member who turned them on (SPEC §3 preferences). */
export const campaignKinds = ['promotions', 'news', 'reminders'] as const;
export type CampaignKind = (typeof campaignKinds)[number];
const CampaignLines = z.object({ title: z.string().trim().min(1).max(120), body: z.string().trim().min(1).max(1000), button: z.string().trim().min(1).max(60).optional() });
/** A campaign: its texts per locale (English required, the fallback for the other locales). */
export const Campaign = z.object({
  id: z.string().regex(/^[\w.-]{1,64}$/),
  kind: z.enum(campaignKinds),
  /** one site (its id), or every site */
  site_id: z.number().int().positive().nullable(),
  /** the screen it leads to, e.g. /credits or /pages/news */
  path: z
    .string()
    .regex(/^\/(?![/\\])[\w\-./?=&%]*$/) // never //host (decision 131: the click link redirects to it)
    .max(200),
  texts: z.record(z.string().min(2).max(5), CampaignLines).refine((t) => 'en' in t, { message: 'English texts are required' }),
});
export type Campaign = z.infer<typeof Campaign>;

/**
 * POST: queue a campaign (decision 131: an admin's staff session, or the operator's
 * `Authorization: Bearer ADMIN_TOKEN`); it becomes a campaigns row, shown with its figures in the
 * console. Answers whether it was new (an `id` is sent once).
 */
export const adminApi = { campaign: '/api/admin/campaign.php' } as const;
export const CampaignAnswer = z.object({ ok: z.literal(true), queued: z.boolean() });
export type CampaignAnswer = z.infer<typeof CampaignAnswer>;
