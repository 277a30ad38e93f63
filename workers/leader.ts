/** What a lock request may ask (the parts of LockOptions the engine uses). */
export interface LockRequestOptions {
  /** `shared` holds go side by side; an `exclusive` hold (the default) alone (decision 198) */
  mode?: 'shared' | 'exclusive';
  /** take the lock only if it is free now: otherwise the callback runs at once with `null` */
  ifAvailable?: boolean;
  /** take the lock from whoever holds it: their request rejects with an AbortError */
  steal?: boolean;
  /** stop waiting (not with `steal`) */
  signal?: AbortSignal;
}

/** The lock a callback holds (Web Locks' Lock), or `null` for an `ifAvailable` request not granted. */
export interface HeldLock {
  name: string;
  mode: 'shared' | 'exclusive';
}

/** The parts of the Web Locks API the engine needs (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: LockRequestOptions, callback: (lock: HeldLock | null) => Promise<unknown>): Promise<unknown>;
}

export const LEADER_LOCK = 'sync-leader';

/**
 * How long a visible tab whose worker does not lead waits for the leader to answer its ping before
 * it takes the lock (decision 171): a worker whose page sits in the back-forward cache may hold the
 * lock without running.
 */
export const LEADER_ANSWER_MS = 2_000;
/** How often a visible tab that does not lead checks that a leader answers (decision 171). */
export const LEADER_CHECK_MS = 20_000;

export interface LeaderLockEvents {
  /** this worker holds the lock now */
  gained: () => void;
  /** this worker held the lock and no longer does (released, or stolen by another tab) */
  lost: () => void;
}

/**
 * The `sync-leader` lock of one worker (decision 003, 171). `acquire` queues for it (or, with
 * `steal`, takes it from a holder that does not answer); `release` gives it up, or stops waiting,
 * for a page entering the back-forward cache. A lock stolen from this worker is lost and asked for
 * again, in line behind the thief, as long as the worker still wants it. Without Web Locks every
 * worker leads: more requests, nothing wrong.
 */
export class LeaderLock {
  private wanted = false;
  private held = false;
  /** each request's number: a callback or rejection of an older request changes nothing */
  private generation = 0;
  private waiting: AbortController | null = null;
  private releaseHeld: (() => void) | null = null;

  constructor(
    private readonly locks: LockManagerLike | undefined,
    private readonly events: LeaderLockEvents,
    private readonly name = LEADER_LOCK,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  acquire(options: { steal?: boolean } = {}): void {
    this.wanted = true;
    if (this.held) return;
    if (!this.locks) {
      this.held = true;
      this.events.gained();
      return;
    }
    if (this.waiting && !options.steal) return;
    this.waiting?.abort();
    this.waiting = null;
    const generation = ++this.generation;
    const controller = options.steal ? null : new AbortController();
    this.waiting = controller;
    const request = this.locks.request(this.name, controller ? { signal: controller.signal } : { steal: true }, () => {
      if (generation !== this.generation || !this.wanted) return Promise.resolve();
      this.waiting = null;
      this.held = true;
      this.events.gained();
      return new Promise<void>((resolve) => {
        this.releaseHeld = resolve;
      });
    });
    request.then(
      () => this.ended(generation),
      () => this.ended(generation),
    );
  }

  release(): void {
    this.wanted = false;
    this.generation++;
    this.waiting?.abort();
    this.waiting = null;
    const release = this.releaseHeld;
    this.releaseHeld = null;
    release?.();
    if (this.held) {
      this.held = false;
      this.events.lost();
    }
  }

  /** A request settled: resolved after a release, rejected when aborted or stolen. */
  private ended(generation: number): void {
    if (generation !== this.generation) return;
    this.waiting = null;
    this.releaseHeld = null;
    if (this.held) {
      this.held = false;
      this.events.lost();
    }
    if (this.wanted) this.acquire();
  }
}

/** What the workers of one origin tell each other over a BroadcastChannel. */
export type TabMessage =
  | { type: 'visibility'; tab: string; visible: boolean }
  /** a new leader asks every tab to report its visibility */
  | { type: 'hello' }
  /** a visible tab that does not lead asks whether a leader runs (decision 171) */
  | { type: 'leaderPing' }
  /** the leader's answer to a ping */
  | { type: 'leaderHere' }
  /** pull now, forwarded to the leader by a worker that is not (`kind`: a real-time poke's kind) */
  | { type: 'poke'; kind?: string }
  /** send the outbox now (a new message), without waiting for a pull */
  | { type: 'flush' }
  /**
   * a worker switched the current member (decision 116): every worker opens the member's database
   * named by the device database; the leader also re-reads the stored user (and pulls after a login)
   */
  | { type: 'userChanged'; pull: boolean }
  /** whether this device (browser profile) holds a push subscription: the leader polls less when it does */
  | { type: 'devicePush'; subscribed: boolean };

export interface ChannelLike {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export const TAB_CHANNEL = 'sync-tabs';

function isTabMessage(data: unknown): data is TabMessage {
  return typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string';
}

/** Which tabs are visible, as the leader knows it from every worker's reports. */
export class TabVisibility {
  private readonly visible = new Map<string, boolean>();

  set(tab: string, visible: boolean): void {
    this.visible.set(tab, visible);
  }

  get anyVisible(): boolean {
    for (const v of this.visible.values()) if (v) return true;
    return false;
  }
}

export function onTabMessage(channel: ChannelLike, handler: (message: TabMessage) => void): void {
  channel.addEventListener('message', (event) => {
    if (isTabMessage(event.data)) handler(event.data);
  });
}
