import { NotifiedCache } from '../notifiedCache.ts';

/**
 * Search pages this instance read, kept so that the same search (same site, filters, cursor and
 * day) is answered again without reading PostgreSQL (decision 108). A page is kept as read for a
 * visitor: without the viewer's own row or anyone's blocks, with a few rows to spare so that
 * leaving out the viewer still fills it; a viewer with blocks is always read from the database.
 *
 * A page of `limit` rows below the cursor covers the ids from its last row up to the cursor: only
 * a change to a member in that range can change it (the member is on it, or could enter it). Every
 * such change (a card column, a main photo, a new member) is announced on the `chat_cards` channel
 * (migrations 0012, 0013) with the member's id; every page whose range holds it is dropped. Nothing
 * is kept while the listener is down, and a page read while a notification came in is not kept.
 * The cards are kept as JSON; a page whose cards show someone online is kept only until the first
 * of them would go offline (online is worked out from `last_seen` at the time of the answer), and
 * no page is answered once it is CACHE_MAX_AGE_MS old.
 */
export interface SearchPageEntry {
  /** member ids of the rows, in page order (newest first) */
  ids: readonly number[];
  /** each row's card as JSON */
  cards: readonly string[];
  /** the page held every row there was below the cursor (fewer than the limit) */
  complete: boolean;
  /** lowest id the page covers (its last row's), 0 when complete */
  floor: number;
  /** the cursor: the page covers ids below it */
  ceiling: number;
  /** ms timestamp from which a card's online flag would be wrong */
  validUntil: number;
}

export class SearchPageCache extends NotifiedCache {
  private readonly entries = new Map<string, SearchPageEntry & { bytes: number; storedAt: number }>();
  private bytes = 0;

  get size(): number {
    return this.entries.size;
  }

  lookup(key: string, now: number): SearchPageEntry | undefined {
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

  /** keeps a page read after `generation` was read, unless a notification came in between */
  store(key: string, entry: SearchPageEntry, generation: number): void {
    if (!this.mayKeep(generation)) return;
    const bytes = entry.cards.reduce((sum, card) => sum + card.length, 200 + key.length);
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
