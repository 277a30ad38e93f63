import { Sweep } from './a11y-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

test.describe('member back office (decision 129)', () => {
  test('an admin finds a member by e-mail, adds credits with a reason and sees the ledger line; the member’s balance changes', async ({ page, browser }, testInfo) => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Backoffice${suffix}`;
    const memberEmail = uniqueEmail('backoffice');
    const password = 'member-password-1';
    await createMember(page, { email: memberEmail, password, name, credits: 10 });

    // a fresh admin (its own TOTP secret: no step shared with other tests)
    const email = await loginAsNewStaff(page, 'admin', 'members-admin');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    const sweep = new Sweep(page, 'console');
    await sweep.check('members search, empty');

    await page.getByLabel('Find a member').fill(memberEmail.toUpperCase());
    await page.getByLabel('Search by').selectOption('email');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: memberEmail });
    await expect(row).toContainText(name);
    await expect(row).toContainText('E-mail address');
    await sweep.check('members search, results');

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^${name}`), level: 1 })).toBeVisible();
    await expect(page.getByText('No credit changes yet.')).toBeVisible();
    await sweep.check('member file');

    await page.getByLabel('Change').selectOption('add');
    await page.getByRole('spinbutton', { name: 'Credits' }).fill('25');
    await page.getByLabel('Reason (kept in the ledger)').fill('Goodwill: a message was lost in an outage');
    await page.getByRole('button', { name: 'Review adjustment…' }).click();
    const dialog = page.getByRole('dialog', { name: `Add 25 credits to ${name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The balance goes from 10 to 35.');
    await sweep.check('member credits dialog');
    await dialog.getByRole('button', { name: 'Confirm adjustment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Credits adjusted. The balance is now 35.' })).toBeVisible();

    const ledger = page.getByRole('region', { name: 'Credit ledger' }).first();
    const line = ledger.getByRole('row').filter({ hasText: 'Goodwill: a message was lost in an outage' });
    await expect(line).toContainText('+25');
    await expect(line).toContainText('35');
    await expect(line).toContainText('Adjusted by staff');
    await expect(line).toContainText(email);
    await expect(page.getByRole('region', { name: 'Moderation and staff history' }).first()).toContainText('Credits adjusted');
    await sweep.check('member file after adjustment');

    // on a phone: one column, the actions still reachable
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'End all sessions' })).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-member-phone.png', fullPage: true });
    await sweep.check('member file, phone');

    // the member's own answer has the new balance
    const member = await browser.newContext();
    const login = await member.request.post('/api/user.php', { data: { email: memberEmail, password } });
    expect(login.ok(), await login.text()).toBe(true);
    const me = (await (await member.request.get('/api/user.php')).json()) as { user: { credits: number } };
    expect(me.user.credits).toBe(35);
    await member.close();
    await sweep.finish(testInfo);
  });
});
