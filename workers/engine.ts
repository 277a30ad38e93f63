import type { AppDatabase } from '../src/db/schema.ts';
import type { LoginRequest } from '../src/contract/user.ts';
import type { Locale } from '../src/contract/locales.ts';
import type { ActionResult } from './actionEntries.ts';
import { currentMemberActions } from './currentMember.ts';
import type { MemberActions } from './memberActions.ts';
import type { EventSourceFactory } from './events.ts';
import type * as MemberPartsModule from './memberParts.ts';
import type { ApiClient } from './apiClient.ts';
import type { Clock, Sleep } from './clock.ts';
import { createSessions } from './memberSession.ts';
import { createMemberSwitch } from './memberSwitch.ts';
import { createSessionPull } from './sessionPull.ts';
import { createSyncStatus } from './syncStatus.ts';
import {
  LEADER_ANSWER_MS,
  LEADER_CHECK_MS,
  LeaderLock,
  onTabMessage,
  TabVisibility,
  type ChannelLike,
  type LockManagerLike,
  type TabMessage,
} from './leader.ts';
import { defaultPullSteps, type PullStep } from './pull.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { PullScope } from './pullScope.ts';
import type { LocalStores } from './stores.ts';

export interface EngineDeps {
  /** the device database and the members' databases (decision 116) */
  stores: LocalStores;
  fetch: typeof globalThis.fetch;
  clock: Clock;
  /** the waits between retries of one request; defaults to the clock's */
  sleep?: Sleep;
  random?: () => number;
  /** navigator.locks; without it (or without a channel to reach the leader) this worker leads at once */
  locks?: LockManagerLike;
  /** a BroadcastChannel shared by the workers of every tab; without it this worker is alone */
  channel?: ChannelLike;
  /** this tab's id among the workers */
  tabId: string;
  steps?: readonly PullStep[];
  /** EventSource for the chat's real-time pokes; without it the poll schedule alone */
  eventSource?: EventSourceFactory;
  /** loads the member's part of the engine, Dexie with it (default: its chunk, by dynamic import) */
  loadMemberParts?: () => Promise<typeof MemberPartsModule>;
}

/**
 * What the sync worker exposes to the page through comlink (sync.worker.ts): the engine's own
 * calls and every member action by its name (memberActions.ts). Screens never use it directly:
 * they call `actions` (src/sync/pageActions.ts) and the functions of src/sync/actions.ts.
 */
export type SyncWorkerApi = EngineControls & WorkerLeave & MemberActions;

/**
 * The worker's IndexedDB as its page leaves (decision 197): `leave` (at the page's `beforeunload`)
 * lets the transactions in flight end and refuses new ones, so that the worker is ended with none in
 * flight; `stay` (the page did not leave after all) lets them run again.
 */
export interface WorkerLeave {
  leave(): Promise<void>;
  stay(): void;
}

/** The engine's own calls: its start, the page's state, and the calls that may switch the member. */
export interface EngineControls {
  /**
   * Start the engine: load settings and reference data at once, then the pull schedule. `page` is
   * the starting page's host and query, sent with settings.php (SPEC §7 _force_domain).
   */
  start(init: { visible: boolean; online: boolean; page?: { host: string; search: string } }): Promise<void>;
  login(request: LoginRequest): Promise<ActionResult>;
  logout(): Promise<void>;
  setLanguage(language: Locale): Promise<ActionResult>;
  /** Pull now (a push poke, an SSE poke, a manual refresh). */
  poke(reason: 'push' | 'sse' | 'manual'): Promise<void>;
  setVisible(visible: boolean): void;
  setOnline(online: boolean): void;
  /** whether this device holds a push subscription (polling slows down only where pushes arrive) */
  setDevicePush(subscribed: boolean): Promise<void>;
}

export interface SyncEngine extends EngineControls {
  /** every member action (memberActions.ts), run by the session current when it is called */
  readonly actions: MemberActions;
  readonly scheduler: Scheduler;
  /** the current member's api client */
  readonly api: ApiClient;
  /** resolves when this worker has become the leader and started its scheduler */
  readonly leadership: Promise<void>;
  /** resolves once no pull is running */
  settled(): Promise<void>;
  /** the current member's (or the visitor's) database */
  database(): Promise<AppDatabase>;
}

/**
 * The sync engine of one worker: every worker runs actions itself; only the leader (Web Lock)
 * pulls. Workers tell the leader about visibility, pokes and logins over the tab channel.
 */
export function createSyncEngine(deps: EngineDeps): SyncEngine {
  const { stores, clock, channel, tabId } = deps;
  /** the member's steps join the boot steps once their module is here (a visitor's pull skips them anyway) */
  let memberStepList: readonly PullStep[] = [];
  const pullSteps = (): readonly PullStep[] => deps.steps ?? [...defaultPullSteps, ...memberStepList];
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
  /** the starting page's host and query, sent with settings.php (SPEC §7) */
  let page: { host: string; search: string } | undefined;
  let started = false;
  let leader = false;

  const scope = new PullScope();

  /** Leads only where another worker can reach it: without a channel every worker leads. */
  const lock = new LeaderLock(channel ? deps.locks : undefined, {
    gained: () => void lead(),
    lost: () => stepDown(),
  });

  /** A pull now (narrowed by a poke's kind): this worker's scheduler when it leads, else the leader over the tab channel. */
  function pokeLeader(pokeKind?: string): void {
    if (leader) {
      scope.widen(pokeKind);
      scheduler.dispatch({ type: 'poke' });
    } else channel?.postMessage(pokeKind === undefined ? { type: 'poke' } : { type: 'poke', kind: pokeKind });
  }
  /** Send the outbox now: this worker's outbox when it leads, else the leader's over the tab channel. */
  function flushLeader(): void {
    if (leader) flushOwn();
    else {
      channel?.postMessage({ type: 'flush' });
      checkLeader();
    }
  }

  const sessions = createSessions({
    stores,
    fetch: deps.fetch,
    clock,
    sleep: deps.sleep,
    random: deps.random,
    eventSource: deps.eventSource,
    loadMemberParts: deps.loadMemberParts,
    isOffline: () => !online,
    requestSync: pokeLeader,
    requestFlush: flushLeader,
    switchMember: (user, from, ended) => members.switchMember(user, from, ended),
    stateOf: (session) => (session === members.current() ? scheduler.state : null),
    setMemberSteps: (steps) => {
      memberStepList = steps;
    },
  });
  const { databaseOf, openStorage, partsFor } = sessions;

  /** The leader sends the current member's outbox now. */
  function flushOwn(): void {
    const session = members.current();
    if (!session) return;
    const loggedIn = scheduler.state.loggedIn;
    void partsFor(session, loggedIn)
      .then((parts) => parts?.chat.flushNow(loggedIn))
      .catch(() => undefined);
  }

  const members = createMemberSwitch({
    stores,
    clock,
    channel,
    sessions,
    switched: async (pullNow) => {
      if (leader) await applyUserChange(pullNow);
    },
    replaced: () => status.forget(),
  });
  const { currentSession, adoptCurrent } = members;
  const status = createSyncStatus(members.current, clock);

  const pull = createSessionPull({
    clock,
    stores,
    scope,
    sessions,
    members,
    steps: pullSteps,
    page: () => page,
    state: () => scheduler.state,
    adopted: async () => {
      if (leader) await applyUserChange(true);
    },
    done: ({ user, error, ok, full }) => {
      scheduler.dispatch(user ? { type: 'login', push: pushHere(user) } : { type: 'logout' });
      status.pulled(error, ok);
      if (ok && full) scope.fullPullDone(clock.now());
    },
  });

  const scheduler = createScheduler({
    clock,
    pull,
    onChange: (state) => {
      // a worker that stops leading leaves the status to the next leader
      if (state.status !== 'stopped') status.write(state);
      members.current()?.parts?.chat.onEngineState(state);
    },
  });

  /** The leader reads the stored user and tells its machine; `pullNow` after a login. */
  async function applyUserChange(pullNow: boolean): Promise<void> {
    const user = await (await currentSession()).kv.get('user').catch(() => null);
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
      case 'leaderPing':
        if (leader) channel?.postMessage({ type: 'leaderHere' });
        return;
      case 'leaderHere':
        stopWaitingForAnswer();
        return;
      case 'poke':
        if (leader) pokeLeader(message.kind);
        return;
      case 'flush':
        if (leader) flushOwn();
        return;
      case 'userChanged':
        void adoptCurrent().then(() => (leader ? applyUserChange(message.pull) : undefined));
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

  /** the current member's database opened (or recreated) by start() */
  let opened: Promise<void> = Promise.resolve();

  /** This worker holds the lock: it leads once the member's database is open (decision 003). */
  async function lead(): Promise<void> {
    await opened.catch(() => undefined);
    if (!lock.isHeld) return;
    leader = true;
    stopWaitingForAnswer();
    stopChecking();
    channel?.postMessage({ type: 'hello' });
    const { kv } = await currentSession();
    const [user, stored] = await Promise.all([kv.get('user'), kv.get('syncStatus')]);
    // lost while reading (stolen, or the page froze): the next leader starts
    if (!lock.isHeld) return;
    status.restore(stored);
    scheduler.dispatch({
      type: 'start',
      visible: visibility.anyVisible,
      online,
      loggedIn: Boolean(user),
      push: pushHere(user),
    });
    resolveLeadership();
  }

  /**
   * The lock is gone (taken by a visible tab whose ping this worker did not answer in time: its page
   * was cached while it ran): no more pulls, sends or real-time stream here (decision 171).
   */
  function stepDown(): void {
    leader = false;
    scheduler.dispatch({ type: 'stop' });
    keepChecking();
  }

  /** the timer of a ping's answer, and of the next check (decision 171) */
  let answerTimer: unknown = null;
  let checkTimer: unknown = null;

  function stopWaitingForAnswer(): void {
    if (answerTimer !== null) clock.clearTimeout(answerTimer);
    answerTimer = null;
  }

  function stopChecking(): void {
    if (checkTimer !== null) clock.clearTimeout(checkTimer);
    checkTimer = null;
  }

  /** Whether this worker must see to it that a leader runs: its page is visible and it does not lead. */
  function mustCheck(): boolean {
    return started && ownVisible && !leader && Boolean(channel && deps.locks);
  }

  /**
   * A visible tab never goes without a leader (decision 171): this worker asks whether a leader
   * runs, and takes the lock from the holder when no answer comes within LEADER_ANSWER_MS. A
   * holder that does run steps down and waits in line again.
   */
  function checkLeader(): void {
    if (!mustCheck() || answerTimer !== null) return;
    channel?.postMessage({ type: 'leaderPing' });
    answerTimer = clock.setTimeout(() => {
      answerTimer = null;
      if (mustCheck()) lock.acquire({ steal: true });
    }, LEADER_ANSWER_MS);
    keepChecking();
  }

  /** Checks again every LEADER_CHECK_MS while this tab is visible and does not lead. */
  function keepChecking(): void {
    if (!mustCheck() || checkTimer !== null) return;
    checkTimer = clock.setTimeout(() => {
      checkTimer = null;
      checkLeader();
      keepChecking();
    }, LEADER_CHECK_MS);
  }

  function setVisible(visible: boolean): void {
    ownVisible = visible;
    visibility.set(tabId, visible);
    channel?.postMessage({ type: 'visibility', tab: tabId, visible });
    syncVisibility();
    if (visible) checkLeader();
    else {
      stopWaitingForAnswer();
      stopChecking();
    }
  }

  return {
    ...currentMemberActions({ sessions, members, userChanged }),
    scheduler,
    get api() {
      const session = members.current();
      if (!session) throw new Error('the engine has not read the current member yet');
      return session.api;
    },
    leadership,
    settled: () => scheduler.settled(),
    database: async () => databaseOf(await currentSession()),

    async start(init) {
      page ??= init.page;
      if (!onlineReported) online = init.online;
      if (!visibleReported) setVisible(init.visible);
      if (!started) {
        started = true;
        opened = (async () => {
          const session = await currentSession();
          // IndexedDB unusable: recreate it and re-bootstrap from the server (openStorage)
          await openStorage(session);
        })();
        // the leader lock is asked for at once (another tab's worker may hold it); leading waits for the database
        lock.acquire();
        checkLeader();
        await opened;
      }
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
