// The member's core path in one engine (decision 172): log in through the form, search with photos,
// a profile and its like, a conversation opened by a full page load, a reply without a reload, a
// reload and a send with the server stopped, a sandbox purchase, a logout that leaves nothing of the
// member in the browser. Found by role and text; members seeded through the test API.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { uuidv7 } from 'uuidv7';
import type { ElementRef, EngineDriver } from './driver.ts';
import { FIND, type Query } from './finder.ts';

/** What the path needs of the server: its address, and stopping and starting it on the same database. */
export interface ServerControl {
  readonly baseURL: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface PathReport {
  /** each step's name and how long it took (ms) */
  steps: Array<{ step: string; ms: number }>;
  /** from the first page load until a service worker controls the page (the app works offline) */
  offlineReadyMs: number;
}

const PASSWORD = 'engines-password-1';

/** The server's test API and member API, from Node, with a member's cookies. */
class ApiMember {
  private cookies = new Map<string, string>();
  constructor(readonly baseURL: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${this.baseURL}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, json };
  }
}

async function createMember(baseURL: string, fields: { email: string; name: string; credits: number; gender?: 'male' | 'female' }): Promise<number> {
  const answer = await new ApiMember(baseURL).call('POST', '/api/test/members', { ...fields, password: PASSWORD });
  if (answer.status >= 300) throw new Error(`creating a member: ${answer.status} ${JSON.stringify(answer.json)}`);
  return (answer.json as { id: number }).id;
}

/** where a failed wait leaves its screenshot */
const FAILURE_SHOTS = join(import.meta.dirname, '../../test-results/engines');

/** What lies at the centre of the element `query` finds: the element a click there reaches, and the scroll. */
const ON_TOP = `(query) => {
  const element = (${FIND})(query);
  if (!element) return 'the element went away';
  const box = element.getBoundingClientRect();
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : 'nothing';
  const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  const chain = [];
  for (let el = top; el && chain.length < 4; el = el.parentElement) chain.push(describe(el));
  return 'box ' + [box.x, box.y, box.width, box.height].map(Math.round).join(',') + ' in ' + innerWidth + 'x' + innerHeight + ', scrollY ' + scrollY + ', visualViewport ' + (visualViewport ? Math.round(visualViewport.height) + ' at ' + Math.round(visualViewport.offsetTop) : '-') + '; ' + (top && (top === element || element.contains(top)) ? 'the element itself' : chain.join(' < '));
}`;

/** The app in one engine, as a member uses it. */
class MemberBrowser {
  constructor(
    readonly driver: EngineDriver,
    readonly baseURL: string,
  ) {}

  /** Polls `probe` until it gives a value (no fixed sleeps); fails with `what` after `timeout`. */
  async until<T>(what: string | (() => string), probe: () => Promise<T | null | undefined | false>, timeout = 45_000): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown = null;
    for (;;) {
      try {
        const value = await probe();
        if (value !== null && value !== undefined && value !== false) return value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) {
        const path = await this.path().catch(() => '?');
        // the screen as it was, for a person to read (CI keeps test-results/)
        mkdirSync(FAILURE_SHOTS, { recursive: true });
        const shot = join(FAILURE_SHOTS, `${this.driver.engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`);
        const shotTaken = await this.driver.screenshot(shot).then(
          () => `screenshot ${shot}`,
          (error: unknown) => `no screenshot (${String(error)})`,
        );
        // what the page's engine was doing: who holds the leader lock, and the outbox
        const locks = await this.driver
          .evaluate<string>(
            String(async () => {
              // each part gives up after 5 s: what hangs is itself the finding (an IndexedDB open blocked)
              const within = <T,>(promise: Promise<T>, what: string): Promise<T | string> =>
                Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve(`${what}: no answer in 5 s`), 5_000))]);
              const states = [...document.querySelectorAll('[data-state]')].map((el) => `${el.getAttribute('data-state')}: ${(el.textContent ?? '').slice(0, 40)}`);
              const listed = indexedDB.databases ? await within(indexedDB.databases(), 'indexedDB.databases') : [];
              const names = typeof listed === 'string' ? [listed] : listed.map((d) => d.name ?? '');
              const versions = typeof listed === 'string' ? [] : listed.map((d) => `${d.name ?? ''} v${String(d.version)}`);
              const pagehide = localStorage.getItem('engines:pagehide');
              const member = names.find((n) => /:m\d+$/.test(n));
              const outbox = member
                ? await within(new Promise<string>((resolve) => {
                    const request = indexedDB.open(member);
                    request.onerror = () => resolve('unreadable');
                    request.onsuccess = () => {
                      const database = request.result;
                      if (![...database.objectStoreNames].includes('outbox')) return resolve('no outbox');
                      const transaction = database.transaction(['outbox', 'kv']);
                      const all = transaction.objectStore('outbox').getAll();
                      const user = transaction.objectStore('kv').get('user');
                      const sync = transaction.objectStore('kv').get('syncStatus');
                      transaction.oncomplete = () => {
                        const member = user.result as { value?: { credits?: number; paid_user?: boolean } } | undefined;
                        resolve(
                          JSON.stringify({ outbox: all.result, credits: member?.value?.credits, paid: member?.value?.paid_user, sync: sync.result as unknown }).slice(0, 800),
                        );
                        database.close();
                      };
                    };
                  }), 'indexedDB.open of the member database')
                : 'no member database';
              const status = member ? 'see outbox' : '';
              const scripts = performance.getEntriesByType('resource').flatMap((e) => (/worker/.test(e.name) ? [e.name.replace(location.origin, '')] : []));
              const free = navigator.locks ? await within(navigator.locks.request('sync-leader', { ifAvailable: true }, (lock) => lock !== null), 'locks.request') : null;
              const locks = navigator.locks ? await within(navigator.locks.query(), 'locks.query') : 'no Web Locks';
              // the service worker's registration: a first install that failed or hangs (its precache) shows here
              const registration = navigator.serviceWorker
                ? await within(
                    navigator.serviceWorker.getRegistration().then((reg) =>
                      reg ? { installing: reg.installing?.state ?? null, waiting: reg.waiting?.state ?? null, active: reg.active?.state ?? null } : 'none',
                    ),
                    'serviceWorker.getRegistration',
                  )
                : 'no service workers';
              return JSON.stringify({ pagehide, versions, locks, free, scripts, states, names, outbox, status, controller: Boolean(navigator.serviceWorker?.controller), registration });
            }),
          )
          .catch((error: unknown) => String(error));
        throw new Error(`${this.driver.engine}: ${typeof what === 'string' ? what : what()} not seen in ${timeout} ms on ${path}${last ? ` (${last instanceof Error ? last.message : JSON.stringify(last)})` : ''}; ${shotTaken}; locks: ${locks}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  find(query: Query) {
    return this.driver.element(FIND, [query]);
  }

  async see(query: Query, timeout?: number) {
    return this.until(`${query.role} ${query.name ?? query.pattern ?? ''}`, () => this.find(query), timeout);
  }

  /**
   * Finds the element and acts on it, again when the element went away in between (the app took
   * the server-painted form over, a list re-rendered): a stale element is no failure of the app.
   */
  private async act(query: Query, action: (element: ElementRef) => Promise<void>): Promise<void> {
    await this.until(`${query.role} ${query.name ?? query.pattern ?? ''} to act on`, async () => {
      const element = await this.find(query);
      if (!element) return null;
      try {
        await action(element);
      } catch (error) {
        // a click another element took: what covers the element's centre is the finding
        if (error instanceof Error && /intercept/i.test(error.message)) throw new Error(`${error.message}; on top: ${await this.driver.evaluate<string>(ON_TOP, [query]).catch(String)}`);
        throw error;
      }
      return true;
    });
  }

  async click(query: Query): Promise<void> {
    await this.act(query, (element) => this.driver.click(element));
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.act(query, (element) => this.driver.type(element, text));
  }

  async path(): Promise<string> {
    return new URL(await this.driver.url()).pathname;
  }

  async atPath(pattern: RegExp, timeout?: number): Promise<string> {
    return this.until(`address ${String(pattern)}`, async () => {
      const path = await this.path();
      return pattern.test(path) ? path : null;
    }, timeout);
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(`${this.baseURL}${path}`);
  }

  /** A message's delivery state (data-state) in the conversation shown, or null when it is not there. */
  messageState(text: string): Promise<string | null> {
    return this.driver.evaluate<string | null>(
      String((text: string) => {
        const region = [...document.querySelectorAll('[aria-label]')].find((el) => /^Messages with/.test(el.getAttribute('aria-label') ?? ''));
        const item = [...(region?.querySelectorAll('li,[role=listitem]') ?? [])].find((li) => (li.textContent ?? '').includes(text));
        return item ? (item.getAttribute('data-state') ?? 'shown') : null;
      }),
      [text],
    );
  }

  async messageIn(text: string, states: RegExp, timeout?: number): Promise<string> {
    return this.until(`message "${text}" ${String(states)}`, async () => {
      const state = await this.messageState(text);
      return state !== null && states.test(state) ? state : null;
    }, timeout);
  }
}

/**
 * Every IndexedDB database, localStorage and sessionStorage of the origin as text (`where: rows`).
 * A database whose name contains one of `unopened` is listed, not opened: its name is the finding,
 * and an open queued behind its deletion would create it again. (WebKit keeps a database whose
 * creation was aborted, at version 0: decision 196.)
 */
const SCAN_STORAGE = String(async (unopened: string[] = []) => {
  const parts: string[] = [];
  const databases = indexedDB.databases ? await indexedDB.databases() : [];
  parts.push(`databases: ${databases.map((d) => `${d.name ?? ''} v${String(d.version)}`).join(', ')}`);
  const listed = databases.flatMap((d) => (d.name && !unopened.some((part) => d.name?.includes(part)) ? [d.name] : []));
  for (const name of listed) {
    const rows = await new Promise<string[]>((resolve) => {
      // an open waits behind a deletion still under way: report it rather than hang
      setTimeout(() => resolve([`${name}: (not opened in 5 s)`]), 5_000);
      const request = indexedDB.open(name);
      request.onblocked = () => resolve([`${name}: (blocked)`]);
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = (event) => {
        event.preventDefault();
        resolve([]);
      };
      request.onsuccess = () => {
        const database = request.result;
        const stores = [...database.objectStoreNames];
        if (stores.length === 0) {
          database.close();
          resolve([`${name}: (empty)`]);
          return;
        }
        const transaction = database.transaction(stores, 'readonly');
        const found: string[] = [];
        for (const store of stores) {
          const all = transaction.objectStore(store).getAll();
          all.onsuccess = () => found.push(`${name}/${store}: ${JSON.stringify(all.result)}`);
        }
        transaction.oncomplete = () => {
          database.close();
          resolve(found);
        };
      };
    });
    parts.push(`indexedDB ${name}`, ...rows);
  }
  for (const [where, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? '';
      parts.push(`${where} ${key}: ${storage.getItem(key) ?? ''}`);
    }
  }
  return parts.join('\n');
});

/** Runs the core path; throws at the first step that fails. */
export async function corePath(driver: EngineDriver, server: ServerControl, log: (line: string) => void = () => {}): Promise<PathReport> {
  const { baseURL } = server;
  const app = new MemberBrowser(driver, baseURL);
  const steps: PathReport['steps'] = [];
  let t = Date.now();
  const done = (step: string) => {
    const now = Date.now();
    steps.push({ step, ms: now - t });
    log(`${driver.engine}: ${step} (${now - t} ms)`);
    t = now;
  };

  // letters only in names and texts: the contact filter masks digit runs (COMMON: test texts)
  const marker = uuidv7().replace(/[^a-f]/g, '').slice(0, 8);
  const me = { email: `engines-${driver.engine}-${marker}@e2e.test`, name: `Quinta${marker}` };
  const peer = { email: `engines-peer-${driver.engine}-${marker}@e2e.test`, name: `Rasmus${marker}` };
  // a man looking for women and a woman looking for men: each may be shown the other (decision 175),
  // and she, the newest member of his region, is his search's first card
  const myId = await createMember(baseURL, { ...me, credits: 50, gender: 'male' });
  const peerId = await createMember(baseURL, { ...peer, credits: 50 });
  const peerApi = new ApiMember(baseURL);
  const peerLogin = await peerApi.call('POST', '/api/user.php', { email: peer.email, password: PASSWORD });
  if (peerLogin.status >= 300) throw new Error(`peer login: ${peerLogin.status}`);

  // the visitor already accepted the site-entry warning, and the time-bonus modal waits (as tests/e2e/fixtures.ts)
  const firstVisit = Date.now();
  await app.goto('/login');
  await driver.evaluate(
    String(() => {
      localStorage.setItem('entryWarningDismissedAt', String(Date.now()));
      document.cookie = `entry_ok=${Date.now()}; path=/`;
      document.cookie = 'test_tb_delay=600; path=/';
    }),
  );
  await driver.reload();

  // log in through the form
  await app.fill({ role: 'textbox', name: 'E-mail' }, me.email);
  await app.fill({ role: 'label', name: 'Password' }, PASSWORD);
  await app.click({ role: 'button', name: 'Log in' });
  await app.atPath(/^\/members$/);
  done('logged in through the form');

  // a full page load at once, while the first visit's screens still load: WebKit cancels their
  // imports, and the app's reload for a failed chunk took the member back (decision 192)
  await app.goto('/likes');
  await app.atPath(/^\/likes$/);
  await app.see({ role: 'heading', pattern: '^Liked me' });
  await app.goto('/members');
  await app.atPath(/^\/members$/);
  done('a full page load straight after the login opens the page asked for');

  // the search shows photos: loaded pictures in the result cards
  const loadedPhotos = await app.until('photos in the search results', () =>
    driver.evaluate<number | null>(
      String(() => {
        const list = [...document.querySelectorAll('[aria-label="Search results"]')][0];
        const loaded = [...(list?.querySelectorAll('img') ?? [])].filter((img) => img.complete && img.naturalWidth > 0).length;
        return loaded > 0 ? loaded : null;
      }),
    ),
  );
  done(`search shows ${loadedPhotos} photos`);

  // open a profile (a card of the search) and like it
  await app.click({ role: 'link', pattern: '.', within: { role: 'list', pattern: '^Search results$' } });
  await app.atPath(/^\/members\/\d+$/);
  await app.see({ role: 'heading', pattern: '^About ' });
  await app.click({ role: 'button', name: 'Like' });
  await app.until('the like pressed', async () => {
    const liked = await app.find({ role: 'button', name: 'Liked' });
    return liked ? driver.evaluate<boolean>(String(() => document.querySelector('button[aria-pressed="true"]') !== null)) : null;
  });
  done('opened a profile and liked it');

  // the conversation by a full page load (the page before stays in the back-forward cache); the
  // test notes whether the page before went into the cache, for the diagnostics of a failure
  await driver.evaluate(
    String(() => {
      addEventListener('pagehide', (event) => localStorage.setItem('engines:pagehide', `persisted ${String(event.persisted)}`));
    }),
  );
  await app.goto(`/members/${peerId}/chat`);
  await app.click({ role: 'button', name: 'No, thanks', within: { role: 'dialog', pattern: '.' } });
  const first = `Hello ${peer.name}, nice to meet you`;
  await app.fill({ role: 'textbox', pattern: '^Message to' }, first);
  await app.click({ role: 'button', name: 'Send' });
  await app.messageIn(first, /^(sent|read)$/, 90_000);
  const conversation = Number((await app.atPath(/^\/chats\/\d+$/)).split('/').pop());
  const bodies = async () => {
    const answer = await peerApi.call('GET', `/api/messages.php?conversation=${conversation}`);
    return ((answer.json as { messages?: Array<{ body: string }> }).messages ?? []).map((m) => m.body);
  };
  const storedFirst = (await bodies()).filter((body) => body === first).length;
  if (storedFirst !== 1) throw new Error(`${driver.engine}: the message is stored ${storedFirst} times`);
  done('sent a message after a full page load, stored once');

  // a reply from the other member appears without a reload
  const reply = `Hi ${me.name}, lovely to hear from you`;
  const sent = await peerApi.call('POST', '/api/messages.php', { id: uuidv7(), conversation_id: conversation, kind: 'text', body: reply });
  if (sent.status >= 300) throw new Error(`reply: ${sent.status} ${JSON.stringify(sent.json)}`);
  await app.messageIn(reply, /./, 60_000);
  done('the reply appeared without a reload');

  // with the server stopped, a reload still shows the conversation, and a message written then is
  // delivered once after the server is back
  await app.until(
    'a service worker controlling the page',
    () => driver.evaluate<boolean>(String(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined)),
    60_000,
  );
  const offlineReadyMs = Date.now() - firstVisit;
  await server.stop();
  await driver.reload();
  await app.messageIn(reply, /./);
  await app.messageIn(first, /./);
  // the service worker painted the conversation into the document it answered (decision 201)
  const painted = await driver.evaluate<string | null>(String(() => document.documentElement.getAttribute('data-painted')));
  if (painted !== String(conversation)) throw new Error(`${driver.engine}: the service worker did not paint conversation ${conversation} (${painted})`);
  const offline = `Written while the server was away, ${peer.name}`;
  await app.fill({ role: 'textbox', pattern: '^Message to' }, offline);
  await app.click({ role: 'button', name: 'Send' });
  await app.messageIn(offline, /^sending$/);
  done('with the server stopped: the reload shows the conversation, the new message waits');
  await server.start();
  await app.messageIn(offline, /^(sent|read)$/, 120_000);
  const delivered = (await bodies()).filter((body) => body === offline).length;
  if (delivered !== 1) throw new Error(`${driver.engine}: the offline message is stored ${delivered} times`);
  done('server back: the message written then is delivered once');

  // buy credits in the sandbox and see the balance
  await app.goto('/credits');
  await app.see({ role: 'heading', name: 'Buy credits' });
  await app.click({ role: 'button', pattern: '^Buy now: 20 credits for' });
  await app.atPath(/^\/credits\/\d+$/);
  await app.click({ role: 'radio', pattern: '.' });
  await app.click({ role: 'button', pattern: '^Pay ' });
  await app.atPath(/^\/sandbox-checkout\/sbx_/);
  await app.click({ role: 'radio', name: 'Payment succeeds' });
  await app.click({ role: 'button', name: 'Continue' });
  await app.atPath(/^\/transactions\/[0-9a-f-]{36}$/);
  const stored = await driver.evaluate<number>(
    String(async () => ((await (await fetch('/api/user.php')).json()) as { user: { credits: number } }).user.credits),
  );
  await app.see({ role: 'link', name: `Credits ${stored}` });
  done('bought credits in the sandbox, balance shown');

  // log out: nothing of the member left in the browser's storage
  await app.click({ role: 'button', pattern: 'Account menu' });
  await app.click({ role: 'menuitem', name: 'Log out' });
  await app.see({ role: 'link', name: 'Log in' });
  let lastScan = '';
  const leftover = await app.until(() => `the member gone from the browser storage (last found: ${lastScan})`, async () => {
    const text = await driver.evaluate<string>(SCAN_STORAGE, [[`:m${myId}`]]);
    // the names are not looked for: a visitor's search (where the logout lands) shows both members'
    // public cards, as it does to anyone; the member's own rows, address and messages must be gone
    const found = [me.email, first, reply, offline, `:m${myId}`, '"key":"user","value":{'].filter((needle) => text.includes(needle));
    if (found.length) lastScan = `${found.join(', ')} in:\n${text.slice(0, 3000)}`;
    return found.length === 0 ? text : null;
  });
  void leftover;
  done('logged out, nothing of the member left');
  return { steps, offlineReadyMs };
}
