// Lighthouse (mobile preset) in Debian's Chromium: performance, accessibility, best practices.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** Debian's Chromium, headless, with `chromeFlags`, driven by Puppeteer (the benches that open tabs themselves). */
export const launchChromium = () =>
  puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromeFlags.split(' ').filter((flag) => !flag.startsWith('--headless')),
  });

/** Runs Lighthouse once in a fresh Chromium (its own temporary profile); the report or an error. */
function runOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    const run = spawnSync(
      process.execPath,
      ['node_modules/lighthouse/cli/index.js', url, '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices', `--chrome-flags=${chromeFlags}`],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
    );
    // A runtime error (e.g. NO_NAVSTART: the trace Chromium recorded lacks the page's navigation
    // start) makes the CLI exit 1 but still writes the report, with `runtimeError` set.
    const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
    if (report?.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
    if (run.status !== 0 || !report) return { error: (run.stderr || run.stdout || `exit ${run.status}`).slice(-2000) };
    return { report };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures the report shows from one Lighthouse result (lhr). */
export function summarize(url, report) {
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
    speed_index_ms: audit('speed-index'),
    lcp_element: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failed_accessibility_audits: Object.values(report.audits)
      .filter((a) => report.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
      .map((a) => a.id),
    failed_best_practices_audits: Object.values(report.audits)
      .filter((a) => report.categories['best-practices'].auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
      .map((a) => a.id),
  };
}

/**
 * Lighthouse of one URL. A run that fails to record (Lighthouse itself says "Please run
 * Lighthouse again") is run again, up to 3 attempts; the errors of the failed ones are kept.
 */
export function lighthouse(url, attempts = 3) {
  const errors = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const { report, error } = runOnce(url);
    if (error) {
      errors.push(error);
      continue;
    }
    return {
      ...summarize(url, report),
      attempts: attempt,
      ...(errors.length ? { failed_attempts: errors } : {}),
    };
  }
  return { url, error: errors.at(-1), attempts, failed_attempts: errors };
}
