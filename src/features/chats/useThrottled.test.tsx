// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './useThrottled.ts';

const bulk = () => false;
/** Moves the fake clock and lets React apply what the timers set. */
const advance = (ms: number): void => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const small = () => true;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('coalescing bursts of changes', () => {
  it('a change after a quiet spell passes at once', () => {
    const view = renderHook(({ value }) => useThrottled(value, 300, bulk), { initialProps: { value: 1 } });
    advance(1_000);
    view.rerender({ value: 2 });
    expect(view.result.current).toBe(2);
  });

  it('bulk changes in a burst pass at most once per window, and the last one always arrives', () => {
    const view = renderHook(({ value }) => useThrottled(value, 300, bulk), { initialProps: { value: 0 } });
    advance(1_000);
    view.rerender({ value: 1 });
    expect(view.result.current).toBe(1);
    advance(50);
    view.rerender({ value: 2 });
    advance(50);
    view.rerender({ value: 3 });
    expect(view.result.current).toBe(1);
    advance(199);
    expect(view.result.current).toBe(1);
    advance(1);
    expect(view.result.current).toBe(3);
  });

  it('a small change (a new message) passes at once even within the window', () => {
    const view = renderHook(({ value }) => useThrottled(value, 300, small), { initialProps: { value: 0 } });
    view.rerender({ value: 1 });
    advance(10);
    view.rerender({ value: 2 });
    expect(view.result.current).toBe(2);
  });
});
