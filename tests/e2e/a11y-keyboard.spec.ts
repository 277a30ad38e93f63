import type { Locator, Page } from '@playwright/test';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';

/**
 * What members do most, with the keyboard only (decision 119): log in, search and open a profile,
 * like, open a photo and close it, write and send a message, delete the chat with its confirmation,
 * buy a bundle up to the provider's (sandbox) checkout. Focus is visible after every key, moves to
 * the new screen's heading on navigation, stays inside open dialogs and returns when they close.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** The focused element shows a focus indicator (an outline or a ring), or nothing is focused. */
async function expectFocusVisible(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'none';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return el.matches(':focus-visible') && (outline || ring) ? 'visible' : `invisible: ${el.outerHTML.slice(0, 120)}`;
  });
  expect(state === 'none' || state === 'visible', state).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has focus, checking the focus indicator on the way. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Tab and Shift+Tab, more times than the dialog has controls, never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus inside the dialog after ${key}`).toBe(true);
    await expectFocusVisible(page);
  }
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('keyboard only: log in, find and like a profile, open a photo, write, delete the chat, buy credits', async ({ page }) => {
  test.setTimeout(90_000);
  const password = 'keyboard-e2e-password';
  const me = { email: uniqueEmail('kbd'), name: 'Kim' };
  const other = { email: uniqueEmail('kbd-peer'), name: 'Quirina' };
  // a man looking for women finds her (whom each looks for: decision 175)
  await createMember(page, { ...me, password, credits: 100, paid_user: true, gender: 'male' });
  const otherId = await createMember(page, { ...other, password });

  // log in
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(me.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members$/);
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).toHaveText('Search members');

  // search and open a profile (the newest members come first)
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(other.name) });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/members/${otherId}`);
  await expect(heading(page)).toBeFocused();

  // like
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await tabTo(page, like);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Liked' })).toBeFocused();

  // a related profile with photos: open a photo, focus stays in the viewer, Escape gives it back
  const related = page.getByRole('list', { name: 'Related profiles' }).getByRole('link').first();
  await tabTo(page, related);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(heading(page)).toBeFocused();
  const opener = page.getByRole('button', { name: /^Open photos of/ });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: /^Photos of/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close photos' })).toBeFocused();
  await expectFocusTrapped(page, viewer);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  // write and send a message: the icebreakers dialog first
  await tabTo(page, page.getByRole('main').getByRole('link', { name: /^Chat with/ }).or(page.getByRole('main').getByRole('button', { name: /^Chat with/ })).first());
  await page.keyboard.press('Enter');
  const icebreakers = page.getByRole('dialog', { name: /^Break the ice/ });
  await expect(icebreakers).toBeVisible();
  await expectFocusTrapped(page, icebreakers);
  await tabTo(page, icebreakers.getByRole('button', { name: 'No, thanks' }));
  await page.keyboard.press('Enter');
  await expect(icebreakers).toBeHidden();
  const composer = page.getByRole('textbox', { name: /^Message to/ });
  await tabTo(page, composer);
  await page.keyboard.type('Hello from the keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const sent = page.getByRole('region', { name: /^Messages with/ }).getByRole('listitem').filter({ hasText: 'Hello from the keyboard' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/^(Sent|Read)$/)).toBeAttached();

  // delete the chat: cancel first (focus returns to the options button), then confirm
  const options = page.getByRole('button', { name: 'Conversation options' });
  await tabTo(page, options);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete conversation' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(confirm).toBeVisible();
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(options).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats$/);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('main').getByText('Hello from the keyboard')).toHaveCount(0);

  // buy a bundle up to the provider's checkout
  await tabTo(page, page.getByRole('link', { name: 'Search members' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members$/);
  await expect(heading(page)).toBeFocused();
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Credits/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credits$/);
  await expect(heading(page)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /^Buy now: 20 credits for/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await expect(heading(page)).toBeFocused();
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
});
