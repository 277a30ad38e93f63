import { describe, expect, it } from 'vitest';
import { CountCache } from './countCache.ts';

/** A count the test finishes by hand, counting how often it was started. */
function manualCount() {
  const pending: Array<{ resolve: (n: number) => void; reject: (e: unknown) => void }> = [];
  let started = 0;
  const count = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push({ resolve, reject });
    });
  return {
    count,
    get started() {
      return started;
    },
    finish: (n: number) => pending.shift()?.resolve(n),
    fail: (e: unknown) => pending.shift()?.reject(e),
  };
}

describe('search count cache', () => {
  it('counts once for many searches asking at the same moment', async () => {
    const cache = new CountCache({ ttlMs: 1000 });
    const c = manualCount();
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('k', 0, c.count)));
    expect(c.started).toBe(1);
    c.finish(42);
    expect(await answers).toEqual(Array(20).fill(42));
    expect(await cache.get('k', 500, c.count)).toBe(42);
    expect(c.started).toBe(1);
  });

  it('answers a stale count at once and refreshes it with one count in the background', async () => {
    const cache = new CountCache({ ttlMs: 1000, staleMs: 10_000 });
    const c = manualCount();
    const first = cache.get('k', 0, c.count);
    c.finish(7);
    expect(await first).toBe(7);
    // past the ttl: the old count now, one refresh for both callers
    expect(await cache.get('k', 2000, c.count)).toBe(7);
    expect(await cache.get('k', 2001, c.count)).toBe(7);
    expect(c.started).toBe(2);
    c.finish(9);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', 2500, c.count)).toBe(9);
    expect(c.started).toBe(2);
  });

  it('counts again, and waits, when the entry is older than the stale limit', async () => {
    const cache = new CountCache({ ttlMs: 1000, staleMs: 5000 });
    const c = manualCount();
    const first = cache.get('k', 0, c.count);
    c.finish(1);
    await first;
    const late = cache.get('k', 6000, c.count);
    expect(c.started).toBe(2);
    c.finish(2);
    expect(await late).toBe(2);
  });

  it('does not keep a failed count: the waiters get the error and the next search counts again', async () => {
    const errors: unknown[] = [];
    const cache = new CountCache({ ttlMs: 1000, onRefreshError: (e) => errors.push(e) });
    const c = manualCount();
    const a = cache.get('k', 0, c.count);
    const b = cache.get('k', 0, c.count);
    c.fail(new Error('database gone'));
    await expect(a).rejects.toThrow('database gone');
    await expect(b).rejects.toThrow('database gone');
    const again = cache.get('k', 10, c.count);
    expect(c.started).toBe(2);
    c.finish(3);
    expect(await again).toBe(3);
    // a failed background refresh keeps the old count and is reported
    const refreshed = cache.get('k', 1500, c.count);
    c.fail(new Error('refresh failed'));
    expect(await refreshed).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new CountCache({ ttlMs: 1000, maxEntries: 2 });
    const c = manualCount();
    for (const key of ['a', 'b', 'c']) {
      const p = cache.get(key, 0, c.count);
      c.finish(1);
      await p;
    }
    expect(c.started).toBe(3);
    const again = cache.get('a', 1, c.count);
    expect(c.started).toBe(4);
    c.finish(1);
    await again;
    await cache.get('c', 1, c.count);
    expect(c.started).toBe(4);
  });
});
