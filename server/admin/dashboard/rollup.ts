import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/connect.ts';
import type { Tx } from '../../platform/lockedWrite.ts';
import { addDays, dayStart, utcDay } from './days.ts';

/**
 * The dashboard's rollup (decision 132): one row a site and UTC day in `dashboard_daily` and
 * `dashboard_revenue`, recomputed from the raw tables for the days from the last closed day through
 * today. Today is partial and is recomputed on every run (its `as_of` is the run's time); the last
 * closed day is recomputed once more on the next run, so rows committed late around midnight count.
 * Safe with several instances: the whole run holds one transaction-scoped advisory lock, and a run
 * that finds a fresher result than `minAgeMs` does nothing.
 */

/** How far back the first run reaches (the range limit is 400 days; two years leave room). */
export const BACKFILL_DAYS = 731;
const LOCK = sql`pg_advisory_xact_lock(hashtext('dashboard_rollup'))`;

/** Lander paths (SPEC §2): /landers/… and a member's landing pages. */
export const landerPathSql = (path: SQL): SQL => sql`(${path} LIKE '/landers/%' OR ${path} ~ '^/members/[0-9]+/landing')`;

const ts = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;
const day = (d: string): SQL => sql`${d}::date`;
const utcDate = (col: SQL): SQL => sql`((${col}) AT TIME ZONE 'UTC')::date`;

interface State {
  final_through: string | null;
  refreshed_at: string | Date;
}

export interface RefreshResult {
  ran: boolean;
  from: string;
  to: string;
  asOf: Date;
}

/** The first day with any data, within the backfill window; today when there is none. */
async function firstDataDay(tx: Tx, today: string): Promise<string> {
  const [row] = await rows<{ first: string | null }>(
    tx,
    sql`SELECT ${utcDate(sql`LEAST(
      (SELECT min(signup_date) FROM members WHERE NOT fictional),
      (SELECT min(created_at) FROM lander_visits),
      (SELECT min(created_at) FROM page_hidden_events),
      (SELECT min(created_at) FROM messages))`)}::text AS first`,
  );
  const floor = addDays(today, -BACKFILL_DAYS);
  const first = row?.first ?? today;
  return first < floor ? floor : first > today ? today : first;
}

/** Runs the rollup now; with `minAgeMs`, only when the last run is older than that. */
export async function refreshRollup(db: Db, now: Date, options: { minAgeMs?: number } = {}): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    await tx.execute(sql`SELECT ${LOCK}`);
    // ranges of messages written since the last summary are read whole by the BRIN index until summarised
    await tx.execute(sql`SELECT brin_summarize_new_values('messages_created_brin')`);
    const [state] = await rows<State>(q, sql`SELECT final_through::text AS final_through, refreshed_at FROM dashboard_rollup_state WHERE id = 1`);
    const today = utcDay(now);
    if (state && options.minAgeMs !== undefined && now.getTime() - new Date(state.refreshed_at).getTime() < options.minAgeMs) {
      return { ran: false, from: state.final_through ?? today, to: today, asOf: new Date(state.refreshed_at) };
    }
    const firstRun = !state?.final_through;
    const start = state?.final_through ? (state.final_through > today ? today : state.final_through) : await firstDataDay(tx, today);
    const lo = dayStart(start);
    const hi = dayStart(addDays(today, 1));
    await updateFirsts(q, firstRun ? null : lo);
    await updateActiveDays(q, firstRun ? dayStart(addDays(start, -29)) : lo, hi);
    await upsertDaily(q, start, today, lo, hi);
    await tx.execute(sql`DELETE FROM dashboard_revenue WHERE day >= ${day(start)}`);
    await tx.execute(sql`
      INSERT INTO dashboard_revenue (site_id, day, currency, amount, payments)
      SELECT s.site_id, ${utcDate(sql`p.completed_at`)}, p.currency, sum(p.amount), count(*)
        FROM payments p JOIN members s ON s.id = p.member_id
       WHERE p.status = 'completed' AND p.completed_at >= ${ts(lo)} AND p.completed_at < ${ts(hi)} AND NOT s.fictional
       GROUP BY 1, 2, 3`);
    const closed = addDays(today, -1);
    await tx.execute(sql`
      INSERT INTO dashboard_rollup_state (id, final_through, refreshed_at) VALUES (1, ${day(closed)}, ${ts(now)})
      ON CONFLICT (id) DO UPDATE SET final_through = GREATEST(dashboard_rollup_state.final_through, EXCLUDED.final_through), refreshed_at = EXCLUDED.refreshed_at`);
    return { ran: true, from: start, to: today, asOf: now };
  });
}

/** First message and first purchase of every member with one since `since` (all time when null). */
async function updateFirsts(q: Db, since: Date | null): Promise<void> {
  const messagesSince = since ? sql`AND m.created_at >= ${ts(since)}` : sql``;
  const paymentsSince = since ? sql`AND p.completed_at >= ${ts(since)}` : sql``;
  await q.execute(sql`
    INSERT INTO dashboard_member_firsts (member_id, site_id, first_message_at)
    SELECT m.sender_id, s.site_id, min(m.created_at) FROM messages m JOIN members s ON s.id = m.sender_id
     WHERE NOT s.fictional ${messagesSince}
     GROUP BY m.sender_id, s.site_id
    ON CONFLICT (member_id) DO UPDATE SET first_message_at = LEAST(dashboard_member_firsts.first_message_at, EXCLUDED.first_message_at)`);
  await q.execute(sql`
    INSERT INTO dashboard_member_firsts (member_id, site_id, first_purchase_at)
    SELECT p.member_id, s.site_id, min(p.completed_at) FROM payments p JOIN members s ON s.id = p.member_id
     WHERE p.status = 'completed' AND NOT s.fictional ${paymentsSince}
     GROUP BY p.member_id, s.site_id
    ON CONFLICT (member_id) DO UPDATE SET first_purchase_at = LEAST(dashboard_member_firsts.first_purchase_at, EXCLUDED.first_purchase_at)`);
}

/** The member activity of [lo, hi): signups, logins (new sessions), messages sent, payments. */
export const activitySql = (lo: Date, hi: Date): SQL => sql`
  SELECT s.site_id, ${utcDate(sql`m.created_at`)} AS day, m.sender_id AS member_id
    FROM messages m JOIN members s ON s.id = m.sender_id
   WHERE m.created_at >= ${ts(lo)} AND m.created_at < ${ts(hi)} AND NOT s.fictional
  UNION
  SELECT s.site_id, ${utcDate(sql`x.created_at`)}, x.member_id
    FROM sessions x JOIN members s ON s.id = x.member_id
   WHERE x.created_at >= ${ts(lo)} AND x.created_at < ${ts(hi)} AND NOT s.fictional
  UNION
  SELECT site_id, ${utcDate(sql`signup_date`)}, id FROM members
   WHERE signup_date >= ${ts(lo)} AND signup_date < ${ts(hi)} AND NOT fictional
  UNION
  SELECT s.site_id, ${utcDate(sql`p.completed_at`)}, p.member_id
    FROM payments p JOIN members s ON s.id = p.member_id
   WHERE p.status = 'completed' AND p.completed_at >= ${ts(lo)} AND p.completed_at < ${ts(hi)} AND NOT s.fictional`;

async function updateActiveDays(q: Db, lo: Date, hi: Date): Promise<void> {
  await q.execute(sql`INSERT INTO dashboard_active_days (site_id, day, member_id) ${activitySql(lo, hi)} ON CONFLICT DO NOTHING`);
}

/**
 * Every site's row for every day of [start, today]: the day's counts, the members active in the 7
 * and 30 days up to it, and (today only) the push opt-ins among the 30 days' active members; an
 * earlier day keeps the opt-ins its own runs saw.
 */
async function upsertDaily(q: Db, start: string, today: string, lo: Date, hi: Date): Promise<void> {
  const inRange = (col: SQL) => sql`${col} >= ${ts(lo)} AND ${col} < ${ts(hi)}`;
  await q.execute(sql`
    WITH facts (site_id, day, lander_visits, lander_bounces, signups, confirmed, first_messages, first_purchases, messages) AS (
      SELECT site_id, ${utcDate(sql`created_at`)}, count(*), 0, 0, 0, 0, 0, 0 FROM lander_visits WHERE ${inRange(sql`created_at`)} GROUP BY 1, 2
      UNION ALL
      SELECT site_id, ${utcDate(sql`created_at`)}, 0, count(*), 0, 0, 0, 0, 0 FROM page_hidden_events
       WHERE ${inRange(sql`created_at`)} AND ${landerPathSql(sql`path`)} GROUP BY 1, 2
      UNION ALL
      SELECT site_id, ${utcDate(sql`signup_date`)}, 0, 0, count(*), 0, 0, 0, 0 FROM members WHERE NOT fictional AND ${inRange(sql`signup_date`)} GROUP BY 1, 2
      UNION ALL
      SELECT site_id, ${utcDate(sql`confirmed_at`)}, 0, 0, 0, count(*), 0, 0, 0 FROM dashboard_member_firsts WHERE ${inRange(sql`confirmed_at`)} GROUP BY 1, 2
      UNION ALL
      SELECT m.site_id, ${utcDate(sql`m.signup_date`)}, 0, 0, 0, count(*), 0, 0, 0 FROM members m
       WHERE NOT m.fictional AND m.status <> 'not_confirmed' AND ${inRange(sql`m.signup_date`)}
         AND NOT EXISTS (SELECT 1 FROM dashboard_member_firsts f WHERE f.member_id = m.id AND f.confirmed_at IS NOT NULL)
       GROUP BY 1, 2
      UNION ALL
      SELECT site_id, ${utcDate(sql`first_message_at`)}, 0, 0, 0, 0, count(*), 0, 0 FROM dashboard_member_firsts WHERE ${inRange(sql`first_message_at`)} GROUP BY 1, 2
      UNION ALL
      SELECT site_id, ${utcDate(sql`first_purchase_at`)}, 0, 0, 0, 0, 0, count(*), 0 FROM dashboard_member_firsts WHERE ${inRange(sql`first_purchase_at`)} GROUP BY 1, 2
      UNION ALL
      SELECT s.site_id, ${utcDate(sql`m.created_at`)}, 0, 0, 0, 0, 0, 0, count(*) FROM messages m JOIN members s ON s.id = m.sender_id
       WHERE NOT s.fictional AND ${inRange(sql`m.created_at`)} GROUP BY 1, 2
    ),
    grid AS (
      SELECT s.id AS site_id, g.day::date AS day FROM sites s CROSS JOIN generate_series(${day(start)}, ${day(today)}, interval '1 day') AS g(day)
    ),
    summed AS (
      SELECT site_id, day, sum(lander_visits) lv, sum(lander_bounces) lb, sum(signups) su, sum(confirmed) co, sum(first_messages) fm, sum(first_purchases) fp, sum(messages) ms
        FROM facts GROUP BY 1, 2
    ),
    active AS (
      SELECT a.site_id, g.day::date AS day,
             count(DISTINCT a.member_id) FILTER (WHERE a.day > g.day::date - 7) AS a7, count(DISTINCT a.member_id) AS a30
        FROM generate_series(${day(start)}, ${day(today)}, interval '1 day') AS g(day)
        JOIN dashboard_active_days a ON a.day > g.day::date - 30 AND a.day <= g.day::date
       GROUP BY 1, 2
    ),
    push AS (
      SELECT s.site_id, count(DISTINCT s.id) AS opted FROM push_subscriptions ps JOIN members s ON s.id = ps.member_id
       WHERE NOT s.fictional
         AND EXISTS (SELECT 1 FROM dashboard_active_days a WHERE a.site_id = s.site_id AND a.member_id = s.id AND a.day > ${day(today)} - 30 AND a.day <= ${day(today)})
       GROUP BY 1
    )
    INSERT INTO dashboard_daily (site_id, day, lander_visits, lander_bounces, signups, confirmed, first_messages, first_purchases, messages, active_7, active_30, push_opted)
    SELECT g.site_id, g.day, coalesce(f.lv, 0), coalesce(f.lb, 0), coalesce(f.su, 0), coalesce(f.co, 0), coalesce(f.fm, 0), coalesce(f.fp, 0), coalesce(f.ms, 0),
           coalesce(a.a7, 0), coalesce(a.a30, 0),
           CASE WHEN g.day = ${day(today)} THEN coalesce(p.opted, 0) END
      FROM grid g
      LEFT JOIN summed f ON f.site_id = g.site_id AND f.day = g.day
      LEFT JOIN active a ON a.site_id = g.site_id AND a.day = g.day
      LEFT JOIN push p ON p.site_id = g.site_id
    ON CONFLICT (site_id, day) DO UPDATE SET
      lander_visits = EXCLUDED.lander_visits, lander_bounces = EXCLUDED.lander_bounces, signups = EXCLUDED.signups,
      confirmed = EXCLUDED.confirmed, first_messages = EXCLUDED.first_messages, first_purchases = EXCLUDED.first_purchases,
      messages = EXCLUDED.messages, active_7 = EXCLUDED.active_7, active_30 = EXCLUDED.active_30,
      push_opted = COALESCE(EXCLUDED.push_opted, dashboard_daily.push_opted)`);
}
