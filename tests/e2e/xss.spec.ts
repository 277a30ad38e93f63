import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

/**
 * XSS: a member writes script payloads into their name, profile text and messages;
 * another member opens every screen that shows them. Nothing may run: no dialog, no marker set
 * by a payload, no Content-Security-Policy violation — and the payloads show as plain text.
 */
const NAME = '<img src=x onerror=window.__xss=1>';
const payloads = [
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  '<a href="javascript:window.__xss=4">click</a>',
  "'';!--\"<XSS>=&{()}",
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
];
const PASSWORD = 'xss-password-1';

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/user.php', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

async function expectNothingRan(page: Page, seen: { dialogs: string[] }) {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: number; __csp: string[] };
    return { xss: w.__xss ?? null, csp: w.__csp };
  });
  expect(state.xss).toBeNull();
  expect(state.csp).toEqual([]);
  expect(seen.dialogs).toEqual([]);
}

test('script payloads in a name, a profile text and messages render as text on every screen', async ({ page, baseURL }) => {
  test.slow();
  const attackerEmail = uniqueEmail('xss-attacker');
  const victimEmail = uniqueEmail('xss-victim');
  const attackerId = await createMember(page, { email: attackerEmail, password: PASSWORD, name: NAME, credits: 500, paid_user: true });
  await createMember(page, { email: victimEmail, password: PASSWORD, name: 'Vic' });
  const victimId = (await (await apiAs(baseURL ?? '', victimEmail)).get('/api/user.php').then((r) => r.json()) as { user: { id: number } }).user.id;

  const attacker = await apiAs(baseURL ?? '', attackerEmail);
  const own = (await (await attacker.get('/api/profile.php')).json()) as { profile: Record<string, unknown> };
  const profile = own.profile;
  const update = await attacker.put('/api/profile.php', {
    data: {
      gender: profile.gender,
      sexuality: profile.sexuality,
      relationship_status: null,
      body_type: null,
      hair_color: null,
      eye_color: null,
      tattoos: null,
      interests: [],
      country: profile.country,
      region_id: profile.region_id ?? null,
      about: payloads.join(' '),
      invisible: false,
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  let conversation = 0;
  for (const body of payloads) {
    const id = crypto.randomUUID().replace(/^(.{14})./, '$17');
    const sent = await attacker.post('/api/messages.php', {
      data: conversation ? { id, conversation_id: conversation, kind: 'text', body } : { id, profile_id: victimId, kind: 'text', body },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    conversation = ((await sent.json()) as { chat: { conversation: { id: number } } }).chat.conversation.id;
  }
  // a like brings the name onto the likes screens and the new-like modal
  await attacker.post('/api/like.php', { data: { profile_id: victimId } });

  const seen = await watch(page);
  await loginThroughForm(page, victimEmail, PASSWORD);
  await expect(page).toHaveURL(/\/members/);

  await page.goto(`/members/${attackerId}`);
  await expect(page.getByRole('heading', { name: NAME }).first()).toBeVisible();
  await expect(page.getByText(payloads[0] ?? '', { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, seen);

  await page.goto('/chats');
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectNothingRan(page, seen);

  await page.goto(`/chats/${conversation}`);
  for (const body of payloads) await expect(page.getByText(body, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, seen);

  await page.goto('/likes/liked-me');
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectNothingRan(page, seen);

  // search parameters reflected into the page
  await page.goto(`/members?country=${encodeURIComponent('<script>window.__xss=9</script>')}&min_age=${encodeURIComponent('"><img src=x onerror=window.__xss=9>')}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expectNothingRan(page, seen);

  // the member's landing page is rendered by the server too
  const landing = await page.request.get(`/members/${attackerId}/landing`);
  const html = await landing.text();
  expect(html).not.toContain(NAME);
  await page.goto(`/members/${attackerId}/landing`);
  await expectNothingRan(page, seen);
});
