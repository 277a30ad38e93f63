import type { DashboardAnswer } from '../../../src/contract/adminDashboard.ts';
import { csvLine } from '../csv.ts';

const figures = ['lander_visits', 'lander_bounces', 'signups', 'confirmed', 'first_messages', 'first_purchases', 'messages', 'active_7', 'active_30', 'push_opted'] as const;

/** Push opt-in rate of a day in percent with one decimal; empty when unknown. */
export function pushRate(opted: number | null, active30: number): string {
  if (opted === null || active30 === 0) return '';
  return ((opted / active30) * 100).toFixed(1);
}

/**
 * The dashboard's days as CSV through the console's one CSV writer (../csv.ts): one line a UTC day,
 * every figure, the push opt-in rate, and per currency the revenue in major units and the payments' count.
 */
export function dashboardCsv(data: DashboardAnswer): string {
  const head = ['day_utc', ...figures, 'push_opt_in_rate_pct', ...data.currencies.flatMap((c) => [`revenue_${c}`, `payments_${c}`])];
  const money = new Map(data.revenue.map((r) => [`${r.day}|${r.currency}`, r]));
  const lines = data.days.map((d) => [
    d.day,
    ...figures.map((f) => (d[f] === null ? '' : String(d[f]))),
    pushRate(d.push_opted, d.active_30),
    ...data.currencies.flatMap((c) => {
      const r = money.get(`${d.day}|${c}`);
      return [((r?.amount ?? 0) / 100).toFixed(2), String(r?.payments ?? 0)];
    }),
  ]);
  return [head, ...lines].map(csvLine).join('');
}
