import { Sweep } from './a11y-helpers.ts';
import { createMember, expect, test, uniqueEmail, prepareContext } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

// Austria: a shop country no other browser test buys in (its prices change here)
const COUNTRY = 'AT';

test.describe('prices and discount codes (decision 128)', () => {
  test('an admin changes a bundle price and creates a code; a member sees the new price in the shop', async ({ page, browser }, testInfo) => {
    // a fresh admin (its own TOTP secret: no step shared with other tests)
    await loginAsNewStaff(page, 'admin', 'price-admin');

    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Prices' }).click();
    await expect(page.getByRole('heading', { name: 'Prices', level: 1 })).toBeVisible();
    await page.getByLabel('Country').selectOption(COUNTRY);
    await expect(page.getByRole('heading', { name: 'Bundles in EUR' })).toBeVisible();
    const sweep = new Sweep(page, 'console');
    await sweep.check('prices');

    // the price of the 20-credit bundle: 11.11 (an amount no seed uses)
    const bundle = page.getByRole('form', { name: 'bundle of 20 credits' });
    await bundle.getByRole('textbox', { name: /^Price \(EUR\)/ }).fill('11.11');
    await bundle.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bundle of 20 credits saved. The shop shows it from now on.' })).toBeVisible();

    // a new discount code, listed with no uses yet
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await nav.getByRole('link', { name: 'Discount codes' }).click();
    await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'Percentage (1–100)' }).fill('15');
    await page.getByLabel('Uses per member').selectOption('times');
    await page.getByRole('textbox', { name: 'Times per member' }).fill('3');
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Code ${code} created.` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('15%');
    await expect(row).toContainText('3 times per member');
    await sweep.check('discount codes');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Create code' })).toBeVisible();

    // a member shopping from Austria sees the new price
    const member = await browser.newContext({ extraHTTPHeaders: { 'x-country': COUNTRY } });
    await prepareContext(member);
    const shop = await member.newPage();
    const memberEmail = uniqueEmail('price-buyer');
    // a paying member: no welcome discount over the price
    await createMember(shop, { email: memberEmail, password: 'right-password-1', credits: 0, paid_user: true });
    await shop.goto('/login');
    await shop.getByLabel('E-mail').fill(memberEmail);
    await shop.getByLabel('Password').fill('right-password-1');
    await shop.getByRole('button', { name: 'Log in' }).click();
    await expect(shop).toHaveURL(/\/members$/);
    await shop.goto('/credits');
    await expect(shop.getByRole('button', { name: /^Buy now: 20 credits for €11[.,]11$/ })).toBeVisible();
    // and the code applies in the shop
    await shop.getByLabel('Discount code').fill(code.toLowerCase());
    await shop.getByRole('button', { name: 'Apply' }).click();
    await expect(shop.getByRole('status').filter({ hasText: `Code ${code} applied: 15% off` })).toBeVisible();
    await member.close();
    await sweep.finish(testInfo);
  });
});
