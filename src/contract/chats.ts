import { z } from 'zod';

/** Paths of the chat calls. `chats` and `chat` (DELETE) are SPEC §7; the others follow its style. */
export const chatApi = {
  chats: '/api/chats.php',
  messages: '/api/messages.php',
  chatRead: '/api/chat-read.php',
  chat: '/api/chat.php',
  gifts: '/api/gifts.php',
  icebreakers: '/api/icebreakers.php',
  events: '/api/events.php',
  block: '/api/block.php',
} as const;

export const MessageKind = z.enum(['text', 'image', 'gift']);
export type MessageKind = z.infer<typeof MessageKind>;

/** A sync cursor: the server's change sequence as a decimal string (never a clock time). */
export const Cursor = z.string().regex(/^\d{1,19}$/);

/** The other member of a conversation, as far as the chat screens need them. */
export const ChatProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** thumbnail URL, already prefixed with cdn_prefix; null without a public photo */
  image: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  /** run by the site's team (SPEC: labelled with the site's fictional icon wherever it appears); false from a server before it said so */
  fictional: z.boolean().default(false),
});
export type ChatProfile = z.infer<typeof ChatProfile>;

export const LastMessage = z.object({
  id: z.string(),
  kind: MessageKind,
  body: z.string(),
  from_me: z.boolean(),
});

/** One entry of GET /api/chats.php (SPEC §3: conversation.id, profile.id, num_unread_messages). */
export const Chat = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: ChatProfile,
  num_unread_messages: z.number().int().nonnegative(),
  last_message: LastMessage.nullable(),
  last_message_at: z.string().nullable(),
  /** sequence of the newest message visible to me: pull the messages when it moved */
  last_seq: Cursor,
  /** my messages with a sequence up to this one have been read by the other member */
  peer_read_seq: Cursor,
  /** I may not reply: the other member has not confirmed their e-mail (SPEC §4) */
  reply_blocked: z.boolean(),
});
export type Chat = z.infer<typeof Chat>;

export const ChatsQuery = z.object({ since: Cursor.optional() });

/** Without `since` every chat; with it the chats changed after the cursor and the ones removed. */
export const ChatsAnswer = z.object({
  chats: z.array(Chat),
  tombstones: z.array(z.number().int()),
  cursor: Cursor,
});
export type ChatsAnswer = z.infer<typeof ChatsAnswer>;

export const ChatMessage = z.object({
  /** UUIDv7 made by the sender's client */
  id: z.uuid(),
  conversation_id: z.number().int(),
  from_me: z.boolean(),
  kind: MessageKind,
  body: z.string(),
  gift_id: z.number().int().nullable(),
  /** the image of an image message or the gift's picture */
  image: z.string().nullable(),
  created_at: z.string(),
  seq: Cursor,
  /** my message reached the receiver with contact details masked (decision 122) */
  masked: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const MESSAGES_PAGE = 50;

/** GET /api/messages.php?conversation=<id>[&before=<seq>|&since=<seq>][&limit=n] */
export const MessagesQuery = z.object({
  conversation: z.coerce.number().int().positive(),
  before: Cursor.optional(),
  since: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const MessagesAnswer = z.object({
  conversation_id: z.number().int(),
  /** oldest first */
  messages: z.array(ChatMessage),
  /** more messages in the asked direction: older ones (no since; ask with before = the first seq) or newer ones (since) */
  has_more: z.boolean(),
  /** messages older than the site's history limit exist and are hidden (SPEC §4) */
  history_hidden: z.boolean(),
  history_days: z.number().int(),
  cursor: Cursor,
});
export type MessagesAnswer = z.infer<typeof MessagesAnswer>;

/** Data URL of a JPEG, PNG or WebP picture for an image message (re-encoded by the server). */
export const ImageDataUrl = z
  .string()
  .max(1_400_000)
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/);

/** POST /api/messages.php: to a conversation, or to a member (opens the conversation). */
export const SendMessageRequest = z
  .object({
    id: z.uuid(),
    conversation_id: z.number().int().positive().optional(),
    profile_id: z.number().int().positive().optional(),
    kind: MessageKind,
    body: z.string().max(20_000),
    gift_id: z.number().int().positive().optional(),
    image: ImageDataUrl.optional(),
  })
  .refine((r) => (r.conversation_id === undefined) !== (r.profile_id === undefined), { path: ['conversation_id'] })
  .refine((r) => r.kind !== 'gift' || r.gift_id !== undefined, { path: ['gift_id'] })
  .refine((r) => r.kind !== 'image' || r.image !== undefined, { path: ['image'] })
  .refine((r) => r.kind !== 'text' || r.body.trim().length > 0, { path: ['body'] });
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

export const SendMessageAnswer = z.object({
  message: ChatMessage,
  chat: Chat,
  /** the sender's balance after the charge; a replayed send answers the balance now, below zero after a refund or chargeback (decision 130) */
  credits: z.number().int(),
  /** what this message cost */
  cost: z.number().int().nonnegative(),
});
export type SendMessageAnswer = z.infer<typeof SendMessageAnswer>;

/** POST /api/chat-read.php: I have read the conversation up to `seq` (everything when left out). */
export const MarkReadRequest = z.object({ conversation_id: z.number().int().positive(), seq: Cursor.optional() });
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;
export const MarkReadAnswer = z.object({ chat: Chat.nullable() });

/** DELETE /api/chat.php?conversation=<id> (SPEC §7) or ?profile=<id> (every conversation with them). */
export const DeleteChatQuery = z
  .object({
    conversation: z.coerce.number().int().positive().optional(),
    profile: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => (q.conversation === undefined) !== (q.profile === undefined), { path: ['conversation'] });
export const DeleteChatAnswer = z.object({ ok: z.literal(true), deleted: z.array(z.number().int()) });

/** `slug` names a shipped gift (translated in the app); `name` is the operator's English name. */
export const Gift = z.object({ id: z.number().int(), slug: z.string().optional(), name: z.string(), image: z.string(), credits: z.number().int() });
export type Gift = z.infer<typeof Gift>;
export const GiftsAnswer = z.object({ gifts: z.array(Gift) });
export type GiftsAnswer = z.infer<typeof GiftsAnswer>;

export const Icebreaker = z.object({ id: z.number().int(), text: z.string() });
export const IcebreakersAnswer = z.object({ icebreakers: z.array(Icebreaker), price: z.number().int() });
export type IcebreakersAnswer = z.infer<typeof IcebreakersAnswer>;

/** What an SSE poke says (the event's data): which part of the member's data changed. */
/** `notice`: a moderator's notice to the member (decision 133): user.php lists it */
export const PokeKind = z.enum(['message', 'read', 'chat', 'credits', 'like', 'notice']);
export type PokeKind = z.infer<typeof PokeKind>;
export const Poke = z.object({ kind: PokeKind, conversation_id: z.number().int().optional() });
export type Poke = z.infer<typeof Poke>;

/** Default of the site setting chat_history_days (SPEC §4: older messages are hidden). */
export const CHAT_HISTORY_DAYS_DEFAULT = 180;

/** POST /api/block.php: block a member; their conversations disappear on both sides (SPEC §4). */
export const BlockRequest = z.object({ profile_id: z.number().int().positive() });
export const BlockAnswer = z.object({ ok: z.literal(true) });
