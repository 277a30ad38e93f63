// Gzip size of the JavaScript and CSS the browser loads for the first route (/), measured in
// Debian's Chromium against the production build served by the real server.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export async function measureFirstRoute(baseUrl, path = '/') {
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
    // The sync worker's script runs off the main thread; it is counted apart from the page's.
    const isWorker = (a) => /\.worker-[^/]*\.js$/.test(a.url);
    const sum = (filter, key) => assets.filter(filter).reduce((n, a) => n + a[key], 0);
    const pageJs = (a) => a.type === 'script' && !isWorker(a);
    const css = (a) => a.type === 'stylesheet';
    const budget = 100 * 1024;
    return {
      path,
      page_js_gzip_bytes: sum(pageJs, 'gzip'),
      page_js_raw_bytes: sum(pageJs, 'raw'),
      worker_js_gzip_bytes: sum(isWorker, 'gzip'),
      all_js_gzip_bytes: sum((a) => a.type === 'script', 'gzip'),
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
