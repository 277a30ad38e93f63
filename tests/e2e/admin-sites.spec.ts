import { Sweep } from './a11y-helpers.ts';
import { test, expect } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

// Sites without code (decision 127): an admin creates a site with a new host name in the console,
// and a visitor opening that host (Chromium resolves *.localhost to this machine) sees the site.

test('an admin creates a site with a new host; a visitor on that host sees its name', async ({ page, browser, baseURL }, testInfo) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const name = `Harbour Hearts ${suffix}`;
  const host = `harbour-${suffix}.localhost`;
  const port = new URL(baseURL ?? 'http://localhost').port;

  await loginAsNewStaff(page, 'admin', 'sites-admin');

  const sweep = new Sweep(page, 'console');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'localhost, 127.0.0.1, plain.localhost' })).toBeVisible();
  await sweep.check('sites');

  await page.getByRole('link', { name: 'New site' }).click();
  await expect(page.getByRole('heading', { name: 'New site', level: 1 })).toBeVisible();
  await sweep.check('new site');

  // a host name in capitals is refused inline, with the server's reason in words
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Host names' }).fill(host.toUpperCase());
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByText('Enter host names in lowercase, such as www.example.com, one per line, each once and without a port.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Host names' })).toHaveAttribute('aria-invalid', 'true');
  await sweep.check('new site with an error');

  // a host of another site is refused with its name
  await page.getByRole('textbox', { name: 'Host names' }).fill(`${host}\nplain.localhost`);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The host name plain.localhost belongs to another site already.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Host names' }).fill(host);
  await page.getByRole('textbox', { name: 'Countries' }).fill('DE, AT');
  await page.getByLabel('Page title').fill(`${name} – meet people by the sea`);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The site is created and served on its host names now.' })).toBeVisible();
  await sweep.check('edit site');
  // usable on a phone: the same form at 375 px, axe-clean, no sideways scrolling
  await page.setViewportSize({ width: 375, height: 800 });
  await sweep.check('edit site at 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/admin-site-edit-375.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });

  // the visitor: a fresh browser on the new host name, no restart in between
  const visitorContext = await browser.newContext({ baseURL: `http://${host}:${port}` });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(new RegExp(name));
  await expect(visitor.getByText(name).first()).toBeVisible();
  const settings = await visitor.evaluate(async () => (await fetch('/api/settings.php')).json() as Promise<{ name: string; countries: string[] }>);
  expect(settings).toMatchObject({ name, countries: ['DE', 'AT'] });
  await visitorContext.close();

  // an edit reaches the visitor's host at once too
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Every server uses the new settings within a second.' })).toBeVisible();
  const again = await browser.newContext({ baseURL: `http://${host}:${port}` });
  const second = await again.newPage();
  await second.goto('/');
  await expect(second.getByText(`${name} Renamed`).first()).toBeVisible();
  await again.close();

  await sweep.finish(testInfo);
});
