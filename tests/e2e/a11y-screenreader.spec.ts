import type { Page } from '@playwright/test';
import { memberContext, message, sendText, startConversation } from './chat-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';

/**
 * What a screen reader gets in a conversation (decision 119): the other member's new messages in a
 * polite log of their own (not the whole list), my messages' states as text, the unread badge named.
 */
const PASSWORD = 'sr-e2e-password';

async function newMember(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const id = await createMember(page, { email, password: PASSWORD, name, credits: 100 });
  return { id, email, name };
}

test('incoming messages are announced politely, states have text, the unread badge has a name', async ({ page, browser, baseURL }) => {
  test.slow();
  const ada = await newMember(page, 'Ada');
  const ben = await newMember(page, 'Ben');
  const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
  const b = await memberContext(browser, baseURL ?? '', ben.email, PASSWORD);

  const conversation = await startConversation(a.page, ben.id, 'Hello Ben');
  // my message's state is text for a screen reader, not only a tick
  await expect(message(a.page, 'Hello Ben').getByText(/^(Sent|Read)$/)).toBeAttached();
  const log = a.page.getByRole('log', { name: 'New messages' });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  // the list itself is not live: older messages loaded later are not read out
  await expect(a.page.getByRole('region', { name: /^Messages with/ }).locator('[aria-live]')).toHaveCount(1);
  // my own message is not announced to me
  await expect(log).toHaveText('');

  await b.page.goto(`/chats/${conversation}`);
  await sendText(b.page, 'Hi Ada, how are you?');
  await expect(message(a.page, 'Hi Ada, how are you?')).toBeVisible();
  await expect(log).toHaveText('Ben: Hi Ada, how are you?');
  // a message read on screen is not counted as unread (it was, when it came after the opening)
  const listEntry = a.page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /^Ben / });
  await expect(listEntry).toHaveAccessibleName(/how are you\?$/);
  await expect(listEntry).not.toHaveAccessibleName(/unread/);

  // away from the conversation, the unread badge says what it counts
  await a.page.goto('/members');
  await sendText(b.page, 'Are you there?');
  await expect(a.page.getByRole('link', { name: 'Messages 1 unread message' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});
