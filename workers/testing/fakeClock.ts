import type { Clock } from '../clock.ts';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/**
 * A clock that moves only when a test says so. `advance` fires due timers in order and, after each,
 * waits for `settle` (e.g. the engine's running pull) so timers armed by that work are seen.
 */
export class FakeClock implements Clock {
  private time = 0;
  private nextId = 1;
  private timers: Timer[] = [];
  settle: () => Promise<void> = flushMicrotasks;

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Delays of the timers still armed, from now. */
  get pending(): number[] {
    return this.timers.map((t) => t.at - this.time).sort((a, b) => a - b);
  }

  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    await this.settle();
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.callback();
      await this.settle();
    }
    this.time = target;
  }
}

export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
