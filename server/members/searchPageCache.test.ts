import { describe, expect, it } from 'vitest';
import { SearchPageCache, type SearchPageEntry } from './searchPageCache.ts';

const page = (ids: number[], extra: Partial<SearchPageEntry> = {}): SearchPageEntry => ({
  ids,
  cards: ids.map((id) => JSON.stringify({ id, name: `member ${id}` })),
  complete: false,
  floor: Math.min(...ids),
  ceiling: Number.MAX_SAFE_INTEGER,
  validUntil: Infinity,
  ...extra,
});

function listening(maxBytes = 1_000_000): SearchPageCache {
  const cache = new SearchPageCache(maxBytes);
  cache.connected();
  return cache;
}

describe('SearchPageCache', () => {
  it('drops exactly the pages whose id range holds a member named', () => {
    const cache = listening();
    cache.store('first', page([90, 80, 70]), cache.generation);
    cache.store('second', page([60, 50, 40], { ceiling: 70 }), cache.generation);
    cache.store('last', page([30, 20], { complete: true, floor: 0, ceiling: 40 }), cache.generation);
    // 75 is not on the first page but could enter it; 65 could enter the second one
    cache.changed('75');
    expect(cache.lookup('first', 0)).toBeUndefined();
    expect(cache.lookup('second', 0)).toBeDefined();
    cache.changed('65,1000');
    expect(cache.lookup('second', 0)).toBeUndefined();
    // below the last page's last row: the last (complete) page covers down to 0
    expect(cache.lookup('last', 0)).toBeDefined();
    cache.changed('5');
    expect(cache.lookup('last', 0)).toBeUndefined();
  });

  it('drops everything on `*` or a payload it cannot read', () => {
    const cache = listening();
    cache.store('a', page([9, 8]), cache.generation);
    cache.changed('*');
    expect(cache.size).toBe(0);
    cache.store('b', page([9, 8]), cache.generation);
    cache.changed('12,x');
    expect(cache.size).toBe(0);
  });

  it('does not keep a page read while a notification came in, nor anything without a listener', () => {
    const cache = listening();
    const generation = cache.generation;
    cache.changed('1');
    cache.store('late', page([9]), generation);
    expect(cache.lookup('late', 0)).toBeUndefined();

    const deaf = new SearchPageCache(1_000_000);
    deaf.store('a', page([9]), deaf.generation);
    expect(deaf.size).toBe(0);
    cache.store('kept', page([9]), cache.generation);
    cache.lost();
    expect(cache.size).toBe(0);
    cache.store('again', page([9]), cache.generation);
    expect(cache.size).toBe(0);
  });

  it('answers a page only until its first online card would go offline', () => {
    const cache = listening();
    cache.store('online', page([9], { validUntil: 1000 }), cache.generation);
    expect(cache.lookup('online', 999)).toBeDefined();
    expect(cache.lookup('online', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its byte budget, oldest use first', () => {
    const ids = Array.from({ length: 20 }, (_, i) => 100 - i);
    const one = page(ids).cards.reduce((sum, card) => sum + card.length, 0) + 200 + 1;
    const cache = listening(one * 4);
    for (const key of ['a', 'b', 'c', 'd']) cache.store(key, page(ids), cache.generation);
    expect(cache.size).toBe(4);
    cache.lookup('a', 0);
    cache.store('e', page(ids), cache.generation);
    expect(cache.size).toBe(4);
    expect(cache.lookup('b', 0)).toBeUndefined();
    expect(cache.lookup('a', 0)).toBeDefined();
    const off = new SearchPageCache(0);
    off.connected();
    off.store('a', page(ids), off.generation);
    expect(off.size).toBe(0);
  });

  it('answers no page once it is older than the maximum age, even with no notification', () => {
    let now = 5_000;
    const cache = new SearchPageCache(1_000_000, { maxAgeMs: 60_000, now: () => now });
    cache.connected();
    cache.store('first', page([90, 80]), cache.generation);
    now += 59_999;
    expect(cache.lookup('first', 0)).toBeDefined();
    now += 1;
    expect(cache.lookup('first', 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
