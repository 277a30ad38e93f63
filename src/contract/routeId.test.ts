import { describe, expect, it } from 'vitest';
import { routeId } from './routeId.ts';

describe('routeId', () => {
  it('reads a positive whole number', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('731')).toBe(731);
    expect(routeId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('names no row for anything else an address may hold', () => {
    for (const param of [undefined, '', 'abc', 'transactions', '0', '-5', '1e3', '1.5', '0x10', ' 7', '7 ', '007', 'Infinity', 'NaN', '9007199254740993', '9'.repeat(400), '1\u0000', '\ud800']) {
      expect(routeId(param), String(param)).toBeNull();
    }
  });
});
