import { test, expect, demo, DEMO_PASSWORD, loginThroughForm, createMember, uniqueEmail } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Holds the app's entry script back (the server's painted page stays) until the returned release is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe('logging in and out', () => {
  test('a free member with no credits lands on members and is offered premium, with an empty-credits badge', async ({ page }) => {
    await loginThroughForm(page, demo.free);
    await expect(page).toHaveURL(/\/members$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Get premium/ })).toBeVisible();
    await expect(nav.getByText('0 credits')).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveCount(0);
  });

  test('a free member with 20 credits is offered premium without a credits badge', async ({ page }) => {
    await loginThroughForm(page, demo.credits);
    await expect(page).toHaveURL(/\/members$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Get premium/ })).toBeVisible();
    await expect(nav.getByText(/\d+ credits?$/)).toHaveCount(0);
  });

  test('a premium member sees their credit balance instead of the premium offer', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Credits/ })).toContainText('100');
    await expect(nav.getByRole('link', { name: /Get premium/ })).toHaveCount(0);
    // the premium page thanks them instead of telling them to buy what they have
    await page.goto('/premium');
    await expect(page.getByRole('heading', { level: 1, name: 'You are a premium member' })).toBeVisible();
    await expect(page.getByText('Thank you for being premium: everything below is yours.')).toBeVisible();
    await expect(page.getByText('Buy any credit bundle once and premium is yours.')).toHaveCount(0);
  });

  test('logging out returns to the logged-out top bar', async ({ page }) => {
    await loginThroughForm(page, demo.credits);
    await expect(page).toHaveURL(/\/members$/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    const me = await page.request.get('/api/user.php');
    expect(me.status()).toBe(403);
  });

  test('a logged-in member opening the home page is taken to members', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/members$/);
  });

  test('a wrong password says login failed without telling which field was wrong', async ({ page }) => {
    // the form the server paints (decision 137) is filled in and sent before the app's script
    // arrives: the app takes over the typed values and the held submit
    const release = await holdAppScript(page);
    await page.goto('/login');
    await expect(page.locator('form[data-ssr-form="login"]')).toBeVisible();
    await loginThroughForm(page, demo.free, 'not-the-password', false);
    await expect(page.locator('form[data-ssr-form="login"][data-ssr-submitted]')).toBeAttached();
    release();
    await expect(page.getByText('Login failed, please try again')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(demo.free);
  });

  test('a press on Log in that the app takes the form over in the middle of still logs in', async ({ page }) => {
    // the press goes down on the painted button and comes up on the app's, which replaced it: no
    // element saw both, so the browser makes no click of it (a login in CI stayed on /login)
    const release = await holdAppScript(page);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(demo.free);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const button = await page.getByRole('button', { name: 'Log in' }).boundingBox();
    if (!button) throw new Error('no button');
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    release();
    await expect(page.locator('form[data-ssr-form]')).toHaveCount(0);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/members$/);
  });

  test("the painted login page starts the app only at the visitor's first interaction, and keeps what was typed", async ({ page }) => {
    // decision 151: after the paint the app's module is only downloaded (a module preload), not run
    await page.goto('/login');
    const preload = page.locator('link[rel="modulepreload"][href*="/assets/index-"]');
    await expect(preload).toBeAttached();
    const href = await preload.getAttribute('href');
    await expect.poll(() => page.evaluate((url) => performance.getEntriesByName(new URL(url ?? '', location.href).href).length, href)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await expect(page.locator('form[data-ssr-form="login"]')).toBeVisible();

    // the first key press in the e-mail field starts it; the app's form takes the typed text and the focus
    const email = page.getByLabel('E-mail');
    await email.focus();
    await page.keyboard.type(demo.free);
    await expect(page.locator('form[data-ssr-form]')).toHaveCount(0);
    await expect(page.locator('script[type="module"]')).toHaveCount(1);
    await expect(email).toHaveValue(demo.free);
    await expect(email).toBeFocused();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/members$/);
  });

  test('five wrong passwords block the account, with the minutes in the message', async ({ page }) => {
    const email = uniqueEmail('lockout');
    await createMember(page, { email, password: 'right-password-1' });
    await page.goto('/login');
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(`wrong-${i}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toContainText(/Login failed, please try again|Too many incorrect attempts/);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    }
    // Even the right password is refused while the block lasts.
    await page.getByLabel('Password').fill('right-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Too many incorrect attempts, account blocked for 15 min.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
