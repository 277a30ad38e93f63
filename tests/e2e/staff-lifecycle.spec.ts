import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { test, expect, uniqueEmail } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

const PASSWORD = 'staff-password-123';
const totpNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
/** the 30-second TOTP step now: a step is accepted once per account (decision 120) */
const stepNow = () => Math.floor(Date.now() / 30_000);

/** Both login steps through the API of `request` (its cookies kept); answers the second step's status. */
async function apiLogin(request: APIRequestContext, email: string, secret: string): Promise<number> {
  const first = await request.post('/api/admin/login', { data: { email, password: PASSWORD } });
  expect(first.ok()).toBe(true);
  return (await request.post('/api/admin/login/totp', { data: { code: totpNow(secret) } })).status();
}

test.describe('staff lifecycle in the console (decision 169)', () => {
  test('an admin changes a role, ends the sessions, sets a new first password, disables and enables an account; the staff member then chooses a password of their own', async ({ page, browser }) => {
    await loginAsNewStaff(page, 'admin', 'e2e-lifecycle-admin');
    const email = uniqueEmail('e2e-lifecycle-mod');
    const created = await page.request.post(staffTestApi.staff, { data: { email, role: 'moderator', password: PASSWORD } });
    expect(created.ok()).toBe(true);
    const { secret } = (await created.json()) as { secret: string };
    // the staff member is logged in elsewhere
    const elsewhere = await browser.newContext();
    expect(await apiLogin(elsewhere.request, email, secret)).toBe(200);
    const usedStep = stepNow();
    expect((await elsewhere.request.get('/api/admin/me')).status()).toBe(200);

    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });

    await page.getByLabel(`Role of ${email}`).selectOption({ label: 'Support' });
    await expect(status(`${email} is now Support.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) }).getByRole('cell', { name: 'Support', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Log ${email} out everywhere` }).click();
    await page.getByRole('group', { name: `Log ${email} out everywhere?` }).getByRole('button', { name: 'Yes' }).click();
    await expect(status(`${email} is logged out everywhere.`)).toBeVisible();
    expect((await elsewhere.request.get('/api/admin/me')).status()).toBe(401);

    await page.getByRole('button', { name: `Reset password of ${email}` }).click();
    await page.getByLabel(`New first password for ${email}`).fill('handed-over-by-phone');
    await page.getByRole('button', { name: 'Set password', exact: true }).click();
    await expect(status(`${email} has a new first password and chooses their own at the next login.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) }).getByText('New password pending')).toBeVisible();

    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await page.getByRole('group', { name: `Disable ${email}?` }).getByRole('button', { name: 'Yes' }).click();
    await expect(status(`${email} is disabled and logged out everywhere.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) }).getByText('Disabled', { exact: true })).toBeVisible();
    expect((await elsewhere.request.post('/api/admin/login', { data: { email, password: 'handed-over-by-phone' } })).status()).toBe(401);

    await page.getByRole('button', { name: `Enable ${email}` }).click();
    await expect(status(`${email} can log in again.`)).toBeVisible();

    // every action is in the audit log, by this admin, without the password
    const audit = (await (await page.request.get(`/api/admin/audit?target_kind=staff&limit=50`)).json()) as { entries: { action: string; after: unknown }[] };
    const actions = audit.entries.map((e) => e.action);
    for (const action of ['staff.role_change', 'staff.sessions_ended', 'staff.password_reset', 'staff.disable', 'staff.enable']) expect(actions).toContain(action);
    expect(JSON.stringify(audit)).not.toContain('handed-over-by-phone');

    // the staff member logs in with the first password, chooses their own, then the code
    const theirs = await elsewhere.newPage();
    await theirs.goto('/admin');
    await theirs.getByLabel('E-mail address').fill(email);
    await theirs.getByLabel('Password').fill('handed-over-by-phone');
    await theirs.getByRole('button', { name: 'Continue' }).click();
    await expect(theirs.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await theirs.getByRole('textbox', { name: /^New password/ }).fill('handed-over-by-phone');
    await theirs.getByRole('button', { name: 'Save and continue' }).click();
    await expect(theirs.getByRole('alert')).toHaveText('Choose a password other than the one you were given.');
    await theirs.getByRole('textbox', { name: /^New password/ }).fill('my-own-password-now');
    await theirs.getByRole('button', { name: 'Save and continue' }).click();
    // the code of a step the API login above has not used
    await expect.poll(stepNow, { timeout: 35_000 }).toBeGreaterThan(usedStep);
    await theirs.getByLabel('Code from your authenticator app').fill(totpNow(secret));
    await theirs.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(theirs.getByRole('heading', { name: `Hello, ${email}` })).toBeVisible();
    await elsewhere.close();
  });
});
