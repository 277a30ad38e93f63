// The sync worker's entry: real browser dependencies around createSyncEngine, exposed with comlink.
// Imports src/db/database.ts directly (never src/db/index.ts: its hooks pull in React).
import '../src/contract/zodJitless.ts';
import * as Comlink from 'comlink';
import { db } from '../src/db/database.ts';
import type { SyncWorkerApi } from '../src/sync/protocol.ts';
import { realClock } from './clock.ts';
import { forwardChatApi } from './chatEngine.ts';
import { forwardLikesApi } from './likesActions.ts';
import { createSyncEngine } from './engine.ts';
import { ensureDatabase } from './storageRecovery.ts';
import { forwardMembersApi } from './membersApi.ts';
import { forwardAccountApi } from './accountApi.ts';
import { forwardPaymentsApi } from './paymentsApi.ts';
import { forwardContentApi } from './contentActions.ts';
import { forwardSafetyApi } from './safetyActions.ts';
import { TAB_CHANNEL } from './leader.ts';

const engine = createSyncEngine({
  db,
  fetch: (input, init) => fetch(input, init),
  clock: realClock,
  locks: 'locks' in navigator ? navigator.locks : undefined,
  channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : undefined,
  tabId: crypto.randomUUID(),
  eventSource: typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
});

const exposed: SyncWorkerApi = {
  ...forwardMembersApi(engine),
  ...forwardChatApi(engine),
  ...forwardLikesApi(engine),
  ...forwardAccountApi(engine),
  ...forwardPaymentsApi(engine),
  ...forwardContentApi(engine),
  ...forwardSafetyApi(engine),
  start: async (init) => {
    // IndexedDB evicted or unusable: recreate it and re-bootstrap from the server (issue 4)
    await ensureDatabase(db, () => void engine.poke('manual'));
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

Comlink.expose(exposed);
