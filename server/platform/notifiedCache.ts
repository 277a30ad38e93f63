/**
 * What the caches kept fresh by the `chat_cards` notifications share (decisions 106 and 108): they
 * keep nothing while the listener is down, and a value read before a notification arrived is not
 * kept (the generation count). A payload names member ids (comma-separated) or says `*`.
 */
/** the longest an entry of a notified cache is answered (decisions 106, 108) */
export const CACHE_MAX_AGE_MS = 60_000;

export abstract class NotifiedCache {
  private live = false;
  /** bumped by every drop: a value read before it may show what was dropped */
  private epoch = 0;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  /**
   * `maxAgeMs`: no entry is answered once it is this old, whatever the notifications said (issue
   * 19: a listener that stopped hearing without a word is caught by its heartbeat within seconds;
   * the age bounds what one instance can serve stale even then).
   */
  constructor(
    protected readonly maxBytes: number,
    options: { maxAgeMs?: number; now?: () => number } = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? CACHE_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** the time an entry stored now is stamped with */
  protected stamp(): number {
    return this.now();
  }

  /** an entry stamped at `storedAt` is too old to be answered */
  protected expired(storedAt: number): boolean {
    return this.now() - storedAt >= this.maxAgeMs;
  }

  get enabled(): boolean {
    return this.live && this.maxBytes > 0;
  }

  /** where the cache stands now; a value read after this may be kept only if it has not moved */
  get generation(): number {
    return this.epoch;
  }

  /** a `chat_cards` payload: comma-separated member ids, or `*` for everything */
  changed(payload: string): void {
    this.epoch += 1;
    const ids = payload === '*' ? null : payload.split(',').map(Number);
    if (!ids || !ids.every((id) => Number.isSafeInteger(id))) return this.clear();
    this.dropShowing(ids);
  }

  /** the listener is listening: values may be kept from now on */
  connected(): void {
    this.epoch += 1;
    this.live = true;
  }

  /** the listener lost its connection: a change may go unannounced, keep nothing */
  lost(): void {
    this.live = false;
    this.clear();
  }

  /** whether a value read at `generation` may be kept now */
  protected mayKeep(generation: number): boolean {
    return this.enabled && generation === this.epoch;
  }

  protected clear(): void {
    this.epoch += 1;
    this.clearEntries();
  }

  /** drops every entry a change of these members may alter */
  protected abstract dropShowing(ids: readonly number[]): void;

  protected abstract clearEntries(): void;
}
