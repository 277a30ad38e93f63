import { test, expect, prepareContext } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

// Decision 173: a site's texts per locale. A German visitor of SheWaves reads its title, hero (its
// headline, decision 181) and fictional-profiles warning in German, painted by the server and kept
// by the app; the console's editor edits each language and says which lack texts.

test('a German visitor reads the site’s title, hero and fictional warning in German', async ({ browser, baseURL }) => {
  const port = new URL(baseURL ?? 'http://localhost').port;
  const origin = `http://she.localhost:${port}`;
  const context = await browser.newContext({ baseURL: origin });
  await prepareContext(context, origin);
  await context.addCookies([{ name: 'lang', value: 'de', url: origin }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wo Frauen Frauen finden' })).toBeVisible();
  await expect(page.getByText('Ein freundlicher Ort für Frauen, die Frauen lieben.')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Mit ✦ markierte Profile sind fiktiv/)).toBeVisible();
  // once the app has taken over (its hero replaces the painted one), the texts are still German
  await expect(page.getByRole('heading', { name: "So funktioniert's" })).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Wo Frauen Frauen finden' })).toBeVisible();
  await expect(page).toHaveTitle(/SheWaves – Frauen treffen Frauen/);
  await expect(footer.getByText(/Mit ✦ markierte Profile sind fiktiv/)).toBeVisible();
  await expect(page.getByText(/Profiles marked with ✦ are fictional/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/site-texts-de-1280.png', fullPage: true });
  await context.close();
});

test('the console’s site editor edits each language and shows which lack texts', async ({ page }) => {
  await loginAsNewStaff(page, 'admin', 'site-texts');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sites' }).click();
  await page.getByRole('link', { name: 'SilverSpark', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SilverSpark', level: 1 })).toBeVisible();

  const languages = page.getByRole('group', { name: 'Language of the texts' });
  await expect(languages.getByRole('button', { name: /Dansk complete/ })).toBeVisible();
  await expect(page.getByText('Every language has every text.')).toBeVisible();

  // Danish loses its description: its button and the summary say so, and the English text shows through
  await languages.getByRole('button', { name: /Dansk/ }).click();
  const description = page.getByRole('textbox', { name: 'Description (Dansk)' });
  await expect(description).toHaveValue('Modne singler, der søger selskab og sjov.');
  await description.fill('');
  await expect(description).toHaveAttribute('placeholder', 'Mature singles looking for company and fun.');
  await expect(languages.getByRole('button', { name: /Dansk 1 text missing/ })).toBeVisible();
  await expect(page.getByText('Missing texts in Dansk.')).toBeVisible();
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Every server uses the new settings within a second.' })).toBeVisible();

  // a German title of its own is saved, and read back after a reload
  await languages.getByRole('button', { name: /Deutsch/ }).click();
  await page.getByRole('textbox', { name: 'Page title (Deutsch)' }).fill('SilverSpark – Liebe in den besten Jahren');
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Language of the texts' }).getByRole('button', { name: /Dansk 1 text missing/ })).toBeVisible();
  await page.getByRole('group', { name: 'Language of the texts' }).getByRole('button', { name: /Deutsch/ }).click();
  await expect(page.getByRole('textbox', { name: 'Page title (Deutsch)' })).toHaveValue('SilverSpark – Liebe in den besten Jahren');

  // the default language cannot lose its title: refused inline with the reason
  await page.getByRole('group', { name: 'Language of the texts' }).getByRole('button', { name: /English/ }).click();
  await page.getByRole('textbox', { name: 'Page title (English)' }).fill('');
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByText('The default language needs this text: the other languages show it where theirs is missing.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/site-texts-editor-375.png', fullPage: false });
});
