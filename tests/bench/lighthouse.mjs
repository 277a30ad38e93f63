// Lighthouse (mobile preset) in Debian's Chromium: performance, accessibility, best practices.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export function lighthouse(url) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    const run = spawnSync(
      process.execPath,
      ['node_modules/lighthouse/cli/index.js', url, '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices', `--chrome-flags=${chromeFlags}`],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
    );
    if (run.status !== 0) return { url, error: (run.stderr || run.stdout).slice(-2000) };
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    return {
      url,
      form_factor: report.configSettings.formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      first_contentful_paint_ms: audit('first-contentful-paint'),
      largest_contentful_paint_ms: audit('largest-contentful-paint'),
      total_blocking_time_ms: audit('total-blocking-time'),
      cumulative_layout_shift: audit('cumulative-layout-shift'),
      failed_accessibility_audits: Object.values(report.audits)
        .filter((a) => report.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
        .map((a) => a.id),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
