import { describe, expect, it } from 'vitest';
import { badgeCount } from './badgeCount.ts';

describe('unread badge count', () => {
  it.each([
    [undefined, null],
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%s unread shows %s', (count, text) => {
    expect(badgeCount(count)).toBe(text);
  });
});
