import { z } from 'zod';

/** The operator's dashboard (decision 132): admin only, counted by UTC day. */
export const adminDashboardApi = {
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD&site=all|<id> */
  dashboard: '/api/admin/dashboard',
  /** GET, same query: the daily figures as CSV */
  csv: '/api/admin/dashboard.csv',
  /** POST: run the rollup now (otherwise the job runs it every few minutes) */
  refresh: '/api/admin/dashboard/refresh',
} as const;

/** The longest range one answer covers. */
export const DASHBOARD_MAX_DAYS = 400;

const DAY_MS = 86_400_000;
const Day = z.iso.date();

export const DashboardQuery = z
  .object({
    from: Day,
    to: Day,
    site: z.union([z.literal('all'), z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number)]).default('all'),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to_before_from' });
    else if (span + 1 > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
  });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

const Count = z.number().int().nonnegative();

/** One UTC day's figures (of one site or the sum of all). */
export const DashboardDay = z.object({
  day: Day,
  lander_visits: Count,
  /** lander views that ended while the page was hidden (the page-bounce log, SPEC §7) */
  lander_bounces: Count,
  signups: Count,
  confirmed: Count,
  first_messages: Count,
  /** members who paid for the first time: new paying members */
  first_purchases: Count,
  messages: Count,
  active_7: Count,
  active_30: Count,
  /** of the members active in the 30 days, those with push on; null for days the job did not see */
  push_opted: Count.nullable(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardRevenue = z.object({
  day: Day,
  currency: z.string(),
  /** completed payments, in the currency's minor unit (cents) */
  amount: z.number().int(),
  payments: Count,
});
export type DashboardRevenue = z.infer<typeof DashboardRevenue>;

export const funnelSteps = ['lander_visits', 'signups', 'confirmed', 'first_messages', 'first_purchases'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const DashboardAnswer = z.object({
  from: Day,
  to: Day,
  site: z.union([z.literal('all'), z.number().int()]),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** when the rollup last ran (today's figures are as of then); null before its first run */
  as_of: z.string().nullable(),
  days: z.array(DashboardDay),
  revenue: z.array(DashboardRevenue),
  currencies: z.array(z.string()),
  /** each step's count over the range, in order */
  funnel: z.array(z.object({ step: z.enum(funnelSteps), count: Count })),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

export const DashboardRefreshAnswer = z.object({ as_of: z.string() });
