import type { Browser, Page } from '@playwright/test';
import { HomeAnswer } from '../../src/contract/content.ts';
import { test, expect, prepareContext } from './fixtures.ts';

// Decision 181: people sell the product. A visitor of a niche site's home page sees members of that
// niche (drawn portraits, the visitor's country first, one a first name), a fictional one labelled
// with the site's icon and warning, and the site's own headline and accent colour.

const WARNING = /Profiles marked with ✦ are fictional/;

async function openHome(browser: Browser, baseURL: string | undefined, host: string, width = 1280): Promise<{ page: Page; close: () => Promise<void> }> {
  const port = new URL(baseURL ?? 'http://localhost').port;
  const origin = `http://${host}:${port}`;
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: width < 600 ? 800 : 900 } });
  await prepareContext(context, origin);
  await context.addCookies([{ name: 'entry_ok', value: String(Date.now()), url: origin }]);
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

/** The answer the page started from (the members of the niche), read the way the app reads it. */
async function membersOf(page: Page): Promise<HomeAnswer> {
  // from the page: the browser resolves *.localhost itself, Node's resolver does not
  const body = await page.evaluate(async () => (await fetch('/api/home.php')).json() as Promise<unknown>);
  return HomeAnswer.parse(body);
}

async function fictionalMember(page: Page, site: string, name: string, gender: 'male' | 'female', sexuality: 'gay' | 'lesbian'): Promise<number> {
  const email = `${name.toLowerCase()}-${Date.now()}@niche.test`;
  const res = await page.request.post('/api/test/members', { data: { email, password: 'pw-123456', name, gender, sexuality, fictional: true, site } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('visitors of SheWaves and HarborMen see their niche’s members, the fictional one labelled, and each site’s own words and colour', async ({ browser, baseURL, page: plain }) => {
  test.setTimeout(180_000); // two sites, each painted, taken over by the app and a profile opened
  // a fictional member on each site, with a first name nobody else has
  const zora = await fictionalMember(plain, 'she.localhost', 'Zoraida', 'female', 'lesbian');
  const zeke = await fictionalMember(plain, 'gay.localhost', 'Ezekiel', 'male', 'gay');
  const accents: string[] = [];
  for (const site of [
    { host: 'she.localhost', headline: 'Where women find women', fictional: { id: zora, name: 'Zoraida' }, niche: (p: { gender: string; sexuality: string }) => p.gender === 'female' && ['lesbian', 'bi'].includes(p.sexuality) },
    { host: 'gay.localhost', headline: 'Find your man nearby', fictional: { id: zeke, name: 'Ezekiel' }, niche: (p: { gender: string; sexuality: string }) => p.gender === 'male' && ['gay', 'bi'].includes(p.sexuality) },
  ]) {
    const { page, close } = await openHome(browser, baseURL, site.host);
    await expect(page.getByRole('heading', { level: 1, name: site.headline })).toBeVisible();
    const strip = page.getByRole('region', { name: 'Meet the members' });
    await expect(strip).toBeVisible();
    // the app has taken over (its features follow the strip) and the strip is still there
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeAttached({ timeout: 30_000 });
    const tiles = strip.getByRole('listitem');
    const answer = await membersOf(page);
    expect(answer.profiles.length).toBeGreaterThan(2);
    // every member shown belongs to the niche; each shown once by first name
    expect(answer.profiles.every(site.niche)).toBe(true);
    await expect(tiles).toHaveCount(answer.profiles.length);
    const names = (await strip.locator('.member-tile-text strong').allTextContents()).map((t) => t.split(',')[0]);
    expect(new Set(names).size).toBe(names.length);
    // the fictional member: labelled with the site's icon and its warning; the others are not
    const theirs = tiles.filter({ has: page.locator(`a[href="/members/${site.fictional.id}"]`) });
    await expect(theirs).toHaveCount(1);
    await expect(theirs.getByRole('img', { name: WARNING })).toHaveText('✦');
    const labelled = answer.profiles.filter((p) => p.fictional).length;
    await expect(strip.getByRole('img', { name: WARNING })).toHaveCount(labelled);
    await expect(strip.getByText(WARNING)).toBeVisible();
    accents.push(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()));
    // a visitor may open a member's profile from the strip
    await theirs.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/members/${site.fictional.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(site.fictional.name) })).toBeVisible();
    await close();
  }
  // each niche site has its own accent
  expect(accents[0]).not.toBe(accents[1]);
});

test('the home page of three niche sites at 375 and 1280 px', async ({ browser, baseURL }) => {
  test.setTimeout(300_000); // six pages, each with its portraits loaded for the picture
  for (const host of ['she.localhost', 'bbw.localhost', 'gilf.localhost']) {
    for (const width of [375, 1280]) {
      const { page, close } = await openHome(browser, baseURL, host, width);
      const strip = page.getByRole('region', { name: 'Meet the members' });
      await expect(strip.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeAttached({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // the portraits below the fold are lazy: load them for the picture
      await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const name = host.split('.')[0];
      await page.screenshot({ path: `test-results/niche-home-${name}-${width}.png`, fullPage: true });
      await close();
    }
  }
});
