import type { ChannelLike, LockManagerLike, TabMessage } from '../leader.ts';
import { flushMicrotasks } from './fakeClock.ts';

/** Web Locks for one lock name at a time: the first requester holds it, the rest wait in line. */
export class FakeLocks implements LockManagerLike {
  private readonly held = new Map<string, Promise<unknown>>();

  request(name: string, callback: () => Promise<unknown>): Promise<unknown> {
    const before = this.held.get(name) ?? Promise.resolve();
    const mine = before.then(callback);
    this.held.set(name, mine);
    return mine;
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
