import type { Page } from '@playwright/test';
import { test, expect, loginThroughForm, uniqueEmail } from './fixtures.ts';

/** A member made through the test fixture API, with the gender the test needs. */
async function createMember(page: Page, data: { email: string; password: string; name: string; gender: 'male' | 'female' }): Promise<number> {
  const res = await page.request.post('/api/test/members', { data });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const PASSWORD = 'swipe-password-1';

test.describe('swipe game', () => {
  test('a member likes 4 profiles (button, keyboard, drag) and then sees the daily limit; passing still works', async ({ page }) => {
    const email = uniqueEmail('swiper');
    await createMember(page, { email, password: PASSWORD, name: 'Swiper', gender: 'male' });
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/swipe-game');
    await expect(page.getByRole('heading', { name: 'Swipe game' })).toBeVisible();
    await expect(page.getByText('4 likes left today')).toBeVisible();

    const card = page.getByRole('group', { name: /, \d+, / });
    const likeButton = page.getByRole('button', { name: /^Like / });
    // the top card's member, by the id its profile link carries: test members may share name, age and region
    const profileLink = page.getByRole('link', { name: /^Open the profile of / });
    const nameOnCard = async () => (await profileLink.getAttribute('href')) ?? '';

    // 1: the like button
    let before = await nameOnCard();
    await likeButton.click();
    await expect(page.getByText('3 likes left today')).toBeVisible();
    await expect.poll(nameOnCard).not.toBe(before);

    // 2: the right arrow key
    before = await nameOnCard();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('2 likes left today')).toBeVisible();
    await expect.poll(nameOnCard).not.toBe(before);

    // a pass with the left arrow key costs no like
    before = await nameOnCard();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(nameOnCard).not.toBe(before);
    await expect(page.getByText('2 likes left today')).toBeVisible();

    // 3: dragging the card to the right
    before = await nameOnCard();
    const box = await card.boundingBox();
    if (!box) throw new Error('no card');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
    await expect(page.getByText('LIKE', { exact: true })).toBeVisible();
    await page.mouse.move(box.x + box.width / 2 + 220, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('1 like left today')).toBeVisible();
    await expect.poll(nameOnCard).not.toBe(before);

    // 4: the last like of the day
    await likeButton.click();
    await expect(page.getByText(/^New likes at /)).toBeVisible();
    await expect(page.getByText(/You have used your 4 likes for today\. Come back tomorrow for new ones\./)).toBeVisible();

    // a 5th like is refused: the like button says so and the card stays, also for the arrow key
    await expect(likeButton).toHaveAttribute('aria-disabled', 'true');
    before = await nameOnCard();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/You have used your 4 likes for today/)).toBeVisible();
    expect(await nameOnCard()).toBe(before);
    // the server agrees: a 5th like through the API is refused
    const id = Number((await page.getByRole('link', { name: /^Open the profile of / }).getAttribute('href'))?.split('/').pop());
    const refused = await page.request.post('/api/swipe.php', { data: { profile_id: id, action: 'like' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'swipe_limit', likes_left: 0 });
    // passing goes on
    await page.getByRole('button', { name: /^Pass on / }).click();
    await expect.poll(nameOnCard).not.toBe(before);
  });

  test('on a phone the heading lines up with the other pages’ and the card keeps its room', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = uniqueEmail('aligned');
    await createMember(page, { email, password: PASSWORD, name: 'Aligned', gender: 'male' });
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    const searchHeading = await page.getByRole('heading', { level: 1, name: 'Search members' }).boundingBox();
    await page.goto('/swipe-game');
    const heading = await page.getByRole('heading', { level: 1, name: 'Swipe game' }).boundingBox();
    // the page used a narrower gutter than every other one (8 px against 15 px)
    expect(heading?.x).toBe(searchHeading?.x);
    const card = await page.locator('.sg-card:not(.sg-card-behind)').first().boundingBox();
    expect(card?.width).toBeGreaterThanOrEqual(300);
  });
});
