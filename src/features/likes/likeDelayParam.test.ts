import { describe, expect, it } from 'vitest';
import { delayedLikeSeconds, withoutLikeDelay } from './likeDelayParam.ts';

describe('the t parameter of the like modal', () => {
  it.each([
    ['?t=5', 5],
    ['t=0', 0],
    ['?t=2.5&x=1', 2.5],
    ['?t=99999', 3600],
    ['?t=abc', null],
    ['?t=-3', null],
    ['?x=1', null],
    ['', null],
  ])('%s waits %s seconds', (search, expected) => {
    expect(delayedLikeSeconds(search)).toBe(expected);
  });

  it('is removed from the URL, keeping the other parameters and the hash', () => {
    expect(withoutLikeDelay('https://x.test/members?t=5&page=2#top')).toBe('/members?page=2#top');
    expect(withoutLikeDelay('https://x.test/likes?t=1')).toBe('/likes');
  });
});
