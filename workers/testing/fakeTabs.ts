import type { ChannelLike, HeldLock, LockManagerLike, LockRequestOptions, TabMessage } from '../leader.ts';
import { flushMicrotasks } from './fakeClock.ts';

interface Request {
  mode: 'shared' | 'exclusive';
  callback: (lock: HeldLock | null) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Web Locks as browsers have them, for any lock name: `exclusive` requests (the default) hold alone,
 * `shared` ones side by side; the rest wait in line, in order; a waiting request's signal aborts
 * it; `ifAvailable` runs the callback at once with `null` when the lock is not free; `steal` takes
 * the lock at once and the former holders' requests reject with an AbortError (their callbacks'
 * promises are left to run).
 */
export class FakeLocks implements LockManagerLike {
  private readonly holders = new Map<string, Set<Request>>();
  private readonly queues = new Map<string, Request[]>();

  request(name: string, options: LockRequestOptions, callback: (lock: HeldLock | null) => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request: Request = { mode: options.mode ?? 'exclusive', callback, resolve, reject };
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      if (options.steal) {
        const held = this.holders.get(name);
        this.holders.delete(name);
        for (const holder of held ?? []) holder.reject(new DOMException('stolen', 'AbortError'));
        this.grant(name, request);
        return;
      }
      if (options.ifAvailable) {
        if (queue.length === 0 && this.grantable(name, request.mode)) this.grant(name, request);
        else void Promise.resolve(null).then(callback).then(resolve, reject);
        return;
      }
      if (options.signal?.aborted) {
        reject(new DOMException('aborted', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(request);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new DOMException('aborted', 'AbortError'));
        this.next(name);
      });
      queue.push(request);
      this.next(name);
    });
  }

  /** Who holds the lock now (tests): whether any request does. */
  isHeld(name: string): boolean {
    return (this.holders.get(name)?.size ?? 0) > 0;
  }

  private grantable(name: string, mode: Request['mode']): boolean {
    const held = this.holders.get(name);
    if (!held || held.size === 0) return true;
    return mode === 'shared' && [...held].every((holder) => holder.mode === 'shared');
  }

  /** Grants the requests at the head of the line while they fit beside the holders. */
  private next(name: string): void {
    const queue = this.queues.get(name) ?? [];
    for (let head = queue[0]; head && this.grantable(name, head.mode); head = queue[0]) this.grant(name, queue.shift() ?? head);
  }

  private grant(name: string, request: Request): void {
    const held = this.holders.get(name) ?? new Set<Request>();
    this.holders.set(name, held);
    held.add(request);
    const release = (): boolean => {
      if (!held.has(request) || this.holders.get(name) !== held) return false;
      held.delete(request);
      this.next(name);
      return true;
    };
    void Promise.resolve({ name, mode: request.mode })
      .then(request.callback)
      .then(
        (value) => {
          if (release()) request.resolve(value);
        },
        (error: unknown) => {
          if (release()) request.reject(error);
        },
      );
  }
}

/** A BroadcastChannel hub: a message reaches every other member, asynchronously as in browsers. */
export class FakeTabChannel {
  private readonly members: Array<Array<(event: { data: unknown }) => void>> = [];
  private queue: Promise<void> = Promise.resolve();

  join(): ChannelLike {
    const listeners: Array<(event: { data: unknown }) => void> = [];
    this.members.push(listeners);
    return {
      postMessage: (message: TabMessage) => {
        const data = structuredClone(message);
        this.queue = this.queue.then(() => {
          for (const other of this.members) if (other !== listeners) for (const l of other) l({ data });
        });
      },
      addEventListener: (_type, listener) => {
        listeners.push(listener);
      },
    };
  }

  /** Wait until every message posted so far (and what it caused) has been delivered. */
  async flush(): Promise<void> {
    let seen: Promise<void> | null = null;
    while (seen !== this.queue) {
      seen = this.queue;
      await seen;
      await flushMicrotasks();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
