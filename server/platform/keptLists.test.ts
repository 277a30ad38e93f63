import { describe, expect, it } from 'vitest';
import { KeptLists, type KeptList } from './keptLists.ts';

const entry = (member: number, peers: number[], body = `{"chats":[${member}]}`): KeptList => ({
  member,
  site: 1,
  builtWith: '/media/',
  count: String(peers.length),
  version: '10',
  body,
  peers,
});

function liveCache(maxBytes = 1_000_000): KeptLists {
  const cache = new KeptLists(maxBytes);
  cache.connected();
  return cache;
}

describe('KeptLists', () => {
  it('gives back a kept list only for the same site and media prefix', () => {
    const cache = liveCache();
    cache.store('a', entry(1, [2, 3]), cache.generation);
    expect(cache.lookup('a', 1, '/media/')?.body).toBe('{"chats":[1]}');
    expect(cache.lookup('a', 2, '/media/')).toBeUndefined();
    expect(cache.lookup('a', 1, 'https://cdn.example/media/')).toBeUndefined();
    expect(cache.lookup('b', 1, '/media/')).toBeUndefined();
  });

  it('a change of a peer drops every list showing that peer, and only those', () => {
    const cache = liveCache();
    cache.store('a', entry(1, [2, 3]), cache.generation);
    cache.store('b', entry(4, [3, 5]), cache.generation);
    cache.store('c', entry(6, [7]), cache.generation);
    cache.changed('3');
    expect(cache.lookup('a', 1, '/media/')).toBeUndefined();
    expect(cache.lookup('b', 1, '/media/')).toBeUndefined();
    expect(cache.lookup('c', 1, '/media/')).toBeDefined();
    cache.changed('99,7');
    expect(cache.size).toBe(0);
  });

  it('`*` and a payload it cannot read drop everything', () => {
    const cache = liveCache();
    cache.store('a', entry(1, [2]), cache.generation);
    cache.changed('*');
    expect(cache.size).toBe(0);
    cache.store('a', entry(1, [2]), cache.generation);
    cache.changed('2,garbage');
    expect(cache.size).toBe(0);
  });

  it('does not keep a list built while a change came in (it may predate the change)', () => {
    const cache = liveCache();
    const before = cache.generation;
    cache.changed('42');
    cache.store('a', entry(1, [2]), before);
    expect(cache.size).toBe(0);
    cache.store('a', entry(1, [2]), cache.generation);
    expect(cache.size).toBe(1);
  });

  it('keeps nothing before the listener listens, after it is lost and until it is back', () => {
    const cache = new KeptLists(1_000_000);
    cache.store('a', entry(1, [2]), cache.generation);
    expect(cache.size).toBe(0);
    cache.connected();
    cache.store('a', entry(1, [2]), cache.generation);
    expect(cache.lookup('a', 1, '/media/')).toBeDefined();
    const during = cache.generation;
    cache.lost();
    expect(cache.size).toBe(0);
    cache.store('a', entry(1, [2]), cache.generation);
    expect(cache.size).toBe(0);
    cache.connected();
    // built before the listener was back: changes in between went unheard
    cache.store('a', entry(1, [2]), during);
    expect(cache.size).toBe(0);
  });

  it('holds its byte budget by dropping the least recently used list', () => {
    const body = 'x'.repeat(300);
    const cache = liveCache(2000); // room for 4 lists of 300 + 200 bytes
    for (const key of ['a', 'b', 'c', 'd']) cache.store(key, entry(1, [2], body), cache.generation);
    expect(cache.size).toBe(4);
    expect(cache.lookup('a', 1, '/media/')).toBeDefined(); // 'a' used again: 'b' is now the oldest
    cache.store('e', entry(1, [2], body), cache.generation);
    expect(cache.lookup('b', 1, '/media/')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].every((key) => cache.lookup(key, 1, '/media/'))).toBe(true);
    // replacing a list does not count it twice
    for (let i = 0; i < 10; i++) cache.store('e', entry(1, [2], body), cache.generation);
    expect(cache.size).toBe(4);
  });

  it('does not keep a list larger than a quarter of its budget, nor anything with a budget of 0', () => {
    const cache = liveCache(2000);
    cache.store('a', entry(1, [2], 'x'.repeat(400)), cache.generation);
    expect(cache.size).toBe(0);
    const off = new KeptLists(0);
    off.connected();
    off.store('a', entry(1, [2]), off.generation);
    expect(off.size).toBe(0);
  });

  it('forgets a session and its peers', () => {
    const cache = liveCache();
    cache.store('a', entry(1, [2]), cache.generation);
    cache.forget('a');
    expect(cache.size).toBe(0);
    cache.store('b', entry(3, [4]), cache.generation);
    cache.changed('2'); // no longer listed under peer 2: nothing else dropped
    expect(cache.size).toBe(1);
  });

  it('answers no list once it is older than the maximum age, even with no notification', () => {
    let now = 1_000;
    const cache = new KeptLists(1_000_000, { maxAgeMs: 60_000, now: () => now });
    cache.connected();
    cache.store('a', entry(1, [2]), cache.generation);
    now += 59_999;
    expect(cache.lookup('a', 1, '/media/')).toBeDefined();
    now += 1;
    expect(cache.lookup('a', 1, '/media/')).toBeUndefined();
    expect(cache.size).toBe(0);
    // kept again, it is answered again for the full age
    cache.store('a', entry(1, [2]), cache.generation);
    expect(cache.lookup('a', 1, '/media/')).toBeDefined();
  });
});
