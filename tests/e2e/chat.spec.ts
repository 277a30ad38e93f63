import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { controlledByServiceWorker, memberContext, message, sendText, startConversation } from './chat-helpers.ts';
import { createMember, expect, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'chat-e2e-password';

async function newMember(page: Page, name: string, extra: { credits?: number; paid_user?: boolean } = {}) {
  const email = uniqueEmail(name.toLowerCase());
  const id = await createMember(page, { email, password: PASSWORD, name, credits: 100, ...extra });
  return { id, email, name };
}

test.describe('chat', () => {
  test('two members chat and each sees the other’s message without reloading', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Ada');
    const ben = await newMember(page, 'Ben');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    const b = await memberContext(browser, baseURL ?? '', ben.email, PASSWORD);

    const conversation = await startConversation(a.page, ben.id, 'Hello Ben, nice profile!');
    await expect(message(a.page, 'Hello Ben, nice profile!')).toHaveAttribute('data-state', /sent|read/);

    await b.page.goto('/chats');
    await b.page.getByRole('link', { name: /Ada/ }).click();
    await expect(b.page).toHaveURL(`/chats/${conversation}`);
    await expect(message(b.page, 'Hello Ben, nice profile!')).toBeVisible();
    // Ben opened it: Ada sees it read, without reloading
    await expect(message(a.page, 'Hello Ben, nice profile!')).toHaveAttribute('data-state', 'read');

    // Ada reads Ben's answer as it arrives: her page title and unread badges never count it, not
    // even for the moment before her read lands (decision 161)
    await a.page.evaluate(() => {
      const counted: string[] = [];
      (window as unknown as { __counted: string[] }).__counted = counted;
      new MutationObserver(() => {
        if (/^\(\d+\)/.test(document.title)) counted.push(document.title);
        if (document.querySelector('.badge-unread')) counted.push('unread badge');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await sendText(b.page, 'Thanks Ada! How are you?');
    await expect(message(a.page, 'Thanks Ada! How are you?')).toBeVisible();
    await expect(message(b.page, 'Thanks Ada! How are you?')).toHaveAttribute('data-state', 'read');
    expect(await a.page.evaluate(() => (window as unknown as { __counted: string[] }).__counted)).toEqual([]);
    await sendText(a.page, 'Great, thanks for asking');
    await expect(message(b.page, 'Great, thanks for asking')).toBeVisible();
    await a.context.close();
    await b.context.close();
  });

  test('a first conversation opened from a profile takes the conversation column beside the list on a desktop', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Ada');
    const ben = await newMember(page, 'Ben');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    await a.page.setViewportSize({ width: 1280, height: 800 });
    await a.page.goto(`/members/${ben.id}/chat`);
    await a.page.getByRole('dialog').getByRole('button', { name: 'No, thanks' }).click();
    // it was squeezed into the list's 360 px column with the rest of the screen empty
    const box = await a.page.getByRole('textbox', { name: /Message to/ }).boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(360);
    expect(box?.width ?? 0).toBeGreaterThan(500);
    await expect(a.page.getByRole('navigation', { name: 'Conversations' }).or(a.page.getByText('No conversations yet'))).toBeVisible();
    await a.context.close();
  });

  test('on a phone a conversation fills the screen without the conversation list; widened, the list is beside it', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Ada');
    const ben = await newMember(page, 'Ben');
    const cleo = await newMember(page, 'Cleo');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    await startConversation(a.page, cleo.id, 'Hello Cleo');
    const withBen = await startConversation(a.page, ben.id, 'Hello Ben');
    await a.page.setViewportSize({ width: 375, height: 740 });
    await a.page.goto(`/chats/${withBen}`);
    await expect(message(a.page, 'Hello Ben')).toBeVisible();
    // not merely hidden: the list is not built on a phone (its rows, its live query, its photos)
    const list = a.page.locator('.chats-aside');
    await expect(list).toHaveCount(0);
    await expect(a.page.getByText('Cleo')).toHaveCount(0);
    const messages = await a.page.getByRole('region', { name: /Messages with/ }).boundingBox();
    expect(messages?.x).toBe(0);
    expect(messages?.width).toBe(375);
    await a.page.setViewportSize({ width: 1280, height: 800 });
    const nav = a.page.getByRole('navigation', { name: 'Conversations' });
    await expect(nav.getByRole('link', { name: /Cleo/ })).toBeVisible();
    // titled as on /chats, below the page's heading: the conversation's
    await expect(a.page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
    await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(/Ben/);
    await expect(nav.getByRole('link', { name: /Ben/ })).toBeVisible();
    await a.page.setViewportSize({ width: 375, height: 740 });
    await expect(list).toHaveCount(0);
    await expect(message(a.page, 'Hello Ben')).toBeVisible();
    await a.context.close();
  });

  test('a conversation with a fictional profile carries the site’s fictional icon in the list and the conversation', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Ada');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    // a fictional profile of the demo data, from the search
    let fictional: { id: number; name: string } | undefined;
    for (let n = 1; n <= 8 && !fictional; n++) {
      const answer = await a.page.request.get(`/api/members.php?page=${n}`);
      fictional = ((await answer.json()) as { profiles: Array<{ id: number; name: string; fictional: boolean }> }).profiles.find((p) => p.fictional);
    }
    expect(fictional).toBeDefined();
    if (!fictional) return;
    await startConversation(a.page, fictional.id, 'Hello there');
    // the conversation's title carries the icon, named by the site's warning
    await expect(a.page.getByRole('heading', { level: 1 }).getByRole('img', { name: /fictional/i })).toBeVisible();
    await a.page.goto('/chats');
    const item = a.page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(fictional.name) });
    await expect(item.getByRole('img', { name: /fictional/i })).toBeVisible();
    await expect(a.page.getByRole('navigation', { name: 'Conversations' }).getByText(/are fictional/)).toBeVisible();
    await a.context.close();
  });

  test.describe('offline, under the service worker', () => {
    // what a member's browser does once the service worker runs (decision 200)
    test.use({ serviceWorkers: 'allow' });

    test('a message written offline shows sending, survives a reload and is delivered exactly once', async ({ page, browser, baseURL }) => {
      // two members, two contexts, an offline round trip: give a loaded 2-core machine room
      test.slow();
      const ada = await newMember(page, 'Ada');
      const ben = await newMember(page, 'Ben');
      const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
      const conversation = await startConversation(a.page, ben.id, 'First, online');
      await expect(message(a.page, 'First, online')).toHaveAttribute('data-state', /sent|read/);
      await controlledByServiceWorker(a.page);

      await a.context.setOffline(true);
      await sendText(a.page, 'Written on the train');
      await expect(message(a.page, 'Written on the train')).toHaveAttribute('data-state', 'sending');
      await a.page.reload();
      await expect(message(a.page, 'Written on the train')).toHaveAttribute('data-state', 'sending');
      await expect(message(a.page, 'First, online')).toBeVisible();

      await a.context.setOffline(false);
      await expect(message(a.page, 'Written on the train')).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });

      const b = await memberContext(browser, baseURL ?? '', ben.email, PASSWORD);
      const res = await b.page.request.get(`/api/messages.php?conversation=${conversation}`);
      const bodies = ((await res.json()) as { messages: Array<{ body: string }> }).messages.map((m) => m.body);
      expect(bodies.filter((body) => body === 'Written on the train')).toHaveLength(1);
      await a.context.close();
      await b.context.close();
    });
  });

  test('a send refused for credits rolls back and offers to buy credits', async ({ page, browser, baseURL }) => {
    const poor = await newMember(page, 'Cleo', { credits: 0 });
    const ben = await newMember(page, 'Ben');
    const c = await memberContext(browser, baseURL ?? '', poor.email, PASSWORD);
    await c.page.goto(`/members/${ben.id}/chat`);
    await c.page.getByRole('dialog').getByRole('button', { name: 'No, thanks' }).click();
    await sendText(c.page, 'Can I say hi?');
    await expect(message(c.page, 'Can I say hi?')).toHaveAttribute('data-state', 'failed');
    const alert = c.page.getByRole('alert').filter({ hasText: 'You do not have enough credits to send this message to Ben.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await expect(c.page.getByRole('button', { name: 'Retry all' })).toBeVisible();
    await c.page.getByRole('button', { name: 'Delete all unsent messages' }).click();
    await expect(message(c.page, 'Can I say hi?')).toHaveCount(0);
    await c.context.close();
  });

  test('two tabs of one member run one sync engine and both show new messages', async ({ page, browser, baseURL }) => {
    const ada = await newMember(page, 'Ada');
    const ben = await newMember(page, 'Ben');
    const a = await memberContext(browser, baseURL ?? '', ada.email, PASSWORD);
    const conversation = await startConversation(a.page, ben.id, 'From the first tab');
    const second = await a.context.newPage();
    await second.goto(`/chats/${conversation}`);
    await expect(message(second, 'From the first tab')).toBeVisible();
    // the second tab paints from storage first and starts its worker after that (decision 154),
    // which then waits behind the first tab's leader
    const locks = () =>
      second.evaluate(async () => {
        const state = await navigator.locks.query();
        return { held: (state.held ?? []).filter((l) => l.name === 'sync-leader').length, pending: (state.pending ?? []).filter((l) => l.name === 'sync-leader').length };
      });
    await expect.poll(locks).toEqual({ held: 1, pending: 1 });
    await sendText(second, 'From the second tab');
    await expect(message(a.page, 'From the second tab')).toHaveAttribute('data-state', /sent|read/);
    await expect(message(second, 'From the second tab')).toHaveAttribute('data-state', /sent|read/);
    await a.page.close();
    // the second tab's worker takes over as leader
    await sendText(second, 'After the first tab closed');
    await expect(message(second, 'After the first tab closed')).toHaveAttribute('data-state', /sent|read/);
    await a.context.close();
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

test.describe('several server instances', () => {
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (PostgreSQL)');
  const instances: ChildProcess[] = [];
  let dbName = '';

  async function startInstance(port: number, databaseUrl: string): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'chat-multi-')),
        SEED_MEMBERS: '50',
        DEMO_MODE: '1',
        TEST_API: '1',
        LOGIN_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      },
      stdio: 'ignore',
    });
    instances.push(child);
    await expect
      .poll(async () => fetch(`http://localhost:${port}/api/settings.php`).then((r) => r.status).catch(() => 0), { timeout: 90_000 })
      .toBe(200);
  }

  test.afterAll(async () => {
    for (const child of instances) child.kill('SIGTERM');
    await Promise.all(instances.map((c) => new Promise((resolve) => (c.exitCode === null ? c.once('exit', resolve) : resolve(null)))));
    if (!dbName || !adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  test('a message sent through instance A reaches a member connected to instance B', async ({ browser }) => {
    test.setTimeout(180_000);
    dbName = `chat_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${dbName}`;
    const base = Number(process.env.E2E_PORT ?? 3320);
    const [portA, portB] = [base + 5, base + 6];
    await startInstance(portA, url.toString());
    await startInstance(portB, url.toString());
    const instanceA = `http://localhost:${portA}`;
    const instanceB = `http://localhost:${portB}`;

    const setup = await browser.newContext({ baseURL: instanceA });
    const setupPage = await setup.newPage();
    const ada = await newMember(setupPage, 'Ada');
    const ben = await newMember(setupPage, 'Ben');
    await setup.close();

    const b = await memberContext(browser, instanceB, ben.email, PASSWORD);
    await b.page.goto('/chats');
    const a = await memberContext(browser, instanceA, ada.email, PASSWORD);
    await startConversation(a.page, ben.id, 'Hello across instances');
    await b.page.getByRole('link', { name: /Ada/ }).click();
    await expect(message(b.page, 'Hello across instances')).toBeVisible();
    await sendText(a.page, 'And one more, live');
    await expect(message(b.page, 'And one more, live')).toBeVisible({ timeout: 5_000 });
    await a.context.close();
    await b.context.close();
  });
});
