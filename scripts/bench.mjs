#!/usr/bin/env node
// `npm run bench`: builds the client, starts the real server on a temporary embedded database and
// writes JSON results to tests/bench/results/. Figures only; it never fails on a slow machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstRoute } from '../tests/bench/first-route-size.mjs';
import { lighthouse } from '../tests/bench/lighthouse.mjs';
import { lighthouseMembers } from '../tests/bench/lighthouse-members.mjs';
import { benchSlow3g } from '../tests/bench/slow3g.mjs';
import { benchPushOpen } from '../tests/bench/push-open.mjs';
import { benchChat } from '../tests/bench/chat.mjs';
import { benchSearch } from '../tests/bench/search.mjs';
import { benchFuzz } from '../tests/bench/fuzz.mjs';
import { benchLoad } from '../tests/bench/load.mjs';
import { benchRealtime } from '../tests/bench/realtime.mjs';
import { benchDashboard } from '../tests/bench/dashboard.mjs';
import { benchMediaStore } from '../tests/bench/media-store.mjs';
import { machineId, report } from './bench-report.mjs';

// `npm run bench -- first-route lighthouse` runs only the named parts; no names runs them all.
const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://localhost:${port}`;
const resultsDir = 'tests/bench/results';
mkdirSync(resultsDir, { recursive: true });

// parts that bring their own database and server (the dashboard's) need neither the build nor this server
const serverless = only.length > 0 && only.every((name) => name === 'dashboard' || name === 'media-store');
const build = serverless ? { status: 0 } : spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
const server = serverless ? null : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_MEMBERS: process.env.SEED_MEMBERS ?? '2000', DEMO_MODE: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/api/settings.php`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function write(name, data) {
  const file = join(resultsDir, `${name}.json`);
  // the machine goes with the figures: a report mixes parts measured on different machines
  writeFileSync(file, JSON.stringify({ measured_at: new Date().toISOString(), machine: machineId(), ...data }, null, 2));
  process.stdout.write(`${file}\n${JSON.stringify(data, (k, v) => (k === 'assets' ? undefined : v), 2)}\n`);
}

try {
  if (server) await waitForServer();
  if (wants('first-route')) write('first-route-size', await measureFirstRoute(base, '/'));
  // Lighthouse figures move with the machine's load: every page is measured LH_RUNS times (default
  // 2), in rounds over the pages, each run in a fresh Chromium; the report lists every run.
  const lhRuns = Number(process.env.LH_RUNS ?? 2);
  const lighthouseRounds = (paths) =>
    Array.from({ length: lhRuns }, (_, i) => paths.map((path) => ({ run: i + 1, ...lighthouse(`${base}${path}`) }))).flat();
  if (wants('lighthouse')) write('lighthouse', { runs: lighthouseRounds(['/', '/login', '/signup']) });
  // the members area logged in (the login made in the audited browser) and a slow 3G connection (decision 137)
  if (wants('lighthouse-members')) write('lighthouse-members', await lighthouseMembers(base));
  if (wants('slow3g')) write('slow3g', await benchSlow3g(base));
  // a pushed message read offline from the notification's URL, every app tab closed (decision 182: the 200 ms goal)
  if (wants('push-open')) write('push-open', await benchPushOpen(base));
  // a lander, a content page and the home page as a visitor from an ad first sees them
  if (wants('lighthouse-content')) write('lighthouse-content', { runs: lighthouseRounds(['/landers/alonetonight/plaineng', '/pages/terms', '/']) });
  if (wants('chat')) write('chat', await benchChat());
  if (wants('search')) write('search', benchSearch());
  if (wants('fuzz')) write('fuzz', benchFuzz());
  if (wants('load')) write('load', await benchLoad());
  if (wants('realtime')) write('realtime', await benchRealtime());
  if (wants('dashboard')) write('dashboard', await benchDashboard());
  if (wants('media-store')) write('media-store', await benchMediaStore());
  process.stdout.write(`${report()}\n`);
} finally {
  try {
    if (server) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}
