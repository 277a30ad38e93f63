import { rows, sql, type Db } from '../../server/db/connect.ts';
import type { DashboardDay } from '../../src/contract/adminDashboard.ts';

/**
 * One UTC day's dashboard figures computed straight from the raw tables, written apart from the
 * rollup (server/admin/dashboard/rollup.ts) so a test can hold one against the other.
 */
export async function rawDay(db: Db, day: string, site: number | null): Promise<Omit<DashboardDay, 'push_opted'>> {
  const lo = `${day}T00:00:00Z`;
  const of = (col: string) => sql.raw(`(${col} >= '${lo}'::timestamptz AND ${col} < '${lo}'::timestamptz + interval '1 day')`);
  const onSite = (col: string) => (site === null ? sql`true` : sql`${sql.raw(col)} = ${site}`);
  const windowOf = (days: number) => sql.raw(`'${lo}'::timestamptz + interval '1 day' - interval '${days} days'`);
  const activity = (days: number) => sql`
    SELECT count(DISTINCT id) AS n FROM (
      SELECT m.id FROM members m WHERE NOT m.fictional AND ${onSite('m.site_id')} AND m.signup_date >= ${windowOf(days)} AND m.signup_date < ${windowOf(0)}
      UNION ALL SELECT x.member_id FROM sessions x JOIN members m ON m.id = x.member_id
        WHERE NOT m.fictional AND ${onSite('m.site_id')} AND x.created_at >= ${windowOf(days)} AND x.created_at < ${windowOf(0)}
      UNION ALL SELECT g.sender_id FROM messages g JOIN members m ON m.id = g.sender_id
        WHERE NOT m.fictional AND ${onSite('m.site_id')} AND g.created_at >= ${windowOf(days)} AND g.created_at < ${windowOf(0)}
      UNION ALL SELECT p.member_id FROM payments p JOIN members m ON m.id = p.member_id
        WHERE p.status = 'completed' AND NOT m.fictional AND ${onSite('m.site_id')} AND p.completed_at >= ${windowOf(days)} AND p.completed_at < ${windowOf(0)}
    ) a`;
  const one = async (query: ReturnType<typeof sql>): Promise<number> => Number((await rows<{ n: string | number }>(db, query))[0]?.n ?? 0);
  return {
    day,
    lander_visits: await one(sql`SELECT count(*) AS n FROM lander_visits WHERE ${onSite('site_id')} AND ${of('created_at')}`),
    lander_bounces: await one(
      sql`SELECT count(*) AS n FROM page_hidden_events WHERE ${onSite('site_id')} AND ${of('created_at')} AND (path LIKE '/landers/%' OR path ~ '^/members/[0-9]+/landing')`,
    ),
    signups: await one(sql`SELECT count(*) AS n FROM members WHERE NOT fictional AND ${onSite('site_id')} AND ${of('signup_date')}`),
    confirmed: await one(sql`
      SELECT count(*) AS n FROM members m LEFT JOIN dashboard_member_firsts f ON f.member_id = m.id
       WHERE NOT m.fictional AND ${onSite('m.site_id')}
         AND ${of("coalesce(f.confirmed_at, CASE WHEN m.status <> 'not_confirmed' THEN m.signup_date END)")}`),
    first_messages: await one(sql`
      SELECT count(*) AS n FROM (SELECT g.sender_id, min(g.created_at) AS first FROM messages g JOIN members m ON m.id = g.sender_id
        WHERE NOT m.fictional AND ${onSite('m.site_id')} GROUP BY g.sender_id) x WHERE ${of('x.first')}`),
    first_purchases: await one(sql`
      SELECT count(*) AS n FROM (SELECT p.member_id, min(p.completed_at) AS first FROM payments p JOIN members m ON m.id = p.member_id
        WHERE p.status = 'completed' AND NOT m.fictional AND ${onSite('m.site_id')} GROUP BY p.member_id) x WHERE ${of('x.first')}`),
    messages: await one(sql`SELECT count(*) AS n FROM messages g JOIN members m ON m.id = g.sender_id WHERE NOT m.fictional AND ${onSite('m.site_id')} AND ${of('g.created_at')}`),
    active_7: await one(activity(7)),
    active_30: await one(activity(30)),
  };
}
