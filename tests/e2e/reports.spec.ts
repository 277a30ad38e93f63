import { memberContext, message, sendText, startConversation } from './chat-helpers.ts';
import { createMember, expect, prepareContext, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'reports-password-1';

// Member reports (decision 123) and masked contact details (decision 122), in Chromium against the real server.
test.describe('reports', () => {
  test('a member reports a received message from the conversation and blocks the sender in the same step', async ({ page, browser, baseURL }) => {
    const senderEmail = uniqueEmail('rep-sender');
    const receiverEmail = uniqueEmail('rep-receiver');
    await createMember(page, { email: senderEmail, password: PASSWORD, name: 'Sandro', credits: 100 });
    const receiverId = await createMember(page, { email: receiverEmail, password: PASSWORD, name: 'Rosa' });

    // the sender writes twice: a plain message and one with a disguised phone number
    const sender = await memberContext(browser, baseURL ?? '', senderEmail, PASSWORD);
    await startConversation(sender.page, receiverId, 'Hi Rosa, you look lovely');
    await sendText(sender.page, 'answer me or else, call me on zero six one two 34 56 78 9');
    const masked = message(sender.page, 'answer me or else');
    await expect(masked).toHaveAttribute('data-state', /sent|read/);
    // the sender keeps their own text and is told once why the other side did not get the number
    await expect(masked.getByText('Contact details hidden from Rosa')).toBeVisible();
    await expect(sender.page.getByRole('note')).toContainText('phone numbers, e-mail addresses, messenger names and links are not passed on');
    await sender.page.getByRole('button', { name: 'Got it' }).click();
    await expect(sender.page.getByRole('note')).toHaveCount(0);
    await sender.context.close();

    const receiver = await memberContext(browser, baseURL ?? '', receiverEmail, PASSWORD);
    const r = receiver.page;
    await r.goto('/chats');
    await r.getByRole('link', { name: /Sandro/ }).first().click();
    const received = message(r, 'answer me or else');
    await expect(received).toContainText('call me on [contact details removed]');
    await expect(received).not.toContainText('34 56');

    // the message's own menu (decision 176): no "Report" beside every message
    await received.getByRole('button', { name: 'More options for this message from Sandro' }).click();
    await r.getByRole('menuitem', { name: 'Report message' }).click();
    const dialog = r.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByRole('blockquote')).toContainText('answer me or else');
    // no reason chosen: told to choose one
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason.');
    await dialog.getByRole('radio', { name: 'Harassment, insults or threats' }).check();
    await dialog.getByLabel('Anything else we should know? (optional)').fill('He threatens me when I do not answer.');
    await dialog.getByRole('checkbox', { name: 'Also block Sandro' }).check();
    await r.screenshot({ path: 'test-results/report-dialog.png' });
    await dialog.getByRole('button', { name: 'Send report' }).click();

    const thanks = r.getByRole('dialog', { name: 'Thank you for your report' });
    await expect(thanks.getByRole('status')).toContainText('Our team will look at it soon.');
    await expect(thanks).toContainText('You have blocked Sandro');
    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(r).toHaveURL(/\/chats$/);
    await expect(r.getByRole('link', { name: /Sandro/ })).toHaveCount(0);
    // the block is the usual one: listed in the settings with "Unblock"
    await r.goto('/settings');
    await expect(r.getByRole('button', { name: 'Unblock Sandro' })).toBeVisible();
    await receiver.context.close();
  });

  test('on a phone, a long press on a received message opens its menu with "Report message"', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000); // two members log in, one of them on a phone
    const senderEmail = uniqueEmail('press-sender');
    const receiverEmail = uniqueEmail('press-receiver');
    await createMember(page, { email: senderEmail, password: PASSWORD, name: 'Pietro', credits: 100 });
    const receiverId = await createMember(page, { email: receiverEmail, password: PASSWORD, name: 'Paola' });
    const sender = await memberContext(browser, baseURL ?? '', senderEmail, PASSWORD);
    await startConversation(sender.page, receiverId, 'Hello Paola, shall we talk');
    await sender.context.close();

    // the receiver on a touch phone (decision 176: a long press, as a phone's messengers do)
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 760 }, hasTouch: true, isMobile: true });
    await prepareContext(context, baseURL);
    const r = await context.newPage();
    await r.goto('/login');
    await r.getByLabel('E-mail').fill(receiverEmail);
    await r.getByLabel('Password').fill(PASSWORD);
    await r.getByRole('button', { name: 'Log in' }).click();
    await expect(r).toHaveURL(/\/members/);
    await r.goto('/chats');
    await r.getByRole('link', { name: /Pietro/ }).first().click();
    const received = message(r, 'Hello Paola');
    await expect(received).toBeVisible();
    const menuItem = r.getByRole('menuitem', { name: 'Report message' });
    await expect(menuItem).toHaveCount(0);

    // the finger goes down on the message and stays: the menu opens while it is held
    const box = await received.locator('.msg-text').boundingBox();
    if (!box) throw new Error('the message has no box');
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const cdp = await context.newCDPSession(r);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect(menuItem).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // lifting the finger keeps the menu; "Report message" opens the report of this message
    await expect(menuItem).toBeVisible();
    await menuItem.tap();
    const dialog = r.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByRole('blockquote')).toContainText('Hello Paola, shall we talk');
    await r.screenshot({ path: 'test-results/report-long-press-375.png' });
    await context.close();
  });

  test('"Report" in the profile menu opens the report dialog and confirms', async ({ page }) => {
    const email = uniqueEmail('rep-profile');
    await createMember(page, { email, password: PASSWORD, name: 'Petra' });
    const reportedId = await createMember(page, { email: uniqueEmail('rep-fake'), password: PASSWORD, name: 'Fabio' });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await page.goto(`/members/${reportedId}`);
    await page.getByRole('button', { name: 'More options for Fabio' }).click();
    await page.getByRole('menuitem', { name: 'Report Fabio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Fabio' });
    // a phone-sized screen: every reason and the send button reachable
    await page.setViewportSize({ width: 375, height: 740 });
    await dialog.getByRole('radio', { name: "Fake profile or someone else's photos" }).check();
    await dialog.getByRole('button', { name: 'Send report' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/report-dialog-375.png' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).not.toContainText('You have blocked');
  });
});
