// The pushed message's figure (decision 182), measured as a member lives it (decision 165's method): a push brings a message
// while the app is closed; the device is offline; the member taps the notification and a new tab
// opens its URL. The figure is the page's own clock from the navigation's start to the pushed
// message's text in the conversation (goal 200 ms), and the push's delivery to the message stored in
// the device database by the service worker (decisions 178, 182).
//
// Debian's Chromium driven by Puppeteer over CDP (launchChromium), as slow3g.mjs's returning
// conversation: a demo member (credits@demo.test) logs in through the app's form, opens the conversation once
// (service worker active, its database filled), notifications are permitted and a push subscription
// is tried (headless Chromium has no push service here: `subscription` records what happened). Then
// for each run: the premium demo member sends a message for real through the server; the payload the
// server would push (the shape of server/notify/payloads.ts, as tests/e2e/push-offline.spec.ts
// builds it) is delivered to the worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage) from a helper tab, which is closed once the message is stored:
// no tab of the browser is open when the measured tab is made. That tab is taken offline (the page's
// network emulation, and the worker's) before it navigates.
//
//   node tests/bench/push-open.mjs [base]   (a server in demo mode, as `npm run bench` starts it)
//   npm run bench -- push-open
// BENCH_PUSH_DETAIL=1 adds every resource's request and end to each run; BENCH_PUSH_TRACE=<dir>
// writes a Chromium trace of each measured open there (main thread tasks, module loads), to read
// where the time goes.
import { loadavg } from 'node:os';
import { launchChromium } from './lighthouse.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, loginInPage, openConversation } from './member-session.mjs';

const RUNS = Number(process.env.BENCH_PUSH_RUNS ?? 5);
const PHONE = { width: 412, height: 823, isMobile: true, hasTouch: true };
// the member who receives the pushes; the sender is the premium demo member (a paid member's
// messages cost no credits, decision 165's demo conversation is theirs)
const RECEIVER = 'credits@demo.test';
const WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const json = { 'content-type': 'application/json' };

async function sessionOf(base, email, password) {
  const res = await fetch(`${base}/api/user.php`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login of ${email} refused: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const { user } = await res.json();
  const id = user?.id;
  if (typeof id !== 'number') throw new Error(`no member id in the login's answer for ${email}`);
  return { cookie, id, name: user.name ?? '' };
}

/** The sender's message through the real API: the receiver's view of it, as the server's push carries it. */
async function say(base, from, toId, body) {
  const res = await fetch(`${base}/api/messages.php`, {
    method: 'POST',
    headers: { ...json, cookie: from.cookie },
    // a UUIDv7-shaped id, as the app's outbox makes them
    body: JSON.stringify({ id: crypto.randomUUID().replace(/^(.{14})./, '$17'), profile_id: toId, kind: 'text', body }),
  });
  if (!res.ok) throw new Error(`message refused: ${res.status} ${await res.text()}`);
  const answer = await res.json();
  const { from_me: _mine, ...message } = answer.message;
  return { conversation: answer.chat.conversation.id, message };
}

/** What the server pushes for a message under the default lock-screen choice (tests/integration/push-payload.test.ts). */
function payloadOf(sent, from, memberId) {
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

/** The service worker's registration id, through a DevTools session of the helper tab. */
async function registrationOf(cdp, origin) {
  const scope = `${origin}/`;
  const registrations = new Map();
  const activated = new Set();
  const id = new Promise((resolve) => {
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
  return id;
}

/** Whether the device database of the member holds the message (read in the service worker). */
async function stored(worker, memberId, messageId) {
  return worker
    .evaluate(
      async (id, mid) => {
        const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.endsWith(`:m${id}`));
        if (!name) return false;
        const db = await new Promise((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error('open failed'));
        });
        try {
          return await new Promise((resolve) => {
            const request = db.transaction('messages', 'readonly').objectStore('messages').get(mid);
            request.onsuccess = () => resolve(request.result !== undefined);
            request.onerror = () => resolve(false);
          });
        } finally {
          db.close();
        }
      },
      memberId,
      messageId,
    )
    .catch(() => false);
}

async function workerOf(browser, origin) {
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(origin), { timeout: 30_000 });
  return { target, worker: await target.worker() };
}

/**
 * Delivers the push from a helper tab until the message is stored on the device (a delivery is now
 * and then lost, see push.spec.ts); the helper tab is closed after. Answers the delivery to stored (ms).
 */
async function pushUntilStored(browser, context, origin, payload, memberId) {
  const helper = await context.newPage();
  try {
    const cdp = await helper.createCDPSession();
    const registrationId = await registrationOf(cdp, origin);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const started = performance.now();
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
      // the worker may have been stopped: the push starts it, its target is then found again
      const { worker } = await workerOf(browser, origin);
      while (performance.now() - started < 10_000) {
        if (await stored(worker, memberId, payload.message.id)) return { stored_ms: Math.round(performance.now() - started), attempts: attempt };
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    throw new Error('the pushed message was not stored on the device after three deliveries');
  } finally {
    await helper.close();
  }
}

/** The worker offline or online (its own fetches: the page's emulation does not cover them). */
async function workerNetwork(browser, origin, offline) {
  try {
    const { target } = await workerOf(browser, origin);
    const cdp = await target.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    return cdp;
  } catch {
    return null;
  }
}

/** A new tab, offline, opens the notification's URL; the page's clock when the text is first in the DOM. */
async function openOffline(context, url, text) {
  const tab = await context.newPage();
  await tab.setViewport(PHONE);
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // told through the console, so that nothing is evaluated in the page while it starts (decision 165)
  await tab.evaluateOnNewDocument(`(() => {
    const text = ${JSON.stringify(text)};
    document.addEventListener('DOMContentLoaded', () => (window.__dcl = performance.now()));
    new MutationObserver(() => {
      if (window.__shown) return;
      for (const p of document.querySelectorAll('p.msg-text')) {
        if (p.textContent === text) {
          window.__shown = performance.now();
          console.debug('__shown');
          return;
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  })();`);
  let timer;
  const shown = new Promise((resolve, reject) => {
    tab.on('console', (message) => message.text() === '__shown' && resolve());
    timer = setTimeout(() => reject(new Error('the pushed message was not shown within 60 s')), 60_000);
  });
  const trace = process.env.BENCH_PUSH_TRACE;
  if (trace) await tab.tracing.start({ path: `${trace}/open-${Date.now()}.json`, categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'] });
  try {
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await shown;
    if (trace) await tab.tracing.stop();
  } finally {
    clearTimeout(timer);
    shown.catch(() => undefined);
  }
  const figures = await tab.evaluate(async (detail) => {
    // the first pixels of the page (with the service worker's paint, decision 201, the message among them)
    const fcp = await new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(() => resolve(-1), 5_000);
    });
    const nav = performance.getEntriesByType('navigation')[0];
    const scripts = performance.getEntriesByType('resource').filter((e) => /\.js$/.test(new URL(e.name).pathname));
    return {
      shown_ms: Math.round(window.__shown),
      document_ms: Math.round(nav?.responseEnd ?? -1),
      document_from_service_worker: (nav?.workerStart ?? 0) > 0,
      scripts_loaded_ms: Math.round(Math.max(0, ...scripts.map((e) => e.responseEnd))),
      dom_content_loaded_ms: Math.round(window.__dcl ?? -1),
      first_contentful_paint_ms: Math.round(fcp),
      online: navigator.onLine,
      // where the time goes (BENCH_PUSH_DETAIL=1): every resource, from its request to its end
      resources: detail ? performance.getEntriesByType('resource').map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}–${Math.round(e.responseEnd)}`) : undefined,
    };
  }, process.env.BENCH_PUSH_DETAIL === '1');
  await tab.close();
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchPushOpen(base) {
  const origin = new URL(base).origin;
  const loadBefore = loadavg().map((l) => Math.round(l * 10) / 10);
  const me = await sessionOf(base, RECEIVER, DEMO_PASSWORD);
  const from = await sessionOf(base, DEMO_EMAIL, DEMO_PASSWORD);
  const hello = await say(base, from, me.id, 'Hello from the push benchmark');
  const browser = await launchChromium();
  try {
    const context = await browser.createBrowserContext();
    await context.overridePermissions(origin, ['notifications']);
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await loginInPage(page, base, RECEIVER);
    await openConversation(page, `${base}/chats/${hello.conversation}`);
    // a push subscription as the app makes it (src/state/push.ts): headless Chromium without its push
    // service refuses it; the pushes below go through the DevTools protocol either way
    const subscription = await page.evaluate(async () => {
      try {
        const settings = await (await fetch('/api/settings.php')).json();
        const raw = atob(settings.push_public_key.replace(/-/g, '+').replace(/_/g, '/'));
        const key = Uint8Array.from(raw, (c) => c.charCodeAt(0));
        const registration = await navigator.serviceWorker.ready;
        const made = await Promise.race([
          registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 10 s')), 10_000)),
        ]);
        return { made: true, endpoint_origin: new URL(made.endpoint).origin };
      } catch (err) {
        return { made: false, error: String(err?.message ?? err).slice(0, 200) };
      }
    });
    // the member closes the app
    await page.close();

    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const sent = await say(base, from, me.id, `The ${WORDS[i % WORDS.length]} postcard from the seaside`);
      const payload = payloadOf(sent, from, me.id);
      const delivery = await pushUntilStored(browser, context, origin, payload, me.id);
      const swOffline = await workerNetwork(browser, origin, true);
      const opened = await openOffline(context, `${base}${payload.url}`, sent.message.body);
      // the control, alternating with the pushed runs: the same conversation opened offline again,
      // no push in between (the message already read): what the app's offline start costs alone
      const again = await openOffline(context, `${base}${payload.url}`, sent.message.body);
      if (swOffline) {
        await swOffline.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }).catch(() => undefined);
        await swOffline.detach().catch(() => undefined);
      }
      runs.push({ ...opened, ...delivery, worker_offline: swOffline !== null, reopened_without_push_ms: again.shown_ms });
    }
    const shown = runs.map((r) => r.shown_ms);
    const storedMs = runs.map((r) => r.stored_ms);
    const again = runs.map((r) => r.reopened_without_push_ms);
    const fcp = runs.map((r) => r.first_contentful_paint_ms);
    return {
      goal_ms: 200,
      // the machine's load (1, 5, 15 min) before and after: the figures move with it
      load_average: { before: loadBefore, after: loadavg().map((l) => Math.round(l * 10) / 10) },
      median_shown_ms: median(shown),
      shown_range_ms: [Math.min(...shown), Math.max(...shown)],
      median_first_contentful_paint_ms: median(fcp),
      median_push_stored_ms: median(storedMs),
      stored_range_ms: [Math.min(...storedMs), Math.max(...storedMs)],
      median_reopened_without_push_ms: median(again),
      subscription,
      runs,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? `http://localhost:${process.env.BENCH_PORT ?? 3299}`;
  process.stdout.write(`${JSON.stringify(await benchPushOpen(base), null, 2)}\n`);
}
