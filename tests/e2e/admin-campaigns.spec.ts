import type { Page } from '@playwright/test';
import { Sweep } from './a11y-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

async function adminLogin(page: Page): Promise<void> {
  await loginAsNewStaff(page, 'admin', 'campaigns-admin');
}

const figure = (page: Page, name: string) => page.locator('dl.cmp-figures > div').filter({ has: page.getByText(name, { exact: true }) }).locator('dd');

test.describe('campaigns in the staff console (decision 131)', () => {
  test('an admin writes a campaign in two languages, previews it, sends it; the figures show the e-mail and the click', async ({ page }, testInfo) => {
    // a member who turned promotions on
    const email = uniqueEmail('campaign');
    await createMember(page, { email, password: 'campaign-password-1' });
    expect((await page.request.post('/api/user.php', { data: { email, password: 'campaign-password-1' } })).ok()).toBe(true);
    const current = (await (await page.request.get('/api/notifications.php')).json()) as { preferences: Record<string, boolean> };
    const put = await page.request.put('/api/notifications.php', { data: { preferences: { ...current.preferences, promotions: true } } });
    expect(put.ok(), await put.text()).toBe(true);

    const sweep = new Sweep(page, 'campaigns');
    await adminLogin(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New campaign' }).click();
    await expect(page.getByRole('heading', { name: 'New campaign', level: 1 })).toBeVisible();

    await page.getByLabel('Kind').selectOption('promotions');
    await expect(page.getByText(/About \d+ members? will receive it\./)).toBeVisible();
    await page.getByLabel("Link to (a page of the member's site)").fill('/credits');
    const suffix = Math.random().toString(36).slice(2, 7);
    const title = `Weekend offer ${suffix}`;
    await page.getByLabel('Title (English (en))').fill(title);
    await page.getByLabel('Text (English (en))').fill('All credit bundles cost half until Sunday.');
    await page.getByLabel('Another language').selectOption('de');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByLabel('Title (German (de))').fill(`Wochenendangebot ${suffix}`);
    await page.getByLabel('Text (German (de))').fill('Alle Credit-Pakete kosten bis Sonntag die Hälfte.');
    await sweep.check('editor');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('article', { name: 'German (de)' }).getByText(`Subject: Wochenendangebot ${suffix}`)).toBeVisible();
    await expect(preview.getByRole('article', { name: 'English (en)' }).getByText('All credit bundles cost half until Sunday.').first()).toBeVisible();
    await sweep.check('preview');
    await page.screenshot({ path: 'test-results/campaign-editor.png', fullPage: true });

    await page.getByRole('button', { name: 'Send campaign' }).click();
    await expect(page.getByText(/Send to about \d+ members? now\?/)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, send' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(figure(page, 'E-mails sent')).not.toHaveText('0');

    // the member opens the campaign link from the e-mail: counted once, it leads to the page
    const mailbox = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string; links: string[] }[] };
    const mail = mailbox.mails.find((m) => m.subject === title);
    const link = mail?.links.find((l) => new URL(l).pathname.startsWith('/api/c/'));
    expect(link).toBeTruthy();
    const click = await page.request.get(new URL(link ?? '/').pathname + new URL(link ?? '/').search, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('/credits');
    await page.getByRole('button', { name: 'Refresh figures' }).click();
    await expect(figure(page, 'Clicks')).toHaveText('1');
    await sweep.check('figures');
    await page.screenshot({ path: 'test-results/campaign-figures.png', fullPage: true });

    // the list shows it; on a phone too
    await page.getByRole('link', { name: '← Campaigns' }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Sent');
    await sweep.check('list-375');
    await page.screenshot({ path: 'test-results/campaign-list-phone.png', fullPage: true });
    await sweep.finish(testInfo);
  });
});
