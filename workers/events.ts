import { chatApi } from '../src/contract/chats.ts';
import type { Clock } from './clock.ts';

/** The part of EventSource the engine uses (a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export const SSE_RETRY_BASE_MS = 1_000;
export const SSE_RETRY_CAP_MS = 30_000;

/**
 * The SSE client of the leader: connected while a member is logged in, a tab is visible and the
 * network is up; every `poke` event asks for a pull, and so does every opening of the stream (what
 * changed before the server listened was poked to nobody). A broken stream reconnects after 1, 2,
 * 4 … 30 s, with a pull at each attempt (what it missed, or that its session ended).
 */
/** The kind of a poke event (`{"kind":"message",…}`), or undefined when it cannot be read. */
export function pokeKindOf(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && 'kind' in parsed && typeof parsed.kind === 'string' ? parsed.kind : undefined;
  } catch {
    return undefined;
  }
}

export function createEventStream(deps: { open: EventSourceFactory | undefined; clock: Clock; onPoke: (kind?: string) => void }) {
  let source: EventSourceLike | null = null;
  let wanted = false;
  let failures = 0;
  let retry: unknown = null;

  function disconnect(): void {
    source?.close();
    source = null;
    if (retry !== null) deps.clock.clearTimeout(retry);
    retry = null;
  }

  function connect(): void {
    if (!deps.open || source || !wanted) return;
    const current = deps.open(chatApi.events);
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      // the server listens from the moment it answers: a change committed before (while the stream
      // was down, or between the boot pull and this answer) was poked to nobody, so pull once now
      if (source === current) deps.onPoke();
    });
    current.addEventListener('poke', (event) => deps.onPoke(pokeKindOf(event.data)));
    current.addEventListener('error', () => {
      if (source !== current) return;
      current.close();
      source = null;
      failures += 1;
      const wait = Math.min(SSE_RETRY_CAP_MS, SSE_RETRY_BASE_MS * 2 ** (failures - 1));
      retry = deps.clock.setTimeout(() => {
        retry = null;
        connect();
        // pull now as well as when it opens: a stream the server ended (a suspension's `end`, a
        // session gone) does not open again, and this pull is what finds the session ended
        deps.onPoke();
      }, wait);
    });
  }

  return {
    /** connect or disconnect to match the engine's conditions */
    update(shouldConnect: boolean): void {
      wanted = shouldConnect;
      if (shouldConnect) connect();
      else disconnect();
    },
    get connected(): boolean {
      return source !== null;
    },
  };
}
