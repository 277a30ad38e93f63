// A 10,000-message backfill in Chromium: the sync engine's pull (chatsStep, in a Web
// Worker, as in the app) applies it into IndexedDB while the page shows the conversation through
// its Dexie live queries; the same rows written by one plain Dexie bulkPut in the same browser are
// the baseline. The page records main-thread long tasks (PerformanceObserver 'longtask'), how late
// a 10 ms timer ran, and each time the shown conversation changed. Page: tests/bench/backfill/.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

const COUNT = Number(process.env.BENCH_BACKFILL_MESSAGES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_BACKFILL_ROUNDS ?? 5);
const root = fileURLToPath(new URL('./backfill/', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildPage(outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
    worker: { format: 'es' },
    // BENCH_BACKFILL_PROFILE=<file> writes a CPU profile of the page during the last apply (readable names)
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000, minify: !process.env.BENCH_BACKFILL_PROFILE },
  });
}

function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchBackfillBrowser() {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-backfill-'));
  await buildPage(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => Boolean(window.bench), null, { timeout: 30_000 });
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      // alternate, so that neither side always runs on a warmer browser
      const plain = await page.evaluate((count) => window.bench.run('plain', count), COUNT);
      const cdp = process.env.BENCH_BACKFILL_PROFILE && i === ROUNDS - 1 ? await page.context().newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      const apply = await page.evaluate((count) => window.bench.run('apply', count), COUNT);
      if (cdp) writeFileSync(process.env.BENCH_BACKFILL_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      const hidden = await page.evaluate((count) => window.bench.run('apply', count, false), COUNT);
      rounds.push({ plain, apply, hidden });
    }
    if (errors.length > 0) throw new Error(errors.join('\n'));
    const plainMs = median(rounds.map((r) => r.plain.ms));
    const applyMs = median(rounds.map((r) => r.apply.ms));
    const hiddenMs = median(rounds.map((r) => r.hidden.ms));
    return {
      messages: COUNT,
      rounds: ROUNDS,
      stored: rounds.at(-1).apply.stored,
      plain_bulkput_ms: Math.round(plainMs),
      engine_apply_ms: Math.round(applyMs),
      ratio_bulkput_over_apply: Number((plainMs / applyMs).toFixed(2)),
      // the same pull with nothing on screen: what the worker alone costs; the difference is the
      // page's live queries, renders and paints competing for the CPU (two cores here)
      engine_apply_nothing_shown_ms: Math.round(hiddenMs),
      ratio_nothing_shown: Number((plainMs / hiddenMs).toFixed(2)),
      longest_main_thread_task_ms: Math.max(...rounds.map((r) => r.apply.longestTaskMs)),
      main_thread_long_tasks_per_apply: rounds.map((r) => r.apply.longTasks),
      max_timer_lateness_ms: Math.max(...rounds.map((r) => r.apply.maxTimerLateMs)),
      conversation_updates_while_applying: rounds.map((r) => r.apply.updatesWhileApplying),
      first_update_after_ms: rounds.map((r) => r.apply.firstUpdateMs),
      // the newest message on screen once the backfill is in (9999: the last of the 10,000)
      newest_shown_at_end: Number(/number (\d+)/.exec(rounds.at(-1).apply.shownAtEnd ?? '')?.[1] ?? -1),
      rendered_list_items: rounds.at(-1).apply.renderedItems,
      per_round: rounds.map((r) => ({ plain_ms: Math.round(r.plain.ms), apply_ms: Math.round(r.apply.ms), apply_nothing_shown_ms: Math.round(r.hidden.ms), longest_task_ms: r.apply.longestTaskMs })),
      environment: 'Chromium (Debian), the sync engine pull in a Web Worker, the conversation on screen through Dexie live queries',
    };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('chat-backfill-browser.mjs')) {
  process.stdout.write(`${JSON.stringify(await benchBackfillBrowser(), null, 2)}\n`);
}
