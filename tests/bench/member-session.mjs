// A demo member with a conversation, for the benchmarks of the members area (lighthouse-members.mjs,
// slow3g.mjs). The bench server runs in demo mode (scripts/bench.mjs): premium@demo.test exists with
// the published demo password and credits; the conversation is opened through the real API.

export const DEMO_EMAIL = 'premium@demo.test';
export const DEMO_PASSWORD = 'demo-password';

/**
 * fetch, once more on a network error: a kept-alive connection of an earlier part of the bench can
 * be closed by the server (its keep-alive timeout) just as the next request goes out on it.
 */
async function fetchOnceMore(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** The demo member's session cookie and a conversation with a seeded profile (one message sent). */
export async function demoConversation(base) {
  const json = { 'content-type': 'application/json' };
  const login = await fetchOnceMore(`${base}/api/user.php`, { method: 'POST', headers: json, body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }) });
  if (!login.ok) throw new Error(`demo login refused: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const search = await fetch(`${base}/api/members.php?page=1`, { headers: { cookie } });
  const { profiles } = await search.json();
  const profile = profiles.find((p) => !p.fictional) ?? profiles[0];
  if (!profile) throw new Error('the seeded search is empty');
  const sent = await fetch(`${base}/api/messages.php`, {
    method: 'POST',
    headers: { ...json, cookie },
    // a UUIDv7-shaped id, as the app's outbox makes them
    body: JSON.stringify({ id: crypto.randomUUID().replace(/^(.{14})./, '$17'), profile_id: profile.id, kind: 'text', body: 'Hello from the benchmark' }),
  });
  if (!sent.ok) throw new Error(`bench message refused: ${sent.status} ${await sent.text()}`);
  return { cookie, profileId: profile.id, conversationId: (await sent.json()).chat.conversation.id };
}

/**
 * The demo member (or another demo login) logs in through /login (the app's form) in a Puppeteer
 * page of a fresh browser context, and the page waits on /members with the service worker ready (a
 * returning member's device: service worker and IndexedDB warm).
 */
export async function loginInPage(page, base, email = DEMO_EMAIL) {
  // the site-entry warning was confirmed before (src/features/entry-warning/dismissal.ts)
  await page.browserContext().setCookie({ name: 'entry_ok', value: String(Date.now()), domain: new URL(base).hostname, path: '/' });
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  // a tap in the painted form's e-mail field starts the app (decision 151); then its own form is
  // there, and typing waits for it: Puppeteer types in several tasks, and what went into a field
  // that meanwhile left the page would be lost (decision 137)
  await page.focus('#login-email');
  await page.waitForFunction(() => !document.querySelector('form[data-ssr-form]') && document.getElementById('login-email') !== null, { timeout: 120_000 });
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  try {
    await page.waitForFunction(() => location.pathname === '/members', { timeout: 120_000 });
  } catch (err) {
    const seen = await page.evaluate(() => `${location.pathname}: ${document.querySelector('[role="alert"]')?.textContent ?? 'no alert'}`).catch(() => '?');
    throw new Error(`not on /members after the login (${seen}): ${err?.message ?? err}`);
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForSelector('main h1, main h2', { timeout: 30_000 });
}

/** Opens a conversation until its messages show: from then on they are stored on the device. */
export async function openConversation(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('p.msg-text', { timeout: 60_000 });
}
