/**
 * Ends the current task and continues in a new one, so the browser can run what waits in between
 * (input, a frame, network answers). The app's start does its synchronous work in parts this way:
 * one task of ~30 ms of work on a fast machine is a 120 ms task on a phone four times slower, and
 * every millisecond over 50 of it blocks input (Lighthouse's Total Blocking Time; decision 160).
 *
 * `scheduler.yield()` (Chromium 129+) continues ahead of other waiting tasks of the same priority;
 * elsewhere a zero-delay timer, which the browser may let other tasks pass.
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(scheduler: Scheduler | undefined = (globalThis as { scheduler?: Scheduler }).scheduler): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
