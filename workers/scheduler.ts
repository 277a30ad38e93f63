import type { Clock } from './clock.ts';
import { initialEngineState, transition, type EngineEvent, type EngineState } from './machine.ts';

export type PullResult = 'ok' | 'failed';

export interface SchedulerDeps {
  clock: Clock;
  /** one pull; never rejects (a rejection counts as a failed pull) */
  pull: () => Promise<PullResult>;
  /** told after every transition that changed the state */
  onChange?: (state: EngineState, event: EngineEvent) => void;
}

export interface Scheduler {
  dispatch(event: EngineEvent): void;
  readonly state: EngineState;
  /** resolves once no pull is running (tests, and the worker's orderly stop) */
  settled(): Promise<void>;
}

/**
 * Carries out the machine's effects with an injected clock: one timer at a time, one pull at a
 * time. All timing rules (5 s first pull, 60 s / 300 s, pause while hidden) live in machine.ts.
 */
export function createScheduler(deps: SchedulerDeps): Scheduler {
  let state = initialEngineState;
  let timer: unknown = null;
  let running: Promise<void> = Promise.resolve();

  function disarm(): void {
    if (timer !== null) deps.clock.clearTimeout(timer);
    timer = null;
  }

  function runPull(): void {
    running = deps
      .pull()
      .catch((): PullResult => 'failed')
      .then((result) => dispatch({ type: result === 'ok' ? 'pullOk' : 'pullFailed' }));
  }

  function dispatch(event: EngineEvent): void {
    const next = transition(state, event);
    const changed = next.state !== state;
    state = next.state;
    for (const effect of next.effects) {
      if (effect.type === 'disarm') disarm();
      else if (effect.type === 'arm') {
        disarm();
        timer = deps.clock.setTimeout(() => {
          timer = null;
          dispatch({ type: 'tick' });
        }, effect.ms);
      } else runPull();
    }
    if (changed) deps.onChange?.(state, event);
  }

  return {
    dispatch,
    get state() {
      return state;
    },
    async settled() {
      let seen: Promise<void> | null = null;
      while (seen !== running) {
        seen = running;
        await seen;
      }
    },
  };
}
