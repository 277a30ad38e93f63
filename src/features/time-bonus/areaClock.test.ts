import { beforeEach, describe, expect, it } from 'vitest';
import { dueInMembersArea, resetMembersAreaClock } from './areaClock.ts';

const DELAY = 40_000;
beforeEach(resetMembersAreaClock);

// SPEC §4: the time-bonus modal's 40 s count from entering the members area
describe('the members-area clock', () => {
  it('keeps counting when a navigation inside the area mounts the modal again', () => {
    expect(dueInMembersArea(true, 1_000, DELAY)).toBe(40_000);
    // 30 s later the member moves to another members-area page: the modal is mounted again
    expect(dueInMembersArea(true, 31_000, DELAY)).toBe(10_000);
    expect(dueInMembersArea(true, 45_000, DELAY)).toBe(0);
  });

  it('starts afresh after leaving the area', () => {
    dueInMembersArea(true, 1_000, DELAY);
    expect(dueInMembersArea(false, 20_000, DELAY)).toBeNull();
    expect(dueInMembersArea(true, 30_000, DELAY)).toBe(40_000);
  });
});
