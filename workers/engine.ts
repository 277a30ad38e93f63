import type { Locale, LoginRequest } from '../src/contract/index.ts';
import { createPaymentsApi } from './paymentsApi.ts';
import { createContentApi } from './contentActions.ts';
import { createSafetyApi } from './safetyActions.ts';
import { clearMemberData, readKv } from '../src/db/database.ts';
import type { AppDatabase, SyncStatusRow } from '../src/db/schema.ts';
import type { ActionResult, SyncWorkerApi } from '../src/sync/protocol.ts';
import * as actions from './actions.ts';
import { createChatEngine } from './chatEngine.ts';
import { chatPullSteps } from './chatPull.ts';
import { createLikesActions } from './likesActions.ts';
import { likesStep } from './likesPull.ts';
import type { EventSourceFactory } from './events.ts';
import { createMembersApi } from './membersApi.ts';
import { createAccountApi } from './accountApi.ts';
import { createApiClient, type ApiClient } from './apiClient.ts';
import { sleeper, type Clock, type Sleep } from './clock.ts';
import { acquireLeadership, onTabMessage, TabVisibility, type ChannelLike, type LockManagerLike, type TabMessage } from './leader.ts';
import type { EngineState } from './machine.ts';
import { defaultPullSteps, runPull, type PullReport, type PullStep } from './pull.ts';
import { ensureDatabase, isStorageLost } from './storageRecovery.ts';
import { createScheduler, type PullResult, type Scheduler } from './scheduler.ts';
import { PullScope } from './pullScope.ts';

export interface EngineDeps {
  db: AppDatabase;
  fetch: typeof globalThis.fetch;
  clock: Clock;
  /** the waits between retries of one request; defaults to the clock's */
  sleep?: Sleep;
  random?: () => number;
  /** navigator.locks; without it this worker leads at once */
  locks?: LockManagerLike;
  /** a BroadcastChannel shared by the workers of every tab; without it this worker is alone */
  channel?: ChannelLike;
  /** this tab's id among the workers */
  tabId: string;
  steps?: readonly PullStep[];
  /** EventSource for the chat's real-time pokes; without it the poll schedule alone */
  eventSource?: EventSourceFactory;
}

export interface SyncEngine extends SyncWorkerApi {
  readonly scheduler: Scheduler;
  readonly api: ApiClient;
  /** resolves when this worker has become the leader and started its scheduler */
  readonly leadership: Promise<void>;
  /** resolves once no pull is running */
  settled(): Promise<void>;
}

/**
 * The sync engine of one worker: every worker runs actions itself; only the leader (Web Lock)
 * pulls. Workers tell the leader about visibility, pokes and logins over the tab channel.
 */
export function createSyncEngine(deps: EngineDeps): SyncEngine {
  const { db, clock, channel, tabId } = deps;
  const steps = deps.steps ?? [...defaultPullSteps, ...chatPullSteps, likesStep(clock)];
  const visibility = new TabVisibility();
  let online = true;
  /**
   * Whether this device holds a push subscription (the page reports it). The member's
   * push_subscribed only says some device of theirs does; polling slows down (SPEC: 300 s) only
   * where pushes really arrive.
   */
  let devicePush = false;
  const pushHere = (user: { push_subscribed: boolean } | null | undefined): boolean => Boolean(user?.push_subscribed) && devicePush;
  let ownVisible = true;
  /**
   * Whether the page has reported a change since it took the snapshot it passes to start(): the
   * worker awaits its database before start() runs, so an `online` or `visibilitychange` that
   * happens meanwhile arrives first, and the older snapshot must not overwrite it.
   */
  let onlineReported = false;
  let visibleReported = false;
  let started = false;
  let leader = false;
  let lastPullAt: number | null = null;
  let lastError: string | null = null;
  let lastStatus = '';

  const api = createApiClient({
    fetch: deps.fetch,
    sleep: deps.sleep ?? sleeper(clock),
    random: deps.random,
    onAuthenticationRequired: async () => {
      await clearMemberData(db);
      await userChanged(false);
    },
  });

  const scope = new PullScope();

  /** A pull now (narrowed by a poke's kind): this worker's scheduler when it leads, else the leader over the tab channel. */
  function pokeLeader(pokeKind?: string): void {
    if (leader) {
      scope.widen(pokeKind);
      scheduler.dispatch({ type: 'poke' });
    } else channel?.postMessage(pokeKind === undefined ? { type: 'poke' } : { type: 'poke', kind: pokeKind });
  }
  /** Send the outbox now: this worker's outbox when it leads, else the leader's over the tab channel. */
  function flushLeader(): void {
    if (leader) void chat.flushNow(scheduler.state.loggedIn).catch(() => undefined);
    else channel?.postMessage({ type: 'flush' });
  }
  const chat = createChatEngine({ db, api, clock, random: deps.random, eventSource: deps.eventSource, requestSync: pokeLeader, requestFlush: flushLeader });

  async function pull(): Promise<PullResult> {
    const { booted, loggedIn } = scheduler.state;
    // a scoped pull only between full ones: the poll (and every other reason) still fetches everything
    const only = scope.take(clock.now(), booted, loggedIn);
    const scoped = only !== null;
    let report: PullReport;
    try {
      await chat.beforePull(loggedIn);
      // booted, yet the stored settings are gone: the database was emptied under us (evicted and
      // reopened empty): boot again from the server
      const emptied = booted && (await readKv('settings', db)) === undefined;
      const chosen = only && !emptied ? steps.filter((step) => only.has(step.name)) : steps;
      report = await runPull(chosen, { api, db, booted: booted && !emptied, loggedIn });
    } catch (error) {
      if (!isStorageLost(error)) throw error;
      // IndexedDB went away while the app was open (evicted, force-closed): open or recreate it
      // and boot again from the server, settings and reference data included
      await ensureDatabase(db, () => undefined);
      report = await runPull(steps, { api, db, booted: false, loggedIn });
    }
    scheduler.dispatch(report.user ? { type: 'login', push: pushHere(report.user) } : { type: 'logout' });
    lastError = report.errors[0] ?? null;
    if (report.ok) {
      lastPullAt = clock.now();
      if (!scoped) scope.fullPullDone(lastPullAt);
    }
    return report.ok ? 'ok' : 'failed';
  }

  function writeStatus(state: EngineState): void {
    const row: SyncStatusRow = { state: state.status, lastPullAt, lastError, online: state.online };
    const key = JSON.stringify(row);
    if (key === lastStatus) return;
    lastStatus = key;
    db.kv.put({ key: 'syncStatus', value: row }).catch(() => {
      lastStatus = '';
    });
  }

  const scheduler = createScheduler({
    clock,
    pull,
    onChange: (state) => {
      writeStatus(state);
      chat.onEngineState(state);
    },
  });

  /** The leader reads the stored user and tells its machine; `pullNow` after a login. */
  async function applyUserChange(pullNow: boolean): Promise<void> {
    const user = await readKv('user', db);
    scheduler.dispatch(user ? { type: 'login', push: pushHere(user) } : { type: 'logout' });
    if (pullNow && user) {
      scope.widen();
      scheduler.dispatch({ type: 'poke' });
    }
  }

  async function userChanged(pullNow: boolean): Promise<void> {
    if (leader) await applyUserChange(pullNow);
    else channel?.postMessage({ type: 'userChanged', pull: pullNow });
  }

  function syncVisibility(): void {
    if (!leader) return;
    const any = visibility.anyVisible;
    if (scheduler.state.visible !== any) scheduler.dispatch({ type: any ? 'visible' : 'hidden' });
  }

  function handle(message: TabMessage): void {
    switch (message.type) {
      case 'visibility':
        visibility.set(message.tab, message.visible);
        syncVisibility();
        return;
      case 'hello':
        if (started) channel?.postMessage({ type: 'visibility', tab: tabId, visible: ownVisible });
        return;
      case 'poke':
        if (leader) {
          scope.widen(message.kind);
          scheduler.dispatch({ type: 'poke' });
        }
        return;
      case 'flush':
        if (leader) void chat.flushNow(scheduler.state.loggedIn).catch(() => undefined);
        return;
      case 'userChanged':
        if (leader) void applyUserChange(message.pull);
        return;
      case 'devicePush':
        devicePush = message.subscribed;
        if (leader) void applyUserChange(false);
        return;
    }
  }
  if (channel) onTabMessage(channel, handle);

  let resolveLeadership: () => void = () => {};
  const leadership = new Promise<void>((resolve) => {
    resolveLeadership = resolve;
  });

  async function lead(): Promise<void> {
    await acquireLeadership(deps.locks);
    leader = true;
    channel?.postMessage({ type: 'hello' });
    const [user, status] = await Promise.all([readKv('user', db), readKv('syncStatus', db)]);
    lastPullAt = status?.lastPullAt ?? null;
    scheduler.dispatch({
      type: 'start',
      visible: visibility.anyVisible,
      online,
      loggedIn: Boolean(user),
      push: pushHere(user),
    });
    resolveLeadership();
  }

  function setVisible(visible: boolean): void {
    ownVisible = visible;
    visibility.set(tabId, visible);
    channel?.postMessage({ type: 'visibility', tab: tabId, visible });
    syncVisibility();
  }

  return {
    ...createMembersApi({ api, db, now: () => clock.now() }),
    ...chat.actions,
    ...createLikesActions({ db, api, clock, requestSync: pokeLeader }),
    ...createAccountApi({ api, db, userChanged }),
    ...createPaymentsApi({ api, db, now: () => clock.now() }),
    ...createContentApi({ api }),
    ...createSafetyApi({ api, db, now: () => clock.now(), requestSync: pokeLeader }),
    scheduler,
    api,
    leadership,
    settled: () => scheduler.settled(),

    start(init) {
      if (!onlineReported) online = init.online;
      if (!visibleReported) setVisible(init.visible);
      if (!started) {
        started = true;
        void lead();
      }
      return Promise.resolve();
    },

    async login(request: LoginRequest): Promise<ActionResult> {
      const result = await actions.login({ api, db }, request);
      if (result.ok) await userChanged(true);
      return result;
    },

    async logout(): Promise<void> {
      await actions.logout({ api, db });
      await userChanged(false);
    },

    async setLanguage(language: Locale): Promise<ActionResult> {
      const result = await actions.setLanguage({ api, db }, language);
      if (result.ok) await userChanged(false);
      return result;
    },

    poke() {
      pokeLeader();
      return Promise.resolve();
    },

    setVisible(visible: boolean) {
      visibleReported = true;
      setVisible(visible);
    },

    setDevicePush(subscribed: boolean) {
      devicePush = subscribed;
      if (leader) return applyUserChange(false);
      channel?.postMessage({ type: 'devicePush', subscribed });
      return Promise.resolve();
    },

    setOnline(value: boolean) {
      onlineReported = true;
      online = value;
      if (leader) scheduler.dispatch({ type: value ? 'online' : 'offline' });
    },
  };
}
