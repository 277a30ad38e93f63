// "A new version is available" in each engine (decision 189): not on a first visit's second page
// loaded while the service worker installs (Gecko answered that page's register() with the first
// worker waiting, and the toast showed without a new build); shown once the service worker script
// changes (a new build), and its Reload brings the page onto the new worker.
// Runs on a fresh origin (127.0.0.1 where the core path used localhost: the server's plain site),
// so the browser has no service worker there yet.
import { appendFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineDriver } from './driver.ts';

export interface UpdateToastSetup {
  /** an origin of the server the browser has not visited yet */
  readonly origin: string;
  /** the server's own copy of the build (its service worker script is changed here: a new build) */
  readonly staticDir: string;
}

/** The page's state: the app rendered (its toast region), the toast, the registration's workers. */
const PAGE = String(() => {
  const regions = [...document.querySelectorAll('[role=status]')];
  return {
    app: document.readyState === 'complete' && regions.some((el) => el.getAttribute('aria-label') === 'Notifications'),
    toast: regions.some((el) => (el.textContent ?? '').includes('A new version is available')),
    controlled: Boolean(navigator.serviceWorker?.controller),
    mark: (window as unknown as { enginesMark?: string }).enginesMark ?? null,
  };
});

interface PageState {
  app: boolean;
  toast: boolean;
  controlled: boolean;
  mark: string | null;
}

/**
 * Once the app has registered (it does at its start, after the load event), the page's own
 * register() is answered after the app's (a scope's jobs run in order); two frames later whatever
 * the app made of its answer is on screen. Gives whether the toast is shown and the workers.
 */
const SETTLED = String(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  // the app's script address: the newest worker's (the app registered it before)
  const known = await navigator.serviceWorker.getRegistration();
  const newest = known?.installing ?? known?.waiting ?? known?.active;
  if (!newest) throw new Error('no service worker registered by the app');
  const reg = await navigator.serviceWorker.register(newest.scriptURL, { scope: '/' });
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const regions = [...document.querySelectorAll('[role=status]')];
  return {
    toast: regions.some((el) => (el.textContent ?? '').includes('A new version is available')),
    waiting: Boolean(reg.waiting),
    active: Boolean(reg.active),
    controlled: Boolean(navigator.serviceWorker.controller),
  };
});

interface Settled {
  toast: boolean;
  waiting: boolean;
  active: boolean;
  controlled: boolean;
}

export async function updateToast(driver: EngineDriver, setup: UpdateToastSetup, log: (line: string) => void = () => {}): Promise<void> {
  const { origin } = setup;
  const who = driver.engine;
  const page = () => driver.evaluate<PageState>(PAGE);
  async function until<T>(what: string, probe: () => Promise<T | null | false>, timeout = 45_000): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown = null;
    for (;;) {
      try {
        const value = await probe();
        if (value) return value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`${who}: ${what} not seen in ${timeout} ms${last ? ` (${last instanceof Error ? last.message : JSON.stringify(last)})` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let t = Date.now();
  const done = (step: string) => {
    log(`${who}: ${step} (${Date.now() - t} ms)`);
    t = Date.now();
  };

  // the visitor accepted the site-entry warning (the login page is painted and starts no app)
  await driver.goto(`${origin}/login`);
  await driver.evaluate(
    String(() => {
      localStorage.setItem('entryWarningDismissedAt', String(Date.now()));
      document.cookie = `entry_ok=${Date.now()}; path=/`;
    }),
  );
  // the first page starts the app, which registers the service worker; while it installs, the
  // visitor opens the next page
  await driver.goto(`${origin}/`);
  await until('the first service worker installing', () =>
    driver.evaluate<boolean>(String(async () => Boolean((await navigator.serviceWorker.getRegistration())?.installing))),
  );
  await driver.goto(`${origin}/`);
  const second = await page();
  await until('the app started on the second page', async () => (await page()).app);
  const first = await driver.evaluate<Settled>(SETTLED);
  await until('the first service worker controlling the second page', async () => (await page()).controlled);
  const afterControl = await driver.evaluate<Settled>(SETTLED);
  if (first.toast || afterControl.toast) throw new Error(`${who}: "A new version is available" on the second page of a first visit, with no new build`);
  done(`no update toast on a first visit's second page${second.controlled ? ' (the install had finished before it loaded)' : ''}`);

  // a new build: the service worker script changes; the next page's registration finds it
  const script = join(setup.staticDir, 'sw.js');
  for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(join(setup.staticDir, compressed), { force: true });
  if (!existsSync(script)) throw new Error(`no ${script}`);
  appendFileSync(script, `\n// engines: a new build at ${new Date().toISOString()}\n`);
  await driver.goto(`${origin}/`);
  await until('"A new version is available" after a new build', async () => (await page()).toast, 60_000);
  done('a new build: the update toast shows');

  // its Reload moves the page onto the new worker (it reloads itself), and no toast is left
  await driver.evaluate(String(() => void ((window as unknown as { enginesMark?: string }).enginesMark = 'before')));
  const reload = await until('the toast’s Reload button', () =>
    driver.element(
      String(() => {
        const region = [...document.querySelectorAll('[role=status]')].find((el) => (el.textContent ?? '').includes('A new version is available'));
        return [...(region?.querySelectorAll('button') ?? [])].find((button) => (button.textContent ?? '').trim() === 'Reload') ?? null;
      }),
    ),
  );
  await driver.click(reload);
  await until('the page reloaded by the toast’s Reload', async () => {
    const state = await page();
    return state.mark === null && state.app && state.controlled;
  });
  const after = await driver.evaluate<Settled>(SETTLED);
  if (after.toast || after.waiting || !after.active) throw new Error(`${who}: after Reload: ${JSON.stringify(after)}`);
  done('Reload: the page runs on the new build, no toast left');
}
