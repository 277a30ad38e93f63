import type { AppDatabase } from '../src/db/schema.ts';
import type { ApiClient } from './apiClient.ts';
import type { Clock } from './clock.ts';
import { createEventStream, type EventSourceFactory } from './events.ts';
import type { EngineState } from './machine.ts';
import { createOutbox } from './outbox.ts';

export interface ChatEngineDeps {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  random?: () => number;
  /** EventSource in the browser; left out, real time falls back to the poll schedule */
  eventSource?: EventSourceFactory;
  /** ask the leader for a pull (which wakes and flushes the outbox first); a poke's kind narrows it */
  requestSync: (pokeKind?: string) => void;
}

export interface ChatEngine {
  /** the leader, at the start of every pull: stalled rows wake up, due rows go out */
  beforePull(loggedIn: boolean): Promise<void>;
  /** the leader, when a worker asks for it: the outbox goes out now, even while a pull runs */
  flushNow(loggedIn: boolean): Promise<void>;
  /** the leader's machine changed: SSE follows logged in + visible + online */
  onEngineState(state: EngineState): void;
  /** the member is no longer current: no more sends, timers or real-time stream (decision 116) */
  stop(): void;
  readonly sseConnected: boolean;
}

/** The chat part of the sync engine run by the leader: the outbox and SSE (the chat's actions: chatActions.ts). */
export function createChatEngine(deps: ChatEngineDeps): ChatEngine {
  const outbox = createOutbox({ db: deps.db, api: deps.api, clock: deps.clock, random: deps.random, requestPull: deps.requestSync });
  const events = createEventStream({ open: deps.eventSource, clock: deps.clock, onPoke: (kind) => deps.requestSync(kind) });
  let ended = false;
  return {
    async flushNow(loggedIn) {
      if (loggedIn && !ended) await outbox.flush();
    },
    async beforePull(loggedIn) {
      if (!loggedIn || ended) {
        outbox.stop();
        return;
      }
      await outbox.wake();
      await outbox.flush();
    },
    stop() {
      ended = true;
      outbox.stop();
      events.update(false);
    },
    onEngineState(state) {
      // a worker that stops leading (decision 171) leaves the outbox to the next leader
      if (state.status === 'stopped') outbox.stop();
      if (!ended) events.update(state.status !== 'stopped' && state.loggedIn && state.visible && state.online);
    },
    get sseConnected() {
      return events.connected;
    },
  };
}
