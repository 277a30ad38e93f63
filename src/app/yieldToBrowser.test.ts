import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('yieldToBrowser', () => {
  it("continues through the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    await yieldToBrowser({ yield: yieldFn });
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('elsewhere continues in a new task, not in a microtask of the current one', async () => {
    vi.useFakeTimers();
    let continued = false;
    const done = yieldToBrowser(undefined).then(() => {
      continued = true;
    });
    // every microtask of the current task has run: still waiting for the next task
    await Promise.resolve();
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(continued).toBe(true);
  });
});
