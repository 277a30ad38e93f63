import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { sendText } from './chat-helpers.ts';
import { controlledByServiceWorker, createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

// Decision 178: a push that brings its message, written by the service worker while the
// app is closed and read offline; an outbox sent by the service worker with every tab closed; the
// lock-screen choice; a push after logout.

const PASSWORD = 'push-offline-pass';

interface SwScope {
  registration: { getNotifications(): Promise<Array<{ title: string; body: string; tag: string; data: { url?: string } | null; actions?: Array<{ action: string }> }>> };
}

interface Sender {
  api: APIRequestContext;
  id: number;
  name: string;
}

async function loggedIn(page: Page, name: string): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('push-offline');
  // credits: a reply costs some (the send would be refused with insufficient_credits)
  const id = await createMember(page, { email, password: PASSWORD, name, credits: 100 });
  await loginThroughForm(page, email, PASSWORD);
  // the first login after the server's start is slow on a loaded machine
  await expect(page).toHaveURL(/\/members/, { timeout: 30_000 });
  return { id, email };
}

async function sender(baseURL: string, name: string): Promise<Sender> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('push-offline-sender');
  const created = await api.post('/api/test/members', { data: { email, password: PASSWORD, name, credits: 100 } });
  await api.post('/api/user.php', { data: { email, password: PASSWORD } });
  return { api, id: ((await created.json()) as { id: number }).id, name };
}

interface Sent {
  conversation: number;
  message: { id: string; conversation_id: number; kind: 'text'; body: string; gift_id: number | null; image: string | null; created_at: string; seq: string };
}

async function say(from: Sender, to: number, body: string): Promise<Sent> {
  const res = await from.api.post('/api/messages.php', { data: { id: randomUUID(), kind: 'text', body, profile_id: to } });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = (await res.json()) as { chat: { conversation: { id: number } }; message: Sent['message'] & { from_me: boolean } };
  const { from_me: _mine, ...message } = answer.message;
  return { conversation: answer.chat.conversation.id, message };
}

/** The payload the server sends under the default lock-screen choice (its building is tested in tests/integration/push-payload.test.ts). */
function payloadOf(sent: Sent, from: Sender, memberId: number) {
  return {
    kind: 'message',
    title: `${from.name} sent you a message`,
    body: sent.message.body,
    url: `/chats/${sent.conversation}`,
    tag: `conversation-${sent.conversation}`,
    conversation_id: sent.conversation,
    profile_id: from.id,
    member_id: memberId,
    privacy: 'name_and_message',
    message: sent.message,
    peer: { name: from.name, fictional: false },
    generic: { title: 'You have a new notification', body: '' },
    actions: { read: 'Mark as read', open: 'Open' },
    badge: 1,
  };
}

/** The service worker's registration id, through a DevTools session of any page of the context (the app's may be closed). */
async function registrationOf(context: BrowserContext, via: Page, origin: string) {
  const cdp = await context.newCDPSession(via);
  const scope = `${origin}/`;
  const registrations = new Map<string, string>();
  const activated = new Set<string>();
  const id = new Promise<string>((resolve) => {
    const settle = () => {
      for (const [rid, url] of registrations) if (url === scope && activated.has(rid)) resolve(rid);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.registrationId, r.scopeURL);
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.status === 'activated') activated.add(v.registrationId);
      settle();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await id };
}

async function shownNotifications(context: BrowserContext) {
  for (const worker of context.serviceWorkers()) {
    const list = await worker
      .evaluate(() =>
        (globalThis as unknown as SwScope).registration
          .getNotifications()
          .then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url, actions: (n.actions ?? []).map((a) => a.action) }))),
      )
      .catch(() => null);
    if (list) return list;
  }
  return [];
}

/** Delivers a push through the DevTools protocol until the worker shows it (a delivery is now and then lost, see push.spec.ts). */
async function pushUntilShown(context: BrowserContext, via: Page, origin: string, data: unknown, tag: string) {
  const { cdp, registrationId } = await registrationOf(context, via, origin);
  const started = Date.now();
  for (let attempt = 1; attempt <= 3; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) });
    const seen = await expect
      .poll(async () => (await shownNotifications(context)).find((n) => n.tag === tag), { timeout: 4000 })
      .toBeTruthy()
      .then(() => true, () => false);
    if (seen) break;
  }
  await cdp.detach();
  return { shownAfterMs: Date.now() - started, notification: (await shownNotifications(context)).find((n) => n.tag === tag) };
}

interface NotificationScope {
  navigator: object;
  registration: { getNotifications(filter?: { tag?: string }): Promise<object[]> };
  NotificationEvent: new (type: string, init: { notification: object; action?: string }) => Event;
  dispatchEvent(event: Event): boolean;
}

/**
 * Presses a notification's button as the browser would: the worker's own `notificationclick`
 * handler gets a NotificationEvent for the shown notification (headless Chromium shows no
 * notification centre to click, and the DevTools protocol has no notification click). The handler's
 * `waitUntil` work is awaited; the app badge calls it makes are recorded (a stub of the Badging API,
 * which headless Chromium may lack). Answers the badge counts set, in order; null: not shown.
 */
async function pressNotificationButton(context: BrowserContext, tag: string, action: string): Promise<number[] | null> {
  for (const worker of context.serviceWorkers()) {
    const badges = await worker
      .evaluate(
        async ({ tag: wanted, action: pressed }) => {
          const scope = globalThis as unknown as NotificationScope;
          const calls: number[] = [];
          const record = (n?: number) => {
            calls.push(n ?? 0);
            return Promise.resolve();
          };
          Object.defineProperty(scope.navigator, 'setAppBadge', { configurable: true, value: record });
          Object.defineProperty(scope.navigator, 'clearAppBadge', { configurable: true, value: () => record(0) });
          const [notification] = await scope.registration.getNotifications({ tag: wanted });
          if (!notification) return null;
          const event = new scope.NotificationEvent('notificationclick', { notification, action: pressed });
          const work: Array<Promise<unknown>> = [];
          // a script's event may not extend itself (waitUntil throws): the test holds the work instead
          Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => void work.push(promise) });
          scope.dispatchEvent(event);
          await Promise.all(work);
          return calls;
        },
        { tag, action },
      )
      .catch(() => null);
    if (badges) return badges;
  }
  return null;
}

/** What the device database of a member holds of a message and of a like received (read in the service worker). */
async function deviceHolds(context: BrowserContext, memberId: number, messageId: string, likeRowId: string): Promise<{ message: boolean; like: boolean } | null> {
  for (const worker of context.serviceWorkers()) {
    const held = await worker
      .evaluate(
        async ({ memberId: id, messageId: mid, likeRowId: lid }) => {
          const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.endsWith(`:m${id}`));
          if (!name) return null;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(new Error('open failed'));
          });
          try {
            const get = (store: string, key: string) =>
              new Promise<boolean>((resolve) => {
                const request = db.transaction(store, 'readonly').objectStore(store).get(key);
                request.onsuccess = () => resolve(request.result !== undefined);
                request.onerror = () => resolve(false);
              });
            return { message: await get('messages', mid), like: await get('likes', lid) };
          } finally {
            db.close();
          }
        },
        { memberId, messageId, likeRowId },
      )
      .catch(() => null);
    if (held) return held;
  }
  return null;
}

test.describe('a push that brings its message, an outbox that sends with the app closed', () => {
  // push, Background Sync and the offline app come through the service worker (decision 200)
  test.use({ serviceWorkers: 'allow' });

  test('a push delivered while the app is closed is read offline from the notification, then reconciled once', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Mireille');
    const from = await sender(baseURL ?? '', 'Leopold');
    const first = await say(from, me.id, 'Hello Mireille');
    await page.goto('/chats');
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByText('Leopold')).toBeVisible();
    await controlledByServiceWorker(page);

    // the app is closed: only a blank page of no origin keeps the browser open
    const blank = await context.newPage();
    await page.close();
    const sent = await say(from, me.id, 'The ferry leaves at dawn, bring the blue umbrella');
    expect(sent.conversation).toBe(first.conversation);
    const pushedAt = Date.now();
    const { notification } = await pushUntilShown(context, blank, origin, payloadOf(sent, from, me.id), `conversation-${sent.conversation}`);
    expect(notification).toMatchObject({ title: 'Leopold sent you a message', body: sent.message.body, url: `/chats/${sent.conversation}`, actions: ['read', 'open'] });

    // the device goes offline; the notification's URL is opened
    await context.setOffline(true);
    const app = await context.newPage();
    const openedAt = Date.now();
    const served = await app.goto(notification?.url ?? '/');
    // the service worker's answer already holds the message, painted from the device (decision 201)
    expect(served?.fromServiceWorker()).toBe(true);
    const paint = (await served?.text()) ?? '';
    expect(paint).toContain(`<p class="msg-text">${sent.message.body}</p>`);
    const area = app.getByRole('region', { name: 'Messages with Leopold' });
    await expect(area.getByText(sent.message.body, { exact: true })).toBeVisible();
    const readableMs = Date.now() - openedAt;
    // the app's render replaced the paint: the message once on the page, the composer there
    await expect(app.locator('p.msg-text').filter({ hasText: sent.message.body })).toHaveCount(1);
    await expect(app.getByRole('textbox', { name: 'Message to Leopold' })).toBeVisible();
    // the paint is the screen's markup: every class it uses is one the screen renders (or its own marker)
    const paintClasses = new Set([...paint.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')));
    const rendered = await app.evaluate(() => [...new Set([...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]))]);
    expect([...paintClasses].filter((c) => c !== 'is-painted' && !rendered.includes(c))).toEqual([]);
    test.info().annotations.push({ type: 'figure', description: `push to readable offline ${Date.now() - pushedAt} ms; open to readable ${readableMs} ms` });
    process.stdout.write(`[figure] push to readable offline: ${Date.now() - pushedAt} ms (open to readable ${readableMs} ms)\n`);

    // back online: the pull brings the same message (same id): shown once; the read mark reaches the server
    await context.setOffline(false);
    await app.reload();
    await expect(area.getByText(sent.message.body, { exact: true })).toHaveCount(1);
    await expect(area.getByText('Hello Mireille', { exact: true })).toHaveCount(1);
    await expect
      .poll(async () => {
        const chats = (await (await app.request.get('/api/chats.php')).json()) as { chats: Array<{ conversation: { id: number }; num_unread_messages: number }> };
        return chats.chats.find((c) => c.conversation.id === sent.conversation)?.num_unread_messages;
      })
      .toBe(0);
    await from.api.dispose();
    await blank.close();
  });

  test('a message written offline reaches the server once when the network returns, every tab closed (sync event)', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Nerys');
    const from = await sender(baseURL ?? '', 'Octavian');
    const { conversation } = await say(from, me.id, 'Hello Nerys');
    await page.goto(`/chats/${conversation}`);
    await expect(page.getByRole('region', { name: 'Messages with Octavian' }).getByText('Hello Nerys', { exact: true })).toBeVisible();
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    const text = 'Written on the train without any signal';
    await sendText(page, text);
    // Chromium has Background Sync: the member may close the app
    await expect(page.getByText('You are offline. Your messages will be sent when the network is back, even if you close the app.')).toBeVisible();

    const blank = await context.newPage();
    await page.close();
    await context.setOffline(false);
    const { cdp, registrationId } = await registrationOf(context, blank, origin);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'outbox', lastChance: false });

    const onServer = async () => {
      const res = await from.api.get(`/api/messages.php?conversation=${conversation}`);
      const page_ = (await res.json()) as { messages: Array<{ body: string; id: string }> };
      return page_.messages.filter((m) => m.body === text).length;
    };
    await expect.poll(onServer, { timeout: 15_000 }).toBe(1);
    // a second sync (the browser's own, or a retry) sends nothing twice
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'outbox', lastChance: true });
    await cdp.detach();

    // the app opened again: the message is there once, sent
    const app = await context.newPage();
    await app.goto(`/chats/${conversation}`);
    const area = app.getByRole('region', { name: 'Messages with Octavian' });
    await expect(area.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    await expect(area.getByRole('listitem').filter({ hasText: text })).not.toHaveAttribute('data-state', 'sending');
    expect(await onServer()).toBe(1);
    await from.api.dispose();
    await blank.close();
  });

  test('"Mark as read" on the notification reads the conversation on the server, and the app badge follows', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Seraphina');
    const from = await sender(baseURL ?? '', 'Tobias');
    await say(from, me.id, 'Hello Seraphina');
    await page.goto('/chats');
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByText('Tobias')).toBeVisible();
    await controlledByServiceWorker(page);

    // the app is closed; the push brings a second message
    const blank = await context.newPage();
    await page.close();
    const sent = await say(from, me.id, 'Are you coming to the lighthouse tonight');
    const tag = `conversation-${sent.conversation}`;
    const { notification } = await pushUntilShown(context, blank, origin, payloadOf(sent, from, me.id), tag);
    expect(notification?.actions).toEqual(['read', 'open']);
    const peerReadSeq = async () => {
      const chats = (await (await from.api.get('/api/chats.php')).json()) as { chats: Array<{ conversation: { id: number }; peer_read_seq: string }> };
      return chats.chats.find((c) => c.conversation.id === sent.conversation)?.peer_read_seq;
    };
    expect(await peerReadSeq()).not.toBe(sent.message.seq);

    // "Mark as read": the device reads the conversation (badge recounted from it: nothing unread) and the worker sends the read
    const badges = await pressNotificationButton(context, tag, 'read');
    expect(badges).toEqual([0]);
    expect((await shownNotifications(context)).find((n) => n.tag === tag)).toBeUndefined();
    // the sender sees their messages read, up to the pushed one
    await expect.poll(peerReadSeq, { timeout: 15_000 }).toBe(sent.message.seq);
    const mine = (await (await context.request.get('/api/chats.php')).json()) as { chats: Array<{ conversation: { id: number }; num_unread_messages: number }> };
    expect(mine.chats.find((c) => c.conversation.id === sent.conversation)?.num_unread_messages).toBe(0);
    await from.api.dispose();
    await blank.close();
  });

  test('Periodic Background Sync refreshes chats and likes with the app closed: what came meanwhile is read offline', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Ulrika');
    const from = await sender(baseURL ?? '', 'Valentin');
    const { conversation } = await say(from, me.id, 'Hello Ulrika');
    // a conversation the member has opened: the pull keeps its messages (chatsStep; a conversation
    // never opened gets its chat row, and its messages when opened)
    await page.goto(`/chats/${conversation}`);
    await expect(page.getByRole('region', { name: 'Messages with Valentin' }).getByText('Hello Ulrika', { exact: true })).toBeVisible();
    await controlledByServiceWorker(page);

    // the app is closed; a message and a like arrive (no push reaches the device)
    const blank = await context.newPage();
    await page.close();
    const later = await say(from, me.id, 'The garden gate is open tonight');
    expect((await from.api.post('/api/like.php', { data: { profile_id: me.id } })).ok()).toBe(true);
    const { cdp, registrationId } = await registrationOf(context, blank, origin);
    expect(await deviceHolds(context, me.id, later.message.id, `in:${from.id}`)).toEqual({ message: false, like: false });
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag: 'refresh' });
    await cdp.detach();
    await expect.poll(() => deviceHolds(context, me.id, later.message.id, `in:${from.id}`), { timeout: 30_000 }).toEqual({ message: true, like: true });

    // the app opened offline: the message is there
    await context.setOffline(true);
    const app = await context.newPage();
    await app.goto(`/chats/${conversation}`);
    await expect(app.getByRole('region', { name: 'Messages with Valentin' }).getByText(later.message.body, { exact: true })).toBeVisible();
    await context.setOffline(false);
    await from.api.dispose();
    await blank.close();
  });

  test('without Background Sync a message written offline is said to go when the app is next opened', async ({ page, context, baseURL }) => {
    // WebKit and Gecko have no Background Sync: the same engine without it
    await context.addInitScript(() => {
      delete (window as { SyncManager?: unknown }).SyncManager;
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
    const me = await loggedIn(page, 'Wilhelmina');
    const from = await sender(baseURL ?? '', 'Xavier');
    const { conversation } = await say(from, me.id, 'Hello Wilhelmina');
    await page.goto(`/chats/${conversation}`);
    await expect(page.getByRole('region', { name: 'Messages with Xavier' }).getByText('Hello Wilhelmina', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false);

    await context.setOffline(true);
    const text = 'Written in the tunnel without any signal';
    await sendText(page, text);
    await expect(page.getByText('You are offline. Your messages will be sent when you open the app again with a network.')).toBeVisible();
    await expect(page.getByText('even if you close the app')).toHaveCount(0);
    // with the app open, the network back: it goes, once, and the note is gone
    await context.setOffline(false);
    const onServer = async () => {
      const res = await from.api.get(`/api/messages.php?conversation=${conversation}`);
      return ((await res.json()) as { messages: Array<{ body: string }> }).messages.filter((m) => m.body === text).length;
    };
    await expect.poll(onServer, { timeout: 15_000 }).toBe(1);
    await expect(page.getByText('You are offline. Your messages will be sent when you open the app again with a network.')).toHaveCount(0);
    await from.api.dispose();
  });

  test('a like pushed while the app is closed is on the device: seen offline under "Liked me", its modal shown', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Yvonne');
    const from = await sender(baseURL ?? '', 'Zacharias');
    await page.goto('/likes');
    await expect(page.getByRole('heading', { name: 'Likes' }).first()).toBeVisible();
    await controlledByServiceWorker(page);

    const blank = await context.newPage();
    await page.close();
    expect((await from.api.post('/api/like.php', { data: { profile_id: me.id } })).ok()).toBe(true);
    // the card the server puts in the push (tests/integration/push-payload.test.ts): the liker as my likes list shows them
    const likes = (await (await context.request.get('/api/likes.php')).json()) as { liked_by: Array<{ id: number; name: string }> };
    const card = likes.liked_by.find((l) => l.id === from.id);
    expect(card?.name).toBe('Zacharias');
    const payload = {
      kind: 'like',
      title: 'Zacharias likes you',
      body: 'Have a look at their profile.',
      url: `/members/${from.id}`,
      tag: `profile-${from.id}`,
      profile_id: from.id,
      member_id: me.id,
      privacy: 'name_and_message',
      like: card,
      generic: { title: 'You have a new notification', body: '' },
      badge: 1,
    };
    process.stdout.write(`[figure] like push payload (e2e, no photo): ${Buffer.byteLength(JSON.stringify(payload))} bytes\n`);
    await pushUntilShown(context, blank, origin, payload, `profile-${from.id}`);
    await expect.poll(() => deviceHolds(context, me.id, '-', `in:${from.id}`)).toEqual({ message: false, like: true });

    await context.setOffline(true);
    const app = await context.newPage();
    await app.goto('/likes');
    // what the pull would have raised: the like's modal
    const modal = app.getByRole('dialog', { name: /likes you!/ });
    await expect(modal).toBeVisible();
    await app.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    const likedMe = app.getByRole('list', { name: 'Liked me' });
    await expect(likedMe.getByRole('listitem')).toHaveCount(1);
    expect((await likedMe.getByRole('listitem').allTextContents()).join(' ')).toContain('Zacharias');
    await context.setOffline(false);
    await from.api.dispose();
    await blank.close();
  });

  test('figure: warm, the time from the notification URL opened offline to the pushed message shown (goal 200 ms)', async ({ page, context, baseURL }) => {
    // the app loaded once before, the service worker warm (it has just written the push): the
    // figure is the page's own clock from the navigation's start to the message in the conversation.
    // It is Playwright's, with a blank tab open beside: both slow a new tab's start (decision 165).
    // The goal's figure is measured as a member lives it by `npm run bench -- push-open`
    // (tests/bench/push-open.mjs: Puppeteer over CDP, no other tab open); this test keeps the path working
    // five pushes, each opened offline: a measurement loop, longer than one test's usual bound on a loaded machine
    test.setTimeout(240_000);
    await context.grantPermissions(['notifications']);
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Anneliese');
    const from = await sender(baseURL ?? '', 'Bartholomew');
    const { conversation } = await say(from, me.id, 'Hello Anneliese');
    await page.goto(`/chats/${conversation}`);
    await expect(page.getByRole('region', { name: 'Messages with Bartholomew' }).getByText('Hello Anneliese', { exact: true })).toBeVisible();
    await controlledByServiceWorker(page);
    const blank = await context.newPage();
    await page.close();

    const words = ['first', 'second', 'third', 'fourth', 'fifth'];
    const stored: number[] = [];
    const readable: number[] = [];
    const phases: string[] = [];
    for (const word of words) {
      const sent = await say(from, me.id, `The ${word} postcard from the seaside`);
      const pushedAt = Date.now();
      const { notification } = await pushUntilShown(context, blank, origin, payloadOf(sent, from, me.id), `conversation-${sent.conversation}`);
      await expect.poll(() => deviceHolds(context, me.id, sent.message.id, '-')).toEqual({ message: true, like: false });
      stored.push(Date.now() - pushedAt);
      await context.setOffline(true);
      const app = await context.newPage();
      // the page's own clock when the message's text is first in the conversation (the bench's method)
      await app.addInitScript((text) => {
        new MutationObserver((_, observer) => {
          if ([...document.querySelectorAll('p.msg-text')].some((p) => p.textContent === text)) {
            (window as unknown as { __shown: number }).__shown = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, sent.message.body);
      await app.goto(notification?.url ?? '/', { waitUntil: 'commit' });
      await app.waitForFunction(() => (window as unknown as { __shown?: number }).__shown !== undefined);
      readable.push(Math.round(await app.evaluate(() => (window as unknown as { __shown: number }).__shown)));
      // where the time goes: the shell's document from the precache, its scripts run
      const nav = await app.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return entry ? `document ${Math.round(entry.responseEnd)} ms, scripts run ${Math.round(entry.domContentLoadedEventEnd)} ms` : '';
      });
      phases.push(nav);
      await expect(app.getByRole('region', { name: 'Messages with Bartholomew' }).getByText(sent.message.body, { exact: true })).toBeVisible();
      await app.close();
      await context.setOffline(false);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const figure = `warm, notification URL opened offline to message shown: median ${median(readable)} ms (${readable.join(', ')}); push delivered to stored on the device: median ${median(stored)} ms (${stored.join(', ')}); ${phases.join('; ')}`;
    test.info().annotations.push({ type: 'figure', description: figure });
    process.stdout.write(`[figure] ${figure}\n`);
    await from.api.dispose();
    await blank.close();
  });

  test('the lock-screen choice is saved and kept', async ({ page }) => {
    await loggedIn(page, 'Philippa');
    await page.goto('/notifications');
    const group = page.getByRole('group', { name: 'Anyone who sees your phone can read them.' });
    await expect(group.getByRole('radio', { name: "The sender's name and the message" })).toBeChecked();
    await group.getByRole('radio', { name: "The sender's name only" }).check();
    await expect.poll(async () => ((await (await page.request.get('/api/notifications.php')).json()) as { lock_screen: string }).lock_screen).toBe('name');
    await group.getByRole('radio', { name: 'Only "New message"' }).check();
    await expect.poll(async () => ((await (await page.request.get('/api/notifications.php')).json()) as { lock_screen: string }).lock_screen).toBe('nothing');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Only "New message"' })).toBeChecked();
  });

  test('a push arriving after logout writes nothing and shows nothing personal', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const origin = new URL(baseURL ?? '').origin;
    const me = await loggedIn(page, 'Quintessa');
    const from = await sender(baseURL ?? '', 'Rupert');
    const sent = await say(from, me.id, 'Hello Quintessa');
    await page.goto('/chats');
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByText('Rupert')).toBeVisible();
    await controlledByServiceWorker(page);
    await page.goto('/members');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    const late = await say(from, me.id, 'A very private late message');
    const { notification } = await pushUntilShown(context, page, origin, payloadOf(late, from, me.id), 'generic');
    expect(notification).toMatchObject({ title: 'You have a new notification', body: '', url: '/' });
    const all = JSON.stringify(await shownNotifications(context));
    expect(all).not.toContain('Rupert');
    expect(all).not.toContain('private');
    // nothing of the member's was written: their database is gone and stays gone
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    expect(names.some((name) => name.endsWith(`:m${me.id}`))).toBe(false);
    // and the conversation's address paints nothing of theirs (decision 201)
    const served = await page.goto(`/chats/${sent.conversation}`);
    expect(served?.fromServiceWorker()).toBe(true);
    const html = (await served?.text()) ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Hello Quintessa');
    expect(html).not.toContain('Rupert');
    expect(sent.conversation).toBeGreaterThan(0);
    await from.api.dispose();
  });
});
