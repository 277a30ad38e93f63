import { describe, expect, it } from 'vitest';
import { deliver, type Delivery, type DeliveryEvent } from './delivery.ts';

const sending: Delivery = { state: 'sending' };
const sent: Delivery = { state: 'sent' };
const read: Delivery = { state: 'read' };
const failed: Delivery = { state: 'failed', failReason: 'insufficient_credits' };

const cases: Array<[string, Delivery, DeliveryEvent, Delivery]> = [
  ['sending is acked → sent', sending, { type: 'acked', read: false }, sent],
  ['sending is acked after the peer read it → read', sending, { type: 'acked', read: true }, read],
  ['sending is refused → failed with the reason', sending, { type: 'rejected', reason: 'blocked' }, { state: 'failed', failReason: 'blocked' }],
  ['sending ignores peerRead (no sequence yet)', sending, { type: 'peerRead' }, sending],
  ['sending ignores retry', sending, { type: 'retry' }, sending],
  ['sent is read by the peer → read', sent, { type: 'peerRead' }, read],
  ['sent acked again (a pull) stays sent', sent, { type: 'acked', read: false }, sent],
  ['sent acked as read → read', sent, { type: 'acked', read: true }, read],
  ['sent never goes back to failed', sent, { type: 'rejected', reason: 'server_error' }, sent],
  ['sent ignores retry', sent, { type: 'retry' }, sent],
  ['read stays read when acked unread', read, { type: 'acked', read: false }, read],
  ['read never fails', read, { type: 'rejected', reason: 'x' }, read],
  ['read ignores retry', read, { type: 'retry' }, read],
  ['read ignores peerRead', read, { type: 'peerRead' }, read],
  ['failed is retried → sending', failed, { type: 'retry' }, sending],
  ['failed acked (a replay got through) → sent', failed, { type: 'acked', read: false }, sent],
  ['failed acked and read → read', failed, { type: 'acked', read: true }, read],
  ['failed ignores peerRead', failed, { type: 'peerRead' }, failed],
  ['failed refused again keeps the first reason', failed, { type: 'rejected', reason: 'other' }, failed],
];

describe('message delivery state machine', () => {
  it.each(cases)('%s', (_name, from, event, to) => {
    expect(deliver(from, event)).toEqual(to);
  });

  it('never goes backwards along sending → sent → read', () => {
    const rank = { failed: 0, sending: 1, sent: 2, read: 3 } as const;
    const events: DeliveryEvent[] = [{ type: 'acked', read: false }, { type: 'acked', read: true }, { type: 'peerRead' }, { type: 'rejected', reason: 'x' }];
    for (const from of [sent, read]) for (const event of events) expect(rank[deliver(from, event).state]).toBeGreaterThanOrEqual(rank[from.state]);
  });
});
