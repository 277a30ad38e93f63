/** The pull steps a real-time poke of each kind needs; any other kind pulls everything. */
const POKE_STEPS: Readonly<Record<string, readonly string[]>> = {
  message: ['chats'],
  read: ['chats'],
  chat: ['chats'],
  credits: ['user'],
  like: ['likes'],
  // a moderator's notice (decision 133) comes with user.php
  notice: ['user'],
};
/** Pokes narrow a pull only this long after a full one; then the next pull is full again. */
export const SCOPED_PULL_WINDOW_MS = 60_000;

/**
 * What the next pull fetches: everything, or only the steps the real-time pokes since the last
 * pull ask for — a message to the open conversation needs chats and messages, not the member, the
 * likes and the catalogues again. A scoped pull happens only between full ones.
 */
export class PullScope {
  private pending: Set<string> | 'all' | null = null;
  private lastFullPullAt = Number.NEGATIVE_INFINITY;

  /** a poke of this kind (none: a reason that needs everything) asks for its steps */
  widen(pokeKind?: string): void {
    const names = pokeKind === undefined ? undefined : POKE_STEPS[pokeKind];
    if (!names) {
      this.pending = 'all';
      return;
    }
    if (this.pending === 'all') return;
    this.pending ??= new Set();
    for (const name of names) this.pending.add(name);
  }

  /**
   * Takes what was asked for: the names of the steps of a scoped pull, or null for a full one (no
   * poke asked, one asked for everything, not booted or logged in, or the last full pull is old).
   */
  take(now: number, booted: boolean, loggedIn: boolean): ReadonlySet<string> | null {
    const asked = this.pending;
    this.pending = null;
    return asked instanceof Set && booted && loggedIn && now - this.lastFullPullAt < SCOPED_PULL_WINDOW_MS ? asked : null;
  }

  /** a full pull succeeded at `at` */
  fullPullDone(at: number): void {
    this.lastFullPullAt = at;
  }
}
