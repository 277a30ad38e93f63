import type { Page } from '@playwright/test';
import { createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

// The app's own "Install the app" (decision 180): Chromium fires `beforeinstallprompt`; the app keeps
// the event and offers a button (settings, account menu) that opens the browser's dialog once and
// goes away once the app is installed. The browser's dialog cannot be driven in a test: the event
// is dispatched in the page with a prompt() that records its call and a userChoice that answers.

const PASSWORD = 'install-e2e-pass';

declare global {
  interface Window {
    promptCalls?: number;
  }
}

/** Fires a `beforeinstallprompt` as Chromium does, answering `outcome` when its dialog is opened. */
async function browserOffersInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        window.promptCalls = (window.promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

async function loggedIn(page: Page): Promise<void> {
  const email = uniqueEmail('install');
  await createMember(page, { email, password: PASSWORD, name: 'Ingrid' });
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/members/);
}

test('the browser’s install event shows "Install the app" in the settings and the menu; accepted, it goes away', async ({ page }) => {
  await loggedIn(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const install = page.getByRole('region', { name: 'Install the app' }).getByRole('button', { name: 'Install the app' });
  await expect(install).toHaveCount(0);

  await browserOffersInstall(page, 'accepted');
  await expect(install).toBeVisible();
  // the account menu offers it too
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Install the app' })).toBeVisible();
  await page.keyboard.press('Escape');

  await install.click();
  await expect.poll(() => page.evaluate(() => window.promptCalls ?? 0)).toBe(1);
  await expect(install).toHaveCount(0);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install the app' })).toHaveCount(0);
});

test('dismissed, the button goes until the browser offers again; installed from the browser’s own menu (appinstalled), it goes', async ({ page }) => {
  await loggedIn(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const install = page.getByRole('region', { name: 'Install the app' }).getByRole('button', { name: 'Install the app' });

  await browserOffersInstall(page, 'dismissed');
  // from the account menu this time
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Install the app' }).click();
  await expect.poll(() => page.evaluate(() => window.promptCalls ?? 0)).toBe(1);
  await expect(install).toHaveCount(0);

  await browserOffersInstall(page, 'accepted');
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => window.promptCalls)).toBe(1);
});
