import { proxy } from 'valtio';
import { TIME_BONUS_WINDOW_S } from '../contract/constants.ts';

/** The time source of the countdown; tests swap it (or use fake timers, which also fake Date). */
export interface TimeBonusClock {
  now(): number;
  every(ms: number, fn: () => void): () => void;
}

export const realTimeBonusClock: TimeBonusClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

/** SPEC §3 store extra timeBonus.isVisible, with the seconds left and the modal's dismissal. */
export const timeBonusState = proxy({
  isVisible: false,
  /** whole seconds left; the banner shows them as hh:mm:ss */
  remaining: 0,
  /** the member closed the time-bonus modal (remembered per member) */
  modalDismissed: false,
});

let stop: (() => void) | null = null;
let endsAt = 0;
/** the member whose countdown runs: another member's login on the same tab starts their own */
let runningFor: number | null = null;
let clock: TimeBonusClock = realTimeBonusClock;

export function setTimeBonusClock(next: TimeBonusClock): void {
  clock = next;
}

const DISMISS_KEY = 'timeBonusModalDismissed';

function readDismissed(memberId: number): boolean {
  try {
    return globalThis.localStorage?.getItem(DISMISS_KEY) === String(memberId);
  } catch {
    return false;
  }
}

/** Stops the countdown and hides the bonus: logout, zero, became paid, or too old (SPEC §4). */
export function clearTimeBonus(): void {
  stop?.();
  stop = null;
  endsAt = 0;
  runningFor = null;
  timeBonusState.isVisible = false;
  timeBonusState.remaining = 0;
}

function tick(): void {
  const left = Math.max(0, Math.ceil((endsAt - clock.now()) / 1000));
  timeBonusState.remaining = left;
  if (left <= 0) clearTimeBonus();
}

export interface TimeBonusMember {
  id: number;
  paid_user: boolean;
  signup_date: string;
}

/**
 * Starts the 4-hour countdown for a logged-in, not paid member whose signup is under 14,400 s
 * old. A running countdown ignores the same member's repeated starts; another member's (a logout
 * then a login on the same tab, SPEC §4) replaces it; anyone else clears it.
 */
export function startTimeBonus(member: TimeBonusMember | null, endsAtOverride?: number): void {
  if (!member || member.paid_user) {
    clearTimeBonus();
    return;
  }
  const end = endsAtOverride ?? Date.parse(member.signup_date) + TIME_BONUS_WINDOW_S * 1000;
  if (!Number.isFinite(end) || end - clock.now() <= 0) {
    clearTimeBonus();
    return;
  }
  if (stop && runningFor === member.id) return;
  clearTimeBonus();
  runningFor = member.id;
  endsAt = end;
  timeBonusState.modalDismissed = readDismissed(member.id);
  timeBonusState.isVisible = true;
  tick();
  if (timeBonusState.isVisible) stop = clock.every(1000, tick);
}

/** Closing the modal is remembered for this member. */
export function dismissTimeBonusModal(memberId: number): void {
  timeBonusState.modalDismissed = true;
  try {
    globalThis.localStorage?.setItem(DISMISS_KEY, String(memberId));
  } catch {
    // storage unavailable (private mode): remembered for this page only
  }
}

/** 3725 → '01:02:05' */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
