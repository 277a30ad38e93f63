import { z } from 'zod';
import { locales } from './locales.ts';
import { campaignKinds } from './push.ts';

/**
 * Campaigns in the staff console (decision 131): promotions, news and reminders to the members of
 * chosen sites who opted in to that kind (SPEC §3 notification preferences), written per locale,
 * previewed, sent now or at a time, with their delivery figures. Admin only.
 */
export const adminCampaignsApi = {
  /** GET: the campaigns, newest first; POST: a new campaign (sent now or scheduled) */
  list: '/api/admin/campaigns',
  /** GET: the sites and locales a campaign can be written for */
  options: '/api/admin/campaigns/options',
  /** POST: how many members an audience reaches now ("about N members"), per locale */
  audience: '/api/admin/campaigns/audience',
  /** POST: the push and the e-mail as members see them, per locale */
  preview: '/api/admin/campaigns/preview',
  /** GET: one campaign with its figures */
  one: '/api/admin/campaigns/:id',
  /** POST: cancel a scheduled campaign that has not started */
  cancel: '/api/admin/campaigns/:id/cancel',
} as const;

export const campaignPath = (id: number): string => adminCampaignsApi.one.replace(':id', String(id));
export const campaignCancelPath = (id: number): string => adminCampaignsApi.cancel.replace(':id', String(id));

/**
 * The member-visible link of a campaign: `/api/c/<campaign>?t=<token>` counts the member's click
 * once, then redirects to the campaign's path on the same site. Under /api/ so the service worker
 * never answers it with the app shell; the token in `t` is kept out of the request log.
 */
export const campaignClickApi = '/api/c/:campaign';
export const campaignClickPath = (campaign: number, token: string): string => `/api/c/${campaign}?t=${token}`;

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const CAMPAIGN_TITLE_MAX = 120;
export const CAMPAIGN_BODY_MAX = 1000;
export const CAMPAIGN_BUTTON_MAX = 60;
export const CAMPAIGN_INACTIVE_DAYS_MAX = 3650;

// no control characters (NUL and friends) in what members read
const noControl = (v: string) => ![...v].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 0x20 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 0x7f;
});
const line = (max: number) => z.string().trim().min(1).max(max).refine(noControl, 'control characters');

export const CampaignLines = z.object({
  title: line(CAMPAIGN_TITLE_MAX),
  body: line(CAMPAIGN_BODY_MAX),
  button: line(CAMPAIGN_BUTTON_MAX).optional(),
});
export type CampaignLines = z.infer<typeof CampaignLines>;

/** Texts per locale; at least one. A member gets their language, else their site's, else English, else the first written. */
export const CampaignTexts = z
  .partialRecord(z.enum(locales), CampaignLines)
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one locale' });
export type CampaignTexts = z.infer<typeof CampaignTexts>;

/**
 * The screen the campaign leads to: a path of the member's own site. Never `//host` or `/\host`
 * (a browser reads those as another host), so the click link cannot become an open redirect.
 */
export const CampaignTarget = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[\w\-./?=&%~]*$/);

export const CampaignAudience = z.object({
  paying: z.enum(['any', 'paying', 'not_paying']),
  /** only members not seen (logged in) for at least this many days; null: everyone */
  inactive_days: z.number().int().min(1).max(CAMPAIGN_INACTIVE_DAYS_MAX).nullable(),
});
export type CampaignAudience = z.infer<typeof CampaignAudience>;

/** 'all' or the chosen sites' ids */
export const CampaignSites = z.union([z.literal('all'), z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200)]);
export type CampaignSites = z.infer<typeof CampaignSites>;

export const AudienceRequest = z.object({ kind: z.enum(campaignKinds), sites: CampaignSites, audience: CampaignAudience });
export type AudienceRequest = z.infer<typeof AudienceRequest>;
export const AudienceAnswer = z.object({ members: z.number().int().min(0), by_locale: z.record(z.string(), z.number().int().min(0)) });
export type AudienceAnswer = z.infer<typeof AudienceAnswer>;

export const PreviewRequest = z.object({ texts: CampaignTexts, path: CampaignTarget, sites: CampaignSites });
export type PreviewRequest = z.infer<typeof PreviewRequest>;
export const CampaignPreview = z.object({
  locale: z.string(),
  site_name: z.string(),
  push: z.object({ title: z.string(), body: z.string() }),
  /** the e-mail's subject and text part, as the mail renderer makes them */
  mail: z.object({ subject: z.string(), text: z.string() }),
});
export type CampaignPreview = z.infer<typeof CampaignPreview>;
export const PreviewAnswer = z.object({ previews: z.array(CampaignPreview) });
export type PreviewAnswer = z.infer<typeof PreviewAnswer>;

/** A new campaign: sent now, or at `scheduled_at` (a time in the future). */
export const CampaignCreate = z
  .object({
    kind: z.enum(campaignKinds),
    texts: CampaignTexts,
    path: CampaignTarget,
    sites: CampaignSites,
    audience: CampaignAudience,
    send: z.enum(['now', 'at']),
    scheduled_at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((c) => c.send === 'now' || c.scheduled_at !== undefined, { path: ['scheduled_at'], message: 'a time is required' });
export type CampaignCreate = z.infer<typeof CampaignCreate>;

export const CampaignFigures = z.object({
  /** members a push went out to (a push service was called) */
  push_sent: z.number().int(),
  /** members whose push a push service accepted (at once or on a retry) */
  push_delivered: z.number().int(),
  /** members whose e-mail went into the mail outbox */
  emails_sent: z.number().int(),
  /** hard bounces of those e-mails */
  bounces: z.number().int(),
  /** members who opened the campaign link (each once) */
  clicks: z.number().int(),
});
export type CampaignFigures = z.infer<typeof CampaignFigures>;

export const CampaignView = z.object({
  id: z.number().int(),
  ref: z.string().nullable(),
  kind: z.enum(campaignKinds),
  texts: CampaignTexts,
  path: z.string(),
  sites: CampaignSites,
  audience: CampaignAudience,
  status: z.enum(campaignStatuses),
  scheduled_at: z.string().nullable(),
  created_at: z.string(),
  /** the staff member who wrote it; null for the operator call */
  created_by: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  figures: CampaignFigures,
});
export type CampaignView = z.infer<typeof CampaignView>;

export const CampaignAnswerOne = z.object({ campaign: CampaignView });
export type CampaignAnswerOne = z.infer<typeof CampaignAnswerOne>;
export const CampaignListAnswer = z.object({ campaigns: z.array(CampaignView) });
export type CampaignListAnswer = z.infer<typeof CampaignListAnswer>;

export const CampaignOptionsAnswer = z.object({
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), language: z.string() })),
  locales: z.array(z.enum(locales)),
});
export type CampaignOptionsAnswer = z.infer<typeof CampaignOptionsAnswer>;
