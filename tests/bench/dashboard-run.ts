// The dashboard benchmark's measurements (decision 132), run by tests/bench/dashboard.mjs with
// `node --import tsx` on the load benchmark's PostgreSQL database (100,000 members, 1,000,000
// messages): adds lander visits and page bounces over 90 days, times the rollup's first run (the
// backfill) and an ordinary run (the last closed day and today), then the dashboard's answer for
// 90 days of one site and of all sites, as the route computes it. Prints one JSON line.
import { dashboardAnswer } from '../../server/admin/dashboard/query.ts';
import { refreshRollup } from '../../server/admin/dashboard/rollup.ts';
import { addDays, utcDay } from '../../server/admin/dashboard/days.ts';
import { openDatabase, rows, sql } from '../../server/db/connect.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: dashboard-run.ts <database url>');
const RUNS = Number(process.env.DASHBOARD_RUNS ?? 30);
const VISITS = Number(process.env.DASHBOARD_VISITS ?? 300_000);

const handle = await openDatabase({ databaseUrl: url });
const db = handle.db;
const ms = (start: number) => Math.round((performance.now() - start) * 10) / 10;

// lander visits and bounces spread over the last 90 days and every site
await db.execute(sql`
  INSERT INTO lander_visits (site_id, kind, created_at)
  SELECT s.id, 'gallery', now() - make_interval(secs => ((g::bigint * 7919) % (90 * 86400))::double precision)
    FROM generate_series(1, ${VISITS}) AS g JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn, count(*) OVER () AS n FROM sites) s ON s.rn = g % s.n`);
await db.execute(sql`
  INSERT INTO page_hidden_events (site_id, path, created_at)
  SELECT site_id, '/landers/gallery/plaineng', created_at FROM lander_visits WHERE id % 3 = 0`);
await db.execute(sql`ANALYZE`);

const [busiest] = await rows<{ site_id: number }>(db, sql`SELECT site_id FROM conversations GROUP BY site_id ORDER BY count(*) DESC LIMIT 1`);
const site = Number(busiest?.site_id);
const counts = (await rows<Record<string, string>>(db, sql`
  SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM messages) AS messages,
         (SELECT count(*) FROM lander_visits) AS lander_visits, (SELECT count(*) FROM payments WHERE status = 'completed') AS payments,
         (SELECT count(*) FROM sites) AS sites`))[0];

let started = performance.now();
const backfill = await refreshRollup(db, new Date());
const backfillMs = ms(started);
started = performance.now();
const ordinary = await refreshRollup(db, new Date());
const ordinaryMs = ms(started);
const [size] = await rows<{ daily: string; active: string; firsts: string }>(db, sql`
  SELECT (SELECT count(*) FROM dashboard_daily) AS daily, (SELECT count(*) FROM dashboard_active_days) AS active, (SELECT count(*) FROM dashboard_member_firsts) AS firsts`);

const to = utcDay(new Date());
const from = addDays(to, -89);
async function timeAnswer(which: 'all' | number) {
  for (let i = 0; i < 3; i++) await dashboardAnswer(db, { from, to, site: which });
  const times: number[] = [];
  let answer = await dashboardAnswer(db, { from, to, site: which });
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    answer = await dashboardAnswer(db, { from, to, site: which });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  // the JSON the route sends, for its size
  const bytes = Buffer.byteLength(JSON.stringify(answer));
  return { p50_ms: at(0.5), p95_ms: at(0.95), max_ms: at(1), answer_bytes: bytes, messages_in_range: answer.days.reduce((s, d) => s + d.messages, 0) };
}
const oneSite = await timeAnswer(site);
const allSites = await timeAnswer('all');
await handle.close();

process.stdout.write(
  `${JSON.stringify({
    data: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
    range_days: 90,
    rollup: {
      backfill_ms: backfillMs,
      backfill_days: `${backfill.from}..${backfill.to}`,
      ordinary_run_ms: ordinaryMs,
      ordinary_run_days: `${ordinary.from}..${ordinary.to}`,
      rows: Object.fromEntries(Object.entries(size ?? {}).map(([k, v]) => [k, Number(v)])),
    },
    answer_one_site: { site, ...oneSite },
    answer_all_sites: allSites,
    runs: RUNS,
  })}\n`,
);
