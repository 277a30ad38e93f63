import type { Page } from '@playwright/test';
import { test, expect, loginThroughForm, uniqueEmail, prepareContext } from './fixtures.ts';

/** A member made through the test fixture API, with the gender the test needs. */
async function createMember(page: Page, data: { email: string; password: string; name: string; gender: 'male' | 'female' }): Promise<number> {
  const res = await page.request.post('/api/test/members', { data });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const PASSWORD = 'safety-password-1';

test.describe('blocking and complaints', () => {
  test('a member blocks another from the profile menu; the blocked member can no longer open the profile', async ({ page, browser }) => {
    const blockerEmail = uniqueEmail('blocker');
    const blockedEmail = uniqueEmail('blocked');
    const blockerId = await createMember(page, { email: blockerEmail, password: PASSWORD, name: 'Bella', gender: 'female' });
    const blockedId = await createMember(page, { email: blockedEmail, password: PASSWORD, name: 'Brutus', gender: 'male' });

    await loginThroughForm(page, blockerEmail, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto(`/members/${blockedId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Brutus');
    await page.getByRole('button', { name: 'More options for Brutus' }).click();
    await page.getByRole('menuitem', { name: 'Block Brutus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Brutus?' });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByRole('heading', { name: 'You have blocked Brutus.' })).toBeVisible();

    // the blocked member, in another browser, sees the SPEC page instead of the profile
    const other = await browser.newContext();
    await prepareContext(other);
    const blockedPage = await other.newPage();
    await loginThroughForm(blockedPage, blockedEmail, PASSWORD);
    await expect(blockedPage).toHaveURL(/\/members$/);
    await blockedPage.goto(`/members/${blockerId}`);
    await expect(blockedPage.getByRole('heading', { name: "You're blocked by Bella. You do not have access to this page." })).toBeVisible();
    await expect(blockedPage.getByRole('link', { name: /^Chat with / })).toHaveCount(0);
    await other.close();

    // the blocker finds them in the settings' blocked list and can unblock
    await page.goto('/settings');
    const unblock = page.getByRole('button', { name: 'Unblock Brutus' });
    await expect(unblock).toBeVisible();
    await unblock.click();
    await expect(unblock).toHaveCount(0);
  });

  // the profile menu's "Report" opens the structured report dialog (decision 123, tests/e2e/reports.spec.ts);
  // the complaint form keeps its own address, prefilled from the link
  test('the complaint form prefilled for a member refuses a short text and acknowledges a complaint', async ({ page }) => {
    const email = uniqueEmail('reporter');
    await createMember(page, { email, password: PASSWORD, name: 'Rita', gender: 'female' });
    const reportedId = await createMember(page, { email: uniqueEmail('reported'), password: PASSWORD, name: 'Rocco', gender: 'male' });
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto(`/complaints?member=${reportedId}`);
    await expect(page.getByRole('radio', { name: 'A member' })).toBeChecked();
    await expect(page.getByLabel('Member number')).toHaveValue(String(reportedId));

    await page.getByLabel('Your complaint').fill('rude');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByText('Please describe the problem in at least 10 characters.')).toBeVisible();
    await expect(page.getByLabel('Your complaint')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Your complaint').fill('He sent me insulting messages after I said no.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, we have received your complaint' })).toBeVisible();
    await expect(page.getByText(/Your complaint number is \d+/)).toBeVisible();
  });

  test('"Report this photo" in the photo viewer opens the complaint form for that photo, which is acknowledged', async ({ page }) => {
    const email = uniqueEmail('photo-reporter');
    await createMember(page, { email, password: PASSWORD, name: 'Paula', gender: 'female' });
    const reportedId = await createMember(page, { email: uniqueEmail('photo-reported'), password: PASSWORD, name: 'Piet', gender: 'male' });
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto(`/members/${reportedId}`);
    await page.getByRole('button', { name: 'Open photos of Piet' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos of Piet' });
    await viewer.getByRole('link', { name: 'Report this photo' }).click();
    await expect(page).toHaveURL(new RegExp(`/complaints\\?member=${reportedId}&photo=\\d+$`));
    await expect(page.getByRole('dialog', { name: 'Photos of Piet' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'A photo' })).toBeChecked();
    await expect(page.getByLabel('Member number')).toHaveValue(String(reportedId));
    await page.getByLabel('Your complaint').fill('This photo shows someone else, not this member.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, we have received your complaint' })).toBeVisible();
  });
});
