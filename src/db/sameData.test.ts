import { describe, expect, it } from 'vitest';
import { sameData } from './sameData.ts';

describe('sameData', () => {
  it('compares plain data in depth and anything else by identity', () => {
    expect(sameData({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData([1, [2]], [1, [3]])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
    expect(sameData(0, -0)).toBe(false);
  });
});
