// One local database per member (decision 116), in Chromium: after member A logs out and member B
// logs in on the same browser profile, no IndexedDB database of the site holds anything of A.
import type { Page } from '@playwright/test';
import { uuidv7 } from 'uuidv7';
import { test, expect, createMember, loginThroughForm, uniqueEmail } from './fixtures.ts';

/**
 * Every IndexedDB database of the origin: its name and every row of every store, as text (`db/store
 * rows` lines). A database deleted between the listing and its reading is left out, and not created
 * again by the reading: an open that would create it is aborted.
 */
async function scanIndexedDb(page: Page): Promise<{ names: string[]; text: string }> {
  return page.evaluate(async () => {
    const listed = (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : []));
    const names: string[] = [];
    const parts: string[] = [];
    for (const name of listed) {
      const rows = await new Promise<string[] | null>((resolve, reject) => {
        const request = indexedDB.open(name);
        let gone = false;
        request.onupgradeneeded = () => {
          gone = true;
          request.transaction?.abort();
        };
        request.onerror = (event) => {
          event.preventDefault();
          if (gone) resolve(null);
          else reject(request.error ?? new Error(name));
        };
        request.onsuccess = () => {
          const database = request.result;
          const stores = [...database.objectStoreNames];
          if (stores.length === 0) {
            database.close();
            resolve([]);
            return;
          }
          const transaction = database.transaction(stores, 'readonly');
          const found: string[] = [];
          for (const store of stores) {
            const all = transaction.objectStore(store).getAll();
            all.onsuccess = () => found.push(`${name}/${store} ${JSON.stringify(all.result)}`);
          }
          transaction.oncomplete = () => {
            database.close();
            resolve(found);
          };
        };
      });
      if (rows === null) continue;
      names.push(name);
      parts.push(name, ...rows);
    }
    return { names, text: parts.join('\n') };
  });
}

test('after A logs out and B logs in on the same browser, no IndexedDB database holds anything of A', async ({ page }) => {
  const password = 'storage-pw-1';
  const marker = Math.random().toString(36).slice(2, 8);
  const a = { email: uniqueEmail('storage-a'), name: `Anneke${marker}` };
  const b = { email: uniqueEmail('storage-b'), name: `Bodil${marker}` };
  const peer = { email: uniqueEmail('storage-peer'), name: `Petra${marker}` };
  const aId = await createMember(page, { email: a.email, password, name: a.name, credits: 100 });
  await createMember(page, { email: b.email, password, name: b.name });
  const peerId = await createMember(page, { email: peer.email, password, name: peer.name });
  const text = `only-for-anneke-${marker}`;

  // A logs in, writes to a third member, and the chats sync into this browser
  await loginThroughForm(page, a.email, password);
  await expect(page).toHaveURL(/\/members$/);
  const sent = await page.request.post('/api/messages.php', { data: { id: uuidv7(), kind: 'text', body: text, profile_id: peerId } });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.goto('/chats');
  await expect(page.getByText(text).first()).toBeVisible();
  const whileLoggedIn = await scanIndexedDb(page);
  expect(whileLoggedIn.text).toContain(text);
  expect(whileLoggedIn.names.some((name) => name.endsWith(`:m${aId}`))).toBe(true);

  // A logs out through the account menu (the chats page has its own top bar)
  await page.goto('/members');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  // B logs in on the same browser profile and syncs
  await loginThroughForm(page, b.email, password);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText(b.name);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

  await expect
    .poll(async () => {
      const { names, text: all } = await scanIndexedDb(page);
      // B may see A's public card (name, age, photo) in B's own search results or profile pages, like
      // any member's: those stores are B's view of the site, not A's data
      const ownData = all
        .split('\n')
        .filter((line) => !/\/(profiles|searches|profileDetails) /.test(line))
        .join('\n');
      return {
        database: names.some((name) => name.endsWith(`:m${aId}`)),
        email: all.includes(a.email),
        name: ownData.includes(a.name),
        message: all.includes(text),
        b: all.includes(b.email),
      };
    })
    .toEqual({ database: false, email: false, name: false, message: false, b: true });
});
