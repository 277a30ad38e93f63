// One small driver interface over the two engines Playwright cannot drive here (decision 172):
// WebKit (WebKitGTK's MiniBrowser) over W3C WebDriver, Firefox over WebDriver BiDi (puppeteer-core).
// Everything a test finds, it finds in the page by role and text (finder.ts); the driver only loads
// pages, runs scripts and sends real clicks and keys.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { ElementHandle as PlaywrightHandle } from '@playwright/test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';

/** the two engines Playwright cannot drive here, and Chromium (through Playwright) to compare */
export type Engine = 'webkit' | 'gecko' | 'chromium';

/** An element found in the page, as the driver knows it. */
export interface ElementRef {
  readonly engine: Engine;
}

export interface EngineDriver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** `fn` is a function's source, called in the page with `args`; its (awaited) value must be JSON */
  evaluate<T>(fn: string, args?: unknown[]): Promise<T>;
  /** like evaluate, for a function that returns an element or null */
  element(fn: string, args?: unknown[]): Promise<ElementRef | null>;
  click(element: ElementRef): Promise<void>;
  /** types into a field after emptying it */
  type(element: ElementRef, text: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Where Debian's webkit2gtk packages put MiniBrowser. */
export function miniBrowserPath(): string | null {
  for (const path of [
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
    '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  ]) {
    if (existsSync(path)) return path;
  }
  return null;
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

interface WebDriverElement extends ElementRef {
  readonly id: string;
}

/**
 * WebKit through WebKitWebDriver (W3C WebDriver over HTTP), MiniBrowser with `--automation`. Needs
 * a display: run under `xvfb-run -a`.
 */
export async function webkitDriver(): Promise<EngineDriver> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  const port = await freePort();
  const child: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  const base = `http://127.0.0.1:${port}`;
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as { value: unknown };
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(answer.value).slice(0, 500)}`);
    return answer.value;
  }
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const session = (await call('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } },
  })) as { sessionId: string };
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/timeouts`, { script: 60_000, pageLoad: 60_000 });

  const run = (fn: string, args: unknown[]) =>
    call('POST', `${s}/execute/async`, {
      // tsx names the functions it compiles with a helper the page lacks (__name): a no-op stands in
      script: `const done = arguments[arguments.length - 1]; const __name = (f) => f;
        Promise.resolve().then(() => (${fn})(...Array.prototype.slice.call(arguments, 0, -1)))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      args,
    }) as Promise<{ value?: unknown; error?: string }>;

  return {
    engine: 'webkit',
    async goto(url) {
      await call('POST', `${s}/url`, { url });
    },
    async reload() {
      await call('POST', `${s}/refresh`, {});
    },
    async url() {
      return (await call('GET', `${s}/url`)) as string;
    },
    async evaluate<T>(fn: string, args: unknown[] = []) {
      const answer = await run(fn, args);
      if (answer.error) throw new Error(answer.error);
      return answer.value as T;
    },
    async element(fn, args = []) {
      const answer = await run(fn, args);
      if (answer.error) throw new Error(answer.error);
      const value = answer.value as Record<string, string> | null;
      if (!value || !value[ELEMENT_KEY]) return null;
      const ref: WebDriverElement = { engine: 'webkit', id: value[ELEMENT_KEY] };
      return ref;
    },
    async click(element) {
      await call('POST', `${s}/element/${(element as WebDriverElement).id}/click`, {});
    },
    async type(element, text) {
      const id = (element as WebDriverElement).id;
      await call('POST', `${s}/element/${id}/clear`, {});
      await call('POST', `${s}/element/${id}/value`, { text });
    },
    async setViewport(width, height) {
      await call('POST', `${s}/window/rect`, { width, height });
    },
    async screenshot(path) {
      const data = (await call('GET', `${s}/screenshot`)) as string;
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path, Buffer.from(data, 'base64'));
    },
    async close() {
      await call('DELETE', s).catch(() => undefined);
      child.kill('SIGTERM');
    },
  };
}

interface PuppeteerElement extends ElementRef {
  readonly handle: ElementHandle;
}

/** Firefox ESR over WebDriver BiDi (puppeteer-core), headless. */
export async function geckoDriver(executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'): Promise<EngineDriver> {
  const puppeteer = (await import('puppeteer-core')).default;
  // overlay scrollbars as on a phone (and in Chromium's headless screenshots): a desktop scrollbar
  // takes 12 px off a 375 px page and off its fixed bars
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: { 'widget.gtk.overlay-scrollbars.enabled': true, 'ui.useOverlayScrollbars': 1 },
  });
  const page: Page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  // tsx names the functions it compiles with a helper the page lacks (__name): a no-op stands in
  const expression = (fn: string, args: unknown[]) => `((__name) => (${fn})(...${JSON.stringify(args)}))((f) => f)`;
  return {
    engine: 'gecko',
    async goto(url) {
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(url, { waitUntil: 'load' });
          return;
        } catch (error) {
          // a navigation of the page's own (a logout's or a login's move) met this one, and Gecko
          // aborted it (NS_BINDING_ABORTED): asked again once the page's has begun
          if (attempt >= 3 || !String(error).includes('NS_BINDING_ABORTED')) throw error;
        }
      }
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    url: () => Promise.resolve(page.url()),
    async evaluate<T>(fn: string, args: unknown[] = []) {
      return (await page.evaluate(expression(fn, args))) as T;
    },
    async element(fn, args = []) {
      const handle = await page.evaluateHandle(expression(fn, args));
      const element = handle.asElement();
      if (!element) {
        await handle.dispose();
        return null;
      }
      const ref: PuppeteerElement = { engine: 'gecko', handle: element as ElementHandle };
      return ref;
    },
    async click(element) {
      await (element as PuppeteerElement).handle.click();
    },
    async type(element, text) {
      const handle = (element as PuppeteerElement).handle;
      await handle.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await handle.type(text);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async screenshot(path) {
      await page.screenshot({ path, fullPage: false });
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

interface PlaywrightElement extends ElementRef {
  readonly handle: PlaywrightHandle;
}

/** Chromium through Playwright, with the driver's interface: the same screens to compare against. */
export async function chromiumDriver(): Promise<EngineDriver> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const expression = (fn: string, args: unknown[]) => `((__name) => (${fn})(...${JSON.stringify(args)}))((f) => f)`;
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    url: () => Promise.resolve(page.url()),
    evaluate: async <T>(fn: string, args: unknown[] = []) => (await page.evaluate(expression(fn, args))) as T,
    async element(fn, args = []) {
      const handle = (await page.evaluateHandle(expression(fn, args))).asElement();
      if (!handle) return null;
      const ref: PlaywrightElement = { engine: 'chromium', handle };
      return ref;
    },
    click: (element) => (element as PlaywrightElement).handle.click(),
    type: (element, text) => (element as PlaywrightElement).handle.fill(text),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => browser.close(),
  };
}
