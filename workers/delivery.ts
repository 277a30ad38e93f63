import type { MessageRow } from '../src/db/schema.ts';

/**
 * One message's delivery state (STYLE: explicit state machines). Never backwards:
 *
 *   sending ─acked→ sent ─peerRead→ read
 *      └─rejected(reason)→ failed ─retry→ sending
 *
 * `acked` of a message the other member has already read goes straight to read.
 */
export type DeliveryState = MessageRow['state'];

export type DeliveryEvent =
  | { type: 'acked'; read: boolean }
  | { type: 'peerRead' }
  | { type: 'rejected'; reason: string }
  | { type: 'retry' };

export interface Delivery {
  state: DeliveryState;
  failReason?: string;
}

export function deliver(current: Delivery, event: DeliveryEvent): Delivery {
  switch (current.state) {
    case 'sending':
      if (event.type === 'acked') return { state: event.read ? 'read' : 'sent' };
      if (event.type === 'rejected') return { state: 'failed', failReason: event.reason };
      return current;
    case 'sent':
      if (event.type === 'peerRead' || (event.type === 'acked' && event.read)) return { state: 'read' };
      return current;
    case 'read':
      return current;
    case 'failed':
      if (event.type === 'retry') return { state: 'sending' };
      // the server did take it after all (a replay answered): it was sent
      if (event.type === 'acked') return { state: event.read ? 'read' : 'sent' };
      return current;
  }
}
