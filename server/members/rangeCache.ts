import { NotifiedCache } from '../platform/readModel/index.ts';
import { ONLINE_WINDOW_MS } from './members.ts';

/**
 * What an entry of a `RangeCache` is kept by: the member ids whose change may alter it, as a range
 * (`floor` ≤ id < `ceiling`), and the time its online flags would go wrong.
 */
export interface RangeEntry {
  /** lowest member id whose change may alter the entry */
  floor: number;
  /** the entry does not depend on members from this id up */
  ceiling: number;
  /** ms timestamp from which a card's online flag would be wrong */
  validUntil: number;
}

/**
 * Answers read from PostgreSQL and kept by this instance, each dropped when a member in its id range
 * changes (a `chat_cards` notification, migrations 0012, 0013, 0034), when a card on it would go
 * offline, or once it is CACHE_MAX_AGE_MS old; nothing is kept while the listener is down, nor what
 * was read while a notification came in (NotifiedCache). The search pages (decision 108) and the
 * profiles (decision 162) are kept this way; `bytesOf` is what an entry counts against the budget.
 */
export abstract class RangeCache<E extends RangeEntry> extends NotifiedCache {
  private readonly entries = new Map<string, E & { bytes: number; storedAt: number }>();
  private bytes = 0;

  get size(): number {
    return this.entries.size;
  }

  protected abstract bytesOf(entry: E): number;

  lookup(key: string, now: number): E | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now >= entry.validUntil || this.expired(entry.storedAt)) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** keeps an entry read after `generation` was read, unless a notification came in between */
  store(key: string, entry: E, generation: number): void {
    if (!this.mayKeep(generation)) return;
    const bytes = this.bytesOf(entry) + 200 + key.length;
    if (bytes > this.maxBytes / 4) return;
    this.drop(key);
    this.entries.set(key, { ...entry, bytes, storedAt: this.stamp() });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  protected dropShowing(ids: readonly number[]): void {
    for (const [key, entry] of this.entries) {
      if (ids.some((id) => id >= entry.floor && id < entry.ceiling)) this.drop(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  protected clearEntries(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * The ms timestamp from which a card made now of a member last seen at one of `lastSeen` would show
 * the wrong online flag: when the first member online now goes offline (Infinity when none is).
 */
export function onlineFlagsValidUntil(lastSeen: readonly (Date | string | null)[], now: Date): number {
  let validUntil = Infinity;
  for (const value of lastSeen) {
    const seen = value === null ? null : new Date(value).getTime();
    if (seen !== null && now.getTime() - seen < ONLINE_WINDOW_MS) validUntil = Math.min(validUntil, seen + ONLINE_WINDOW_MS);
  }
  return validUntil;
}
