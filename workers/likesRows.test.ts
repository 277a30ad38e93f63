import { describe, expect, it } from 'vitest';
import type { LikeEntry, LikesAnswer } from '../src/contract/likes.ts';
import type { LikeRow } from '../src/db/schema.ts';
import { likeEventFrom, likeRowFromServer, reconcileLikes, type PendingLikeOp } from './likesRows.ts';

const entry = (id: number, over: Partial<LikeEntry> = {}): LikeEntry => ({
  id,
  name: `M${id}`,
  age: 30,
  region: null,
  country: 'GB',
  main_image: null,
  fictional: false,
  like_new: false,
  liked_at: new Date(1_800_000_000_000 + id * 1000).toISOString(),
  match: false,
  ...over,
});
const answer = (over: Partial<LikesAnswer> = {}): LikesAnswer => ({ profiles: [], liked_by: [], tombstones: { profiles: [], liked_by: [] }, cursor: '10', ...over });
const out = (id: number, over: Partial<LikeRow> = {}): LikeRow => ({ ...likeRowFromServer(entry(id), 'out', 5), ...over });
const inc = (id: number, over: Partial<LikeRow> = {}): LikeRow => ({ ...likeRowFromServer(entry(id, { like_new: true }), 'in', 5), ...over });
const card = { name: 'P', age: 25, region: null, country: 'GB', mainImage: null, fictional: false, match: false };

/** The rows after applying a plan to `local`. */
function after(local: LikeRow[], a: LikesAnswer, full: boolean, pending: PendingLikeOp[] = []) {
  const plan = reconcileLikes(a, full, local, pending);
  const rows = new Map(local.map((r) => [r.id, r]));
  for (const id of plan.remove) rows.delete(id);
  for (const row of plan.put) rows.set(row.id, row);
  return [...rows.values()].sort((x, y) => x.id.localeCompare(y.id)).map((r) => [r.id, r.likeNew, r.match, r.pending ?? 0]);
}

describe('reconciling likes', () => {
  const cases: Array<[string, LikeRow[], LikesAnswer, boolean, PendingLikeOp[], unknown[]]> = [
    ['a first load replaces every row', [out(1), inc(2)], answer({ profiles: [entry(3)] }), true, [], [['out:3', false, false, 0]]],
    ['a delta adds and keeps the rest', [out(1)], answer({ liked_by: [entry(2, { like_new: true })] }), false, [], [['in:2', true, false, 0], ['out:1', false, false, 0]]],
    ['a tombstone removes the row', [out(1), inc(2)], answer({ tombstones: { profiles: [], liked_by: [2] } }), false, [], [['out:1', false, false, 0]]],
    ['a like back makes both rows a match', [out(1)], answer({ liked_by: [entry(1, { like_new: true, match: true })] }), false, [], [['in:1', true, true, 0], ['out:1', false, true, 0]]],
    [
      'a pending like survives a first load that does not have it yet',
      [out(4, { pending: 1, version: 0 })],
      answer(),
      true,
      [{ kind: 'like', profileId: 4, createdAt: 1 }],
      [['out:4', false, false, 1]],
    ],
    ['a pending like with no local row is rebuilt from its card', [], answer({ liked_by: [entry(4)] }), true, [{ kind: 'like', profileId: 4, createdAt: 1, card }], [['in:4', false, true, 0], ['out:4', false, true, 1]]],
    ['a pending unlike hides the like the server still has', [], answer({ profiles: [entry(5)] }), true, [{ kind: 'unlike', profileId: 5, createdAt: 1 }], []],
    ['a pending like-seen keeps the like seen', [], answer({ liked_by: [entry(6, { like_new: true })] }), true, [{ kind: 'likeSeen', profileId: 6, createdAt: 1 }], [['in:6', false, false, 0]]],
  ];
  it.each(cases)('%s', (_name, local, a, full, pending, expected) => {
    expect(after(local, a, full, pending)).toEqual(expected);
  });
});

describe('the new-like event', () => {
  it('a like from someone new raises it, with the card', () => {
    const event = likeEventFrom(answer({ liked_by: [entry(2, { like_new: true })] }), [out(1)], 99);
    expect(event).toMatchObject({ profileId: 2, match: false, at: 99, card: { name: 'M2' } });
  });
  it('a like back raises a match', () => {
    expect(likeEventFrom(answer({ liked_by: [entry(1, { match: true })], profiles: [entry(1, { match: true })] }), [out(1)], 5)).toMatchObject({ profileId: 1, match: true });
  });
  it('a like already known or a like-seen change raises nothing', () => {
    expect(likeEventFrom(answer({ liked_by: [entry(2, { like_new: false })] }), [inc(2)], 5)).toBeNull();
    expect(likeEventFrom(answer({ profiles: [entry(1)] }), [out(1)], 5)).toBeNull();
  });
});
