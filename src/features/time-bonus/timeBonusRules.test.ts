import { describe, expect, it } from 'vitest';
import { isMembersArea } from './membersArea.ts';
import { timeBonusModalDelayMs } from './modalDelay.ts';

describe('members area (SPEC §2)', () => {
  it.each([
    ['/members', true],
    ['/members/42', true],
    ['/likes/m/42', true],
    ['/chats', true],
    ['/chats/7', true],
    ['/likes', true],
    ['/likes/new', true],
    ['/premium', true],
    ['/credits', false],
    ['/members/42/chat', false],
    ['/profile', false],
    ['/', false],
  ])('%s → %s', (path, inside) => {
    expect(isMembersArea(path)).toBe(inside);
  });
});

describe('time-bonus modal delay', () => {
  it('is 40 seconds (SPEC §9)', () => {
    expect(timeBonusModalDelayMs('')).toBe(40_000);
    expect(timeBonusModalDelayMs('lang=en; other=3')).toBe(40_000);
  });

  it('takes the test-only cookie set by the TEST_API fixture call', () => {
    expect(timeBonusModalDelayMs('lang=en; test_tb_delay=2')).toBe(2_000);
    expect(timeBonusModalDelayMs('test_tb_delay=abc')).toBe(40_000);
  });
});
