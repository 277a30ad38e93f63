import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, demo, loginThroughForm, createMember, uniqueEmail, DEMO_PASSWORD, controlledByServiceWorker } from './fixtures.ts';

/** "Name, age" of a result card (its first line may be the "Online" badge). */
async function cardName(card: Locator): Promise<string> {
  const lines = (await card.innerText()).split('\n').map((l) => l.trim());
  return lines.find((l) => /, \d+$/.test(l)) ?? '';
}

/** The ages of result cards' texts ("Name, age"). */
function ages(cards: string[]): number[] {
  return cards.map((card) => Number(/,\s*(\d+)/.exec(card)?.[1]));
}

test.describe('members search and profiles', () => {
  test('searching with filters and paging through the results', async ({ page }) => {
    await loginThroughForm(page, demo.free);
    await expect(page).toHaveURL(/\/members$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();

    await page.getByLabel('Looking for', { exact: true }).selectOption('female');
    await page.getByLabel('Country').selectOption('GB');
    await expect(page.getByLabel('County')).toBeEnabled();
    await page.getByLabel('Minimum age').fill('20');
    await page.getByLabel('Maximum age').fill('70');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/gender=female&country=GB&min_age=20&max_age=70&page=1/);
    await expect(page.getByText(/members? found/)).toBeVisible();
    const firstPage = await results.getByRole('link').allTextContents();
    expect(firstPage.length).toBeGreaterThan(0);
    expect(ages(firstPage).every((age) => age >= 20 && age <= 70), firstPage.join(' | ')).toBe(true);

    // everyone aged 45 and over in all countries: enough for several pages, and only seeded members
    // (members the other tests create are younger and may change while this test pages)
    await page.getByLabel('Looking for', { exact: true }).selectOption('');
    // everyone: also those not looking for someone like him (decision 175)
    await page.getByRole('checkbox', { name: 'Also show people who are not looking for someone like me' }).check();
    await page.getByLabel('Country').selectOption('');
    await page.getByLabel('Minimum age').fill('45');
    await page.getByLabel('Maximum age').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/min_age=45&everyone=1&page=1|min_age=45&page=1&everyone=1|everyone=1.*min_age=45/);
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    const page1 = await results.getByRole('link').allTextContents();
    // the page shown is this search's, not the one before it (whose members were 20 to 70)
    expect(page1.length).toBeGreaterThan(0);
    expect(page1.filter((_card, n) => !((ages(page1)[n] ?? 0) >= 45)), page1.join(' | ')).toEqual([]);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expect.poll(async () => (await results.getByRole('link').allTextContents()).join('|')).not.toBe(page1.join('|'));
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expect.poll(async () => (await results.getByRole('link').allTextContents()).join('|')).toBe(page1.join('|'));

    // a link past the last page, or one mangled on the way, still searches: the last page is shown
    // (it said "Please check the highlighted fields" with nothing highlighted)
    await page.goto('/members?min_age=45&everyone=1&page=999999&countryregion=-4');
    await expect(page).toHaveURL(/min_age=45.*[?&]page=\d{1,4}(&|$)/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(10_000);
    await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible();
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('opening a profile shows its details, photos and related profiles', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    const label = await cardName(first);
    await first.click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    await expect(page.getByRole('heading', { name: /^About / })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Chat with / })).toHaveAttribute('href', /\/members\/\d+\/chat$/);
    await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
    // the block / report menu sits inside the profile's card, on a phone and on a desktop (it
    // straddled the card's top edge)
    for (const viewport of [{ width: 375, height: 760 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      const menu = await page.getByRole('button', { name: /^More options for / }).boundingBox();
      const card = await page.locator('header.profile-header').boundingBox();
      expect(menu && card, `${viewport.width} px`).toBeTruthy();
      if (!menu || !card) continue;
      expect(menu.y, `${viewport.width} px`).toBeGreaterThanOrEqual(card.y);
      expect(menu.x + menu.width, `${viewport.width} px`).toBeLessThanOrEqual(card.x + card.width);
    }
    await page.getByRole('button', { name: /^Open photos of / }).click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  test('uploading a photo, making it private and deleting it', async ({ page }) => {
    const email = uniqueEmail('photos');
    await createMember(page, { email, password: DEMO_PASSWORD, name: 'Photo tester' });
    await loginThroughForm(page, email);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My photos' })).toBeVisible();
    await expect(page.getByText('1 of 3 photos')).toBeVisible();

    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 224, g: 122, b: 111 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Upload a photo').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByText('2 of 3 photos')).toBeVisible();
    const second = page.getByRole('listitem', { name: 'Photo 2' });
    await second.getByRole('button', { name: 'Make private' }).click();
    await expect(second.getByText('Private', { exact: true })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Make public' })).toBeVisible();
    await second.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 of 3 photos')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Photo 2' })).toHaveCount(0);

    await page.getByLabel('Upload a photo').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') });
    await expect(page.getByRole('alert')).toContainText('This file is not a photo we can use.');
  });

  test('a visitor may search and open a profile where the site allows it; chatting leads to signup', async ({ page }) => {
    await page.goto('/members');
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByText('Browse as a guest. Sign up to chat and see more photos.')).toBeVisible();
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    const name = await cardName(first);
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('link', { name: /^Chat with / })).toHaveAttribute('href', /\/members\/\d+\/signup$/);
  });

  test.describe('offline, under the service worker', () => {
    // what a member's browser does once the service worker runs (decision 200)
    test.use({ serviceWorkers: 'allow' });

    test('after one visit the search page and a profile open offline', async ({ page, context }) => {
      await loginThroughForm(page, demo.credits);
      await expect(page).toHaveURL(/\/members$/);
      await controlledByServiceWorker(page);
      const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
      const cardText = await cardName(first);
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(cardText);
      const profileUrl = page.url();

      await context.setOffline(true);
      await page.goto('/members');
      await expect(page.getByText(/^Offline: showing what you saw on/)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText(cardText);
      await page.goto(profileUrl);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(cardText);
      await expect(page.getByText(/^Offline: showing what you saw on/)).toBeVisible();
      await context.setOffline(false);
    });
  });
});
