import { SEARCH_COUNT_SETTINGS } from '../platform/readModel/index.ts';

/**
 * Result counts of searches, kept for a short while per instance (decision 020). A count walks
 * every match; the page itself is a short index walk. Counts of viewers with blocks are not cached.
 *
 * Under load a count must not be taken many times at once (the load benchmark: when an entry
 * expired, every search in flight counted the same matches again, and search p99 jumped to
 * hundreds of milliseconds every `ttlMs`). So one count per key runs at a time and the others wait
 * for it, and an entry past `ttlMs` but within `staleMs` is answered at once while one count
 * refreshes it in the background. A count that fails is not cached; its waiters get the error.
 */
export class CountCache {
  private readonly entries = new Map<string, { count: number; at: number }>();
  private readonly running = new Map<string, Promise<number>>();

  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly onRefreshError: (error: unknown) => void;

  constructor(options: { ttlMs?: number; staleMs?: number; maxEntries?: number; onRefreshError?: (error: unknown) => void } = {}) {
    // the settings declared in the read model (decision 188), which docs/STALENESS.md states
    this.ttlMs = options.ttlMs ?? SEARCH_COUNT_SETTINGS.ttlMs;
    this.staleMs = options.staleMs ?? SEARCH_COUNT_SETTINGS.staleMs;
    this.maxEntries = options.maxEntries ?? SEARCH_COUNT_SETTINGS.maxEntries;
    this.onRefreshError = options.onRefreshError ?? (() => {});
  }

  /** The cached count of `key`, counted with `count` when missing (once, however many ask at once). */
  async get(key: string, now: number, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    const age = hit ? now - hit.at : Infinity;
    if (hit && age <= this.ttlMs) return hit.count;
    if (hit && age <= this.staleMs) {
      // answer the recent count now; one refresh for everyone
      this.run(key, now, count).catch(this.onRefreshError);
      return hit.count;
    }
    return this.run(key, now, count);
  }

  private run(key: string, now: number, count: () => Promise<number>): Promise<number> {
    const already = this.running.get(key);
    if (already) return already;
    const counting = count()
      .then((value) => {
        this.set(key, value, now);
        return value;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, counting);
    return counting;
  }

  private set(key: string, count: number, now: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count, at: now });
  }
}
