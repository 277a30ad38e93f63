// One member, one local database (decision 116) and unsent messages at logout (decision 117): what
// a shared device relies on. Every test ends with a scan of every database of the site for the
// first member's traces.
import { uuidv7 } from 'uuidv7';
import { describe, expect, it, vi } from 'vitest';
import { chatApi, type Chat, type ChatsAnswer, type SendMessageAnswer, type SendMessageRequest } from '../src/contract/chats.ts';
import { MEDIA_CACHE } from '../src/contract/constants.ts';
import { api, type User } from '../src/contract/index.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { DB_PREFIX, deviceDbName, LEFTOVER_DATABASES_KEY } from '../src/db/names.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createSyncEngine, type EngineDeps } from './engine.ts';
import { LOGOUT_SEND_MS } from './memberSession.ts';
import { openKvStore } from './kvStore.ts';
import { createStores, type CacheStorageLike, type LocalStores, type StoresOptions } from './stores.ts';
import { makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { memberServer, type FakeServer, type RecordedRequest } from './testing/fakeServer.ts';
import { FakeLocks } from './testing/fakeTabs.ts';

const ANNA = makeUser({ id: 41, email: 'anna.private@example.com', profile: { ...makeUser().profile, name: 'Annabel Secret' } });
const BERT = makeUser({ id: 52, email: 'bert@example.com' });
const ANNA_TEXT = 'only-for-anna-7f3c';
const PEER = 9;

let hosts = 0;

/** CacheStorage as browsers have it: the answer comes a task later, never in a microtask. */
function laterCaches(): CacheStorageLike & { deleted: string[] } {
  const deleted: string[] = [];
  return {
    deleted,
    delete: (name) =>
      new Promise((resolve) => {
        setTimeout(() => {
          deleted.push(name);
          resolve(true);
        }, 0);
      }),
  };
}

const annaChat = (): Chat => ({
  conversation: { id: 700 },
  profile: { id: PEER, name: 'Mia', image: null, status: 'active', fictional: false },
  num_unread_messages: 1,
  last_message: { id: uuidv7(), kind: 'text', body: ANNA_TEXT, from_me: false },
  last_message_at: new Date(1_800_000_000_000).toISOString(),
  last_seq: '3',
  peer_read_seq: '0',
  reply_blocked: false,
});

/** A fetch that holds the answers to `path` until `release` (the request is recorded at once). */
function gated(server: FakeServer, method: string, path: string) {
  let held = false;
  let asked = 0;
  let open: () => void = () => {};
  let gate = Promise.resolve();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const hit = (init?.method ?? 'GET') === method && url.startsWith(path);
    if (hit) asked += 1;
    if (hit && held) await gate;
    return server.fetch(input, init);
  };
  return {
    fetch,
    asked: () => asked,
    hold() {
      held = true;
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      held = false;
      open();
    },
  };
}

function setup(server: FakeServer, extra: Partial<EngineDeps> = {}, storeOptions: StoresOptions = {}) {
  const caches = laterCaches();
  const host = `member-storage-${++hosts}`;
  const stores = createStores({ host, caches, ...storeOptions });
  const clock = new FakeClock();
  const engine = createSyncEngine({ stores, fetch: server.fetch, clock, sleep: () => Promise.resolve(), random: () => 0.5, tabId: 'tab', ...extra });
  clock.settle = () => engine.settled();
  async function started() {
    await engine.start({ visible: true, online: true });
    await engine.leadership;
    await engine.settled();
  }
  return { stores, clock, engine, caches, host, started };
}

async function storeMember(stores: LocalStores, user: User) {
  await stores.writeCurrent(user.id);
  const db = new AppDatabase(stores.nameOf(user.id));
  await writeKv('user', user, db);
  db.close();
}

function readAll(name: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
    request.onsuccess = () => {
      const database = request.result;
      const stores = [...database.objectStoreNames];
      if (stores.length === 0) {
        database.close();
        resolve([]);
        return;
      }
      const transaction = database.transaction(stores, 'readonly');
      const rows: unknown[] = [];
      for (const store of stores) {
        const all = transaction.objectStore(store).getAll();
        all.onsuccess = () => rows.push(...(all.result as unknown[]));
      }
      transaction.oncomplete = () => {
        database.close();
        resolve(rows);
      };
    };
  });
}

/** Every database of the site (name and every row of every store) as one text. */
async function scan(host: string): Promise<string> {
  const names = (await indexedDB.databases()).flatMap((d) => (d.name?.startsWith(`${DB_PREFIX}:${host}`) ? [d.name] : []));
  const parts = await Promise.all(names.map(async (name) => `${name} ${JSON.stringify(await readAll(name))}`));
  return parts.join('\n');
}

function expectNothingOfAnna(text: string): void {
  expect(text).not.toContain(ANNA.email);
  expect(text).not.toContain('Annabel Secret');
  expect(text).not.toContain(ANNA_TEXT);
  expect(text).not.toMatch(/:m41\b/);
  expect(text).not.toContain('"id":41');
}

const sendAnswer = (body: SendMessageRequest): SendMessageAnswer => {
  const at = new Date(1_800_000_100_000).toISOString();
  return {
    message: { id: body.id, conversation_id: 700, from_me: true, kind: 'text', body: body.body, gift_id: null, image: null, created_at: at, seq: '4' },
    chat: { ...annaChat(), last_message: { id: body.id, kind: 'text', body: body.body, from_me: true }, last_message_at: at, last_seq: '4' },
    credits: 10,
    cost: 5,
  };
};

const chatsOf = (chats: Chat[]): { status: number; body: ChatsAnswer } => ({ status: 200, body: { chats, tombstones: [], cursor: '5' } });

describe('a member’s data leaves with them', () => {
  it('logout with a CacheStorage that answers a task later deletes the member’s database and media cache', async () => {
    const server = memberServer(ANNA).on('GET', chatApi.chats, chatsOf([annaChat()]));
    const { stores, engine, caches, host, clock, started } = setup(server);
    await storeMember(stores, ANNA);
    await started();
    await clock.advance(5_000);
    expect(await scan(host)).toContain(ANNA_TEXT);
    await engine.logout();
    expect(caches.deleted).toEqual([MEDIA_CACHE]);
    expect(await stores.readCurrent()).toBeNull();
    expect(engine.scheduler.state.loggedIn).toBe(false);
    expectNothingOfAnna(await scan(host));
  });

  it('a forced logout (403 authentication_required on a member call) does the same, a task-later CacheStorage and all', async () => {
    const server = memberServer(ANNA).on('GET', chatApi.chats, chatsOf([annaChat()]));
    const { stores, engine, caches, host, clock, started } = setup(server);
    await storeMember(stores, ANNA);
    await started();
    await clock.advance(5_000);
    server.on('GET', `${chatApi.chats}?since=5`, { status: 403, body: { error: 'authentication_required' } });
    await engine.poke('manual');
    await engine.settled();
    await expect.poll(() => caches.deleted).toEqual([MEDIA_CACHE]);
    expect(await stores.readCurrent()).toBeNull();
    expectNothingOfAnna(await scan(host));
  });

  it('the password changed on another device (403 on user.php) wipes the member’s data within one pull', async () => {
    const server = memberServer(ANNA).on('GET', chatApi.chats, chatsOf([annaChat()]));
    const { stores, engine, host, clock, started } = setup(server);
    await storeMember(stores, ANNA);
    await started();
    await clock.advance(5_000);
    expect(await scan(host)).toContain(ANNA_TEXT);
    server.on('GET', api.user, { status: 403, body: { error: 'authentication_required' } });
    const before = server.count('GET', api.user);
    await engine.poke('manual');
    await engine.settled();
    expect(server.count('GET', api.user)).toBe(before + 1);
    expect(engine.scheduler.state.loggedIn).toBe(false);
    expectNothingOfAnna(await scan(host));
  });

  it('logout while a pull is out: what it brings for the member is dropped, and the next member starts clean', async () => {
    const server = memberServer(ANNA).on('GET', chatApi.chats, chatsOf([annaChat()]));
    const gate = gated(server, 'GET', chatApi.chats);
    const { stores, engine, host, started } = setup(server, { fetch: gate.fetch });
    await storeMember(stores, ANNA);
    await started();
    gate.hold();
    const asked = gate.asked();
    void engine.poke('manual');
    await expect.poll(gate.asked).toBe(asked + 1);
    await engine.logout();
    // Bert logs in on the same device while Anna's chats answer is still out
    server.on('POST', api.user, { status: 200, body: { user: BERT } }).on('GET', api.user, { status: 200, body: { user: BERT } });
    server.on('GET', chatApi.chats, chatsOf([]));
    expect(await engine.login({ email: BERT.email, password: 'secret-pw' })).toEqual({ ok: true });
    gate.release();
    await engine.settled();
    const db = await engine.database();
    expect((await readKv('user', db))?.id).toBe(BERT.id);
    expect(await db.chats.count()).toBe(0);
    expectNothingOfAnna(await scan(host));
  });

  it('logout while a message is being sent: it may go out as Anna, its answer is dropped, and it is never sent as Bert', async () => {
    const posted: RecordedRequest[] = [];
    const server = memberServer(ANNA)
      .on('GET', chatApi.chats, chatsOf([annaChat()]))
      .on('POST', chatApi.messages, (request) => {
        posted.push(request);
        return { status: 200, body: sendAnswer(request.body as SendMessageRequest) };
      });
    const gate = gated(server, 'POST', chatApi.messages);
    const { stores, engine, host, clock, started } = setup(server, { fetch: gate.fetch });
    await storeMember(stores, ANNA);
    await started();
    await clock.advance(5_000);
    gate.hold();
    const message = { id: uuidv7(), createdAt: clock.now(), conversationId: 700, profileId: PEER, profileName: 'Mia', profileImage: null, kind: 'text' as const, body: ANNA_TEXT };
    expect(await engine.actions.sendMessage(message)).toEqual({ ok: true });
    await expect.poll(gate.asked).toBe(1);
    // logout waits for the send (decision 117), for LOGOUT_SEND_MS at most
    const loggedOut = engine.logout();
    await clock.advance(LOGOUT_SEND_MS);
    await loggedOut;
    server.on('POST', api.user, { status: 200, body: { user: BERT } }).on('GET', api.user, { status: 200, body: { user: BERT } });
    server.on('GET', chatApi.chats, chatsOf([]));
    expect(await engine.login({ email: BERT.email, password: 'secret-pw' })).toEqual({ ok: true });
    gate.release();
    await engine.settled();
    await clock.advance(60_000);
    expect(posted).toHaveLength(1);
    const db = await engine.database();
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expectNothingOfAnna(await scan(host));
  });

  it('logout sends what is waiting in the outbox first while the session holds (decision 117)', async () => {
    const posted: RecordedRequest[] = [];
    const server = memberServer(ANNA)
      .on('GET', chatApi.chats, chatsOf([annaChat()]))
      .on('POST', chatApi.messages, 'network');
    const { stores, engine, host, clock, started } = setup(server);
    await storeMember(stores, ANNA);
    await started();
    await clock.advance(5_000);
    const message = { id: uuidv7(), createdAt: clock.now(), conversationId: 700, profileId: PEER, profileName: 'Mia', profileImage: null, kind: 'text' as const, body: 'still waiting' };
    await engine.actions.sendMessage(message);
    await engine.settled();
    server.on('POST', chatApi.messages, (request) => {
      posted.push(request);
      return { status: 200, body: sendAnswer(request.body as SendMessageRequest) };
    });
    await engine.logout();
    expect(posted.map((r) => (r.body as SendMessageRequest).id)).toContain(message.id);
    expectNothingOfAnna(await scan(host));
  });

  // decision 195: in WebKit a connection of a worker terminated mid-transaction never closes, and a
  // deletion of its database then never ends
  it('a deletion that cannot end: the logout empties the database and goes on; a later start deletes it', async () => {
    const server = memberServer(ANNA).on('GET', chatApi.chats, chatsOf([annaChat()]));
    const { stores, engine, host, clock, started } = setup(server, {}, { removalWaitMs: 50 });
    await storeMember(stores, ANNA);
    await started();
    await clock.advance(5_000);
    expect(await scan(host)).toContain(ANNA_TEXT);
    const name = stores.nameOf(ANNA.id);
    const stuck = await openIgnoringVersionChange(name);

    await engine.logout();
    expect(await stores.readCurrent()).toBeNull();
    // no row of Anna is left, though her database could not be deleted yet (read through the
    // connection that holds it: an open would wait behind the deletion)
    expect(JSON.stringify(await rowsOf(stuck))).toBe('[]');
    const device = openKvStore<Record<string, unknown>>(deviceDbName(host));
    expect(await device.get(LEFTOVER_DATABASES_KEY)).toEqual([name]);

    // the connection is gone (the browser restarted): the next start deletes what is left
    stuck.close();
    await stores.removeLeftovers();
    expect(await device.get(LEFTOVER_DATABASES_KEY)).toEqual([]);
    device.close();
    expectNothingOfAnna(await scan(host));
  });

  it('a later start deletes the databases left, never the current member’s own', async () => {
    const host = `member-storage-${++hosts}`;
    const stores = createStores({ host, caches: laterCaches(), removalWaitMs: 50 });
    await storeMember(stores, ANNA);
    const left = new AppDatabase(stores.nameOf(7));
    await writeKv('user', makeUser({ id: 7 }), left);
    left.close();
    const device = openKvStore<Record<string, unknown>>(deviceDbName(host));
    await device.put([{ key: LEFTOVER_DATABASES_KEY, value: [stores.nameOf(7), stores.nameOf(ANNA.id)] }]);

    await stores.removeLeftovers();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(stores.nameOf(7));
    expect(names).toContain(stores.nameOf(ANNA.id));
    expect(await device.get(LEFTOVER_DATABASES_KEY)).toEqual([]);
    device.close();
  });

  it('a later start deletes the empty shells WebKit keeps of other members’ databases, never the current member’s, never one with data', async () => {
    const host = `member-storage-${++hosts}`;
    // WebKit lists a database whose creation was aborted at version 0 (decision 196)
    const listed: IDBDatabaseInfo[] = [];
    const stores = createStores({ host, caches: laterCaches(), removalWaitMs: 50, listDatabases: () => Promise.resolve(listed) });
    await storeMember(stores, ANNA);
    for (const id of [7, 8]) {
      const other = new AppDatabase(stores.nameOf(id));
      await writeKv('user', makeUser({ id }), other);
      other.close();
    }
    listed.push(
      { name: stores.nameOf(7), version: 0 },
      { name: stores.nameOf(8), version: 10 },
      { name: stores.nameOf(ANNA.id), version: 0 },
      { name: `${stores.nameOf(7)}x`, version: 0 },
    );

    await stores.removeLeftovers();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(stores.nameOf(7));
    expect(names).toContain(stores.nameOf(8));
    expect(names).toContain(stores.nameOf(ANNA.id));
  });

  it('a start while another tab’s switch is creating a member’s database (listed at version 0 in WebKit, not yet current) deletes nothing; the next start cleans up', async () => {
    const host = `member-storage-${++hosts}`;
    const listed: IDBDatabaseInfo[] = [];
    const locks = new FakeLocks();
    const options = { host, caches: laterCaches(), removalWaitMs: 50, listDatabases: () => Promise.resolve(listed), locks };
    const creator = createStores(options);
    const starter = createStores(options);
    await storeMember(creator, ANNA);
    const left = new AppDatabase(creator.nameOf(7));
    await writeKv('user', makeUser({ id: 7 }), left);
    left.close();
    const device = openKvStore<Record<string, unknown>>(deviceDbName(host));
    await device.put([{ key: LEFTOVER_DATABASES_KEY, value: [creator.nameOf(7)] }]);
    let created: () => void = () => {};
    const creation = creator.creating(async () => {
      // Bert's database under creation: WebKit lists it at version 0 until its upgrade ends
      const bert = new AppDatabase(creator.nameOf(BERT.id));
      await writeKv('user', BERT, bert);
      bert.close();
      listed.push({ name: creator.nameOf(BERT.id), version: 0 });
      await new Promise<void>((resolve) => {
        created = resolve;
      });
      return 'created';
    });
    await vi.waitFor(() => expect(listed).toHaveLength(1));

    await starter.removeLeftovers();
    let names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).toContain(creator.nameOf(BERT.id));
    // the leftovers wait too, for the next start
    expect(names).toContain(creator.nameOf(7));
    expect(await device.get(LEFTOVER_DATABASES_KEY)).toEqual([creator.nameOf(7)]);

    created();
    expect(await creation).toBe('created');
    await starter.removeLeftovers();
    names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(creator.nameOf(7));
    // a shell still listed after the switch (Bert was never made current here) goes at the next start
    expect(names).not.toContain(creator.nameOf(BERT.id));
    expect(names).toContain(creator.nameOf(ANNA.id));
    device.close();
  });

  it('a member back on the device takes their database off the leftovers', async () => {
    const host = `member-storage-${++hosts}`;
    const stores = createStores({ host, caches: laterCaches(), removalWaitMs: 50 });
    const device = openKvStore<Record<string, unknown>>(deviceDbName(host));
    await device.put([{ key: LEFTOVER_DATABASES_KEY, value: [stores.nameOf(7), stores.nameOf(ANNA.id)] }]);
    await stores.writeCurrent(ANNA.id);
    expect(await stores.readCurrent()).toBe(ANNA.id);
    expect(await device.get(LEFTOVER_DATABASES_KEY)).toEqual([stores.nameOf(7)]);
    // a visitor's switch leaves the list as it is
    await stores.writeCurrent(null);
    expect(await device.get(LEFTOVER_DATABASES_KEY)).toEqual([stores.nameOf(7)]);
    device.close();
  });
});

/** A connection that never gives way to a deletion, as WebKit's for a worker ended mid-transaction. */
function openIgnoringVersionChange(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
    request.onsuccess = () => resolve(request.result);
  });
}

function rowsOf(database: IDBDatabase): Promise<unknown[]> {
  return new Promise((resolve) => {
    const transaction = database.transaction([...database.objectStoreNames], 'readonly');
    const rows: unknown[] = [];
    for (const store of database.objectStoreNames) {
      const all = transaction.objectStore(store).getAll();
      all.onsuccess = () => rows.push(...(all.result as unknown[]));
    }
    transaction.oncomplete = () => resolve(rows);
  });
}
