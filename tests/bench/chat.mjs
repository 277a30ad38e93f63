// Chat benchmarks: delivery latency between two browser contexts, offline cold start to
// a painted cached conversation, and a 10,000-message backfill against a plain Dexie bulkPut: in Chromium with the sync engine's pull in
// a worker (tests/bench/chat-backfill-browser.mjs), and in Node on fake-indexeddb (chat-backfill.ts).
// It starts its own server (TEST_API=1 for fixture members) on BENCH_CHAT_PORT (default 3324). The
// SSE connections one server process holds and its memory: the real-time part (realtime.mjs), with
// the server as `npm start` runs it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchBackfillBrowser } from './chat-backfill-browser.mjs';

const PASSWORD = 'bench-password-1';
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 100);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

async function waitFor(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/settings.php`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('chat bench server did not start');
}

async function member(base, name, credits) {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bench.test`;
  const res = await fetch(`${base}/api/test/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name, credits, paid_user: true }),
  });
  const { id } = await res.json();
  const login = await fetch(`${base}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  return { id, email, name, cookie };
}

async function loggedInPage(browser, base, who) {
  const context = await browser.newContext({ baseURL: base });
  await context.addInitScript(() => localStorage.setItem('entryWarningDismissedAt', String(Date.now())));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/members/);
  return { context, page };
}

async function deliveryLatency(browser, base) {
  const ada = await member(base, 'Ada', 100_000);
  const ben = await member(base, 'Ben', 100_000);
  const first = await fetch(`${base}/api/messages.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: ada.cookie },
    body: JSON.stringify({ id: crypto.randomUUID().replace(/^(.{14})./, '$17'), profile_id: ben.id, kind: 'text', body: 'Opening line' }),
  });
  const conversation = (await first.json()).chat.conversation.id;
  const a = await loggedInPage(browser, base, ada);
  const b = await loggedInPage(browser, base, ben);
  await a.page.goto(`/chats/${conversation}`);
  await b.page.goto(`/chats/${conversation}`);
  await a.page.locator('p.msg-text', { hasText: 'Opening line' }).waitFor();
  await b.page.locator('p.msg-text', { hasText: 'Opening line' }).waitFor();
  await b.page.evaluate(() => {
    window.__seen = {};
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('p.msg-text')) {
        const m = /^bench-(\d+)$/.exec(el.textContent ?? '');
        if (m && !window.__seen[m[1]]) window.__seen[m[1]] = Date.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const sentAt = {};
  for (let i = 0; i < MESSAGES; i++) {
    await a.page.getByRole('textbox', { name: /Message to/ }).fill(`bench-${i}`);
    sentAt[i] = await a.page.evaluate(() => {
      const at = Date.now();
      document.querySelector('.composer-send')?.click();
      return at;
    });
    await b.page.waitForFunction((n) => Boolean(window.__seen[n]), String(i), { timeout: 15_000 });
  }
  const seen = await b.page.evaluate(() => window.__seen);
  const latencies = Object.keys(sentAt).map((i) => seen[i] - sentAt[i]);
  const result = { messages: latencies.length, p50_ms: percentile(latencies, 50), p99_ms: percentile(latencies, 99), max_ms: Math.max(...latencies) };

  // offline cold start: a new tab with no network paints the cached conversation (five tabs, one
  // after the other; the median is the figure). Per tab: the HTML from the service worker, the
  // chat screen's chunk, the first message in the DOM, and the frame after it.
  await a.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await a.context.setOffline(true);
  await a.context.addInitScript(() => {
    new MutationObserver(() => {
      if (window.__painted || !document.querySelector('p.msg-text')) return;
      window.__painted = performance.now();
      requestAnimationFrame(() => setTimeout(() => (window.__frame = performance.now()), 0));
    }).observe(document, { subtree: true, childList: true });
  });
  const starts = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const cold = await a.context.newPage();
    await cold.goto(`/chats/${conversation}`);
    await cold.waitForFunction(() => Boolean(window.__frame), null, { timeout: 15_000 });
    starts.push(
      await cold.evaluate(() => {
        const chunk = performance.getEntriesByType('resource').find((e) => /\/ChatScreen-[^/]*\.js$/.test(e.name));
        return {
          painted_ms: Math.round(window.__painted),
          next_frame_ms: Math.round(window.__frame),
          html_ms: Math.round(performance.getEntriesByType('navigation')[0]?.responseEnd ?? -1),
          chat_chunk_ms: Math.round(chunk?.responseEnd ?? -1),
        };
      }),
    );
    await cold.close();
  }
  const sorted = [...starts].sort((x, y) => x.painted_ms - y.painted_ms);
  const offlineColdStartMs = sorted[Math.floor(sorted.length / 2)].painted_ms;
  await a.context.close();
  await b.context.close();
  return { delivery: result, offline_cold_start_ms: offlineColdStartMs, offline_cold_starts: starts };
}

function backfillNode() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/chat-backfill.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) return { error: `backfill bench exited with ${run.status}` };
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
}

export async function benchChat({ staticDir = 'dist' } = {}) {
  const port = Number(process.env.BENCH_CHAT_PORT ?? 3324);
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_MEMBERS: '100', DEMO_MODE: '1', TEST_API: '1', LOGIN_RATE_LIMIT: '10000', NEW_MEMBER_MESSAGES_PER_HOUR: '1000000', STATIC_DIR: staticDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await waitFor(base);
    const browserFigures = await deliveryLatency(browser, base);
    const backfill = await benchBackfillBrowser().catch((error) => ({ error: String(error) }));
    return { ...browserFigures, backfill, backfill_node: backfillNode() };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('chat.mjs')) {
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const { machineId } = await import('../../scripts/bench-report.mjs');
  const result = await benchChat({ staticDir: process.env.BENCH_STATIC_DIR ?? 'dist' });
  mkdirSync('tests/bench/results', { recursive: true });
  writeFileSync('tests/bench/results/chat.json', JSON.stringify({ measured_at: new Date().toISOString(), machine: machineId(), ...result }, null, 2));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
