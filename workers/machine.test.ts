import { describe, expect, it } from 'vitest';
import {
  initialEngineState,
  transition,
  type Effect,
  type EngineEvent,
  type EngineEventType,
  type EngineState,
  type EngineStatus,
} from './machine.ts';

/** A logged-in member, booted, visible, online, with nothing queued. */
const base: EngineState = { ...initialEngineState, loggedIn: true, booted: true, visible: true, online: true };
const at = (status: EngineStatus, extra: Partial<EngineState> = {}): EngineState => ({ ...base, status, ...extra });

const ev = {
  start: { type: 'start', visible: true, online: true, loggedIn: true, push: false },
  stop: { type: 'stop' },
  tick: { type: 'tick' },
  poke: { type: 'poke' },
  online: { type: 'online' },
  offline: { type: 'offline' },
  visible: { type: 'visible' },
  hidden: { type: 'hidden' },
  login: { type: 'login', push: false },
  logout: { type: 'logout' },
  pullOk: { type: 'pullOk' },
  pullFailed: { type: 'pullFailed' },
} satisfies Record<EngineEventType, EngineEvent>;

const pull: Effect = { type: 'pull' };
const disarm: Effect = { type: 'disarm' };
const arm = (ms: number): Effect => ({ type: 'arm', ms });

type Row = [
  what: string,
  from: EngineState,
  event: EngineEvent,
  to: EngineStatus,
  effects: Effect[],
  check?: Partial<EngineState>,
];

const stoppedAll = (['stop', 'tick', 'poke', 'online', 'offline', 'visible', 'hidden', 'login', 'logout', 'pullOk', 'pullFailed'] as const).map(
  (type): Row => [`a stopped engine ignores ${type}`, at('stopped'), ev[type], 'stopped', []],
);

const table: Row[] = [
  // stopped
  ['start online and visible: boot pull now, first periodic pull in 5 s', at('stopped'), ev.start, 'pulling', [arm(5000), pull], { firstTickPending: true, booted: false }],
  ['start offline: nothing to do until online', at('stopped'), { ...ev.start, online: false }, 'offline', [], { firstTickPending: false }],
  ['start hidden: boot pull, no timer while hidden', at('stopped'), { ...ev.start, visible: false }, 'pulling', [pull], { firstTickPending: false }],
  ...stoppedAll,
  // idle
  ['idle ignores a second start', at('idle'), ev.start, 'idle', []],
  ['idle stops', at('idle'), ev.stop, 'stopped', [disarm]],
  ['idle tick of a member pulls', at('idle'), ev.tick, 'pulling', [pull]],
  ['idle tick while logged out pulls nothing and stops the timer', at('idle', { loggedIn: false }), ev.tick, 'idle', [disarm]],
  ['idle tick before boot succeeded pulls the boot data', at('idle', { loggedIn: false, booted: false }), ev.tick, 'pulling', [pull]],
  ['idle poke pulls now', at('idle'), ev.poke, 'pulling', [pull]],
  ['idle poke while logged out does nothing', at('idle', { loggedIn: false }), ev.poke, 'idle', []],
  ['idle online pulls now', at('idle'), ev.online, 'pulling', [pull]],
  ['idle offline goes offline and stops the timer', at('idle'), ev.offline, 'offline', [disarm], { online: false }],
  ['idle visible after hidden pulls now', at('idle', { visible: false }), ev.visible, 'pulling', [pull], { visible: true }],
  ['idle visible when already visible changes nothing', at('idle'), ev.visible, 'idle', []],
  ['idle visible while logged out only records it', at('idle', { visible: false, loggedIn: false }), ev.visible, 'idle', [disarm]],
  ['idle hidden pauses the timer', at('idle'), ev.hidden, 'idle', [disarm], { visible: false }],
  ['idle login starts the 60 s poll', at('idle', { loggedIn: false }), ev.login, 'idle', [arm(60_000)], { loggedIn: true }],
  ['idle login with push polls every 300 s', at('idle'), { type: 'login', push: true }, 'idle', [arm(300_000)], { push: true }],
  ['idle login of the same member changes nothing (timer not reset)', at('idle'), ev.login, 'idle', []],
  ['idle login keeps the pending 5 s first pull', at('idle', { loggedIn: false, firstTickPending: true }), ev.login, 'idle', []],
  ['idle logout stops periodic pulls', at('idle'), ev.logout, 'idle', [disarm], { loggedIn: false }],
  ['idle ignores a stray pullOk', at('idle'), ev.pullOk, 'idle', []],
  ['idle ignores a stray pullFailed', at('idle'), ev.pullFailed, 'idle', []],
  // pulling
  ['pulling ignores start', at('pulling'), ev.start, 'pulling', []],
  ['pulling stops', at('pulling'), ev.stop, 'stopped', [disarm]],
  ['pulling tick queues one more pull', at('pulling'), ev.tick, 'pulling', [], { queued: true }],
  ['pulling poke queues one more pull', at('pulling'), ev.poke, 'pulling', [], { queued: true }],
  ['pulling online changes nothing', at('pulling', { online: false }), ev.online, 'pulling', [], { online: true }],
  ['pulling offline lets the pull finish', at('pulling'), ev.offline, 'pulling', [], { online: false }],
  ['pulling visible is recorded', at('pulling', { visible: false }), ev.visible, 'pulling', [], { visible: true }],
  ['pulling hidden is recorded', at('pulling'), ev.hidden, 'pulling', [], { visible: false }],
  ['pulling login is recorded', at('pulling', { loggedIn: false }), ev.login, 'pulling', [], { loggedIn: true }],
  ['pulling logout drops a queued pull', at('pulling', { queued: true }), ev.logout, 'pulling', [], { loggedIn: false, queued: false }],
  ['pullOk rests 60 s', at('pulling', { booted: false }), ev.pullOk, 'idle', [arm(60_000)], { booted: true, failures: 0 }],
  ['pullOk with push rests 300 s', at('pulling', { push: true }), ev.pullOk, 'idle', [arm(300_000)]],
  ['pullOk keeps the pending 5 s first pull', at('pulling', { firstTickPending: true }), ev.pullOk, 'idle', []],
  ['pullOk with a queued pull pulls again', at('pulling', { queued: true }), ev.pullOk, 'pulling', [pull], { queued: false }],
  ['pullOk while logged out arms nothing', at('pulling', { loggedIn: false }), ev.pullOk, 'idle', [disarm]],
  ['pullOk while hidden arms nothing', at('pulling', { visible: false }), ev.pullOk, 'idle', [disarm]],
  ['pullOk after going offline rests offline', at('pulling', { online: false }), ev.pullOk, 'offline', [disarm]],
  ['pullFailed backs off 5 s', at('pulling'), ev.pullFailed, 'backoff', [arm(5000)], { failures: 1 }],
  ['pullFailed again backs off 10 s', at('pulling', { failures: 1 }), ev.pullFailed, 'backoff', [arm(10_000)], { failures: 2 }],
  ['pullFailed backoff never exceeds the poll interval', at('pulling', { failures: 9 }), ev.pullFailed, 'backoff', [arm(60_000)]],
  ['pullFailed while hidden waits for a visible tab', at('pulling', { visible: false }), ev.pullFailed, 'backoff', [disarm]],
  ['pullFailed after going offline rests offline', at('pulling', { online: false }), ev.pullFailed, 'offline', [disarm]],
  // backoff
  ['backoff ignores start', at('backoff', { failures: 1 }), ev.start, 'backoff', []],
  ['backoff stops', at('backoff', { failures: 1 }), ev.stop, 'stopped', [disarm]],
  ['backoff tick retries', at('backoff', { failures: 1 }), ev.tick, 'pulling', [pull]],
  ['backoff poke retries now', at('backoff', { failures: 1 }), ev.poke, 'pulling', [pull]],
  ['backoff online retries now', at('backoff', { failures: 1 }), ev.online, 'pulling', [pull]],
  ['backoff offline goes offline', at('backoff', { failures: 1 }), ev.offline, 'offline', [disarm]],
  ['backoff visible after hidden retries now', at('backoff', { failures: 1, visible: false }), ev.visible, 'pulling', [pull]],
  ['backoff hidden pauses the retry timer', at('backoff', { failures: 1 }), ev.hidden, 'backoff', [disarm]],
  ['backoff login keeps the retry timer', at('backoff', { failures: 1, loggedIn: false, booted: false }), ev.login, 'backoff', [], { loggedIn: true }],
  ['backoff logout gives up member retries', at('backoff', { failures: 1 }), ev.logout, 'idle', [disarm], { failures: 0 }],
  ['backoff logout before boot keeps retrying the boot', at('backoff', { failures: 1, booted: false }), ev.logout, 'backoff', []],
  ['backoff ignores a stray pullOk', at('backoff', { failures: 1 }), ev.pullOk, 'backoff', []],
  ['backoff ignores a stray pullFailed', at('backoff', { failures: 1 }), ev.pullFailed, 'backoff', [], { failures: 1 }],
  // offline
  ['offline ignores start', at('offline', { online: false }), ev.start, 'offline', []],
  ['offline stops', at('offline', { online: false }), ev.stop, 'stopped', [disarm]],
  ['offline ignores a tick', at('offline', { online: false }), ev.tick, 'offline', []],
  ['offline ignores a poke', at('offline', { online: false }), ev.poke, 'offline', []],
  ['offline → online pulls now', at('offline', { online: false }), ev.online, 'pulling', [pull], { online: true }],
  ['offline → online while logged out rests', at('offline', { online: false, loggedIn: false }), ev.online, 'idle', [disarm]],
  ['offline offline again stays offline', at('offline', { online: false }), ev.offline, 'offline', [disarm]],
  ['offline visible does not pull', at('offline', { online: false, visible: false }), ev.visible, 'offline', [], { visible: true }],
  ['offline hidden is recorded', at('offline', { online: false }), ev.hidden, 'offline', [], { visible: false }],
  ['offline login is recorded', at('offline', { online: false, loggedIn: false }), ev.login, 'offline', [], { loggedIn: true }],
  ['offline logout is recorded', at('offline', { online: false }), ev.logout, 'offline', [], { loggedIn: false }],
  ['offline ignores a stray pullOk', at('offline', { online: false }), ev.pullOk, 'offline', []],
  ['offline ignores a stray pullFailed', at('offline', { online: false }), ev.pullFailed, 'offline', []],
];

describe('sync engine state machine', () => {
  it.each(table)('%s', (_what, from, event, to, effects, check) => {
    const next = transition(from, event);
    expect(next.state.status).toBe(to);
    expect(next.effects).toEqual(effects);
    if (check) expect(next.state).toMatchObject(check);
  });

  it('has a row for every state and every event', () => {
    const statuses: EngineStatus[] = ['stopped', 'idle', 'pulling', 'backoff', 'offline'];
    const missing = statuses.flatMap((status) =>
      (Object.keys(ev) as EngineEventType[])
        .filter((type) => !table.some(([, from, event]) => from.status === status && event.type === type))
        .map((type) => `${status} + ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it('never mutates the state it was given', () => {
    for (const [, from, event] of table) {
      const copy = structuredClone(from);
      transition(from, event);
      expect(from).toEqual(copy);
    }
  });
});
