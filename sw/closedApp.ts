// The sync engine's work that the service worker does while every tab is closed
// (decision 178): Background Sync sends the outbox when the network returns, Periodic Background
// Sync refreshes chats and likes. Same code as the tabs' engine (workers/outbox.ts, workers/pull.ts),
// same rows and ids, and the same one-engine rule: it runs only while holding the `sync-leader`
// Web Lock (decision 003), answering the tabs' leader pings meanwhile (decision 171); while a tab
// leads, that tab's engine is asked to do it instead.
import { memberDbName } from '../src/db/names.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import { createApiClient, type ApiClient } from '../workers/apiClient.ts';
import { chatsStep } from '../workers/chatPull.ts';
import { realClock, sleeper } from '../workers/clock.ts';
import { openKvStore } from '../workers/kvStore.ts';
import { LEADER_LOCK, onTabMessage, type ChannelLike } from '../workers/leader.ts';
import { likesStep } from '../workers/likesPull.ts';
import { createOutbox } from '../workers/outbox.ts';
import { runPull } from '../workers/pull.ts';
import { currentMember, openMemberDatabase, type InboxEnv } from './inbox.ts';

export interface ClosedAppEnv extends InboxEnv {
  fetch: typeof globalThis.fetch;
  /** navigator.locks where the engine has Web Locks */
  locks?: { request(name: string, options: { signal: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown> };
  /** how long to wait for the lock of a tab's worker that is still ending (the tab just closed) */
  lockWaitMs?: number;
  /** the tabs' channel (workers/leader.ts TAB_CHANNEL) */
  channel: ChannelLike;
  /** whether a window of the app is open (its engine does the work) */
  hasWindows: () => Promise<boolean>;
  isOffline: () => boolean;
}

/** `tabs`: a tab's engine was asked; `done`: nothing left; `left`: rows still wait (the browser retries the sync). */
export type ClosedAppOutcome = 'tabs' | 'done' | 'left' | 'nothing';

/** Runs `work` as the engine: holding the leader lock, answering pings; else hands it to the leading tab. */
async function asEngine(env: ClosedAppEnv, work: (db: AppDatabase, api: ApiClient, memberId: number) => Promise<ClosedAppOutcome>): Promise<ClosedAppOutcome> {
  if (await env.hasWindows()) {
    env.channel.postMessage({ type: 'flush' });
    return 'tabs';
  }
  const run = async (): Promise<ClosedAppOutcome> => {
    let holding = true;
    onTabMessage(env.channel, (message) => {
      if (holding && message.type === 'leaderPing') env.channel.postMessage({ type: 'leaderHere' });
    });
    try {
      const memberId = await currentMember(env);
      if (memberId === null) return 'nothing';
      const db = await openMemberDatabase(env, memberId);
      if (!db) return 'nothing';
      try {
        const api = createApiClient({
          fetch: env.fetch,
          sleep: sleeper(realClock),
          // a session that ended is the tabs' engine's to handle at the next open (it clears the member's data)
          onAuthenticationRequired: () => Promise.resolve(),
          isOffline: env.isOffline,
        });
        return await work(db, api, memberId);
      } finally {
        db.close({ disableAutoOpen: true });
      }
    } finally {
      holding = false;
    }
  };
  if (!env.locks) return run();
  // no window: the lock is free, or held a moment longer by the worker of a tab that just closed
  let outcome: ClosedAppOutcome = 'left';
  try {
    await env.locks.request(LEADER_LOCK, { signal: AbortSignal.timeout(env.lockWaitMs ?? LOCK_WAIT_MS) }, async () => {
      outcome = await run();
    });
  } catch {
    // still held (a tab opened meanwhile leads): 'left', so the browser tries the sync again later
  }
  return outcome;
}

/** How long the closed app's work waits for the leader lock (a closing tab's worker gives it up within moments). */
export const LOCK_WAIT_MS = 20_000;

/** The outbox as the tabs' engine sends it: every row due now, the network being back. */
async function sendOutbox(db: AppDatabase, api: ApiClient, env: ClosedAppEnv): Promise<ClosedAppOutcome> {
  const now = env.now();
  // the network is back (the sync event says so): rows waiting out a backoff are due now
  await db.transaction('rw', db.outbox, async () => {
    const waiting = await db.outbox.where('state').equals('queued').filter((row) => row.nextAttemptAt > now).toArray();
    if (waiting.length > 0) await db.outbox.bulkPut(waiting.map((row) => ({ ...row, nextAttemptAt: now })));
  });
  const outbox = createOutbox({ db, api, clock: realClock, requestPull: () => undefined });
  await outbox.wake();
  await outbox.flush();
  outbox.stop();
  const left = await db.outbox.where('state').anyOf(['queued', 'stalled', 'sending']).count();
  return left > 0 ? 'left' : 'done';
}

/** Background Sync (`sync` event, tag OUTBOX_SYNC_TAG): sends what was written offline. */
export function sendOutboxWithAppClosed(env: ClosedAppEnv): Promise<ClosedAppOutcome> {
  return asEngine(env, (db, api) => sendOutbox(db, api, env));
}

/** Periodic Background Sync: the outbox out, then the chats and likes pulled, so the app opens fresh. */
export function refreshWithAppClosed(env: ClosedAppEnv): Promise<ClosedAppOutcome> {
  return asEngine(env, async (db, api, memberId) => {
    const sent = await sendOutbox(db, api, env);
    const kv = openKvStore(memberDbName(memberId, env.host));
    try {
      const report = await runPull([chatsStep, likesStep(realClock)], { api, kv, db, booted: true, loggedIn: true, memberId });
      return report.ok && sent === 'done' ? 'done' : 'left';
    } finally {
      kv.close();
    }
  });
}

/** The tags the page registers (src/state/backgroundSync.ts) and the service worker answers. */
export { OUTBOX_SYNC_TAG, REFRESH_SYNC_TAG } from '../src/contract/constants.ts';
