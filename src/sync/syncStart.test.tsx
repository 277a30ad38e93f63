// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSync } from './client.ts';
import { scheduleSyncStart, StartSyncAfterFirstRender, SYNC_START_LATEST_MS } from './syncStart.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('when the sync worker starts (decision 154)', () => {
  it('a visitor\'s starts at once', () => {
    const start = vi.fn();
    scheduleSyncStart(false, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a stored member\'s waits for the first render, and starts after 3 s should it not commit by then', () => {
    const start = vi.fn();
    scheduleSyncStart(true, start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SYNC_START_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a stored member\'s starts when the first render commits, before the time limit', () => {
    const start = vi.fn();
    scheduleSyncStart(true, start);
    act(() => {
      render(<StartSyncAfterFirstRender start={start} />);
    });
    expect(start).toHaveBeenCalledTimes(1);
    // the limit's call comes too, which startSync ignores (started once)
    vi.advanceTimersByTime(SYNC_START_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('startSync, called by both, starts one worker', () => {
    const workers: string[] = [];
    // a stand-in for the browser's Worker: Comlink only needs its message port methods
    class FakeWorker {
      constructor(url: URL) {
        workers.push(url.pathname);
      }
      postMessage(): void {}
      addEventListener(): void {}
      removeEventListener(): void {}
      terminate(): void {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    try {
      scheduleSyncStart(true, startSync);
      act(() => {
        render(<StartSyncAfterFirstRender start={startSync} />);
      });
      vi.advanceTimersByTime(SYNC_START_LATEST_MS);
      expect(workers).toHaveLength(1);
      expect(workers[0]).toMatch(/sync\.worker/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
