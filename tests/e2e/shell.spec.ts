import { test, expect, demo, loginThroughForm, controlledByServiceWorker } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { EAGER_COMPILE_HINT } from '../../scripts/vite/compileHints.ts';

/** Opens a screen inside the app (its router, no page load), as a link of the app does. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Picks a language on /lang-config: the page switches at once and the account keeps it. */
async function chooseLanguage(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('radio', { name }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect
    .poll(async () => ((await (await page.request.get('/api/user.php')).json()) as { user: { language: string } }).user.language)
    .toBe(code);
}

test.describe('the app shell', () => {
  test('an unknown route shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member address with no id in it says not found, never the error page', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    for (const path of ['/members/abc', '/members/0', '/likes/m/-4']) {
      await page.goto(path);
      await expect(page.getByText('This page could not be found'), path).toBeVisible();
    }
    await page.goto('/members/abc/chat');
    await expect(page.getByText('This member is not available.')).toBeVisible();
    await page.goto('/chats/1e3');
    await expect(page.getByText('This conversation is not available.')).toBeVisible();
    await expect(page.getByText('500')).toHaveCount(0);
  });

  test('switching to German changes the interface and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  });

  test('a logged-in member’s language choice is saved on the account', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/lang-config');
    await chooseLanguage(page, 'Svenska', 'sv');
    // Leave the demo account in English for the other tests.
    await chooseLanguage(page, 'English', 'en');
  });

  test('a screen whose code does not arrive: a new build reloads the page, the same build offers to try again (decision 192)', async ({ page }) => {
    await page.goto('/');
    // the app has taken the painted page over (its toast region is there)
    await expect(page.getByRole('status', { name: 'Notifications' })).toBeAttached();
    // from now on no code arrives: the next screen's chunk fails, as after a deploy or on a lost request
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.evaluate(() => ((window as unknown as { beforeFailure?: boolean }).beforeFailure = true));
    await openInApp(page, '/pages/faq');
    // the shell still names this build: nothing reloads, the screen says so and offers to try again
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeFailure?: boolean }).beforeFailure)).toBe(true);

    // a deploy replaced the build: the shell names another entry, and the page loads again
    await page.unroute('**/assets/*.js');
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Notifications' })).toBeAttached();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.route('**/index.html?build-check=*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" crossorigin src="/assets/index-NEWBUILD.js"></script>' }),
    );
    await page.evaluate(() => ((window as unknown as { beforeFailure?: boolean }).beforeFailure = true));
    const reloaded = page.waitForEvent('load');
    await openInApp(page, '/pages/faq');
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeFailure?: boolean }).beforeFailure)).toBeUndefined();
  });

  test.describe('after one visit, under the service worker', () => {
    // what a member's browser does once the service worker runs (decision 200)
    test.use({ serviceWorkers: 'allow' });

    test('after one visit the app reloads offline and still shows the member from IndexedDB', async ({ page, context }) => {
      await loginThroughForm(page, demo.premium);
      await expect(page).toHaveURL(/\/members$/);
      const name = await page.getByRole('button', { name: /Account menu/ }).innerText();
      // Wait until the service worker controls the page, so the shell is precached.
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('button', { name: /Account menu/ })).toContainText(name.trim());
      await expect(page.getByText(/You are offline/)).toBeVisible();
      await context.setOffline(false);
    });

    test('a returning member’s page paints from storage before the sync worker starts; the worker then runs (decision 154)', async ({ page }) => {
      await loginThroughForm(page, demo.premium);
      await expect(page).toHaveURL(/\/members$/);
      await controlledByServiceWorker(page);
      await page.addInitScript(() => {
        const seen = window as unknown as { firstContentAt?: number; syncWorkerAt?: number };
        new MutationObserver(() => {
          if (seen.firstContentAt === undefined && document.getElementById('root')?.firstElementChild) seen.firstContentAt = performance.now();
        }).observe(document, { subtree: true, childList: true });
        const NativeWorker = window.Worker;
        window.Worker = class extends NativeWorker {
          constructor(url: string | URL, options?: WorkerOptions) {
            if (String(url).includes('sync.worker') && seen.syncWorkerAt === undefined) seen.syncWorkerAt = performance.now();
            super(url, options);
          }
        };
      });
      await page.reload();
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      const times = await page.waitForFunction(() => {
        const seen = window as unknown as { firstContentAt?: number; syncWorkerAt?: number };
        return seen.syncWorkerAt !== undefined ? { content: seen.firstContentAt, worker: seen.syncWorkerAt } : null;
      });
      const { content, worker } = (await times.jsonValue())!;
      expect(content).toBeDefined();
      expect(worker).toBeGreaterThan(content!);
      // the worker that started after the paint is this tab's sync engine: the member's actions go through it
      await page.goto('/lang-config');
      await chooseLanguage(page, 'Dansk', 'da');
      await chooseLanguage(page, 'English', 'en');
    });

    test('the build’s files come from the precache without running the service worker; others from the network (decision 149)', async ({ page }) => {
      await loginThroughForm(page, demo.premium);
      await expect(page).toHaveURL(/\/members$/);
      await controlledByServiceWorker(page);
      await page.reload();
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      const sources = await page.evaluate(async () => {
        // workerFinalSourceType: Resource Timing of the static routing API (not in TypeScript's DOM types)
        type Timing = PerformanceResourceTiming & { workerFinalSourceType?: string; deliveryType?: string };
        // 'cache': the static router read the precache; 'precache via the handler': the worker's fetch
        // handler read it (Chromium 156 now and then skips the router for a chunk the sync worker's
        // module graph shares with the page, about one run in five); anything else: the network
        const sourceOf = (entry: Timing) => entry.workerFinalSourceType || (entry.deliveryType === 'cache-storage' ? 'precache via the handler' : 'network');
        const source = (path: string) => (performance.getEntriesByName(location.origin + path)[0] as Timing | undefined)?.workerFinalSourceType;
        const files = (performance.getEntriesByType('resource') as Timing[]).filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
        const missing = await fetch('/assets/not-precached.js');
        await missing.text();
        return { files: files.map(sourceOf), names: files.map((entry) => `${new URL(entry.name).pathname} ${sourceOf(entry)}`), missing: { status: missing.status, source: source('/assets/not-precached.js') } };
      });
      expect(sources.files.length).toBeGreaterThan(3);
      // every file from the precache, nearly all of them without running the worker
      expect(sources.files.filter((s) => s !== 'cache' && s !== 'precache via the handler'), sources.names.join('\n')).toEqual([]);
      expect(sources.files.filter((s) => s === 'cache').length, sources.names.join('\n')).toBeGreaterThanOrEqual(sources.files.length - 1);
      expect(sources.missing).toEqual({ status: 404, source: 'network' });
    });
  });

  test('the entry module, and no other, asks V8 to compile it eagerly before any of its functions (decision 155)', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    const scripts = await page.evaluate(async () => {
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]')?.src;
      const others = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((timing) => timing.name)
        .filter((name) => name !== entry && /\/assets\/[^/]+\.js$/.test(new URL(name).pathname));
      const lines = async (url: string) => (await (await fetch(url)).text()).split('\n');
      return { entry: entry ? await lines(entry) : [], others: await Promise.all(others.map(async (url) => ({ url, lines: await lines(url) }))) };
    });
    // the hint counts for the functions after it: only Vite's one-line file list (an arrow function) may come first
    const hint = scripts.entry.indexOf(EAGER_COMPILE_HINT);
    expect(hint).toBeGreaterThanOrEqual(0);
    expect(hint).toBeLessThanOrEqual(1);
    expect(scripts.entry.slice(0, hint).every((line) => line.startsWith('const __vite__mapDeps='))).toBe(true);
    expect(scripts.others.length).toBeGreaterThan(2);
    expect(scripts.others.filter((file) => file.lines.includes(EAGER_COMPILE_HINT)).map((file) => file.url)).toEqual([]);
  });
});

test.describe('installing the app', () => {
  // installable needs the service worker (decision 200)
  test.use({ serviceWorkers: 'allow' });

  test('Chromium finds the app installable: manifest in the site colours, icons, service worker', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      display: string;
      theme_color: string;
      background_color: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect([manifest.theme_color, manifest.background_color]).toEqual(expect.arrayContaining(['#e07a6f', '#2b2d5c']));
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        // Playwright's contexts are incognito; Chromium says so but still checks everything else.
        return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
      })
      .toEqual([]);
  });
});

test.describe('the site-entry warning', () => {
  test.use({ acceptWarning: false });

  test('shows once to a logged-out visitor and stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("Leave goes back before the app has started (on /login the app waits for the visitor's first interaction)", async ({ page }) => {
    await page.goto('/pages/terms');
    await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeVisible();
    // the app's module never arrives here: the painted dialog's Leave must not need it
    await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Adults only' });
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/pages\/terms$/);
  });

  test('Enter works before the app script has run (the painted warning posts its form)', async ({ browser, baseURL }) => {
    // without JavaScript, as a slow phone is before the app's script arrives
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Adults only' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
