import { chromium, type Browser } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chromiumLaunchOptions, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../helpers/chromium.ts';

/**
 * The features turned off by a browser's last `--disable-features`, the only one Chromium reads, from
 * its command line as chrome://version shows it (the DevTools protocol tells it only to a browser
 * started with `--enable-automation`, which Playwright does not pass).
 */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    const last = commandLine.split(/\s+/).filter((arg) => arg.startsWith('--disable-features=')).at(-1) ?? '';
    return last.slice('--disable-features='.length).split(',').filter(Boolean);
  } finally {
    await context.close();
  }
}

// Decision 199: the tests' own `--disable-features` replaces Playwright's, so it repeats it.
test('the tests’ Chromium keeps every feature Playwright turns off and starts no address bar pages', async ({ browser }) => {
  const bare = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: ['--no-sandbox'] });
  try {
    const playwrights = await disabledFeatures(bare);
    expect(playwrights.length).toBeGreaterThan(0);
    // a feature named here is one a Playwright update added: PLAYWRIGHT_DISABLED_FEATURES must list it
    expect(playwrights.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([]);
  } finally {
    await bare.close();
  }
  expect(await disabledFeatures(browser)).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]));

  // every browser context is a window of its own: none starts the address bar's popup pages
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.map((target) => target.url).filter((url) => url.includes('.top-chrome/'))).toEqual([]);
  } finally {
    await context.close();
  }
});
