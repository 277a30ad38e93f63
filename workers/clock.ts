/** Time as the sync engine sees it; injected so tests run on a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export type Sleep = (ms: number) => Promise<void>;

export function sleeper(clock: Clock): Sleep {
  return (ms) =>
    new Promise((resolve) => {
      clock.setTimeout(resolve, ms);
    });
}
