/**
 * Result counts of searches, kept for a short while per instance (decision 020). A count walks
 * every match; the page itself is a short index walk. Counts of viewers with blocks are not cached.
 */
export class CountCache {
  private readonly entries = new Map<string, { count: number; at: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string, now: number): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.count;
  }

  set(key: string, count: number, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count, at: now });
  }
}
