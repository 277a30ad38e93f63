import { Sweep } from './a11y-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

const PASSWORD = 'right-password-1';

test.describe('payments in the console (decision 130)', () => {
  test('an admin refunds a sandbox payment and the member’s credits drop', async ({ page, browser }, testInfo) => {
    // a free member in the Netherlands buys the first bundle through the sandbox checkout
    const memberEmail = uniqueEmail('refund-buyer');
    const name = `Refundee${Math.random().toString(36).slice(2, 7)}`;
    const memberId = await createMember(page, { email: memberEmail, password: PASSWORD, name, credits: 0 });
    const moved = await page.request.post('/api/test/payments/member-country', { data: { member_id: memberId, country: 'NL' } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await page.context().setExtraHTTPHeaders({ 'x-country': 'NL' });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(memberEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/credits');
    await page.getByRole('button', { name: /^Buy now: 20 credits for/ }).click();
    await page.getByRole('radio', { name: /iDEAL/ }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
    await page.getByRole('radio', { name: 'Payment succeeds' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Thank you! 20 credits have been added to your account.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Credits 20' })).toBeVisible();

    // a fresh admin (its own TOTP secret) logs in and finds the payment by the member's id
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await loginAsNewStaff(staff, 'admin', 'refund-admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
    await expect(staff.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await staff.getByLabel('Member ID').fill(String(memberId));
    await staff.getByRole('button', { name: 'Apply filters' }).click();
    const row = staff.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Completed');
    await expect(staff.getByRole('region', { name: 'Totals per currency' })).toContainText('EUR');
    const sweep = new Sweep(staff, 'console');
    await sweep.check('payments');

    // the refund: a reason, the balance it leaves, once
    await row.getByRole('button', { name: new RegExp(`^Refund .+ to ${name}$`) }).click();
    const panel = staff.getByRole('region', { name: new RegExp(`^Refund .+ to ${name}$`) });
    await expect(panel).toContainText('The 20 credits of this purchase are taken back');
    await panel.getByLabel('Reason (kept with the refund)').fill('Asked within the withdrawal period');
    await sweep.check('payments refund');
    await panel.getByRole('button', { name: /^Refund / }).click();
    await expect(staff.getByRole('status').filter({ hasText: `to ${name}.` })).toBeVisible();
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('button', { name: /^Refund / })).toHaveCount(0);
    await staff.screenshot({ path: 'test-results/admin-payments.png', fullPage: true });
    await staff.setViewportSize({ width: 375, height: 800 });
    await expect(staff.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    await sweep.check('payments 375px');
    await sweep.finish(testInfo);

    // the member's credits dropped (the purchase's 20 went back), and premium with it
    const user = await page.request.get('/api/user.php');
    expect(((await user.json()) as { user: { credits: number; paid_user: boolean } }).user).toMatchObject({ credits: 0, paid_user: false });
    await page.goto('/members');
    await expect(page.getByRole('link', { name: /Get premium/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Credits/ })).toHaveCount(0);
    await staffContext.close();
  });
});
