import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mailedLink } from './account-helpers.ts';
import { controlledByServiceWorker, createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'push-e2e-pass';

interface SwNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string; kind?: string } | null;
}

/** What the service worker sees of the Notifications API (the test runs these inside the worker). */
interface SwScope {
  registration: { getNotifications(): Promise<SwNotification[]> };
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
  dispatchEvent(event: Event): boolean;
}

async function loggedIn(page: Page, name: string): Promise<number> {
  const email = uniqueEmail('push');
  const id = await createMember(page, { email, password: PASSWORD, name });
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/members/);
  return id;
}

/** Another member writes to `to` through the API; answers the conversation id. */
async function messageFrom(baseURL: string, to: number, text: string): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('push-sender');
  await api.post('/api/test/members', { data: { email, password: PASSWORD, name: 'Alice', credits: 100 } });
  await api.post('/api/user.php', { data: { email, password: PASSWORD } });
  const res = await api.post('/api/messages.php', { data: { id: randomUUID(), kind: 'text', body: text, profile_id: to } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { chat: { conversation: { id: number } } };
  await api.dispose();
  return body.chat.conversation.id;
}

/**
 * Delivers a push message to the page's service worker through the DevTools protocol (no push
 * service needed): to the registration of the page's own scope once it has an activated version.
 */
async function deliverPush(context: BrowserContext, page: Page, data: unknown): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const scope = `${origin}/`;
  const registrations = new Map<string, string>();
  const activated = new Set<string>();
  const registration = new Promise<string>((resolve) => {
    const settle = () => {
      for (const [id, url] of registrations) if (url === scope && activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) {
        if (r.isDeleted) registrations.delete(r.registrationId);
        else registrations.set(r.registrationId, r.scopeURL);
      }
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.status === 'activated') activated.add(v.registrationId);
      settle();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(data) });
  await cdp.detach();
}

/** The notifications the page's service worker shows, read from whichever instance of it is running now. */
async function shownNotifications(context: BrowserContext): Promise<{ title: string; body: string; tag: string; url: string | undefined }[]> {
  for (const worker of context.serviceWorkers()) {
    const list = await worker
      .evaluate(() => (globalThis as unknown as SwScope).registration.getNotifications().then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }))))
      .catch(() => null);
    if (list) return list;
  }
  return [];
}

test.describe('push notifications', () => {
  // push comes through the service worker (decision 200)
  test.use({ serviceWorkers: 'allow' });

  test('the push-enable alert can be dismissed, and the dismissal survives a reload', async ({ page, baseURL }) => {
    // the reminder shows where it helps: on the chats screen, once there is a conversation
    const id = await loggedIn(page, 'Dana');
    await messageFrom(baseURL ?? '', id, 'Hello Dana');
    await page.goto('/chats');
    const alert = page.getByRole('region', { name: 'Push notifications' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await alert.getByRole('button', { name: 'Dismiss the notifications reminder' }).click();
    await expect(alert).toBeHidden();
    expect(await page.evaluate(() => Number(window.localStorage.getItem('pushAlertDismissedAt')))).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Push notifications' })).toHaveCount(0);
  });

  test("a returning member's new tab paints the reminder with the lists below it, not after them (nothing shifts)", async ({ page, context, baseURL }) => {
    const id = await loggedIn(page, 'Frida');
    await messageFrom(baseURL ?? '', id, 'Hello Frida');
    await controlledByServiceWorker(page);
    for (const path of ['/chats', '/likes']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Push notifications' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
    // the screen's first render: what it holds when its heading first appears
    await context.addInitScript(() => {
      const w = window as unknown as { firstRender?: { prompt: boolean; conversations: number; loading: boolean } };
      new MutationObserver(() => {
        if (w.firstRender || !document.querySelector('main h1')) return;
        w.firstRender = {
          prompt: document.querySelector('[role="region"][aria-label="Push notifications"]') !== null,
          conversations: document.querySelectorAll('nav[aria-label="Conversations"] li').length,
          loading: document.querySelector('.loading-state, [aria-busy="true"]') !== null,
        };
      }).observe(document, { subtree: true, childList: true });
    });
    const firstRender = async (path: string) => {
      const tab = await context.newPage();
      await tab.goto(path);
      await expect(tab.getByRole('region', { name: 'Push notifications' })).toBeVisible();
      const seen = await tab.evaluate(() => (window as unknown as { firstRender?: unknown }).firstRender);
      await tab.close();
      return seen;
    };
    expect(await firstRender('/chats')).toEqual({ prompt: true, conversations: 1, loading: false });
    expect(await firstRender('/likes')).toEqual({ prompt: true, conversations: 0, loading: false });
  });

  test('without a reachable push service, turning notifications on fails gracefully', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const id = await loggedIn(page, 'Eve');
    await messageFrom(baseURL ?? '', id, 'Hello Eve');
    await controlledByServiceWorker(page);
    await page.goto('/chats');
    const alert = page.getByRole('region', { name: 'Push notifications' });
    await alert.getByRole('button', { name: 'Turn on' }).click();
    await expect(alert.getByRole('alert')).toHaveText('Notifications could not be turned on right now. Please try again later.');
    await expect(alert.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  });

  test('a pushed message shows a notification, and clicking it opens the conversation', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const me = await loggedIn(page, 'Bob');
    const conversation = await messageFrom(baseURL ?? '', me, 'Are you around tonight?');
    await controlledByServiceWorker(page);
    const push = {
      kind: 'message',
      title: 'Alice sent you a message',
      body: 'Open the chat to read it.',
      url: `/chats/${conversation}`,
      tag: `conversation-${conversation}`,
      conversation_id: conversation,
      badge: 1,
    };
    const expected = [{ title: 'Alice sent you a message', body: 'Open the chat to read it.', tag: `conversation-${conversation}`, url: `/chats/${conversation}` }];
    // a delivery through the DevTools protocol is now and then lost (3 in 30 runs here: nothing was
    // shown, while the same worker, permission granted, showed a notification made in it at once
    // afterwards), so it is made again, at most three times; one tag, so a second replaces the first
    const shown = () => shownNotifications(context);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await deliverPush(context, page, push);
      if (await expect.poll(shown, { timeout: 3000 }).toEqual(expected).then(() => true, () => false)) break;
    }
    await expect.poll(shown).toEqual(expected);

    // a click on the notification (dispatched in the worker: headless Chromium has no notification UI)
    const worker = context.serviceWorkers().at(-1);
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as SwScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
    // the message in the opened conversation (on a wide screen the chat list shows it as a preview too)
    await expect(page.getByRole('region', { name: 'Messages with Alice' }).getByText('Are you around tonight?', { exact: true })).toBeVisible();
  });

  test('e-mails turned off by an unsubscribe: the alert says so, /notifications shows why and turns them back on', async ({ page }) => {
    const email = uniqueEmail('push-off');
    await createMember(page, { email, password: PASSWORD, name: 'Fay' });
    expect((await page.request.post('/api/password-reset.php', { data: { email } })).ok()).toBe(true);
    const unsubscribe = await mailedLink(page, email, 'reset', '/api/unsubscribe.php');
    expect((await page.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })).ok()).toBe(true);

    await loginThroughForm(page, email, PASSWORD);
    const alert = page.getByRole('region', { name: 'E-mail notifications' });
    await expect(alert).toContainText('E-mail notifications are turned off for your account.');
    await alert.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const notice = page.getByRole('alert').filter({ hasText: 'because you unsubscribed' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Turn e-mails back on' }).click();
    await expect(notice).toBeHidden();
    const settings = await page.request.get('/api/notifications.php');
    expect(((await settings.json()) as { disabled: string[] }).disabled).toEqual([]);
  });
});
