// The pair part of "may A reach B" in the search (issue 52, decision 191), run with
// `node --import tsx tests/bench/search-blocks-run.ts` and TEST_DATABASE_URL set: seeds
// BENCH_MEMBERS (default 10,000) demo members in a scratch PostgreSQL database, gives the demo
// viewer a few blocks both ways, and times the search's statements (the exact count and the first
// page) with each spelling of "no block between the viewer and m": the inline EXISTS the search
// had before, a scalar function per row (LANGUAGE sql and plpgsql), and the set-returning SQL
// function PostgreSQL inlines (blocked_with.sql, as reach.ts blockedEitherWaySql reads it, and NOT IN). Also times GET /api/members.php for that viewer through the app.
// Prints one JSON object on stdout; the scratch database is dropped at the end. Figures: decision 191.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, rows } from '../../server/db/connect.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { buildApp } from '../../server/platform/app.ts';
import { loadConfig } from '../../server/platform/config.ts';
import { sites } from '../../server/db/schema.ts';
import { searchableBy } from '../../server/members/search.ts';
import { blockedEitherWaySql } from '../../server/safety/reach.ts';
import { freshPostgres } from './freshPostgres.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed (a PostgreSQL the bench may create a database on)');

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100;
}

const scratch = await freshPostgres(adminUrl);
const handle = await openDatabase({ databaseUrl: scratch.url });
const db = handle.db;
const result: Record<string, unknown> = { members: MEMBERS };
try {
  const now = new Date();
  await prepareDatabase(handle, { seedMembers: MEMBERS, demo: true, now });
  const [viewer] = await rows<{ id: number; site_id: number }>(db, sql`SELECT id, site_id FROM members WHERE email = 'free@demo.test'`);
  const [site] = await db.select().from(sites).where(sql`${sites.id} = ${viewer!.site_id}`);
  const v = viewer!.id;
  // a few blocks: the viewer blocked three findable members, two blocked the viewer
  const others = await rows<{ id: number }>(
    db,
    sql`SELECT m.id FROM members m WHERE ${searchableBy(site!, v, now, false)} ORDER BY m.id DESC LIMIT 5`,
  );
  for (const [i, o] of others.entries()) {
    await db.execute(i < 3 ? sql`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (${v}, ${o.id}, now())` : sql`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (${o.id}, ${v}, now())`);
  }
  await db.execute(sql`ANALYZE`);

  // the spellings compared, as scratch functions of this database
  await db.execute(sql.raw(`CREATE FUNCTION bench_blocker_sql(a integer, b integer) RETURNS integer LANGUAGE sql STABLE AS $$
    SELECT bl.blocker_id FROM blocks bl WHERE (bl.blocker_id = a AND bl.blocked_id = b) OR (bl.blocker_id = b AND bl.blocked_id = a)
    ORDER BY bl.blocker_id = b DESC LIMIT 1 $$`));
  await db.execute(sql.raw(`CREATE FUNCTION bench_blocker_plpgsql(a integer, b integer) RETURNS integer LANGUAGE plpgsql STABLE AS $$
    BEGIN RETURN (SELECT bl.blocker_id FROM blocks bl WHERE (bl.blocker_id = a AND bl.blocked_id = b) OR (bl.blocker_id = b AND bl.blocked_id = a)
    ORDER BY bl.blocker_id = b DESC LIMIT 1); END $$`));

  const spellings: Record<string, SQL> = {
    // before decision 191: the pair spelt in the statement
    inline_exists: sql`NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${v} AND b.blocked_id = m.id) OR (b.blocker_id = m.id AND b.blocked_id = ${v}))`,
    // a scalar function per row (not inlined: a body with a FROM)
    scalar_sql_fn: sql`bench_blocker_sql(${v}, m.id) IS NULL`,
    scalar_plpgsql_fn: sql`bench_blocker_plpgsql(${v}, m.id) IS NULL`,
    // after: reach.ts blockedEitherWaySql, over blocked_with.sql (inlined)
    blocked_with_exists: sql`NOT ${blockedEitherWaySql(v, sql`m.id`)}`,
    blocked_with_not_in: sql`m.id NOT IN (SELECT w.other FROM blocked_with(${v}) w)`,
  };
  // run on a tree from before decision 191 (for the app's figure), the functions are not there yet
  const [has] = await rows<{ yes: boolean }>(db, sql`SELECT to_regproc('blocked_with') IS NOT NULL AS yes`);
  if (!has!.yes) for (const key of Object.keys(spellings)) if (key.startsWith('blocked_with')) delete spellings[key];
  const base = searchableBy(site!, v, now, false);
  const statements = {
    count: (blocked: SQL) => sql`SELECT count(*) AS n FROM members m WHERE ${base} AND ${blocked}`,
    first_page: (blocked: SQL) => sql`SELECT m.id FROM members m WHERE ${base} AND ${blocked} ORDER BY m.id DESC LIMIT 20`,
    women_count: (blocked: SQL) => sql`SELECT count(*) AS n FROM members m WHERE ${base} AND m.gender = 'female' AND ${blocked}`,
  };
  const sqlTimes: Record<string, Record<string, number | string>> = {};
  for (const [statement, make] of Object.entries(statements)) {
    sqlTimes[statement] = {};
    for (const [spelling, blocked] of Object.entries(spellings)) {
      const q = make(blocked);
      const first = JSON.stringify(await rows(db, q));
      for (let i = 0; i < WARMUP; i++) await db.execute(q);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await db.execute(q);
        samples.push(performance.now() - started);
      }
      sqlTimes[statement][spelling] = median(samples);
      sqlTimes[statement][`${spelling}_answer`] = first.length > 60 ? `${first.slice(0, 60)}…` : first;
    }
  }
  result.sql_median_ms = sqlTimes;
  // how PostgreSQL reads the count with each spelling: its joins and subplans
  const plans: Record<string, string[]> = {};
  for (const [spelling, blocked] of Object.entries(spellings)) {
    const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (COSTS OFF) ${statements.count(blocked)}`);
    plans[spelling] = plan.map((r) => r['QUERY PLAN'].trim()).filter((line) => /Join|SubPlan|Function Scan|on blocks/.test(line));
  }
  result.count_plans = plans;

  // the whole search through the app, for the viewer with blocks (SEARCH_CACHE_MB=0: every call read)
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '100000', SEARCH_CACHE_MB: '0' }), db, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'free@demo.test', password: 'demo-password' } });
  const cookie = login.cookies.find((c) => c.name === 'sid');
  const headers = { cookie: `sid=${cookie?.value ?? ''}` };
  const search: Record<string, number> = {};
  for (const [label, q] of Object.entries({ everyone: 'everyone=1&', women: 'everyone=1&gender=female&' })) {
    const get = async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/members.php?${q}page=1`, headers });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await get();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await get());
    search[label] = median(samples);
  }
  result.app_search_first_page_median_ms = search;
  await app.close();
} finally {
  await handle.close();
  await scratch.drop();
}
process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
