// The sync worker's entry: real browser dependencies around createSyncEngine, exposed with comlink.
// Imports src/db/database.ts directly (never src/db/index.ts: its hooks pull in React).
import '../src/contract/zodJitless.ts';
import * as Comlink from 'comlink';
import { realClock } from './clock.ts';
import { trackTransactions } from '../src/db/leaveForCache.ts';
import { createSyncEngine, type EngineControls, type WorkerLeave } from './engine.ts';
import { createStores } from './stores.ts';
import { TAB_CHANNEL } from './leader.ts';

// every transaction of this worker, Dexie's and the plain kv ones (decision 197)
const transactions = trackTransactions(IDBDatabase.prototype);
/** How long a leaving page's worker lets its transactions end before it aborts them. */
const LEAVE_DRAIN_MS = 1_000;
// Web Locks keep the start's clean-up off a database another tab is creating (decision 198)
const stores = createStores({ locks: 'locks' in navigator ? navigator.locks : undefined });
const engine = createSyncEngine({
  stores,
  fetch: (input, init) => fetch(input, init),
  clock: realClock,
  locks: 'locks' in navigator ? navigator.locks : undefined,
  channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : undefined,
  tabId: crypto.randomUUID(),
  eventSource: typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
});

const controls: EngineControls & WorkerLeave = {
  leave: () => transactions.drain(LEAVE_DRAIN_MS),
  stay: () => transactions.resume(),
  start: async (init) => {
    // the one shared database of earlier versions held every member's data (decision 116)
    void stores.removeLeftovers();
    return engine.start(init);
  },
  login: (request) => engine.login(request),
  logout: () => engine.logout(),
  setLanguage: (language) => engine.setLanguage(language),
  poke: (reason) => engine.poke(reason),
  setVisible: (visible) => engine.setVisible(visible),
  setOnline: (online) => engine.setOnline(online),
  setDevicePush: (subscribed) => engine.setDevicePush(subscribed),
};

/**
 * The engine's calls, and every other name a member action: the page's SyncWorkerApi (engine.ts) (decision 183), forwarded to the
 * current member's session: the worker's first part does not hold the actions' names, which come
 * with the member's chunk (decision 136).
 */
const exposed = new Proxy(controls, {
  get: (target, name): unknown => (Reflect.has(target, name) ? Reflect.get(target, name) : Reflect.get(engine.actions, name)),
});

Comlink.expose(exposed);
