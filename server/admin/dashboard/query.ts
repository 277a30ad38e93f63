import { sql, type SQL } from 'drizzle-orm';
import { funnelSteps, type DashboardAnswer, type DashboardDay, type DashboardQuery, type DashboardRevenue } from '../../../src/contract/adminDashboard.ts';
import { rows, type Db } from '../../db/connect.ts';
import { eachDay } from './days.ts';

type Figures = Omit<DashboardDay, 'day'>;
const emptyDay = (day: string): DashboardDay => ({
  day,
  lander_visits: 0,
  lander_bounces: 0,
  signups: 0,
  confirmed: 0,
  first_messages: 0,
  first_purchases: 0,
  messages: 0,
  active_7: 0,
  active_30: 0,
  push_opted: null,
});

type DailyRow = { [K in keyof Figures]: string | number | null } & { day: string };
type RevenueRow = { day: string; currency: string; amount: string | number; payments: string | number };
type CohortRow = Record<Exclude<(typeof funnelSteps)[number], 'lander_visits'>, string | number>;

/**
 * The dashboard's answer, read from the rollup tables (decision 132): at most one row a site and
 * day, summed over the sites for "all". Days the rollup has no row for read as zero. The funnel's
 * cohort reads the range's signups from members, with their firsts from the rollup's table.
 */
export async function dashboardAnswer(db: Db, query: DashboardQuery): Promise<DashboardAnswer> {
  const siteFilter: SQL = query.site === 'all' ? sql`` : sql`AND site_id = ${query.site}`;
  const range = sql`day >= ${query.from}::date AND day <= ${query.to}::date ${siteFilter}`;
  const memberSite: SQL = query.site === 'all' ? sql`` : sql`AND m.site_id = ${query.site}`;
  const [daily, revenue, sites, state, cohort] = await Promise.all([
    rows<DailyRow>(
      db,
      sql`SELECT day::text AS day, sum(lander_visits) AS lander_visits, sum(lander_bounces) AS lander_bounces, sum(signups) AS signups,
                 sum(confirmed) AS confirmed, sum(first_messages) AS first_messages, sum(first_purchases) AS first_purchases,
                 sum(messages) AS messages, sum(active_7) AS active_7, sum(active_30) AS active_30, sum(push_opted) AS push_opted
            FROM dashboard_daily WHERE ${range} GROUP BY day ORDER BY day`,
    ),
    rows<RevenueRow>(
      db,
      sql`SELECT day::text AS day, currency, sum(amount) AS amount, sum(payments) AS payments
            FROM dashboard_revenue WHERE ${range} GROUP BY day, currency ORDER BY day, currency`,
    ),
    rows<{ id: number; name: string }>(db, sql`SELECT id, name FROM sites ORDER BY name, id`),
    rows<{ refreshed_at: string | Date }>(db, sql`SELECT refreshed_at FROM dashboard_rollup_state WHERE id = 1`),
    // the funnel follows one cohort, the members who signed up within the range, to the rollup's
    // last run: each step is a part of the signups (a member made confirmed counts as the rollup does)
    rows<CohortRow>(
      db,
      sql`SELECT count(*) AS signups,
                 count(*) FILTER (WHERE f.confirmed_at IS NOT NULL OR m.status <> 'not_confirmed') AS confirmed,
                 count(*) FILTER (WHERE f.first_message_at IS NOT NULL) AS first_messages,
                 count(*) FILTER (WHERE f.first_purchase_at IS NOT NULL) AS first_purchases
            FROM members m LEFT JOIN dashboard_member_firsts f ON f.member_id = m.id
           WHERE NOT m.fictional AND m.signup_date >= ${query.from}::date AND m.signup_date < ${query.to}::date + 1 ${memberSite}`,
    ),
  ]);
  const byDay = new Map(daily.map((r) => [r.day, r]));
  const days = eachDay(query.from, query.to).map((day): DashboardDay => {
    const r = byDay.get(day);
    if (!r) return emptyDay(day);
    const n = (v: string | number | null): number => Number(v ?? 0);
    return {
      day,
      lander_visits: n(r.lander_visits),
      lander_bounces: n(r.lander_bounces),
      signups: n(r.signups),
      confirmed: n(r.confirmed),
      first_messages: n(r.first_messages),
      first_purchases: n(r.first_purchases),
      messages: n(r.messages),
      active_7: n(r.active_7),
      active_30: n(r.active_30),
      push_opted: r.push_opted === null ? null : n(r.push_opted),
    };
  });
  const money: DashboardRevenue[] = revenue.map((r) => ({ day: r.day, currency: r.currency, amount: Number(r.amount), payments: Number(r.payments) }));
  // lander visits are anonymous (decision 132): the range's count, beside the cohort, not a step of it
  const visits = days.reduce((sum, d) => sum + d.lander_visits, 0);
  const [c] = cohort;
  const count = (step: (typeof funnelSteps)[number]) => (step === 'lander_visits' ? visits : Number(c?.[step] ?? 0));
  const refreshed = state[0]?.refreshed_at;
  return {
    from: query.from,
    to: query.to,
    site: query.site,
    sites: sites.map((s) => ({ id: Number(s.id), name: s.name })),
    as_of: refreshed === undefined ? null : new Date(refreshed).toISOString(),
    days,
    revenue: money,
    currencies: [...new Set(money.map((r) => r.currency))].sort(),
    funnel: funnelSteps.map((step) => ({ step, count: count(step) })),
  };
}
