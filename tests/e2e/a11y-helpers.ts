import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';

/**
 * axe-core itself, put into the page once per document: a sweep moves through the app by client-side
 * navigation, so one copy serves its forty screens. @axe-core/playwright evaluated the 550 KB script
 * twice per check and opened a new tab to merge its frame results (3-10 s a check on a loaded 2-core
 * machine, against ~0.5 s for a page that has axe already); no screen has a frame to merge.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's verdict on the page as it is now: violations only (passes and inapplicable rules are a large part of axe's time). */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { resultTypes: ['violations'] };
  return page.evaluate((opts) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, opts), options);
}

/** One axe finding the sweep does not accept: serious or critical, or a screen without a level-one heading. */
export interface Finding {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
}

/** Per screen: how many nodes each impact level had (the figures of the closing note). */
export type Figures = Record<string, Record<string, number>>;

/** Rules that fail the sweep whatever axe's impact level (SPEC §2: every screen has a title heading). */
const ALWAYS_FAILING = new Set(['page-has-heading-one']);

export class Sweep {
  readonly findings: Finding[] = [];
  readonly figures: Figures = {};

  constructor(
    private readonly page: Page,
    private readonly prefix: string,
  ) {}

  /** Runs axe on the page as it is now and records what it found under `screen`. */
  async check(screen: string): Promise<void> {
    const name = `${this.prefix} ${screen}`;
    // a dialog fading in is measured as it ends up, not half transparent (finite animations only)
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    const result = await runAxe(this.page);
    const counts: Record<string, number> = {};
    for (const violation of result.violations) {
      const impact = violation.impact ?? 'minor';
      counts[impact] = (counts[impact] ?? 0) + violation.nodes.length;
      if (impact === 'serious' || impact === 'critical' || ALWAYS_FAILING.has(violation.id)) {
        this.findings.push({ screen: name, id: violation.id, impact, targets: violation.nodes.map((n) => n.target.join(' ')) });
      }
    }
    this.figures[name] = counts;
  }

  /** Attaches the figures to the report (and prints them with A11Y_FIGURES=1), then fails on any finding. */
  async finish(testInfo: TestInfo): Promise<void> {
    await testInfo.attach('axe-figures.json', { body: JSON.stringify(this.figures, null, 1), contentType: 'application/json' });
    if (process.env.A11Y_FIGURES) {
      for (const [screen, counts] of Object.entries(this.figures)) {
        process.stdout.write(`AXE ${screen} ${JSON.stringify(counts)}\n`);
      }
    }
    // the failure message lists each rule with its screen and the elements it found
    expect(this.findings.map((f) => `${f.screen}: ${f.id} (${f.impact}) ${f.targets.slice(0, 4).join(' | ')}${f.targets.length > 4 ? ` (+${f.targets.length - 4})` : ''}`)).toEqual([]);
  }
}

/**
 * Client-side navigation (wouter follows history.pushState): the app is not started again for every
 * screen, as a member moving through the app would not either. Waits for the screen's level-one
 * heading when it has one (the sweep reports a screen without one).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await settle(page);
}

/**
 * The route has loaded: no progress bar, and its level-one heading shown (every screen has one, which
 * the sweep checks: it waits up to 15 s for it, as a lazily loaded screen on a loaded 2-core machine
 * beside the other test workers once took longer than 4 s, then the sweep reports it missing).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.progress-bar')).toHaveCount(0);
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => undefined);
  await expect(page.locator('.loading-state')).toHaveCount(0);
}
