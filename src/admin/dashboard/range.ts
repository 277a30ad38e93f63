import { DASHBOARD_MAX_DAYS } from '../../contract/adminDashboard.ts';

/** The dashboard's chosen range and site (decision 132); days are UTC 'YYYY-MM-DD'. */
export interface DashboardRange {
  from: string;
  to: string;
  site: 'all' | number;
}

const DAY_MS = 86_400_000;
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);
export const daysAgo = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The last `days` UTC days up to today. */
export const lastDays = (days: number, site: DashboardRange['site'], now = new Date()): DashboardRange => {
  const to = utcToday(now);
  return { from: daysAgo(to, days - 1), to, site };
};

/** What is wrong with a range before asking the server (it checks the same). */
export function rangeProblem(range: DashboardRange): 'order' | 'length' | null {
  const span = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS;
  if (Number.isNaN(span)) return 'order';
  if (span < 0) return 'order';
  if (span + 1 > DASHBOARD_MAX_DAYS) return 'length';
  return null;
}

export const rangeQuery = (range: DashboardRange): string => new URLSearchParams({ from: range.from, to: range.to, site: String(range.site) }).toString();
