import type { Locator, Page } from '@playwright/test';
import { memberContext, message, sendText, startConversation } from './chat-helpers.ts';
import { createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'find-your-way-password';

// Issue 49, items 2, 3 and 5 (decision 176), used as a member would, in Chromium.

/** The member's own screens and where the menu takes them: the tab bar (or top bar) first, then the account menu. */
const mainScreens = [
  ['Search members', /\/members$/],
  ['Swipe game', /\/swipe-game$/],
  ['Find matches', /\/match-finder$/],
  ['Messages', /\/chats$/],
  ['Likes', /\/likes$/],
] as const;
const accountScreens = [
  ['My profile', /\/profile$/],
  ['Notifications', /\/notifications$/],
  ['Buy credits', /\/credits$/],
  ['Payment history', /\/transactions$/],
  ['Settings', /\/settings$/],
  ['Complaints', /\/complaints$/],
] as const;

async function newMember(page: Page, name: string, extra: { credits?: number; paid_user?: boolean } = {}) {
  const email = uniqueEmail(name.toLowerCase());
  const id = await createMember(page, { email, password: PASSWORD, name, ...extra });
  return { id, email };
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test(`at ${width} px every member screen is reachable from the same menu, with names`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const { email } = await newMember(page, `Navina${width}`, { credits: 0 });
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // premium is labelled, not a bare icon
    await expect(nav.getByRole('link', { name: /Get premium/ }).getByText('Get premium')).toBeVisible();
    for (const [name, url] of mainScreens) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
      // the screen's name shows beside or under its icon
      const shown = await link.evaluate((el) => [...el.querySelectorAll('.nav-label, .nav-label-short')].filter((label) => label.getBoundingClientRect().width > 8).map((label) => label.textContent));
      expect(shown, name).toHaveLength(1);
      await link.click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      // the same menu on every members' screen, Messages included
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    }
    await page.screenshot({ path: `test-results/nav-likes-${width}.png` });
    for (const [name, url] of accountScreens) {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(nav).toBeVisible();
    }
  });
}

test('a paying member sees a labelled credits balance with a currency-neutral coin', async ({ page }) => {
  const { email } = await newMember(page, 'Coral', { credits: 40, paid_user: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await loginThroughForm(page, email, PASSWORD);
  const credits = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credits 40' });
  await expect(credits).toBeVisible();
  await expect(credits).not.toContainText('$');
  await page.screenshot({ path: 'test-results/nav-credits-375.png' });
});

test.describe('a calm conversation', () => {
  test('a received message is reported from its menu with the keyboard; no "Report" beside each message', async ({ page, browser, baseURL }) => {
    const sender = await newMember(page, 'Quentin', { credits: 100 });
    const receiver = await newMember(page, 'Rhiannon');
    const s = await memberContext(browser, baseURL ?? '', sender.email, PASSWORD);
    await startConversation(s.page, receiver.id, 'Good evening Rhiannon, lovely photos');
    await expect(message(s.page, 'Good evening Rhiannon')).toHaveAttribute('data-state', /sent|read/);
    await s.context.close();

    const r = await memberContext(browser, baseURL ?? '', receiver.email, PASSWORD);
    await r.page.setViewportSize({ width: 1280, height: 800 });
    await r.page.goto('/chats');
    await r.page.getByRole('link', { name: /Quentin/ }).first().click();
    const received = message(r.page, 'Good evening Rhiannon');
    await expect(received).toBeVisible();
    await expect(r.page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
    await expect(r.page.getByRole('link', { name: 'Report', exact: true })).toHaveCount(0);
    const options = received.getByRole('button', { name: 'More options for this message from Quentin' });
    // out of sight until hovered or focused
    await expect(options).toHaveCSS('opacity', '0');
    await tabTo(r.page, options);
    await expect(options).toHaveCSS('opacity', '1');
    await r.page.keyboard.press('Enter');
    await expect(r.page.getByRole('menuitem', { name: 'Report message' })).toBeFocused();
    await r.page.screenshot({ path: 'test-results/message-menu-1280.png' });
    await r.page.keyboard.press('Enter');
    const dialog = r.page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByRole('blockquote')).toContainText('Good evening Rhiannon');
    await r.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await r.context.close();
  });

  test('the counter shows near the limit only, and the offline notice covers no message', async ({ page, browser, baseURL }) => {
    const writer = await newMember(page, 'Wilhelmina', { credits: 100 });
    const peer = await newMember(page, 'Percival');
    const w = await memberContext(browser, baseURL ?? '', writer.email, PASSWORD);
    await w.page.setViewportSize({ width: 375, height: 740 });
    await startConversation(w.page, peer.id, 'First words to Percival');
    const box = w.page.getByRole('textbox', { name: /Message to/ });
    await box.fill('A short hello');
    await expect(w.page.getByText(/characters left/)).toHaveCount(0);
    await box.fill('a'.repeat(950));
    await expect(w.page.getByText('50 characters left')).toBeVisible();
    await box.fill('a'.repeat(1010));
    await expect(w.page.getByText('10 characters too many')).toBeVisible();
    await box.fill('');

    await w.context.setOffline(true);
    const banner = w.page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(banner).toBeVisible();
    await w.page.screenshot({ path: 'test-results/offline-conversation-375.png' });
    const first = message(w.page, 'First words to Percival');
    const a = await banner.boundingBox();
    const b = await first.boundingBox();
    if (!a || !b) throw new Error('no box');
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `banner ${JSON.stringify(a)} over message ${JSON.stringify(b)}`).toBe(false);
    // what is written offline still goes out later
    await sendText(w.page, 'Written on the train');
    await w.context.setOffline(false);
    await expect(message(w.page, 'Written on the train')).toHaveAttribute('data-state', /sent|read/);
    await w.context.close();
  });
});

test.describe('formats and flows a member trusts', () => {
  test('an abandoned checkout is expired in the payment history, dated the British way', async ({ page }) => {
    const { email } = await newMember(page, 'Beatrix', { credits: 0 });
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    // an order paid by card up to the provider's checkout, then left there
    const shop = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[] };
    const ordered = await page.request.post('/api/order.php', { data: { idempotency_key: crypto.randomUUID(), bundle_id: shop.bundles[0]?.id } });
    expect(ordered.ok(), await ordered.text()).toBe(true);
    const orderId = ((await ordered.json()) as { order: { id: number } }).order.id;
    const paid = await page.request.post('/api/pay.php', { data: { idempotency_key: crypto.randomUUID(), order_id: orderId, method: 'creditcard' } });
    expect(paid.ok(), await paid.text()).toBe(true);
    const paymentId = ((await paid.json()) as { transaction: { payment_id: string } }).transaction.payment_id;

    await page.goto('/transactions');
    const row = page.getByRole('link', { name: /20 credits/ });
    await expect(row).toContainText('Waiting');
    // the provider's window passes (CHECKOUT_WINDOW_MS: 3 hours)
    const aged = await page.request.post('/api/test/payments/age', { data: { payment_id: paymentId, seconds: 3 * 3600 + 60 } });
    expect(aged.ok(), await aged.text()).toBe(true);
    await page.reload();
    await expect(row).toContainText('Expired');
    await expect(row).not.toContainText('Waiting');
    // en-GB on the British site: "2 Dec 2026, 09:05", not "Dec 2, 2026, 9:05 AM"
    await expect(row.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await row.click();
    await expect(page.getByText('This checkout has expired: the payment was not completed in time. Nothing was charged.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  });

  test('the login page offers no "Log in" in its header', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.goto('/pages/faq');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('signup shows the brand, chooses nothing for the visitor, and has a way back on every step', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    // the painted form is the app's from the first interaction on
    await page.getByLabel('E-mail').click();
    await expect(page.locator('form[data-ssr-form]')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /Flirtwave|\S/ })).toBeVisible();
    for (const name of ['a man', 'a woman', 'men', 'women', 'both']) await expect(page.getByRole('radio', { name, exact: true })).not.toBeChecked();
    await page.screenshot({ path: 'test-results/signup-375.png' });
    // Back leads to where the visitor came from
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.getByLabel('E-mail').click();
    await expect(page.locator('form[data-ssr-form]')).toHaveCount(0);

    await page.getByLabel('E-mail').fill(uniqueEmail('signup-way'));
    await page.getByLabel('Username').fill('Ottoline');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please choose whether you are a man or a woman.')).toBeVisible();
    await expect(page.getByText('Please choose whom you are looking for.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'a man', exact: true })).toBeFocused();
    await page.getByRole('radio', { name: 'a woman', exact: true }).check();
    await expect(page.getByText('Please choose whether you are a man or a woman.')).toHaveCount(0);
    await page.getByRole('radio', { name: 'men', exact: true }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip, add a photo later' }).click();
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  });
});
