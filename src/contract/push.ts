import { z } from 'zod';

/**
 * Web Push (issue 8). POST /api/user.php?push=1 saves the browser's PushSubscription (its JSON);
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

/** What a push message carries (SPEC §4: a small poke, never message content); at most 4 KB. */
export const pushKinds = ['message', 'conversation', 'like', 'match', 'reminder', 'update'] as const;
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
