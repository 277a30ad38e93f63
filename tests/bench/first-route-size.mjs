// Gzip size of the JavaScript and CSS the browser loads for the first route (/), measured in
// Debian's Chromium against the production build served by the real server.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The sync worker's scripts, its entry and its lazily loaded parts (decision 136): `*.worker-<hash>.js`. */
const WORKER_SCRIPT = /\.worker-[^/]*\.js$/;

/** Every script of the sync worker in the build, loaded or not: its total size. */
function workerTotal(staticDir) {
  const dir = join(staticDir, 'assets');
  return readdirSync(dir)
    .filter((name) => WORKER_SCRIPT.test(name))
    .map((name) => ({ name, gzip: gzipSync(readFileSync(join(dir, name)), { level: 9 }).length }));
}

export async function measureFirstRoute(baseUrl, path = '/', staticDir = 'dist') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await response.body();
        assets.push({ url: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {
        // a response without a body (redirect) carries no bytes to count
      }
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    // The sync worker's scripts run off the main thread; they are counted apart from the page's.
    const isWorker = (a) => WORKER_SCRIPT.test(a.url);
    const sum = (filter, key) => assets.filter(filter).reduce((n, a) => n + a[key], 0);
    const pageJs = (a) => a.type === 'script' && !isWorker(a);
    const css = (a) => a.type === 'stylesheet';
    const budget = 100 * 1024;
    const workerFiles = workerTotal(staticDir);
    return {
      path,
      page_js_gzip_bytes: sum(pageJs, 'gzip'),
      page_js_raw_bytes: sum(pageJs, 'raw'),
      worker_js_gzip_bytes: sum(isWorker, 'gzip'),
      all_js_gzip_bytes: sum((a) => a.type === 'script', 'gzip'),
      // the worker's parts a member's session loads later (the chat engine, the actions) included
      worker_total_gzip_bytes: workerFiles.reduce((n, f) => n + f.gzip, 0),
      worker_files: workerFiles,
      goals_gzip_bytes: { worker_first_route: 40 * 1024, all_js: 140 * 1024, page_js: budget },
      css_gzip_bytes: sum(css, 'gzip'),
      css_raw_bytes: sum(css, 'raw'),
      page_js_budget_gzip_bytes: budget,
      page_js_within_budget: sum(pageJs, 'gzip') <= budget,
      assets,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first route's section of docs/BENCHMARKS.md: goals, what loaded, and what is in it (decision 136). */
export function firstRouteSection(first) {
  const goals = first.goals_gzip_bytes ?? { page_js: first.page_js_budget_gzip_bytes };
  const row = (name, value, goal) => `| ${name} | ${kb(value)} | ${goal === undefined ? '—' : kb(goal)} | ${goal === undefined ? '' : value <= goal ? 'met' : '**not met**'} |`;
  const lines = [
    `\`${first.path}\` as a first-time visitor: every script and stylesheet loaded until the network is idle, gzip -9 (tests/bench/first-route-size.mjs). The worker's scripts are \`*.worker-*.js\`; its total counts the parts a member's session loads later.`,
    '',
    '| JavaScript | gzip | goal | |',
    '|---|---|---|---|',
    row('page', first.page_js_gzip_bytes, goals.page_js),
    row('sync worker, loaded by the first route', first.worker_js_gzip_bytes, goals.worker_first_route),
    ...(first.worker_total_gzip_bytes === undefined ? [] : [row('sync worker, total', first.worker_total_gzip_bytes)]),
    row('all, page and workers', first.all_js_gzip_bytes, goals.all_js),
    '',
    '| loaded | type | gzip | raw |',
    '|---|---|---|---|',
    ...(first.assets ?? []).map((a) => `| ${a.url.replace(/-[\w-]{8}\./, '-*.')} | ${a.type} | ${kb(a.gzip)} | ${kb(a.raw)} |`),
    '',
    'What is in them (decision 136; `BUNDLE_STATS=1 npx vite build`, then `node scripts/bundle-breakdown.mjs page|worker`): the page entry is react-dom and react (~60 KB) and the app shell (~36 KB: routes, layouts, nav, the kv reader, i18n, the sync client, workbox-window, comlink, valtio, wouter, Lingui); Dexie and the members\' screens are not on it. The worker\'s first part (decision 141) is zod\'s core with zod/mini (~13 KB) and the engine, boot pull, plain-IndexedDB kv writer, storage recovery, scheduler, api client, the start\'s contracts (settings, user, errors: zod/mini) and comlink (~14 KB), estimated from the visualiser\'s shares; no Dexie, no zod classic. Dexie, zod classic, the chat engine, outbox, member actions and their contracts are `memberParts.worker-*.js`, loaded once a member\'s session exists (or a visitor calls an action).',
    '',
  ];
  return lines;
}
