import { request as playwrightRequest, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

/**
 * SPEC rules a visitor, a member or a site operator notices: prices for visitors and the log-in
 * prompt of the shop (§2), browsing by traffic source (§6), settings.php and the locale cookie (§7),
 * a discount code from a link (§7), per-site search and profile fields (§3), the push reminder and
 * the phone's search filters (§2, §4).
 */
const PASSWORD = 'spec-rules-pass';
const SHOTS = '/tmp/spec-rules';

interface Card {
  id: number;
  name: string;
  age: number;
}

/**
 * Another member writes to `to` through the API, so `to` has a conversation. Each test names its own
 * sender: the swipe game's test tells its cards apart by name, age and region, which the test API's
 * members share.
 */
async function messageFrom(baseURL: string, to: number, text: string, name = 'Alice'): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('spec-sender');
  await api.post('/api/test/members', { data: { email, password: PASSWORD, name, credits: 100 } });
  await api.post('/api/user.php', { data: { email, password: PASSWORD } });
  const res = await api.post('/api/messages.php', { data: { id: randomUUID(), kind: 'text', body: text, profile_id: to } });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
}

async function newMember(page: Page, name: string): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('spec');
  const id = await createMember(page, { email, password: PASSWORD, name });
  return { id, email };
}

/** The origin of another seeded site on the same server (`she.localhost:port`). */
function siteOrigin(baseURL: string | undefined, sub: string): string {
  const url = new URL(baseURL ?? 'http://localhost');
  return `${url.protocol}//${sub}.localhost:${url.port}`;
}

/** GET from the browser (Node does not resolve *.localhost): the page must be on `origin`. */
async function getJson<T>(page: Page, origin: string, path: string): Promise<T> {
  if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/pages/terms`);
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { ok: res.ok, text: await res.text() };
  }, path);
  expect(answer.ok, answer.text).toBe(true);
  return JSON.parse(answer.text) as T;
}

async function firstCards(page: Page, origin: string, query = ''): Promise<Card[]> {
  return (await getJson<{ profiles: Card[] }>(page, origin, `/api/members.php?${query}`)).profiles;
}

test.describe('pricing and the shop for visitors (SPEC §2)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a visitor sees the bundles and the price of a message of the country the site assumes', async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'x-country': 'PL' });
    await page.goto('/pricing');
    const prices = page.getByRole('region', { name: 'Prices' });
    await expect(prices.getByText(/One message costs 5 credits \(about .*(zł|PLN).*\)\./)).toBeVisible();
    const rows = prices.getByRole('listitem');
    await expect(rows.first()).toContainText(/\d+ credits/);
    await expect(rows.first()).toContainText(/zł|PLN/);
    await expect(page.getByText(/log in to see the prices/i)).toHaveCount(0);
    await expect(prices.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pricing-visitor-375.png`, fullPage: true });
  });

  test('without x-country the prices are those of the site’s first country', async ({ page }) => {
    await page.goto('/pricing');
    const prices = page.getByRole('region', { name: 'Prices' });
    await expect(prices.getByText(/One message costs 5 credits/)).toBeVisible();
    await expect(prices.getByRole('listitem').first()).toContainText(/\d+ credits/);
  });

  test('the shop and payment pages ask a visitor to log in, and logging in there opens the page', async ({ page }) => {
    for (const path of ['/credits', '/credits/1', '/credits/repeat-order', '/directdebit', '/transactions', '/transactions/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in to buy credits' }), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Buy credits', exact: true }), path).toHaveCount(0);
    }
    await page.screenshot({ path: `${SHOTS}/shop-login-375.png`, fullPage: true });
    const { email } = await newMember(page, 'Sam');
    await page.goto('/credits');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  });
});

test.describe('a discount code in the page’s URL (SPEC §7 discountcode.php)', () => {
  test('a code from a mail’s link is applied on arrival; an unknown one is said so', async ({ page }) => {
    const code = `MAIL${Date.now() % 1_000_000}`;
    const made = await page.request.post('/api/test/discount-codes', { data: { code, value_percentage: 15, validity: 'unlimited' } });
    expect(made.ok(), await made.text()).toBe(true);
    const { email } = await newMember(page, 'Kim');
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members/);
    await page.goto(`/credits?code=${code}`);
    await expect(page.getByRole('status').filter({ hasText: `Code ${code} applied: 15% off your next order.` })).toBeVisible();
    // applied once: the code leaves the address, a reload does not ask again
    await expect(page).toHaveURL(/\/credits$/);
    await page.screenshot({ path: `${SHOTS}/credits-code-1280.png`, fullPage: true });

    await page.goto('/credits?code=NO-SUCH-CODE');
    // decision 166: one answer for every refused code
    await expect(page.getByRole('alert').filter({ hasText: 'This code cannot be used: it is unknown, has expired, has been used or is not valid here.' })).toBeVisible();
  });
});

test.describe('logged-out browsing by traffic source (SPEC §6)', () => {
  test('a visitor who came with a network opens profiles and searches on a site that asks for it', async ({ page, baseURL }) => {
    const origin = siteOrigin(baseURL, 'gilf');
    const [card] = await firstCards(page, origin, 'network=seed');
    if (!card) throw new Error('no profiles on the gilf site');
    // straight to a profile, no traffic source: sign up or log in
    await page.goto(`${origin}/members/${card.id}`);
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    // the visit starts at an ad's link; the profile and the search later carry its network
    await page.goto(`${origin}/?network=adnet&ref=spring`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto(`${origin}/members/${card.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${card.name}, ${card.age}` })).toBeVisible();
    await page.goto(`${origin}/members`);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('settings.php and the locale cookie (SPEC §7)', () => {
  test('the locale taken from the site’s domain_language is written to the locale cookie', async ({ page, context }) => {
    await page.goto('/pages/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    // 365 days (SPEC §9)
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  });
});

test.describe('per-site search and profile fields (SPEC §3)', () => {
  test('each site’s search form offers its own filters', async ({ page, baseURL }) => {
    await page.goto('/members');
    const plain = page.getByRole('form', { name: 'Search filters' });
    await expect(plain.getByLabel('Looking for')).toBeVisible();
    await expect(plain.getByLabel('Country')).toBeVisible();

    await page.goto(`${siteOrigin(baseURL, 'she')}/members`);
    const she = page.getByRole('form', { name: 'Search filters' });
    await expect(she.getByLabel('Country')).toBeVisible();
    await expect(she.getByLabel('Minimum age')).toBeVisible();
    await expect(she.getByLabel('Looking for')).toHaveCount(0);

    await page.goto(`${siteOrigin(baseURL, 'bdsm')}/members?country=GB`);
    const bdsm = page.getByRole('form', { name: 'Search filters' });
    await expect(bdsm.getByLabel('Looking for')).toBeVisible();
    await expect(bdsm.getByLabel('Maximum age')).toBeVisible();
    await expect(bdsm.getByLabel('Country')).toHaveCount(0);
    // the cards do not name the region either (bdsm shows no region or city)
    const cards = await getJson<{ profiles: Array<Card & { region: string | null }> }>(page, siteOrigin(baseURL, 'bdsm'), '/api/members.php');
    const withRegion = cards.profiles.find((c) => c.region);
    if (!withRegion?.region) throw new Error('no bdsm card with a region');
    const card = page.locator(`a[href="/members/${withRegion.id}"]`);
    await expect(card).toContainText(`${withRegion.name}, ${withRegion.age}`);
    await expect(card).not.toContainText(withRegion.region);
    await page.screenshot({ path: `${SHOTS}/bdsm-search-1280.png`, fullPage: true });
  });

  test('a profile shows the facts its site chooses', async ({ page, baseURL }) => {
    const origin = siteOrigin(baseURL, 'bdsm');
    // a profile with looks and own words, so the site's choice is what hides them
    let shown: { id: number; name: string; age: number; city: string | null } | undefined;
    for (const card of await firstCards(page, origin)) {
      const { profile } = await getJson<{ profile: { id: number; name: string; age: number; city: string | null; body_type: string | null; about: string | null } }>(
        page,
        origin,
        `/api/profile.php?id=${card.id}`,
      );
      if (profile.body_type && profile.about && profile.city) {
        shown = profile;
        break;
      }
    }
    if (!shown) throw new Error('no bdsm profile with body type, city and about text');
    await page.goto(`${origin}/members/${shown.id}`);
    const facts = page.getByRole('region', { name: `About ${shown.name}` });
    await expect(facts.getByText('Sexuality')).toBeVisible();
    await expect(facts.getByText('Body type')).toHaveCount(0);
    await expect(facts.getByText('Hair colour')).toHaveCount(0);
    await expect(page.locator('.about-text')).toHaveCount(0);
    await expect(page.locator('.profile-header').getByText(shown.city ?? '', { exact: false })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/bdsm-profile-1280.png`, fullPage: true });

    // the plain site shows them (the same kind of profile)
    const plainOrigin = new URL(baseURL ?? 'http://localhost').origin;
    // members who signed up in earlier tests (no body type) fill the first pages of a long run
    for (let n = 1; n <= 10; n++) {
      for (const card of await firstCards(page, plainOrigin, `page=${n}`)) {
        const res = await page.request.get(`/api/profile.php?id=${card.id}`);
        const { profile } = (await res.json()) as { profile: { id: number; name: string; body_type: string | null } };
        if (!profile.body_type) continue;
        await page.goto(`/members/${profile.id}`);
        await expect(page.getByRole('region', { name: `About ${profile.name}` }).getByText('Body type')).toBeVisible();
        return;
      }
    }
    throw new Error('no plain profile with a body type');
  });
});

test.describe('the push reminder and the phone’s search (SPEC §2, §4)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the push reminder waits for a conversation, shows compact on chats and likes, and stays away once dismissed', async ({ page, baseURL }) => {
    const { id, email } = await newMember(page, 'Robin');
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members/);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
    const reminder = page.getByRole('region', { name: 'Push notifications' });
    await expect(reminder).toHaveCount(0);
    await page.goto('/chats');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(reminder).toHaveCount(0);

    await messageFrom(baseURL ?? '', id, 'Hi Robin, coffee tomorrow?');
    await page.goto('/chats');
    await expect(page.getByText('Hi Robin, coffee tomorrow?')).toBeVisible();
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('button', { name: 'Turn on' })).toBeVisible();
    // compact: far from a third of the phone's screen
    const box = await reminder.boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(72);
    await page.screenshot({ path: `${SHOTS}/chats-push-375.png` });
    // not on the search page
    await page.goto('/members');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
    await expect(reminder).toHaveCount(0);
    await page.goto('/likes');
    await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
    await expect(reminder).toBeVisible();

    await reminder.getByRole('button', { name: 'Dismiss the notifications reminder' }).click();
    await expect(reminder).toHaveCount(0);
    await page.goto('/chats');
    await expect(page.getByText('Hi Robin, coffee tomorrow?')).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });

  test('on a phone the search shows the cards first and the filters behind one button', async ({ page }) => {
    await page.goto('/members');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Minimum age')).toBeHidden();
    // the first card is on the first screen
    const card = await results.getByRole('link').first().boundingBox();
    expect(card?.y ?? 9999).toBeLessThan(740);
    await page.screenshot({ path: `${SHOTS}/members-phone-375.png` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Minimum age').fill('50');
    await page.screenshot({ path: `${SHOTS}/members-phone-open-375.png` });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/min_age=50/);
    await expect(page.getByLabel('Minimum age')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
  });

  test('on a desktop the filters are open and there is no filters button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/members');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByLabel('Minimum age')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/members-1280.png` });
  });
});

test.describe('the chat layout (SPEC §9)', () => {
  test('the conversation list is 300 to 400 px wide and the message area at most 800 px', async ({ page, baseURL }) => {
    const me = await newMember(page, 'Wren');
    await messageFrom(baseURL ?? '', me.id, 'Hello from the layout test', 'Odile');
    await loginThroughForm(page, me.email, PASSWORD);
    await expect(page).toHaveURL(/\/members/);
    await page.goto('/chats');
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Odile/ }).click();
    const messages = page.getByRole('region', { name: /Messages with/ });
    await expect(messages.getByText('Hello from the layout test', { exact: true })).toBeVisible();
    const width = async (locator: ReturnType<Page['locator']>) => Math.round((await locator.boundingBox())?.width ?? 0);
    for (const viewport of [992, 1280, 1600]) {
      await page.setViewportSize({ width: viewport, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
      const list = await width(page.locator('.chats-aside'));
      expect(list, `list at ${viewport}`).toBeGreaterThanOrEqual(300);
      expect(list, `list at ${viewport}`).toBeLessThanOrEqual(400);
      const area = await width(messages.getByRole('list'));
      const composer = await width(page.locator('.composer-row'));
      expect(area, `message area at ${viewport}`).toBeLessThanOrEqual(800);
      // the composer lines up with the messages above it
      expect(Math.abs(composer - area), `composer at ${viewport}`).toBeLessThanOrEqual(1);
      if (viewport >= 1280) expect(area).toBe(800);
      await page.screenshot({ path: `${SHOTS}/chat-${viewport}.png` });
    }
  });
});

test.describe('form states (SPEC §5)', () => {
  const danger = 'rgb(192, 38, 45)';
  const success = 'rgb(30, 123, 69)';
  const border = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => getComputedStyle(el).borderTopColor);

  test('a refused field looks the same in every form, and a required field filled in well looks valid', async ({ page }) => {
    const me = await newMember(page, 'Fern');
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    // the painted form's fields are replaced by the app's at the first interaction (decision 137):
    // the state a field shows is the app's field's
    await email.click();
    await expect(page.locator('form[data-ssr-form]')).toHaveCount(0);
    await email.fill(me.email);
    await email.blur();
    // filled in well: valid, before any answer
    await expect.poll(() => border(email)).toBe(success);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => border(email)).toBe(danger);
    await expect.poll(() => border(page.getByLabel('Password'))).toBe(danger);

    await loginThroughForm(page, me.email, PASSWORD);
    await expect(page).toHaveURL(/\/members/);
    await page.goto('/complaints');
    const complaint = page.getByLabel('Your complaint');
    await complaint.fill('rude');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(complaint).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => border(complaint)).toBe(danger);

    await page.goto('/credits');
    const code = page.getByLabel('Discount code');
    await code.fill('NOSUCHCODE');
    await code.press('Enter');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => border(code)).toBe(danger);
  });
});

test.describe('deleting by profile (SPEC §4)', () => {
  test("the conversation's menu deletes every conversation with the member, at once and on the server", async ({ page, baseURL }) => {
    const me = await newMember(page, 'Ivy');
    await messageFrom(baseURL ?? '', me.id, 'Hello from far away', 'Philippa');
    await loginThroughForm(page, me.email, PASSWORD);
    await expect(page).toHaveURL(/\/members/);
    await page.goto('/chats');
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Philippa/ }).click();
    await expect(page.getByRole('region', { name: /Messages with/ }).getByText('Hello from far away', { exact: true })).toBeVisible();
    const deleted = page.waitForResponse((res) => res.request().method() === 'DELETE' && /\/api\/chat\.php\?profile=\d+$/.test(res.url()));
    await page.getByRole('button', { name: 'Conversation options' }).click();
    await page.getByRole('menuitem', { name: 'Delete conversation' }).click();
    await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Philippa/ })).toHaveCount(0);
    expect((await deleted).ok()).toBe(true);
    const chats = (await (await page.request.get('/api/chats.php')).json()) as { chats: unknown[] };
    expect(chats.chats).toEqual([]);
    await page.reload();
    await expect(page.getByText('No conversations yet')).toBeVisible();
  });
});
