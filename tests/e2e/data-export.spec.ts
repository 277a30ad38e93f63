import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { mailedLink } from './account-helpers.ts';
import { createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

/** "Download my data" (decision 124): the job runs on the server's own runner, kicked by the request. */
test.describe('download my data', () => {
  test('a member asks for the export in settings, sees it prepared and downloads the ZIP; the mailed link leads back to it', async ({ page, browser }) => {
    const email = uniqueEmail('export');
    await createMember(page, { email, password: 'export-pass-1', name: 'Exporta' });
    await loginThroughForm(page, email, 'export-pass-1');
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/settings');

    const section = page.getByRole('region', { name: 'Download my data' });
    await section.getByRole('button', { name: 'Prepare my data' }).click();
    // "being prepared" may last less than a poll when the job runner is idle: either state is right here
    await expect(section.getByText(/Your data is being prepared\.|Your data is ready\./).first()).toBeVisible();
    await expect(section.getByText(/Your data is ready\. You can download it until /)).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText(/You can ask for a new copy from /)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Prepare a new copy' })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: /Download ZIP/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as { email: string; name: string };
    expect(profile).toMatchObject({ email, name: 'Exporta' });
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['messages.json', 'likes.json', 'payments.json', 'credit-ledger.json', 'sessions.json', 'photos.json']));

    // the mail's link opens the settings section for the logged-in member
    await page.goto(await mailedLink(page, email, 'dataExport', '/settings'));
    await expect(section.getByText(/Your data is ready\./)).toBeVisible();

    // without the member's session there is nothing to fetch
    const stranger = await browser.newContext();
    try {
      const res = await stranger.request.get(`${new URL(page.url()).origin}/api/export.php`);
      expect(res.status()).toBe(403);
    } finally {
      await stranger.close();
    }
  });
});
