import { z } from 'zod';
import { MemberModeration, PhotoReview } from './moderation.ts';

/**
 * The member back office of the staff console (decision 129): find a member, read their file,
 * and the audited actions on it. Support and admin find and read; support may also resend the
 * activation mail and end sessions; credit adjustments, deletion and the data export are admin's.
 */
export const adminMembersApi = {
  /** GET ?q=&by=&site=: at most MEMBER_SEARCH_LIMIT members */
  search: '/api/admin/members',
  /** GET: the member's file */
  member: '/api/admin/members/:id',
  /** POST AdjustCreditsRequest (admin) */
  credits: '/api/admin/members/:id/credits',
  /** POST {} (support) */
  activationMail: '/api/admin/members/:id/activation-mail',
  /** POST {} (support) */
  endSessions: '/api/admin/members/:id/end-sessions',
  /** POST {} (admin): the deletion a member starts in their settings, reactivation mail included */
  deletion: '/api/admin/members/:id/deletion',
  /** POST {} (admin): the member's own "download my data" export; the ready mail goes to them */
  dataExport: '/api/admin/members/:id/data-export',
} as const;

export type AdminMembersAction = Exclude<keyof typeof adminMembersApi, 'search' | 'member'>;
export const adminMemberPath = (key: keyof typeof adminMembersApi, id: number): string => adminMembersApi[key].replace(':id', String(id));

export const MEMBER_SEARCH_LIMIT = 50;
export const MEMBER_QUERY_MAX = 200;
/** one adjustment moves a balance by at most this many credits, either way */
export const CREDIT_ADJUSTMENT_MAX = 100_000;
export const CREDIT_REASON_MIN = 3;
export const CREDIT_REASON_MAX = 500;
/** the ledger reason of a staff member's adjustment (server/payments/credits.ts books the others) */
export const STAFF_ADJUSTMENT_REASON = 'staff_adjustment';

export const memberSearchKeys = ['any', 'email', 'name', 'id', 'payment'] as const;
export const MemberSearchKey = z.enum(memberSearchKeys);
export type MemberSearchKey = z.infer<typeof MemberSearchKey>;

export const MemberSearchQuery = z.object({
  q: z.string().trim().min(1).max(MEMBER_QUERY_MAX),
  by: MemberSearchKey.default('any'),
  site: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const MemberStatus = z.enum(['confirmed', 'not_confirmed', 'pending_deletion']);

export const SiteRef = z.object({ id: z.number().int(), name: z.string(), domain: z.string() });
export type SiteRef = z.infer<typeof SiteRef>;

export const MemberHit = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  site: SiteRef,
  status: MemberStatus,
  moderation: MemberModeration.shape.state,
  credits: z.number().int(),
  signup_date: z.string(),
  /** which key found the member */
  matched: MemberSearchKey.exclude(['any']),
});
export type MemberHit = z.infer<typeof MemberHit>;

export const MemberSearchAnswer = z.object({ members: z.array(MemberHit), more: z.boolean() });
export type MemberSearchAnswer = z.infer<typeof MemberSearchAnswer>;

export const LedgerLine = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  at: z.string(),
  /** a staff adjustment: who made it and why */
  staff_email: z.string().nullable(),
  note: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof LedgerLine>;

export const MemberPayment = z.object({
  id: z.string(),
  order_id: z.number().int(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  method: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type MemberPayment = z.infer<typeof MemberPayment>;

export const MemberSession = z.object({
  started_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  live: z.boolean(),
  /** push subscriptions saved by this session: the host of each browser's push service */
  push_devices: z.array(z.string()),
});

export const MemberReportLine = z.object({
  id: z.number().int(),
  /** `by`: the member reported someone; `about`: someone reported the member */
  direction: z.enum(['by', 'about']),
  kind: z.enum(['report', 'complaint']),
  other_id: z.number().int().nullable(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.string(),
  at: z.string(),
});
export type MemberReportLine = z.infer<typeof MemberReportLine>;

export const MemberHistoryLine = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  staff_email: z.string().nullable(),
  /** the reason the action carried, when it had one */
  reason: z.string().nullable(),
});
export type MemberHistoryLine = z.infer<typeof MemberHistoryLine>;

export const MemberDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  site: SiteRef,
  gender: z.string(),
  age: z.number().int(),
  country: z.string(),
  city: z.string().nullable(),
  about: z.string().nullable(),
  language: z.string(),
  status: MemberStatus,
  profile_status: z.string(),
  invisible: z.boolean(),
  fictional: z.boolean(),
  paid_user: z.boolean(),
  credits: z.number().int(),
  signup_date: z.string(),
  last_seen: z.string().nullable(),
  moderation: MemberModeration,
  /** while the deletion waits: when the account is erased */
  erase_after: z.string().nullable(),
  /** accounts with the same address on the other sites */
  other_sites: z.array(z.object({ member_id: z.number().int(), site: SiteRef, status: MemberStatus })),
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), review: PhotoReview, private: z.boolean(), reject_reason: z.string().nullable() })),
  sessions: z.array(MemberSession),
  ledger: z.array(LedgerLine),
  payments: z.array(MemberPayment),
  reports: z.array(MemberReportLine),
  history: z.array(MemberHistoryLine),
});
export type MemberDetail = z.infer<typeof MemberDetail>;

export const MemberDetailAnswer = z.object({ member: MemberDetail });
export type MemberDetailAnswer = z.infer<typeof MemberDetailAnswer>;

/** A credit adjustment; `key` makes a repeated submit (double click, retry) book once. */
export const AdjustCreditsRequest = z.object({
  amount: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX)
    .max(CREDIT_ADJUSTMENT_MAX)
    .refine((n) => n !== 0),
  reason: z.string().trim().min(CREDIT_REASON_MIN).max(CREDIT_REASON_MAX),
  key: z.uuid(),
});
export type AdjustCreditsRequest = z.infer<typeof AdjustCreditsRequest>;

export const AdjustCreditsAnswer = z.object({ credits: z.number().int(), ledger: LedgerLine, repeated: z.boolean() });
export type AdjustCreditsAnswer = z.infer<typeof AdjustCreditsAnswer>;

/** The other actions take an empty body. */
export const MemberActionRequest = z.object({}).strict();

export const MemberActionAnswer = z.object({
  ok: z.literal(true),
  /** end-sessions: how many sessions were live */
  ended: z.number().int().optional(),
  /** data-export: the export's state (decision 124) */
  export_state: z.string().optional(),
});
export type MemberActionAnswer = z.infer<typeof MemberActionAnswer>;
