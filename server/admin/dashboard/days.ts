// UTC calendar days as 'YYYY-MM-DD' strings (decision 132: the dashboard counts by UTC day).

const DAY_MS = 86_400_000;

/** The UTC day of an instant. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Midnight UTC at the start of a day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: string, n: number): string => utcDay(new Date(dayStart(day).getTime() + n * DAY_MS));

/** Days from `from` to `to`, both included (0 when to is before from). */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;

/** Every day of [from, to] in order. */
export function eachDay(from: string, to: string): string[] {
  const n = Math.max(0, daysBetween(from, to));
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}
