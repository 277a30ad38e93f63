// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTimeBonus, dismissTimeBonusModal, formatCountdown, startTimeBonus, timeBonusState } from './timeBonus.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const member = (signupAgoS: number, paid = false) => ({ id: 7, paid_user: paid, signup_date: new Date(T0 - signupAgoS * 1000).toISOString() });

describe('time bonus store (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.clear();
  });
  afterEach(() => {
    clearTimeBonus();
    vi.useRealTimers();
  });

  it('starts for a new, not paid member and ticks every second', () => {
    startTimeBonus(member(60));
    expect(timeBonusState.isVisible).toBe(true);
    expect(timeBonusState.remaining).toBe(14_340);
    expect(formatCountdown(timeBonusState.remaining)).toBe('03:59:00');
    vi.advanceTimersByTime(1000);
    expect(formatCountdown(timeBonusState.remaining)).toBe('03:58:59');
    vi.advanceTimersByTime(59_000);
    expect(formatCountdown(timeBonusState.remaining)).toBe('03:58:00');
  });

  it('clears itself at zero', () => {
    startTimeBonus(member(14_398));
    expect(timeBonusState.remaining).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(timeBonusState.remaining).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(timeBonusState).toMatchObject({ isVisible: false, remaining: 0 });
    vi.advanceTimersByTime(5000);
    expect(timeBonusState.isVisible).toBe(false);
  });

  it('does not start for a paid member, a logged-out visitor or a signup 4 hours old', () => {
    startTimeBonus(member(60, true));
    expect(timeBonusState.isVisible).toBe(false);
    startTimeBonus(null);
    expect(timeBonusState.isVisible).toBe(false);
    startTimeBonus(member(14_400));
    expect(timeBonusState.isVisible).toBe(false);
  });

  it('ignores repeated starts while running', () => {
    startTimeBonus(member(60));
    vi.advanceTimersByTime(10_000);
    startTimeBonus(member(0));
    expect(timeBonusState.remaining).toBe(14_330);
    vi.advanceTimersByTime(1000);
    expect(timeBonusState.remaining).toBe(14_329);
  });

  it("another member's login on the same tab starts their own countdown, not the last member's", () => {
    startTimeBonus(member(60));
    dismissTimeBonusModal(7);
    vi.advanceTimersByTime(5000);
    startTimeBonus({ ...member(7200), id: 8 });
    expect(timeBonusState).toMatchObject({ isVisible: true, remaining: 7195, modalDismissed: false });
    vi.advanceTimersByTime(1000);
    expect(timeBonusState.remaining).toBe(7194);
  });

  it('clears when the member becomes paid and on logout', () => {
    startTimeBonus(member(60));
    startTimeBonus(member(60, true));
    expect(timeBonusState.isVisible).toBe(false);
    startTimeBonus(member(60));
    expect(timeBonusState.isVisible).toBe(true);
    clearTimeBonus();
    expect(timeBonusState).toMatchObject({ isVisible: false, remaining: 0 });
    vi.advanceTimersByTime(3000);
    expect(timeBonusState.remaining).toBe(0);
  });

  it('remembers the modal dismissal per member', () => {
    startTimeBonus(member(60));
    expect(timeBonusState.modalDismissed).toBe(false);
    dismissTimeBonusModal(7);
    clearTimeBonus();
    startTimeBonus(member(60));
    expect(timeBonusState.modalDismissed).toBe(true);
    clearTimeBonus();
    startTimeBonus({ ...member(60), id: 8 });
    expect(timeBonusState.modalDismissed).toBe(false);
  });

  it.each([
    [0, '00:00:00'],
    [5, '00:00:05'],
    [65, '00:01:05'],
    [3725, '01:02:05'],
    [14_400, '04:00:00'],
  ])('formats %i s as %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});
