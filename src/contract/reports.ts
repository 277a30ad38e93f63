import { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASONS } from './reportRules.ts';

/** Member reports (decision 123) and the contact filter's answers to the member app (decision 122). */
export const reportsApi = {
  reports: '/api/reports.php',
} as const;

// The values the member app shows live in the zod-free reportRules.ts (decision 142): a screen
// that shows them does not construct every schema of the contract at its start.
export { MASK_TOKEN, REPORT_NOTE_MAX, REPORT_REASONS } from './reportRules.ts';

export const ReportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReason>;

/** Reports a member may file per hour and per day (a flood protection; server/platform/limits.ts). */
export const REPORTS_PER_HOUR = 10;

/**
 * POST /api/reports.php: a report on a member (`member_id`), optionally naming a message the
 * reporter received from them (`message_id`, attached to the report); `block` blocks the member in
 * the same step. A repeat report on the same message answers the first one.
 */
export const ReportRequest = z.object({
  member_id: z.number().int().positive(),
  reason: ReportReason,
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
  message_id: z.uuid().optional(),
  block: z.boolean().optional(),
});
export type ReportRequest = z.input<typeof ReportRequest>;

export const ReportAnswer = z.object({ ok: z.literal(true), id: z.number().int(), blocked: z.boolean() });
export type ReportAnswer = z.infer<typeof ReportAnswer>;

export const FilterAction = z.enum(['allow', 'mask', 'hold']);
export type FilterAction = z.infer<typeof FilterAction>;

/** The staff console's decisions on a held message (decision 122); moderators only. */
export const heldApi = {
  release: '/api/admin/moderation/held/:id/release',
  reject: '/api/admin/moderation/held/:id/reject',
} as const;

export const HeldDecisionAnswer = z.object({ ok: z.literal(true), state: z.enum(['released', 'rejected']) });
export type HeldDecisionAnswer = z.infer<typeof HeldDecisionAnswer>;
