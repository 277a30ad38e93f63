// Search and photo benchmark, run by tests/bench/search.mjs with `node --import tsx`.
// Seeds BENCH_MEMBERS (default 100,000) demo members on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set, then times GET /api/members.php through the real app (inject), every
// call read from the database (SEARCH_CACHE_MB=0: the kept pages of decision 108 are measured by
// the load benchmark).
// Prints one JSON object on stdout.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../server/platform/app.ts';
import { loadConfig } from '../../server/platform/config.ts';
import { openDatabase, type DbHandle } from '../../server/db/connect.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { processPhoto } from '../../server/members/photoProcessing.ts';
import { freshPostgres } from './freshPostgres.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 100) / 100;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs: samples.length, p50_ms: percentile(sorted, 50), p95_ms: percentile(sorted, 95), max_ms: percentile(sorted, 100) };
}

const queries = {
  everyone: '',
  women: 'gender=female',
  men_in_germany: 'gender=male&country=DE',
  women_25_45: 'gender=female&min_age=25&max_age=45',
};

async function benchBackend(kind: 'pglite' | 'postgres') {
  let drop = async () => {};
  let handle: DbHandle;
  if (kind === 'postgres') {
    const created = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
    drop = created.drop;
    handle = await openDatabase({ databaseUrl: created.url });
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  const now = new Date();
  const seedStart = performance.now();
  const prepared = await prepareDatabase(handle, { seedMembers: MEMBERS, demo: true, now });
  const seedMs = Math.round(performance.now() - seedStart);
  // the steady state of a running site: autovacuum has analysed the freshly seeded tables
  await handle.db.execute(sql`ANALYZE`);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '100000', SEARCH_CACHE_MB: '0' }), db: handle.db, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'free@demo.test', password: 'demo-password' } });
  const cookie = login.cookies.find((c) => c.name === 'sid');
  const headers = { cookie: `sid=${cookie?.value ?? ''}` };

  const get = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, body: res.json<{ next: number | null; numResults: number }>() };
  };
  const time = async (url: string) => {
    for (let i = 0; i < WARMUP; i++) await get(url);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push((await get(url)).ms);
    return summary(samples);
  };

  const results: Record<string, unknown> = {};
  for (const [name, q] of Object.entries(queries)) {
    const base = `/api/members.php?${q}${q ? '&' : ''}`;
    const first = await get(`${base}page=1`);
    // the cursor of page 49, as the client holds it after paging there
    let after: number | null = first.body.next;
    for (let p = 2; p < 50 && after !== null; p++) after = (await get(`${base}page=${p}&after=${after}`)).body.next;
    results[name] = {
      matches: first.body.numResults,
      first_page: await time(`${base}page=1`),
      page_50_keyset: after === null ? null : await time(`${base}page=50&after=${after}`),
      page_50_deep_link: first.body.numResults > 49 * 20 ? await time(`${base}page=50`) : null,
    };
  }
  await app.close();
  await handle.close();
  await drop();
  return { backend: kind, members: prepared.seed.members, seed_ms: seedMs, queries: results };
}

async function benchPhoto() {
  const width = 4000;
  const height = 3000;
  const raw = randomBytes(width * height * 3);
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  await processPhoto(jpeg);
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await processPhoto(jpeg);
    samples.push(performance.now() - started);
  }
  return { megapixels: (width * height) / 1e6, jpeg_bytes: jpeg.length, ...summary(samples) };
}

const backends: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const search = [];
for (const b of backends) search.push(await benchBackend(b));
process.stdout.write(`${JSON.stringify({ search, photo_processing: await benchPhoto() })}\n`);
