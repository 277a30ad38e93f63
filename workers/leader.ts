/** The parts of the Web Locks API the engine needs (navigator.locks). */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

export const LEADER_LOCK = 'sync-leader';

/**
 * Resolves when this worker holds the leader lock, which it then keeps for its whole life (the
 * browser frees it when the tab closes, and the next worker in line takes over). Without Web Locks
 * every worker leads: more requests, nothing wrong.
 */
export function acquireLeadership(locks: LockManagerLike | undefined, name = LEADER_LOCK): Promise<void> {
  if (!locks) return Promise.resolve();
  return new Promise((resolve) => {
    void locks.request(name, () => {
      resolve();
      return new Promise<never>(() => {});
    });
  });
}

/** What the workers of one origin tell each other over a BroadcastChannel. */
export type TabMessage =
  | { type: 'visibility'; tab: string; visible: boolean }
  /** a new leader asks every tab to report its visibility */
  | { type: 'hello' }
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
