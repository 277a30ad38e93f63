import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { chatApi } from '../src/contract/chats.ts';
import { api } from '../src/contract/index.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { AppDatabase } from '../src/db/schema.ts';
import type { User } from '../src/contract/index.ts';
import { createSyncEngine, type EngineDeps } from './engine.ts';
import { createStores, type LocalStores } from './stores.ts';
import { makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { memberServer, siteServer, type FakeServer } from './testing/fakeServer.ts';
import { FakeLocks, FakeTabChannel } from './testing/fakeTabs.ts';
import { LEADER_ANSWER_MS, LEADER_CHECK_MS, LEADER_LOCK } from './leader.ts';

let dbCount = 0;

function setup(server: FakeServer, extra: Partial<EngineDeps> = {}) {
  const stores = createStores({ host: `engine-test-${++dbCount}`, caches: { delete: () => Promise.resolve(true) } });
  const clock = new FakeClock();
  const engine = createSyncEngine({
    stores,
    fetch: server.fetch,
    clock,
    sleep: () => Promise.resolve(),
    tabId: 'tab-1',
    ...extra,
  });
  clock.settle = () => engine.settled();
  async function started(init = { visible: true, online: true }) {
    await engine.start(init);
    await engine.leadership;
    await engine.settled();
  }
  /** the engine's current database (the member's, or the visitor's) */
  const db = () => engine.database();
  return { stores, db, clock, engine, server, started };
}

/** A member logged in on this device earlier: the device names them, their database holds them and a chat. */
async function storeMember(stores: LocalStores, user: User = makeUser()): Promise<AppDatabase> {
  await stores.writeCurrent(user.id);
  const db = new AppDatabase(stores.nameOf(user.id));
  await writeKv('user', user, db);
  await db.chats.put({ id: 7, profileId: 9, numUnread: 1, lastMessageAt: 1, lastMessagePreview: 'hi', version: 1 });
  return db;
}

/** A database's native version and tables, without creating it. */
function nativeSchema(name: string): Promise<{ version: number; stores: string[] } | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      resolve({ version: database.version, stores: [...database.objectStoreNames] });
      database.close();
    };
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : []));
}

describe('starting the engine', () => {
  it('loads settings and reference data at once and finds out whether someone is logged in', async () => {
    const { db: current, server, started } = setup(memberServer());
    await started();
    const db = await current();
    expect((await readKv('settings', db))?.name).toBe('Flirtwave');
    expect(await readKv('interests', db)).toHaveLength(1);
    expect(await readKv('regions', db)).toEqual({});
    expect((await readKv('companyinfo', db))?.name).toBe('Flirtwave BV');
    expect((await readKv('user', db))?.id).toBe(42);
    expect(db.name).toMatch(/:m42$/);
    // the visitor's database found the member; the member's own database pulled again at once
    expect(server.count('GET', api.user)).toBe(2);
    // (this fake server has no chats: the member pull's chats step reports that)
    expect(await readKv('syncStatus', db)).toMatchObject({ state: 'idle', online: true });
  });

  it('loads reference data only when it is missing', async () => {
    const first = setup(siteServer());
    await first.started();
    const again = createSyncEngine({ stores: first.stores, fetch: first.server.fetch, clock: new FakeClock(), sleep: () => Promise.resolve(), tabId: 't2' });
    await again.start({ visible: true, online: true });
    await again.leadership;
    await again.settled();
    expect(first.server.count('GET', api.interests)).toBe(1);
    expect(first.server.count('GET', api.settings)).toBe(2);
  });

  it('pulls the member 5 s after start and then every 60 s', async () => {
    const { clock, server, started, stores } = setup(memberServer());
    await storeMember(stores);
    await started();
    await clock.advance(4_999);
    expect(server.count('GET', api.user)).toBe(1);
    await clock.advance(1);
    expect(server.count('GET', api.user)).toBe(2);
    await clock.advance(60_000);
    expect(server.count('GET', api.user)).toBe(3);
  });

  it('makes no member pulls for a guest', async () => {
    const { clock, server, started, engine } = setup(siteServer());
    await started();
    await clock.advance(10 * 60_000);
    expect(server.count('GET', api.user)).toBe(1);
    expect(engine.scheduler.state.loggedIn).toBe(false);
  });

  it('a guest runs without the member part of the engine (decision 136) and without Dexie (decision 141); a login loads it', async () => {
    let loads = 0;
    const loadMemberParts = () => {
      loads += 1;
      return import('./memberParts.ts');
    };
    const user = makeUser({ id: 5 });
    const server = siteServer().on('POST', api.user, { status: 200, body: { user } });
    const { clock, engine, started, stores } = setup(server, { loadMemberParts });
    await started();
    await clock.advance(10 * 60_000);
    expect(loads).toBe(0);
    // and without Dexie (decision 141): the visitor's database holds the kv table the start wrote, as created
    expect(await nativeSchema(stores.nameOf(null))).toEqual({ version: 1, stores: ['kv'] });
    server.on('GET', api.user, { status: 200, body: { user } });
    expect(await engine.login({ email: 'anna@example.com', password: 'secret' })).toEqual({ ok: true });
    await engine.settled();
    expect(loads).toBe(1);
    expect(engine.scheduler.state.loggedIn).toBe(true);
  });

  it('an offline start keeps showing the stored member', async () => {
    const { stores, server, engine, started } = setup(siteServer().on('GET', api.user, 'network').on('GET', api.settings, 'network'));
    const db = await storeMember(stores);
    await started();
    expect((await readKv('user', db))?.id).toBe(42);
    expect(await db.chats.count()).toBe(1);
    expect(engine.scheduler.state.status).toBe('backoff');
    expect(await readKv('syncStatus', db)).toMatchObject({ state: 'backoff' });
    expect(server.count('GET', api.user)).toBe(6); // the first try and 5 retries (SPEC §7)
  });

  it('an offline browser makes no requests at start and keeps the member', async () => {
    const { stores, server, started } = setup(memberServer());
    const db = await storeMember(stores);
    await writeKv('syncStatus', { state: 'idle', lastPullAt: 1234, lastError: null, online: true }, db);
    await started({ visible: true, online: false });
    expect(server.requests).toEqual([]);
    expect((await readKv('user', db))?.id).toBe(42);
    expect(await readKv('syncStatus', db)).toEqual({ state: 'offline', online: false, lastPullAt: 1234, lastError: null });
  });

  it('coming back online while the worker still opens its database is not undone by the older start snapshot', async () => {
    // The page posts start({ online: false }) and then setOnline(true); the worker runs start only
    // after awaiting its database, so the engine sees setOnline first.
    const { stores, engine, server, started } = setup(memberServer());
    const db = await storeMember(stores);
    engine.setOnline(true);
    engine.setVisible(true);
    await started({ visible: false, online: false });
    expect(engine.scheduler.state).toMatchObject({ online: true, visible: true });
    expect(engine.scheduler.state.status).not.toBe('offline');
    expect(server.count('GET', api.user)).toBe(1);
    expect(await readKv('syncStatus', db)).toMatchObject({ online: true });
  });

  it('a member whose session ended elsewhere is logged out at start (403 on user.php): their database is deleted', async () => {
    const { stores, engine, started, db } = setup(siteServer());
    const member = await storeMember(stores);
    await started();
    expect(await databaseNames()).not.toContain(member.name);
    expect(await stores.readCurrent()).toBeNull();
    expect(await readKv('user', await db())).toBeNull();
    expect((await readKv('settings', await db()))?.name).toBe('Flirtwave');
    expect(engine.scheduler.state.loggedIn).toBe(false);
  });

  it('a visitor keeps the public profile their page loaded (403 on user.php clears nothing)', async () => {
    const { db: current, engine, started } = setup(siteServer());
    const db = await current();
    const card = { id: 7, name: 'Sabine', age: 49, fictional: false } as unknown as Parameters<typeof db.profiles.put>[0]; // only the key matters here
    await db.profiles.put(card);
    await started();
    expect(await readKv('user', db)).toBeNull();
    expect(engine.scheduler.state.loggedIn).toBe(false);
    expect((await db.profiles.get(7))?.name).toBe('Sabine');
  });

  it('403 authentication_required on settings logs the member out', async () => {
    const server = memberServer().on('GET', api.settings, { status: 403, body: { error: 'authentication_required' } });
    const { stores, engine, started } = setup(server.on('GET', api.user, 'network'));
    const db = await storeMember(stores);
    await started();
    expect(await databaseNames()).not.toContain(db.name);
    expect(await stores.readCurrent()).toBeNull();
    expect(engine.scheduler.state.loggedIn).toBe(false);
  });
});

describe('actions', () => {
  it('login stores the member and pulls at once', async () => {
    const user = makeUser({ id: 5 });
    const server = siteServer().on('POST', api.user, { status: 200, body: { user } });
    const { db, engine, started, stores } = setup(server);
    await started();
    const visitor = await db();
    server.on('GET', api.user, { status: 200, body: { user } });
    expect(await engine.login({ email: 'anna@example.com', password: 'secret' })).toEqual({ ok: true });
    await engine.settled();
    expect((await readKv('user', await db()))?.id).toBe(5);
    expect((await db()).name).toMatch(/:m5$/);
    expect(await stores.readCurrent()).toBe(5);
    expect(await databaseNames()).not.toContain(visitor.name);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ email: 'anna@example.com', password: 'secret' });
    expect(server.count('GET', api.user)).toBe(2);
    expect(engine.scheduler.state.loggedIn).toBe(true);
  });

  it('a refused login returns the code and stores nothing', async () => {
    const server = siteServer().on('POST', api.user, { status: 401, body: { error: 'login_failed' } });
    const { db, engine, stores } = setup(server);
    expect(await engine.login({ email: 'a@b.c', password: 'x' })).toEqual({ ok: false, error: { error: 'login_failed' } });
    expect(await readKv('user', await db())).toBeUndefined();
    expect(await stores.readCurrent()).toBeNull();
  });

  it('a blocked account gets the minutes left', async () => {
    const server = siteServer().on('POST', api.user, { status: 403, body: { error: 'account_blocked', minutes: 12 } });
    const { engine } = setup(server);
    expect(await engine.login({ email: 'a@b.c', password: 'x' })).toEqual({ ok: false, error: { error: 'account_blocked', minutes: 12 } });
  });

  it('a rate-limited login is answered at once, not retried', async () => {
    const server = siteServer().on('POST', api.user, { status: 429, body: { error: 'rate_limited' } });
    const { engine } = setup(server);
    expect(await engine.login({ email: 'a@b.c', password: 'x' })).toEqual({ ok: false, error: { error: 'rate_limited' } });
    expect(server.count('POST', api.user)).toBe(1);
  });

  it('login without a network says so', async () => {
    const { engine } = setup(siteServer().on('POST', api.user, 'network'));
    expect(await engine.login({ email: 'a@b.c', password: 'x' })).toEqual({ ok: false, error: { error: 'network' } });
  });

  it('logout tells the server and deletes the member’s database', async () => {
    const { stores, engine, server, db } = setup(memberServer());
    const member = await storeMember(stores);
    await engine.logout();
    expect(server.count('POST', api.logout)).toBe(1);
    expect(await databaseNames()).not.toContain(member.name);
    expect(await stores.readCurrent()).toBeNull();
    expect(await readKv('user', await db())).toBeNull();
    expect(await (await db()).chats.count()).toBe(0);
  });

  it('logout offline still deletes the member’s database', async () => {
    const { stores, engine, server } = setup(memberServer().on('POST', api.logout, 'network'));
    const member = await storeMember(stores);
    await engine.logout();
    expect(server.count('POST', api.logout)).toBe(1);
    expect(await databaseNames()).not.toContain(member.name);
    expect(await stores.readCurrent()).toBeNull();
  });

  it('setLanguage saves the locale of a logged-in member', async () => {
    const server = memberServer().on('PUT', api.user, (request) => ({
      status: 200,
      body: { user: makeUser({ language: (request.body as { language: 'nl' }).language }) },
    }));
    const { stores, engine } = setup(server);
    const db = await storeMember(stores);
    expect(await engine.setLanguage('nl')).toEqual({ ok: true });
    expect((await readKv('user', db))?.language).toBe('nl');
  });

  it('setLanguage for a guest sends nothing', async () => {
    const { engine, server } = setup(siteServer());
    expect(await engine.setLanguage('nl')).toEqual({ ok: true });
    expect(server.count('PUT', api.user)).toBe(0);
  });

  it('a 403 on PUT user.php is reported and does not log out', async () => {
    const server = memberServer().on('PUT', api.user, { status: 403, body: { error: 'authentication_required' } });
    const { stores, engine } = setup(server);
    const db = await storeMember(stores);
    expect(await engine.setLanguage('nl')).toEqual({ ok: false, error: { error: 'authentication_required' } });
    expect((await readKv('user', db))?.id).toBe(42);
  });
});

describe('several tabs', () => {
  it('only the leader pulls; another tab still logs in and the leader starts polling', async () => {
    const locks = new FakeLocks();
    const hub = new FakeTabChannel();
    const user = makeUser();
    const server = siteServer().on('POST', api.user, { status: 200, body: { user } });
    const a = setup(server, { locks, channel: hub.join(), tabId: 'a' });
    const b = createSyncEngine({ stores: a.stores, fetch: server.fetch, clock: a.clock, sleep: () => Promise.resolve(), locks, channel: hub.join(), tabId: 'b' });
    await a.started();
    await b.start({ visible: true, online: true });
    await Promise.resolve();
    expect(server.count('GET', api.settings)).toBe(1);

    server.on('GET', api.user, { status: 200, body: { user } });
    expect(await b.login({ email: 'anna@example.com', password: 'pw' })).toEqual({ ok: true });
    await hub.flush();
    // the leader reads the member from IndexedDB, a few tasks after the message
    await expect.poll(() => a.engine.scheduler.state.loggedIn).toBe(true);
    await a.engine.settled();
    const pulledAfterLogin = server.count('GET', api.user);
    expect(pulledAfterLogin).toBe(2);
    await a.clock.advance(65_000);
    expect(server.count('GET', api.user)).toBeGreaterThan(pulledAfterLogin);
  });

  it('polls every 300 s only on a device that holds a push subscription, whichever tab reports it', async () => {
    const locks = new FakeLocks();
    const hub = new FakeTabChannel();
    // the member subscribed on some device: that alone does not slow this one down
    const server = memberServer(makeUser({ push_subscribed: true }));
    const a = setup(server, { locks, channel: hub.join(), tabId: 'a' });
    const b = createSyncEngine({ stores: a.stores, fetch: server.fetch, clock: a.clock, sleep: () => Promise.resolve(), locks, channel: hub.join(), tabId: 'b' });
    await a.started();
    await b.start({ visible: true, online: true });
    await hub.flush();
    await a.clock.advance(5_000);
    let before = server.count('GET', api.user);
    await a.clock.advance(60_000);
    expect(server.count('GET', api.user)).toBe(before + 1);

    // the other tab (not the leader) finds this device subscribed
    await b.setDevicePush(true);
    await hub.flush();
    await expect.poll(() => a.engine.scheduler.state.push).toBe(true);
    await a.engine.settled();
    before = server.count('GET', api.user);
    await a.clock.advance(299_000);
    expect(server.count('GET', api.user)).toBe(before);
    await a.clock.advance(1_000);
    expect(server.count('GET', api.user)).toBe(before + 1);

    // unsubscribed again: back to 60 s
    await a.engine.setDevicePush(false);
    await a.engine.settled();
    expect(a.engine.scheduler.state.push).toBe(false);
  });

  it('the leader keeps polling while another tab is visible, and pauses when all are hidden', async () => {
    const locks = new FakeLocks();
    const hub = new FakeTabChannel();
    const server = memberServer();
    const a = setup(server, { locks, channel: hub.join(), tabId: 'a' });
    const b = createSyncEngine({ stores: a.stores, fetch: server.fetch, clock: a.clock, sleep: () => Promise.resolve(), locks, channel: hub.join(), tabId: 'b' });
    await a.started();
    await b.start({ visible: true, online: true });
    await hub.flush();
    a.engine.setVisible(false);
    await hub.flush();
    expect(a.engine.scheduler.state.visible).toBe(true);
    b.setVisible(false);
    await hub.flush();
    expect(a.engine.scheduler.state.visible).toBe(false);
    const before = server.count('GET', api.user);
    await a.clock.advance(30 * 60_000);
    expect(server.count('GET', api.user)).toBe(before);
  });
});

describe('sending while a pull is running', () => {
  it('a new message goes out at once instead of waiting for the running pull to finish', async () => {
    const server = memberServer().on('GET', chatApi.chats, { status: 200, body: { chats: [], tombstones: [], cursor: '1' } });
    let holdChats = false;
    let chatsCalls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith(chatApi.chats)) chatsCalls += 1;
      if (holdChats && url.startsWith(chatApi.chats)) await gate;
      return server.fetch(input, init);
    };
    const { stores, engine, started, clock } = setup(server, { fetch });
    await storeMember(stores);
    await started();
    const chatsAsked = () => chatsCalls;
    const askedBefore = chatsAsked();
    holdChats = true;
    void engine.poke('manual');
    // the pull is running and waits for its chats answer
    await expect.poll(chatsAsked).toBe(askedBefore + 1);
    const before = server.count('POST', chatApi.messages);
    await engine.actions.sendMessage({ id: uuidv7(), createdAt: clock.now(), conversationId: 7, profileId: 9, profileName: 'Mia', profileImage: null, kind: 'text', body: 'right now' });
    // the chats request of the running pull is still unanswered, and the message is already on its way
    await expect.poll(() => server.count('POST', chatApi.messages)).toBe(before + 1);
    release();
    await engine.settled();
  });
});

describe('real-time pokes narrow the pull', () => {
  class PokeSource {
    private listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
    addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string, data: string): void {
      for (const l of this.listeners.get(type) ?? []) l({ data });
    }
    close(): void {}
  }

  it('a message poke fetches the chats only; the poll still fetches everything', async () => {
    const server = memberServer()
      .on('GET', chatApi.chats, { status: 200, body: { chats: [], tombstones: [], cursor: '1' } })
      .on('GET', `${chatApi.chats}?since=1`, { status: 200, body: { chats: [], tombstones: [], cursor: '1' } });
    const sources: PokeSource[] = [];
    const { stores, engine, clock, started } = setup(server, {
      eventSource: () => {
        const source = new PokeSource();
        sources.push(source);
        return source;
      },
    });
    await storeMember(stores);
    await started();
    await clock.advance(5_000); // the first full member pull
    expect(sources).toHaveLength(1);
    const count = (path: string) => server.requests.filter((r) => r.method === 'GET' && r.path.startsWith(path)).length;
    const before = { user: count(api.user), chats: count(chatApi.chats), likes: count('/api/likes.php') };

    sources[0]?.emit('poke', JSON.stringify({ kind: 'message', conversation_id: 7 }));
    await engine.settled();
    expect(count(chatApi.chats)).toBe(before.chats + 1);
    expect(count(api.user)).toBe(before.user);
    expect(count('/api/likes.php')).toBe(before.likes);

    // a poke whose kind it does not know, or none, pulls everything
    sources[0]?.emit('poke', 'not json');
    await engine.settled();
    expect(count(api.user)).toBe(before.user + 1);
    expect(count('/api/likes.php')).toBe(before.likes + 1);

    // the 60 s poll is a full pull whatever pokes came before
    sources[0]?.emit('poke', JSON.stringify({ kind: 'like' }));
    await engine.settled();
    expect(count(api.user)).toBe(before.user + 1);
    await clock.advance(60_000);
    expect(count(api.user)).toBe(before.user + 2);
  });
});

describe('storage lost while the app is open', () => {
  it('IndexedDB evicted under a running engine is rebuilt from the server: settings, reference data and the member', async () => {
    const { stores, engine, clock, server, started } = setup(memberServer());
    const db = await storeMember(stores);
    await started();
    await clock.advance(5_000);
    expect((await readKv('settings', db))?.name).toBe('Flirtwave');
    const settingsLoads = server.count('GET', api.settings);
    // the browser evicts the site's storage (storage pressure) while the worker has it open
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(db.name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(new Error('delete failed'));
    });
    await engine.poke('manual');
    await engine.settled();
    await expect.poll(() => readKv('settings', db).then((s) => s?.name)).toBe('Flirtwave');
    expect(server.count('GET', api.settings)).toBe(settingsLoads + 1);
    expect(await readKv('interests', db)).toHaveLength(1);
    expect((await readKv('user', db))?.id).toBe(42);
  });

  it('a member database lost between visits (Safari deletes the storage of a site unused for days) is rebuilt at start, the member still logged in', async () => {
    const { stores, db: current, started } = setup(memberServer());
    const stale = await storeMember(stores);
    stale.close();
    // the member's database is gone; the device still names the member, the session cookie lives on
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(stale.name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(new Error('delete failed'));
    });
    await started();
    const db = await current();
    expect(db.name).toBe(stale.name);
    expect((await readKv('user', db))?.id).toBe(42);
    expect((await readKv('settings', db))?.name).toBe('Flirtwave');
    expect(await readKv('syncStatus', db)).toMatchObject({ lastError: null });
  });

  it('a connection force-closed under the engine is reopened and the pull boots again instead of failing', async () => {
    const { stores, engine, clock, server, started } = setup(memberServer());
    await storeMember(stores);
    await started();
    await clock.advance(5_000);
    const settingsLoads = server.count('GET', api.settings);
    const db = await engine.database();
    db.close({ disableAutoOpen: true }); // what Chromium's forced close leaves: every call throws DatabaseClosedError
    await engine.poke('manual');
    await engine.settled();
    expect(db.isOpen()).toBe(true);
    expect(server.count('GET', api.settings)).toBe(settingsLoads + 1);
    expect(await readKv('syncStatus', db)).toMatchObject({ state: 'idle' });
  });
});

// A page entering the back-forward cache ends its worker (decision 179, src/sync/client.test.ts):
// the browser then lets the worker's lock, connections and stream go. What stays for the engine is
// a holder that cannot be ended that way (a page cached before its listeners ran).
describe('the back-forward cache (decision 171)', () => {
  const message = (clock: { now(): number }) => ({
    id: uuidv7(),
    createdAt: clock.now(),
    conversationId: 7,
    profileId: 9,
    profileName: 'Mia',
    profileImage: null,
    kind: 'text' as const,
    body: 'hello there',
  });

  it('a holder that does not run (its page cached before it could let go): the visible page takes the lock and its message goes out', async () => {
    const locks = new FakeLocks();
    const hub = new FakeTabChannel();
    // the worker of a page in the back-forward cache, suspended with it: it holds the lock and answers nothing
    const held = locks.request(LEADER_LOCK, {}, () => new Promise(() => {})).catch(() => 'stolen');
    hub.join();
    const server = memberServer().on('GET', chatApi.chats, { status: 200, body: { chats: [], tombstones: [], cursor: '1' } });
    const b = setup(server, { locks, channel: hub.join(), tabId: 'b' });
    b.clock.settle = async () => {
      await b.engine.settled();
      await hub.flush();
    };
    await storeMember(b.stores);
    await b.engine.start({ visible: true, online: true });
    await hub.flush();
    await b.engine.actions.sendMessage(message(b.clock));
    await b.clock.advance(LEADER_ANSWER_MS - 1);
    expect(server.count('POST', chatApi.messages)).toBe(0);
    await b.clock.advance(1);
    await b.engine.leadership;
    expect(await held).toBe('stolen');
    await expect.poll(() => server.count('POST', chatApi.messages)).toBe(1);
  });

  it('without a BroadcastChannel (nothing reaches a leader) every worker leads, Web Locks or not', async () => {
    const locks = new FakeLocks();
    const server = memberServer();
    const a = setup(server, { locks, tabId: 'a' });
    const b = createSyncEngine({ stores: a.stores, fetch: server.fetch, clock: a.clock, sleep: () => Promise.resolve(), locks, tabId: 'b' });
    await a.started();
    await b.start({ visible: true, online: true });
    await b.leadership;
    expect(b.scheduler.state.status).not.toBe('stopped');
    expect(locks.isHeld(LEADER_LOCK)).toBe(false);
  });

  it('a hidden page that does not lead steals nothing', async () => {
    const locks = new FakeLocks();
    const hub = new FakeTabChannel();
    const held = locks.request(LEADER_LOCK, {}, () => new Promise(() => {}));
    const b = setup(memberServer(), { locks, channel: hub.join(), tabId: 'b' });
    await b.engine.start({ visible: false, online: true });
    await b.clock.advance(LEADER_CHECK_MS * 2);
    expect(b.engine.scheduler.state.status).toBe('stopped');
    expect(locks.isHeld(LEADER_LOCK)).toBe(true);
    void held;
  });
});
