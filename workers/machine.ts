import { POLL_FIRST_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '../src/contract/constants.ts';

/**
 * The sync engine as an explicit state machine. `transition` is pure: it returns the next state and
 * the effects for the scheduler to carry out (start a pull, arm or disarm the one timer).
 *
 *   stopped ─start→ pulling (online) | offline
 *   idle ─tick/poke/online/visible→ pulling ─pullOk→ idle
 *                                      └─pullFailed→ backoff ─tick/poke/online/visible→ pulling
 *   any but stopped ─offline→ offline (a running pull finishes first) ─online→ pulling | idle
 */
export type EngineStatus = 'stopped' | 'idle' | 'pulling' | 'backoff' | 'offline';

export interface EngineState {
  status: EngineStatus;
  /** a member is logged in (a user is stored) */
  loggedIn: boolean;
  /** the user has push subscribed: poll every 300 s instead of 60 s */
  push: boolean;
  /** settings, reference data and the first user check have been loaded */
  booted: boolean;
  /** at least one tab is visible */
  visible: boolean;
  online: boolean;
  /** the 5 s first-pull timer is still armed */
  firstTickPending: boolean;
  /** a pull was asked for while one was running */
  queued: boolean;
  /** consecutive failed pulls */
  failures: number;
}

export type EngineEvent =
  | { type: 'start'; visible: boolean; online: boolean; loggedIn: boolean; push: boolean }
  | { type: 'stop' }
  | { type: 'tick' }
  | { type: 'poke' }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'visible' }
  | { type: 'hidden' }
  | { type: 'login'; push: boolean }
  | { type: 'logout' }
  | { type: 'pullOk' }
  | { type: 'pullFailed' };
export type EngineEventType = EngineEvent['type'];

export type Effect = { type: 'pull' } | { type: 'arm'; ms: number } | { type: 'disarm' };

export interface Transition {
  state: EngineState;
  effects: Effect[];
}

export const initialEngineState: EngineState = {
  status: 'stopped',
  loggedIn: false,
  push: false,
  booted: false,
  visible: true,
  online: true,
  firstTickPending: false,
  queued: false,
  failures: 0,
};

export function pollInterval(push: boolean): number {
  return push ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS;
}

/** Retry delay after `failures` failed pulls: 5 s, 10 s, 20 s, 40 s, then the poll interval. */
export function backoffDelay(failures: number, push: boolean): number {
  return Math.min(pollInterval(push), POLL_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

/** Something to pull: member data when logged in, or the boot loads not done yet. */
function hasWork(s: EngineState): boolean {
  return s.loggedIn || !s.booted;
}

function startPull(s: EngineState, extra: Effect[] = []): Transition {
  return { state: { ...s, status: 'pulling', queued: false, firstTickPending: false }, effects: [...extra, { type: 'pull' }] };
}

/** After a pull or a change of conditions: wait for the next periodic pull, if any. */
function rest(s: EngineState): Transition {
  if (!s.online) return { state: { ...s, status: 'offline' }, effects: [{ type: 'disarm' }] };
  if (s.firstTickPending) return { state: { ...s, status: 'idle' }, effects: [] };
  const wait = s.visible && s.loggedIn ? pollInterval(s.push) : null;
  return { state: { ...s, status: 'idle' }, effects: [wait === null ? { type: 'disarm' } : { type: 'arm', ms: wait }] };
}

const same = (state: EngineState): Transition => ({ state, effects: [] });

export function transition(s: EngineState, event: EngineEvent): Transition {
  if (s.status === 'stopped') {
    if (event.type !== 'start') return same(s);
    const started: EngineState = {
      ...s,
      visible: event.visible,
      online: event.online,
      loggedIn: event.loggedIn,
      push: event.push,
      booted: false,
      failures: 0,
      queued: false,
      firstTickPending: event.visible && event.online,
    };
    const first: Effect[] = started.firstTickPending ? [{ type: 'arm', ms: POLL_FIRST_MS }] : [];
    if (!event.online) return { state: { ...started, status: 'offline' }, effects: first };
    return { state: { ...started, status: 'pulling' }, effects: [...first, { type: 'pull' }] };
  }

  switch (event.type) {
    case 'start':
      return same(s);
    case 'stop':
      return { state: { ...s, status: 'stopped', queued: false, firstTickPending: false }, effects: [{ type: 'disarm' }] };
    case 'tick': {
      const ticked = { ...s, firstTickPending: false };
      if (s.status === 'pulling') return same({ ...ticked, queued: true });
      if (s.status === 'offline') return same(ticked);
      return hasWork(ticked) ? startPull(ticked) : rest(ticked);
    }
    case 'poke':
      if (s.status === 'pulling') return same({ ...s, queued: true });
      if (s.status === 'offline' || !hasWork(s)) return same(s);
      return startPull(s);
    case 'online': {
      const online = { ...s, online: true };
      if (s.status === 'pulling') return same(online);
      return hasWork(online) ? startPull(online) : rest(online);
    }
    case 'offline': {
      const offline = { ...s, online: false };
      if (s.status === 'pulling') return same(offline);
      return { state: { ...offline, status: 'offline' }, effects: [{ type: 'disarm' }] };
    }
    case 'visible': {
      const visible = { ...s, visible: true };
      if (s.visible || s.status === 'pulling' || s.status === 'offline') return same(visible);
      return hasWork(visible) ? startPull(visible) : rest(visible);
    }
    case 'hidden': {
      const hidden = { ...s, visible: false, firstTickPending: false };
      return { state: hidden, effects: s.status === 'pulling' || s.status === 'offline' ? [] : [{ type: 'disarm' }] };
    }
    case 'login': {
      if (s.loggedIn && s.push === event.push) return same(s);
      const loggedIn = { ...s, loggedIn: true, push: event.push };
      return s.status === 'idle' ? rest(loggedIn) : same(loggedIn);
    }
    case 'logout': {
      if (!s.loggedIn) return same(s);
      const loggedOut = { ...s, loggedIn: false, push: false, queued: false };
      if (s.status === 'idle') return rest(loggedOut);
      if (s.status === 'backoff' && loggedOut.booted) return rest({ ...loggedOut, failures: 0 });
      return same(loggedOut);
    }
    case 'pullOk': {
      if (s.status !== 'pulling') return same(s);
      const done = { ...s, booted: true, failures: 0 };
      if (done.queued && done.online && hasWork(done)) return startPull(done);
      return rest({ ...done, queued: false });
    }
    case 'pullFailed': {
      if (s.status !== 'pulling') return same(s);
      const failed = { ...s, failures: s.failures + 1, queued: false, firstTickPending: false };
      if (!failed.online) return { state: { ...failed, status: 'offline' }, effects: [{ type: 'disarm' }] };
      const effects: Effect[] = [
        failed.visible ? { type: 'arm', ms: backoffDelay(failed.failures, failed.push) } : { type: 'disarm' },
      ];
      return { state: { ...failed, status: 'backoff' }, effects };
    }
  }
}
