import type { APIRequestContext, Page } from '@playwright/test';
import { memberContext } from './chat-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'likes-e2e-password';

async function newMember(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const id = await createMember(page, { email, password: PASSWORD, name });
  return { id, email, name };
}

/** The other member acts through the API only: logs in and likes back. */
async function likeThroughApi(request: APIRequestContext, email: string, profileId: number): Promise<void> {
  const login = await request.post('/api/user.php', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const like = await request.post('/api/like.php', { data: { profile_id: profileId } });
  expect(like.ok(), await like.text()).toBe(true);
}

test.describe('likes', () => {
  test('a member likes a profile and finds it under likes', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Ada');
    const ben = await newMember(page, 'Benno');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);

    await a.page.goto(`/members/${ben.id}`);
    const like = a.page.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(a.page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

    await a.page.getByRole('link', { name: 'Likes', exact: true }).click();
    await expect(a.page).toHaveURL('/likes');
    const mine = a.page.getByRole('list', { name: 'My likes' });
    await expect(mine.getByRole('link', { name: /Benno, \d+/ })).toBeVisible();

    await a.page.getByRole('link', { name: /^My likes/ }).click();
    await expect(a.page).toHaveURL('/likes/my-likes');
    await a.page.getByRole('link', { name: /Benno, \d+/ }).click();
    await expect(a.page).toHaveURL(`/likes/m/${ben.id}`);
    await expect(a.page.getByRole('button', { name: 'Liked' })).toBeVisible();
    await a.context.close();
  });

  test('a returning member opens /likes with the stored likes in its first render, without a loading state', async ({ page, browser, baseURL, request }) => {
    const ada = await newMember(page, 'Ada');
    const ben = await newMember(page, 'Benno');
    await likeThroughApi(request, ben.email, ada.id);
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    await a.page.goto('/likes');
    const likedMe = a.page.getByRole('list', { name: 'Liked me' });
    await expect(likedMe.getByRole('link', { name: /Benno, \d+/ })).toBeVisible();
    // a new tab of the same member: the likes come from the device, read before the first render
    await a.context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.loading-state')) (window as unknown as { sawLoading: boolean }).sawLoading = true;
      }).observe(document, { subtree: true, childList: true });
    });
    const tab = await a.context.newPage();
    await tab.goto('/likes');
    await expect(tab.getByRole('list', { name: 'Liked me' }).getByRole('link', { name: /Benno, \d+/ })).toBeVisible();
    expect(await tab.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(false);
    await a.context.close();
  });

  test('a like back is a match: the modal shows it and its photo opens a chat', async ({ page, browser, baseURL, request }) => {
    const ada = await newMember(page, 'Adele');
    const ben = await newMember(page, 'Bruno');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);

    await a.page.goto(`/members/${ben.id}`);
    await a.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(a.page.getByRole('button', { name: 'Liked' })).toBeVisible();
    // Ada's like has reached the server (the outbox sent it)
    await expect.poll(async () => ((await (await a.page.request.get('/api/likes.php')).json()) as { profiles: Array<{ id: number }> }).profiles.map((p) => p.id)).toEqual([ben.id]);

    await likeThroughApi(request, ben.email, ada.id);

    const modal = a.page.getByRole('dialog', { name: "It's a match!" });
    await expect(modal).toBeVisible();
    await expect(a.page.getByRole('button', { name: "It's a match" })).toBeVisible();
    await modal.getByRole('button', { name: 'Send Bruno a message' }).first().click();
    await expect(a.page).toHaveURL(new RegExp(`/members/${ben.id}/chat$`));
    await expect(a.page.getByRole('dialog', { name: "It's a match!" })).toBeHidden();
    await a.context.close();
  });

  test('?t= shows the like modal after that many seconds, leaves the URL, and a click anywhere closes it', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Alma');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    await a.page.goto('/likes?t=1');
    await expect(a.page).toHaveURL('/likes');
    const modal = a.page.getByRole('dialog', { name: /likes you!/ });
    await expect(modal).toBeVisible();
    await a.page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    // likes reload: the profile that liked shows under "Liked me", marked new
    await expect(a.page.getByRole('list', { name: 'Liked me' }).getByRole('listitem')).toHaveCount(1);
    await expect(a.page.getByRole('list', { name: 'Liked me' }).getByText('New')).toBeVisible();
    await a.context.close();
  });
});
