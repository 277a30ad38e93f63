/**
 * When the member entered the members area (SPEC §4): kept outside the
 * components, so a navigation inside the area that mounts the layout again does not restart the
 * time-bonus modal's 40 s. Leaving the area (a page outside it) starts the count afresh.
 */
let enteredAt: number | null = null;

/** Milliseconds until something due `delayMs` after entering the members area; null outside it. */
export function dueInMembersArea(inArea: boolean, now: number, delayMs: number): number | null {
  if (!inArea) {
    enteredAt = null;
    return null;
  }
  enteredAt ??= now;
  return Math.max(0, enteredAt + delayMs - now);
}

/** Forgets the entry (between tests). */
export function resetMembersAreaClock(): void {
  enteredAt = null;
}
