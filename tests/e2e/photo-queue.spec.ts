import { Sweep } from './a11y-helpers.ts';
import { test, expect } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

// Decision 177: a moderator sees the photos of the queue, picks several in the grid (mouse and
// keyboard), approves them in one step, and an admin reads the acts in the audit log as sentences.
test.describe('photo queue grid and audit sentences (decision 177)', () => {
  test('a moderator approves several photos from the grid at once; the audit log tells it in a sentence with details', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const moderator = await loginAsNewStaff(page, 'moderator', 'e2e-photos');
    await page.getByRole('link', { name: 'New photos' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New photos' })).toBeVisible();
    const grid = page.getByRole('list', { name: /^Photos to review, page 1 of \d+$/ });
    const boxes = grid.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThanOrEqual(3);

    // the thumbnails are shown (the staff address answers them; /media refused private ones)
    await expect
      .poll(async () => grid.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // two picked with the mouse, one with the keyboard
    const names: string[] = [];
    // a checkbox is named by its photo (the label holds the picture and its text alternative)
    for (let i = 0; i < 3; i++) names.push(await boxes.nth(i).evaluate((el) => el.closest('label')?.querySelector('img')?.alt ?? ''));
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await boxes.nth(2).focus();
    await page.keyboard.press('Space');
    await expect(boxes.nth(2)).toBeChecked();
    await expect(page.getByText('3 selected')).toBeVisible();

    const sweep = new Sweep(page, 'photo queue');
    await sweep.check('grid with a selection');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`photo-queue-${width}.png`), fullPage: false });
    }

    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 approved.' })).toBeVisible();
    for (const name of names) await expect(grid.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
    await expect(page.getByText('None selected')).toBeVisible();

    // select all on the page is one checkbox, reachable by keyboard; unticking it clears the page
    const all = page.getByRole('checkbox', { name: 'Select all on this page' });
    await all.focus();
    await page.keyboard.press('Space');
    await expect(boxes.first()).toBeChecked();
    await page.keyboard.press('Space');
    await expect(boxes.first()).not.toBeChecked();

    // an admin reads the act in the audit log: a sentence per member, the details as fields
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAsNewStaff(admin, 'admin', 'e2e-audit');
    await admin.goto('/admin/audit');
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const sentence = admin.getByRole('listitem').filter({ hasText: new RegExp(`^${moderator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} approved (a photo|\\d photos) of `) });
    await expect(sentence.first()).toBeVisible();
    await sentence.first().getByText('Details').click();
    const facts = sentence.first().getByRole('table').first();
    await expect(facts.getByRole('row', { name: /review\s+queued\s+approved/ })).toBeVisible();
    await expect(sentence.first().getByText('photo.approve').first()).toBeVisible();
    const auditSweep = new Sweep(admin, 'audit log');
    await auditSweep.check('sentences with an open entry');
    for (const width of [375, 1280]) {
      await admin.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await admin.screenshot({ path: testInfo.outputPath(`audit-${width}.png`), fullPage: false });
    }
    await sweep.finish(testInfo);
    await auditSweep.finish(testInfo);
    await adminContext.close();
  });
});
