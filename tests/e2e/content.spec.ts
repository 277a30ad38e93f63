import { test, expect, createMember, demo, loginThroughForm, uniqueEmail } from './fixtures.ts';
import { contentTestApi } from '../../src/contract/content-testing.ts';

interface BeaconRow {
  path: string;
  referrer: string | null;
  network: string | null;
  sub1: string | null;
}

test.describe('content pages and landers', () => {
  test('a lander paints its headline, members and signup link from the server HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/landers/alonetonight/plaineng?network=adnet&ref=r7');
    await expect(page.getByRole('heading', { level: 1, name: 'Alone tonight?' })).toBeVisible();
    await expect(page.locator('.lander-grid img').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join for free' }).first()).toHaveAttribute('href', '/signup?network=adnet&ref=r7');
    await page.goto('/pages/terms?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    await expect(page.getByText('Wavelength Interactive B.V.').first()).toBeVisible();
    await context.close();
  });

  test('a slug picks the niche and the language; an unknown slug shows the site defaults', async ({ page }) => {
    await page.goto('/landers/video/milfde');
    await expect(page.getByRole('heading', { level: 1, name: 'Sieh, wer auf dich wartet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // the app took over in German too (the footer is rendered by React)
    await expect(page.getByRole('link', { name: 'Kostenlos anmelden' }).first()).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/landers/gallery/no-such-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse singles near you' })).toBeVisible();
  });

  test('the tracking parameters of a lander reach the member created by the signup', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = uniqueEmail('lander');
    await page.goto('/landers/gallery?network=adnet&ref=r42&sub1=s1&sub2=s2&sub3=s3');
    await page.getByRole('link', { name: 'Join for free' }).first().click();
    await expect(page).toHaveURL(/\/signup\?network=adnet&ref=r42&sub1=s1&sub2=s2&sub3=s3$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('radio', { name: 'a woman', exact: true }).check();
    await page.getByRole('radio', { name: 'both', exact: true }).check();
    await page.getByLabel('Username').fill('Lander');
    await page.getByLabel(/^Password/).fill('my-secret-pass');
    await page.getByLabel('Date of birth').fill('1990-05-06');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    const res = await page.request.get(`${contentTestApi.memberTracking}?email=${encodeURIComponent(email)}`);
    expect(res.ok()).toBe(true);
    expect(await res.json()).toEqual({ network: 'adnet', ref: 'r42', sub1: 's1', sub2: 's2', sub3: 's3' });
  });

  test('a logged-in member is led from a lander into the members area, not to signup', async ({ page }) => {
    await loginThroughForm(page, demo.free);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/landers/gallery?network=adnet');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse singles near you' })).toBeVisible();
    const cta = page.getByRole('link', { name: 'Search members' }).first();
    await expect(cta).toHaveAttribute('href', '/members');
    await expect(page.getByRole('link', { name: 'Join for free' })).toHaveCount(0);
    // each member's card opens their profile
    const card = page.locator('.lander-grid a').first();
    await expect(card).toHaveAttribute('href', /^\/members\/\d+$/);
    const name = ((await card.locator('strong').textContent()) ?? '').split(',')[0] ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();

    // a member's own landing page leads to that member's profile
    const id = Number(/\/members\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.goto(`/members/${id}/landing2`);
    const toProfile = page.getByRole('link', { name: `Open the profile of ${name}` }).first();
    await expect(toProfile).toHaveAttribute('href', `/members/${id}`);
    await toProfile.click();
    await expect(page).toHaveURL(new RegExp(`/members/${id}$`));
  });

  test('with lb, leaving the page sends one page-hidden beacon, also before the app has started; without lb nothing is sent', async ({ page, browser, baseURL }) => {
    const events = async (): Promise<BeaconRow[]> => ((await (await page.request.get(contentTestApi.pageHidden)).json()) as { events: BeaconRow[] }).events;
    const before = (await events()).length;
    await page.goto('/landers/iconslanding?network=nolb');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    // the app has started on the painted page (main.tsx starts the sync worker after its own
    // page-bounce step): still exactly one beacon
    const appStarted = page.waitForEvent('worker');
    await page.goto('/landers/socialnetwork?lb=1&network=bounce&sub1=x');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appStarted;
    await page.goto('/pages/cookies');
    await expect.poll(async () => (await events()).length).toBe(before + 1);
    const [latest] = await events();
    expect(latest).toMatchObject({ path: '/landers/socialnetwork', network: 'bounce', sub1: 'x' });
    expect((await events()).some((e) => e.network === 'nolb')).toBe(false);

    // a visitor who leaves before the app's module has arrived is counted too
    const network = `quick${Date.now()}`;
    const quick = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const quickPage = await quick.newPage();
    await quickPage.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await quickPage.goto(`/landers/socialnetwork?lb=1&network=${network}`);
    await expect(quickPage.getByRole('heading', { level: 1 })).toBeVisible();
    await quickPage.goto('/pages/cookies');
    await expect.poll(async () => (await events()).filter((e) => e.network === network).length).toBe(1);
    await quick.close();
  });

  test('a member who accepted older terms is asked to accept the new version, once', async ({ page }) => {
    const email = uniqueEmail('terms');
    await createMember(page, { email, password: 'terms-pass-1' });
    expect((await page.request.post(`${contentTestApi.backdateSignup}?email=${encodeURIComponent(email)}`)).ok()).toBe(true);
    await loginThroughForm(page, email, 'terms-pass-1');
    const prompt = page.getByRole('region', { name: 'Terms and conditions' });
    await expect(prompt).toContainText('We have updated our terms and conditions (version of 1 March 2024)');
    await prompt.getByRole('link', { name: 'Read the terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Accept the new terms' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms and conditions' })).toHaveCount(0);
  });

  test('every content page renders its text and the company info; the US footer shows only in English', async ({ page }) => {
    for (const token of ['terms', 'privacy', 'cookies', 'ban', 'faq', 'service', 'return-policy', '2257']) {
      await page.goto(`/pages/${token}`);
      await expect(page.locator('.content-card h1')).not.toBeEmpty();
      await expect(page.locator('.content-section').first()).toBeVisible();
    }
    await page.goto('/pages/service');
    await expect(page.locator('.content-card').getByText(/Keizersgracht 123/)).toBeVisible();
    await page.goto('/pages/terms');
    await expect(page.getByText(/^Version of \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await page.setExtraHTTPHeaders({ 'x-country': 'US' });
    await page.goto('/pages/faq?lang=en');
    await expect(page.getByRole('link', { name: 'Read the full statement' })).toBeVisible();
    await page.goto('/pages/faq?lang=nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the full statement' })).toHaveCount(0);
  });
});
