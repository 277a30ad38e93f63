import { z } from 'zod';
import { WarningCategory } from './moderationNotices.ts';

/**
 * The moderation queues and actions of the staff console (decision 121). The queue kinds are the
 * server's registry (server/moderation/queues.ts): a kind is a plain string here so that a
 * new queue needs no contract change; the console names the kinds it knows (src/admin/moderation/).
 */
export const moderationApi = {
  /** GET: every queue's open items, in the registry's order */
  counts: '/api/admin/moderation/counts',
  /** GET: a queue's open items, oldest first (?limit=, ?offset= to page on) */
  queue: '/api/admin/moderation/queue/:kind',
  /** GET: one item with the member's file */
  item: '/api/admin/moderation/queue/:kind/:id',
  /** POST: one action (ModerationAction), written to the audit log in the same transaction */
  action: '/api/admin/moderation/action',
  /** GET: the picture of a chat message, held ones included (decision 133): staff only, never cached */
  messageImage: '/api/admin/moderation/message-image/:id',
  /**
   * GET: a member photo's file for staff, private and pending ones included (decision 177): the staff
   * cookie reaches /api/admin only, so the members' /media route never sees it; never cached
   */
  photoFile: '/api/admin/moderation/photo-file/:file',
  /** POST: approve or reject many queued photos in one step (PhotoBatch), one audit entry per photo (decision 177) */
  photoBatch: '/api/admin/moderation/photos',
} as const;

export const moderationQueuePath = (kind: string): string => moderationApi.queue.replace(':kind', encodeURIComponent(kind));
export const moderationMessageImagePath = (messageId: string): string => moderationApi.messageImage.replace(':id', encodeURIComponent(messageId));
/** where staff screens load a member photo's file (moderationApi.photoFile), never the members' /media address */
export const staffPhotoPath = (file: string): string => moderationApi.photoFile.replace(':file', encodeURIComponent(file));
export const moderationItemPath = (kind: string, id: string): string =>
  moderationApi.item.replace(':kind', encodeURIComponent(kind)).replace(':id', encodeURIComponent(id));

export const ModerationState = z.enum(['active', 'warned', 'suspended', 'banned']);
export type ModerationState = z.infer<typeof ModerationState>;

/** A member's moderation state as a moderator saw it; `rev` goes with every action on the member. */
export const MemberModeration = z.object({
  state: ModerationState,
  reason: z.string().nullable(),
  until: z.string().nullable(),
  rev: z.number().int(),
});
export type MemberModeration = z.infer<typeof MemberModeration>;

/** A photo's review: queued (not reviewed yet), approved or rejected. */
export const PhotoReview = z.enum(['queued', 'approved', 'rejected']);
export type PhotoReview = z.infer<typeof PhotoReview>;

export const QueueCount = z.object({ kind: z.string(), count: z.number().int() });
export const QueueCountsAnswer = z.object({ queues: z.array(QueueCount) });
export type QueueCountsAnswer = z.infer<typeof QueueCountsAnswer>;

/** The member an item is about, as a line of the queue. */
export const QueueMember = z.object({
  id: z.number().int(),
  name: z.string(),
  moderation: ModerationState,
});

export const QueueItem = z.object({
  kind: z.string(),
  id: z.string(),
  created_at: z.string(),
  member: QueueMember.nullable(),
  /** what the item is about, in the words of whoever raised it (complaint text, signals) */
  summary: z.string(),
  /** a complaint's category, a report's reason, a risk signal… (the console translates known ones) */
  labels: z.array(z.string()),
  /** the photo the item is about */
  photo: z.object({ id: z.number().int(), url: z.string(), review: PhotoReview }).nullable(),
});
export type QueueItem = z.infer<typeof QueueItem>;

export const QueueAnswer = z.object({ kind: z.string(), count: z.number().int(), items: z.array(QueueItem) });
export type QueueAnswer = z.infer<typeof QueueAnswer>;

export const MemberFilePhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  status: z.enum(['active', 'pending', 'rejected']),
  review: PhotoReview,
  private: z.boolean(),
  reject_reason: z.string().nullable(),
});

export const MemberFileComplaint = z.object({
  id: z.number().int(),
  category: z.string(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
  reporter_id: z.number().int(),
});

export const ExcerptMessage = z.object({
  id: z.string(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  kind: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** the message the item names (a report's message) */
  named: z.boolean(),
  /** a picture message's image at the console's own address (moderationApi.messageImage) */
  image: z.string().nullable(),
});
export type ExcerptMessage = z.infer<typeof ExcerptMessage>;

/** A member's report about the member of the file (decision 123), as the file lists it (decision 133). */
export const MemberFileReport = z.object({
  id: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  /** the reported message's text as the reporter received it */
  message_body: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  reporter_id: z.number().int(),
});
export type MemberFileReport = z.infer<typeof MemberFileReport>;

/** The member's file beside an item: card, photos, complaints against them, the excerpt the item names. */
export const MemberFile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  age: z.number().int(),
  gender: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  about: z.string().nullable(),
  signup_date: z.string(),
  moderation: MemberModeration,
  photos: z.array(MemberFilePhoto),
  /** the latest complaints against the member (at most RECENT_IN_FILE) and how many there are in all */
  complaints: z.array(MemberFileComplaint),
  complaint_count: z.number().int(),
  /** the latest reports about the member (at most RECENT_IN_FILE) and how many there are in all (decision 133) */
  reports: z.array(MemberFileReport),
  report_count: z.number().int(),
});
export type MemberFile = z.infer<typeof MemberFile>;

export const ItemAnswer = z.object({
  item: QueueItem,
  /** whether the item is still open (another moderator may have closed it) */
  open: z.boolean(),
  member: MemberFile.nullable(),
  excerpt: z.array(ExcerptMessage),
});
export type ItemAnswer = z.infer<typeof ItemAnswer>;

const Reason = z.string().trim().min(1).max(500);
const ItemRef = z.object({ kind: z.string().min(1).max(40), id: z.string().min(1).max(40) });
export type ItemRef = z.infer<typeof ItemRef>;

/** One moderator action; `item` is the queue item it was taken from, closed by it. */
export const ModerationAction = z.discriminatedUnion('action', [
  // `category`: what the member's notice names, translated (decision 133)
  z.object({ action: z.literal('warn'), member_id: z.number().int(), seen_rev: z.number().int(), reason: Reason, category: z._default(WarningCategory, 'other'), item: ItemRef.optional() }),
  z.object({ action: z.literal('suspend'), member_id: z.number().int(), seen_rev: z.number().int(), reason: Reason, until: z.iso.datetime({ offset: true }), item: ItemRef.optional() }),
  z.object({ action: z.literal('ban'), member_id: z.number().int(), seen_rev: z.number().int(), reason: Reason, item: ItemRef.optional() }),
  z.object({ action: z.literal('lift'), member_id: z.number().int(), seen_rev: z.number().int(), item: ItemRef.optional() }),
  z.object({ action: z.literal('approve_photo'), photo_id: z.number().int(), seen: PhotoReview, item: ItemRef.optional() }),
  z.object({ action: z.literal('reject_photo'), photo_id: z.number().int(), seen: PhotoReview, reason: Reason, item: ItemRef.optional() }),
  z.object({ action: z.literal('delete_photo'), photo_id: z.number().int(), item: ItemRef.optional() }),
  z.object({ action: z.literal('delete_about'), member_id: z.number().int(), item: ItemRef.optional() }),
  z.object({ action: z.literal('dismiss'), item: ItemRef }),
]);
/** what a client sends (a warning's category may be left out: 'other') */
export type ModerationAction = z.input<typeof ModerationAction>;
/** what the server acts on */
export type ParsedModerationAction = z.output<typeof ModerationAction>;

export const ModerationActionAnswer = z.object({
  ok: z.literal(true),
  /** the member's state after the action, when it was about a member */
  moderation: MemberModeration.nullable(),
});
export type ModerationActionAnswer = z.infer<typeof ModerationActionAnswer>;

/** complaints and reports a member file lists (the counts say how many there are in all) */
export const RECENT_IN_FILE = 5;

/** items a queue answers at most */
export const MODERATION_QUEUE_LIMIT = 50;

/** photos one batch judges at most (decision 177): the locks and audit entries of one transaction stay small */
export const PHOTO_BATCH_LIMIT = 100;

const PhotoIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1)
  .max(PHOTO_BATCH_LIMIT)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'photo ids repeat' });

/**
 * Many queued photos judged in one step (decision 177): approved, or rejected with one reason the
 * members read. Only photos still in the queue are judged; the rest are answered as they are.
 */
export const PhotoBatch = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), photo_ids: PhotoIds }),
  z.object({ decision: z.literal('reject'), photo_ids: PhotoIds, reason: Reason }),
]);
export type PhotoBatch = z.infer<typeof PhotoBatch>;

export const PhotoBatchAnswer = z.object({
  /** judged by this request, each with its own audit entry */
  judged: z.array(z.number().int()),
  /** judged before (by another moderator, or by this one in another tab): left as they are */
  already_judged: z.array(z.number().int()),
  /** not a photo of this site (deleted meanwhile, or never one) */
  not_found: z.array(z.number().int()),
});
export type PhotoBatchAnswer = z.infer<typeof PhotoBatchAnswer>;
