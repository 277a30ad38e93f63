import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { TEST_TIME_BONUS_DELAY_COOKIE } from '../../src/contract/constants.ts';

/** Where the app remembers the visitor's acceptance of the site-entry warning. */
const ENTRY_WARNING_KEY = 'entryWarningDismissedAt';

/** The current test's `serviceWorkers` option (playwright.config.ts blocks the worker, decision 200). */
let serviceWorkersOfThisTest: 'allow' | 'block' = 'block';

export const DEMO_PASSWORD = 'demo-password';
export const demo = {
  free: 'free@demo.test',
  credits: 'credits@demo.test',
  premium: 'premium@demo.test',
} as const;

/** A fresh member created through the test fixture API (TEST_API=1 on the e2e server). */
export async function createMember(
  page: Page,
  fields: { email: string; password: string; name?: string; credits?: number; paid_user?: boolean; gender?: 'male' | 'female' },
): Promise<number> {
  const res = await page.request.post('/api/test/members', { data: fields });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { id: number };
  return body.id;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD, open = true): Promise<void> {
  if (open) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A member with no credits gets the time-bonus modal 40 s into the members area (SPEC §4). A test
 * that runs past that on a slow machine found it covering what it clicks, so every browser of the
 * tests waits the longest the test cookie allows; the modal's own tests shorten it through
 * POST /api/test/time-bonus-delay, which sets the same cookie.
 */
async function timeBonusWaits(context: BrowserContext, baseURL = test.info().project.use.baseURL): Promise<void> {
  if (!baseURL) throw new Error('timeBonusWaits needs the server address');
  await context.addCookies([{ name: TEST_TIME_BONUS_DELAY_COOKIE, value: '600', url: baseURL }]);
}

/**
 * A browser context the test opened itself, prepared as the `page` fixture's is: the entry warning
 * accepted and the time-bonus modal waiting (timeBonusWaits).
 */
export async function prepareContext(context: BrowserContext, baseURL = test.info().project.use.baseURL): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  await timeBonusWaits(context, baseURL);
}

/**
 * By default every test is a visitor who already accepted the site-entry warning, so it does not
 * cover what a test clicks; the warning's own test turns that off with `test.use({ acceptWarning: false })`.
 * The time-bonus modal waits too (timeBonusWaits).
 */
export const test = base.extend<{ acceptWarning: boolean; entryWarningAccepted: void; serviceWorkerMode: void }>({
  acceptWarning: [true, { option: true }],
  // what controlledByServiceWorker reads: whether this test's contexts may register the worker (decision 200)
  serviceWorkerMode: [
    async ({ serviceWorkers }, use) => {
      serviceWorkersOfThisTest = serviceWorkers;
      await use();
    },
    { auto: true },
  ],
  entryWarningAccepted: [
    async ({ page, acceptWarning, baseURL }, use) => {
      if (acceptWarning) {
        await page.addInitScript((key) => {
          window.localStorage.setItem(key, String(Date.now()));
        }, ENTRY_WARNING_KEY);
        // and the cookie the app sets with it, which the server reads to leave the warning out of
        // the pages it paints (decisions 093, 137)
        if (baseURL) await page.context().addCookies([{ name: 'entry_ok', value: String(Date.now()), url: baseURL }]);
      }
      if (baseURL) await timeBonusWaits(page.context(), baseURL);
      await use();
    },
    { auto: true },
  ],
});

/**
 * Waits until the service worker controls the page, so that a reload works offline. A page that
 * loaded before the worker was active is reloaded once: a page loaded under an active worker is
 * always controlled, whatever the timing of `clients.claim()`. The tests' browsers register no
 * worker unless the test says `test.use({ serviceWorkers: 'allow' })` (decision 200): without it
 * this fails at once instead of waiting out the test's time for a worker that never comes.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  if (serviceWorkersOfThisTest !== 'allow') {
    throw new Error("this test needs the service worker: give it test.use({ serviceWorkers: 'allow' }) (decision 200)");
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export { expect };
