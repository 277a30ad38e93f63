// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadLikes, useAllLikes, useLikes } from './likesHooks.ts';
import { db } from './pageDb.ts';
import type { LikeRow } from './schema.ts';

const like = (direction: 'in' | 'out', profileId: number, createdAt: number, likeNew = false): LikeRow => ({
  id: `${direction}:${profileId}`,
  profileId,
  direction,
  likeNew,
  createdAt,
  version: 0,
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.likes.clear();
});

describe('the likes of the /likes screen', () => {
  it('sorts the three types from one read of the table: new likes first, newest first, a match dated by the later like', async () => {
    await db.likes.bulkPut([
      like('in', 1, 100),
      like('in', 2, 50, true),
      like('in', 3, 300),
      like('out', 3, 200),
      like('out', 4, 400),
      like('out', 1, 10),
    ]);
    // the page's reader learns the current member first (the live queries run again with it)
    const warmUp = renderHook(() => useAllLikes());
    await waitFor(() => expect(warmUp.result.current).toBeDefined());
    warmUp.unmount();

    const reads = vi.spyOn(db.likes, 'toArray');
    const { result } = renderHook(() => useAllLikes());
    await waitFor(() => expect(result.current).toBeDefined());
    const ids = (rows: LikeRow[] | undefined) => rows?.map((r) => `${r.id}@${r.createdAt}`);
    expect(ids(result.current?.['liked-me'])).toEqual(['in:2@50', 'in:3@300', 'in:1@100']);
    expect(ids(result.current?.['my-likes'])).toEqual(['out:4@400', 'out:3@200', 'out:1@10']);
    expect(ids(result.current?.matches)).toEqual(['out:3@300', 'out:1@100']);
    expect(reads).toHaveBeenCalledTimes(1);
    // where one query per type reads it three times
    const three = renderHook(() => [useLikes('liked-me'), useLikes('my-likes'), useLikes('matches')]);
    await waitFor(() => expect(three.result.current.every(Boolean)).toBe(true));
    expect(reads).toHaveBeenCalledTimes(4);
    three.unmount();

    // a new like: the lists follow
    await db.likes.put(like('in', 4, 500, true));
    await waitFor(() => expect(result.current?.matches).toHaveLength(3));
    expect(ids(result.current?.['liked-me'])?.slice(0, 2)).toEqual(['in:4@500', 'in:2@50']);
  });

  it('read ahead at start, the lists are there in the first render; once the live query answered, a new screen loads again', async () => {
    await db.likes.bulkPut([like('in', 1, 100, true), like('out', 1, 200), like('out', 2, 300)]);
    await preloadLikes();
    const first = renderHook(() => ({ all: useAllLikes(), matches: useLikes('matches') }));
    expect(first.result.current.all?.['liked-me'].map((l) => l.id)).toEqual(['in:1']);
    expect(first.result.current.all?.['my-likes'].map((l) => l.id)).toEqual(['out:2', 'out:1']);
    expect(first.result.current.matches?.map((l) => l.id)).toEqual(['out:1']);
    // and it stays current: a new like reaches the screen
    await db.likes.put(like('in', 2, 400));
    await waitFor(() => expect(first.result.current.matches).toHaveLength(2));
    first.unmount();
    const later = renderHook(() => useAllLikes());
    expect(later.result.current).toBeUndefined();
    await waitFor(() => expect(later.result.current?.matches).toHaveLength(2));
  });
});
