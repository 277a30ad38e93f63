import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, prepareContext } from './fixtures.ts';

/** A browser context for one member, logged in through the form, on `baseURL`. */
export async function memberContext(browser: Browser, baseURL: string, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await prepareContext(context, baseURL);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members/);
  return { context, page };
}

export { controlledByServiceWorker } from './fixtures.ts';

/** Opens the conversation with a member and writes the first message (closing the icebreakers). */
export async function startConversation(page: Page, profileId: number, text: string): Promise<number> {
  await page.goto(`/members/${profileId}/chat`);
  await page.getByRole('dialog').getByRole('button', { name: 'No, thanks' }).click();
  await sendText(page, text);
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

export async function sendText(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /Message to/ }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** A message in the message area, with its delivery state (data-state). */
export function message(page: Page, text: string) {
  return page.getByRole('region', { name: /Messages with/ }).getByRole('listitem').filter({ hasText: text });
}
