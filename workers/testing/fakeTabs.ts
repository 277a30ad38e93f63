import type { ChannelLike, LockManagerLike, LockRequestOptions, TabMessage } from '../leader.ts';
import { flushMicrotasks } from './fakeClock.ts';

interface Request {
  callback: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Web Locks as browsers have them, for any lock name: the first requester holds it, the rest wait in
 * line; a waiting request's signal aborts it; `steal` takes the lock at once and the former
 * holder's request rejects with an AbortError (its callback's promise is left to run).
 */
export class FakeLocks implements LockManagerLike {
  private readonly holders = new Map<string, Request>();
  private readonly queues = new Map<string, Request[]>();

  request(name: string, options: LockRequestOptions, callback: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request: Request = { callback, resolve, reject };
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      if (options.steal) {
        const holder = this.holders.get(name);
        this.holders.delete(name);
        holder?.reject(new DOMException('stolen', 'AbortError'));
        this.grant(name, request);
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
      });
      queue.push(request);
      this.next(name);
    });
  }

  /** Who holds the lock now (tests): whether any request does. */
  isHeld(name: string): boolean {
    return this.holders.has(name);
  }

  private next(name: string): void {
    if (this.holders.has(name)) return;
    const request = this.queues.get(name)?.shift();
    if (request) this.grant(name, request);
  }

  private grant(name: string, request: Request): void {
    this.holders.set(name, request);
    void Promise.resolve()
      .then(request.callback)
      .then(
        (value) => {
          if (this.holders.get(name) !== request) return;
          this.holders.delete(name);
          request.resolve(value);
          this.next(name);
        },
        (error: unknown) => {
          if (this.holders.get(name) !== request) return;
          this.holders.delete(name);
          request.reject(error);
          this.next(name);
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
