import type { Db } from '../../db/connect.ts';
import { listenTo } from '../../db/listen.ts';
import { CACHE_MAX_AGE_MS, CHAT_CARDS_CHANNEL, type KeptReadDeclaration } from './declarations.ts';

/**
 * What the caches kept fresh by the `chat_cards` notifications share (decisions 106 and 108): they
 * keep nothing while the listener is down, and a value read before a notification arrived is not
 * kept (the generation count). A payload names member ids (comma-separated) or says `*`.
 */
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

  /** it was given a budget: it keeps entries whenever the listener hears */
  get configured(): boolean {
    return this.maxBytes > 0;
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

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * One instance's kept reads that the member-card notifications keep fresh (decision 188): each is
 * registered with its declaration (declarations.ts), and one listener on `chat_cards` tells them all
 * (decisions 106, 108, 114, 162).
 */
export class ReadModel {
  private readonly notified: { declaration: KeptReadDeclaration; cache: NotifiedCache }[] = [];

  /** registers a cache kept fresh by `chat_cards` under its declaration; answers the cache */
  keep<C extends NotifiedCache>(declaration: KeptReadDeclaration, cache: C): C {
    this.notified.push({ declaration, cache });
    return cache;
  }

  /** the names of the reads registered, in order */
  get names(): string[] {
    return this.notified.map((n) => n.declaration.name);
  }

  /**
   * Listens on `chat_cards` for every registered cache, when one of them keeps anything: one
   * listener for all (the channel announces every change of a member's card or profile,
   * migrations 0013, 0034). Answers what closes it.
   */
  async listen(db: Db, log: Logger): Promise<(() => Promise<void>) | null> {
    const caches = this.notified.map((n) => n.cache);
    if (!caches.some((cache) => cache.configured)) return null;
    const listener = await listenTo(db, CHAT_CARDS_CHANNEL, {
      message: (payload) => {
        for (const cache of caches) cache.changed(payload);
      },
      connected: () => {
        for (const cache of caches) cache.connected();
      },
      lost: (err) => {
        for (const cache of caches) cache.lost();
        log.warn({ err }, `kept ${this.names.join(', ')}: listener lost, nothing kept until it is back`);
      },
    });
    return () => listener.close();
  }
}

/**
 * Marks a read kept by a mechanism of its own (a map, a per-database memo, a cache class) with its
 * declaration (declarations.ts), where it is made: answers `store` itself.
 */
export function keptRead<S>(declaration: KeptReadDeclaration, store: S): S {
  void declaration;
  return store;
}
