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
    const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
    return {
      path,
      js_gzip_bytes: sum('script', 'gzip'),
      js_raw_bytes: sum('script', 'raw'),
      css_gzip_bytes: sum('stylesheet', 'gzip'),
      css_raw_bytes: sum('stylesheet', 'raw'),
      js_budget_gzip_bytes: 100 * 1024,
      within_budget: sum('script', 'gzip') <= 100 * 1024,
      assets,
    };
  } finally {
    await browser.close();
  }
}
