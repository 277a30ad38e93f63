import { afterEach, expect, it, vi } from 'vitest';
import { warmDateFormatting } from './warmDateFormatting.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('makes one date format, in a task of its own, however often it is asked', () => {
  vi.useFakeTimers();
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  warmDateFormatting();
  warmDateFormatting();
  // not in the caller's task: main.tsx asks while it starts the screen's reads
  expect(made).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(made).toHaveBeenCalledTimes(1);
  warmDateFormatting();
  vi.runAllTimers();
  expect(made).toHaveBeenCalledTimes(1);
});
