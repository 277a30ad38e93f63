import type { Page } from '@playwright/test';
import { message, startConversation } from './chat-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'right-password-1';

/** A new free member (0 credits) in the Netherlands, logged in. */
async function dutchFreeMember(page: Page): Promise<number> {
  const email = uniqueEmail('buyer');
  const id = await createMember(page, { email, password: PASSWORD, credits: 0 });
  const moved = await page.request.post('/api/test/payments/member-country', { data: { member_id: id, country: 'NL' } });
  expect(moved.ok(), await moved.text()).toBe(true);
  // the shop sells in the request's country (the proxy's x-country), not the profile's
  await page.context().setExtraHTTPHeaders({ 'x-country': 'NL' });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members$/);
  return id;
}

async function orderFirstBundleWithIdeal(page: Page): Promise<void> {
  await page.goto('/credits');
  await expect(page.getByRole('heading', { name: 'Buy credits' })).toBeVisible();
  await expect(page.getByText(/One message costs 5 credits/)).toBeVisible();
  await page.getByRole('button', { name: /^Buy now: 20 credits for/ }).click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await page.getByRole('radio', { name: /iDEAL/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
  await expect(page.getByText('What should happen?')).toBeVisible();
}

test.describe('credits shop and payments', () => {
  test('a free member buys a bundle with iDEAL through the sandbox checkout and becomes premium', async ({ page }) => {
    await dutchFreeMember(page);
    await expect(page.getByRole('link', { name: /Get premium/ })).toBeVisible();
    await orderFirstBundleWithIdeal(page);
    await page.getByRole('radio', { name: 'Payment succeeds' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Thank you! 20 credits have been added to your account.')).toBeVisible();
    // the top bar follows the stored member: premium now, with the new balance
    await expect(page.getByRole('link', { name: 'Credits 20' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get premium/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /20 credits.*iDEAL.*Completed/ })).toBeVisible();
    // and can now send a message (5 credits each)
    const friend = await createMember(page, { email: uniqueEmail('friend'), password: PASSWORD, name: 'Friend', credits: 10 });
    await startConversation(page, friend, 'Hello, I just got premium!');
    await expect(message(page, 'Hello, I just got premium!')).toHaveAttribute('data-state', /sent|read/);
    await page.goto('/members');
    await expect(page.getByRole('link', { name: 'Credits 15' })).toBeVisible();
  });

  test('an order address that names no order of the member says so, whatever its id', async ({ page }) => {
    await dutchFreeMember(page);
    // a mistyped address (no number), an order that does not exist, a negative id
    for (const path of ['/credits/transactions', '/credits/99999999', '/credits/-3/ideal']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Order not found' }), path).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to the credits shop' }).click();
    await expect(page.getByRole('heading', { name: 'Buy credits' })).toBeVisible();
  });

  test('a cancelled payment shows the cancel message and grants nothing', async ({ page }) => {
    await dutchFreeMember(page);
    await orderFirstBundleWithIdeal(page);
    await page.getByRole('radio', { name: 'Cancel the payment' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/transactions\//);
    await expect(page.getByText('Payment failed or has been cancelled.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Payment failed or has been cancelled.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Get premium/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Credits/ })).toHaveCount(0);
  });

  test('the time-bonus banner counts down and the modal opens after the members-area delay', async ({ page }) => {
    // test-only: shortens the 40 s delay for this browser (fixture call, TEST_API=1 servers only)
    const delay = await page.request.post('/api/test/time-bonus-delay', { data: { seconds: 2 } });
    expect(delay.ok()).toBe(true);
    await dutchFreeMember(page);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    const dialog = page.getByRole('dialog', { name: 'Your welcome bonus' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('25% extra discount')).toBeVisible();
    await expect(dialog.getByText('Act fast: this offer ends in less than 4 hours')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // the dismissal is remembered: three seconds later (longer than the delay) still no modal
    await page.reload();
    const seconds = async () => {
      const [h, m, sec] = ((await page.getByRole('timer').textContent()) ?? '0:0:0').split(':').map(Number);
      return (h ?? 0) * 3600 + (m ?? 0) * 60 + (sec ?? 0);
    };
    const start = await seconds();
    await expect.poll(async () => start - (await seconds()), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('dialog', { name: 'Your welcome bonus' })).toHaveCount(0);
  });

  test('the time-bonus modal’s credits link closes it and opens the shop with the welcome discount', async ({ page }) => {
    await page.request.post('/api/test/time-bonus-delay', { data: { seconds: 1 } });
    await dutchFreeMember(page);
    const dialog = page.getByRole('dialog', { name: 'Your welcome bonus' });
    // what the shop shows the moment its first "Buy now" appears: the bundles must not come at full
    // price and then move down under the member's finger as the welcome offer arrives
    await page.evaluate(() => {
      const record = window as unknown as { firstBuy?: { label: string | null; offer: boolean } };
      const observer = new MutationObserver(() => {
        const button = document.querySelector('button[aria-label^="Buy now"]');
        if (!button) return;
        record.firstBuy = { label: button.getAttribute('aria-label'), offer: document.getElementById('timed-offer-title') !== null };
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('link', { name: 'Buy credits now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { name: 'Welcome discount: 25% off' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy now: 20 credits for €7[.,]49$/ })).toBeVisible();
    const firstBuy = await page.evaluate(() => (window as unknown as { firstBuy?: { label: string | null; offer: boolean } }).firstBuy);
    expect(firstBuy?.offer).toBe(true);
    expect(firstBuy?.label).toMatch(/^Buy now: 20 credits for €7[.,]49$/);
  });
});
