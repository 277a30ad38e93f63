import { describe, expect, it } from 'vitest';
import { createEventStream, type EventSourceLike } from './events.ts';
import { FakeClock } from './testing/fakeClock.ts';

class FakeEventSource implements EventSourceLike {
  closed = false;
  private listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string): void {
    for (const l of this.listeners.get(type) ?? []) l({ data: '{}' });
  }
  close(): void {
    this.closed = true;
  }
}

function setup() {
  const clock = new FakeClock();
  const sources: FakeEventSource[] = [];
  let pokes = 0;
  const stream = createEventStream({
    open: (url) => {
      const s = new FakeEventSource(url);
      sources.push(s);
      return s;
    },
    clock,
    onPoke: () => pokes++,
  });
  return { clock, sources, stream, pokes: () => pokes };
}

describe('the SSE client', () => {
  it('connects while wanted, pulls once open and on each event, closes when not wanted', () => {
    const { sources, stream, pokes } = setup();
    stream.update(true);
    expect(sources[0]?.url).toBe('/api/events.php');
    // not before the server answered: it listens from then on, and what changed before is pulled
    expect(pokes()).toBe(0);
    sources[0]?.emit('open');
    expect(pokes()).toBe(1);
    sources[0]?.emit('poke');
    sources[0]?.emit('poke');
    expect(pokes()).toBe(3);
    stream.update(false);
    expect(sources[0]?.closed).toBe(true);
    expect(stream.connected).toBe(false);
  });

  it('reconnects after 1, 2, 4 s, pulls at each attempt (a session ended shows there) and once open', async () => {
    const { clock, sources, stream, pokes } = setup();
    stream.update(true);
    sources[0]?.emit('error');
    expect(clock.pending).toEqual([1000]);
    expect(pokes()).toBe(0);
    await clock.advance(1000);
    expect(sources).toHaveLength(2);
    expect(pokes()).toBe(1);
    // refused again (a suspended member's session is gone): the attempt's pull is what logs them out
    sources[1]?.emit('error');
    expect(clock.pending).toEqual([2000]);
    await clock.advance(2000);
    expect(pokes()).toBe(2);
    sources[2]?.emit('open');
    expect(pokes()).toBe(3);
    sources[2]?.emit('error');
    expect(clock.pending).toEqual([1000]);
  });

  it('a stream closed before it opened pulls nothing when its late answer comes', () => {
    const { sources, stream, pokes } = setup();
    stream.update(true);
    stream.update(false);
    sources[0]?.emit('open');
    expect(pokes()).toBe(0);
  });

  it('does not reconnect after it was told to stop', async () => {
    const { clock, sources, stream } = setup();
    stream.update(true);
    sources[0]?.emit('error');
    stream.update(false);
    await clock.advance(60_000);
    expect(sources).toHaveLength(1);
  });
});
