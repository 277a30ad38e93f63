import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF_TOTP_SECRET } from '../../server/staff/demo.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { test, expect, DEMO_PASSWORD, uniqueEmail } from './fixtures.ts';

/** The code an authenticator app shows for a base32 secret now. */
const totpNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });

test.describe('staff console (decision 120)', () => {
  test('the demo admin logs in with password and TOTP, sees the home and the audit entry of their own login', async ({ page }) => {
    const jsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') jsRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
    // keyboard only: the e-mail field has focus, Tab to the password, Enter sends
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    await page.keyboard.type('admin@demo.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
    const codeField = page.getByLabel('Code from your authenticator app');
    // a wrong code is refused with a clear message, and the next try starts in the emptied field
    const right = totpNow(DEMO_STAFF_TOTP_SECRET);
    await codeField.fill(right === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText("That code is not right. Check that your phone's clock is correct and try again.");
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveValue('');
    await codeField.fill(totpNow(DEMO_STAFF_TOTP_SECRET));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Hello, admin@demo.test' })).toBeVisible();
    await expect(page.getByText('You are logged in as Admin.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // the menu's sections, each a list named by its heading
    for (const [section, names] of [
      ['Moderation', ['Complaints', 'New photos', 'Reports', 'Held messages', 'Risk signals']],
      ['Support', ['Members', 'Payments']],
      ['Sales', ['Prices', 'Discount codes', 'Campaigns']],
      ['Administration', ['Sites', 'Audit log', 'Staff accounts']],
    ] as const) {
      await expect(nav.getByRole('list', { name: section }).getByRole('link')).toHaveText([...names]);
    }
    // on a desktop the menu is a sidebar beside the screen, and the top bar one row (its 15 entries
    // wrapped the bar into four rows before)
    const [navBox, mainBox, barBox] = await Promise.all([nav.boundingBox(), page.getByRole('main').boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(navBox && mainBox && navBox.x + navBox.width <= mainBox.x).toBe(true);
    expect(barBox && barBox.height <= 80).toBe(true);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    // the log reads as sentences, each entry's facts behind its details (decision 177)
    const log = page.getByRole('list', { name: 'Audit log' });
    const row = log.getByRole('listitem').filter({ hasText: 'admin@demo.test logged in' }).first();
    await expect(row).toBeVisible();
    await row.getByText('Details').click();
    await expect(row.getByRole('table')).toContainText('totp');

    // one item's history, as other screens link to it
    await page.goto('/admin/audit?target_kind=staff&target_id=999999');
    await expect(page.getByText('Entries about staff 999999.')).toBeVisible();
    await expect(page.getByText('No entries yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all entries' }).click();
    await expect(page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: 'logged in' }).first()).toBeVisible();

    await nav.getByRole('link', { name: 'Staff accounts' }).click();
    const account = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'moderator@demo.test', exact: true }) });
    await expect(account).toContainText('Moderator');
    await expect(account.getByRole('button', { name: 'Reset two-factor login of moderator@demo.test' })).toBeVisible();

    // the console ran its own chunk, and none of the members' screens
    expect(jsRequests.some((p) => /\/assets\/admin-[\w-]+\.js$/.test(p))).toBe(true);

    // a reload keeps the staff session (its own cookie), logging out ends it
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  });

  test('a new staff member enrols with the QR code screen, gets recovery codes, and lands on the home; a moderator has no audit log', async ({ page }) => {
    const email = uniqueEmail('mod');
    const created = await page.request.post(staffTestApi.staff, { data: { email, role: 'moderator', password: 'staff-password-123', totp: false } });
    expect(created.ok()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('staff-password-123');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Set up two-factor login' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from your authenticator app').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Turn on two-factor login' }).click();

    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();

    await expect(page.getByRole('heading', { name: `Hello, ${email}` })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(nav.getByRole('list', { name: 'Administration' })).toHaveCount(0);
    // on a phone the menu is one strip under the bar that scrolls sideways; the page itself does not
    const tops = await nav.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(3);
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // a screen whose entry is off the strip's edge opens with its entry scrolled into view
    await page.goto('/admin/moderation/risk');
    await expect(page.getByRole('heading', { name: 'Risk signals' })).toBeVisible();
    const risk = nav.getByRole('link', { name: 'Risk signals' });
    await expect(risk).toHaveAttribute('aria-current', 'page');
    await expect(risk).toBeInViewport({ ratio: 1 });
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'This page does not exist, or your role may not open it.' })).toBeVisible();
  });
});
