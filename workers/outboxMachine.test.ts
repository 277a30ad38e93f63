import { describe, expect, it } from 'vitest';
import type { OutboxRow, OutboxRowFields } from '../src/db/schema.ts';
import { BACKOFF_BASE_MS } from './backoff.ts';
import { dueHeads, nextDueAt, outboxTransition, type OutboxEvent } from './outboxMachine.ts';

const now = 1_000_000;
const timing = { now, random: () => 0.5 };
const row = (over: Partial<OutboxRowFields> = {}): OutboxRow => ({
  id: 'a',
  kind: 'markRead',
  payload: { conversationId: 1, profileId: 1 },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'queued',
  lastError: null,
  queue: 'chat:1',
  ...over,
});

describe('outbox row state machine', () => {
  const cases: Array<[string, OutboxRow, OutboxEvent, Partial<OutboxRow>]> = [
    ['queued and due → sending', row(), { type: 'attempt' }, { state: 'sending' }],
    ['queued but not due stays queued', row({ nextAttemptAt: now + 1 }), { type: 'attempt' }, { state: 'queued' }],
    ['sending succeeded → done', row({ state: 'sending', lastError: 'network' }), { type: 'succeeded' }, { state: 'done', lastError: null }],
    [
      'sending failed retryably → queued after a jittered backoff',
      row({ state: 'sending' }),
      { type: 'retryable', error: '503' },
      { state: 'queued', attempts: 1, nextAttemptAt: now + BACKOFF_BASE_MS * 0.5, lastError: '503' },
    ],
    [
      'the third retryable failure waits longer',
      row({ state: 'sending', attempts: 2 }),
      { type: 'retryable', error: 'network' },
      { state: 'queued', attempts: 3, nextAttemptAt: now + BACKOFF_BASE_MS * 4 * 0.5, lastError: 'network' },
    ],
    [
      'the fifth retryable failure → queued again (5 retries follow the first try)',
      row({ state: 'sending', attempts: 4 }),
      { type: 'retryable', error: '429' },
      { state: 'queued', attempts: 5, nextAttemptAt: now + BACKOFF_BASE_MS * 16 * 0.5, lastError: '429' },
    ],
    ['the sixth retryable failure (the fifth retry) → stalled', row({ state: 'sending', attempts: 5 }), { type: 'retryable', error: '429' }, { state: 'stalled', attempts: 6, lastError: '429' }],
    ['sending refused → rejected', row({ state: 'sending' }), { type: 'rejected', error: 'insufficient_credits' }, { state: 'rejected', lastError: 'insufficient_credits' }],
    ['stalled is woken → queued with tries afresh', row({ state: 'stalled', attempts: 5, nextAttemptAt: 5 }), { type: 'wake' }, { state: 'queued', attempts: 0, nextAttemptAt: now }],
    ['queued ignores wake', row({ nextAttemptAt: now + 50 }), { type: 'wake' }, { state: 'queued', nextAttemptAt: now + 50 }],
    ['sending at a restart → queued again (the id makes the replay safe)', row({ state: 'sending' }), { type: 'restart' }, { state: 'queued', nextAttemptAt: now }],
    ['queued ignores succeeded', row(), { type: 'succeeded' }, { state: 'queued' }],
    ['queued ignores rejected', row(), { type: 'rejected', error: 'x' }, { state: 'queued' }],
    ['stalled ignores attempt', row({ state: 'stalled' }), { type: 'attempt' }, { state: 'stalled' }],
    ['stalled ignores restart', row({ state: 'stalled' }), { type: 'restart' }, { state: 'stalled' }],
    ['done ignores everything', row({ state: 'done' }), { type: 'wake' }, { state: 'done' }],
  ];
  it.each(cases)('%s', (_name, from, event, expected) => {
    expect(outboxTransition(from, event, timing)).toEqual({ ...from, ...expected });
  });

  it('the first try and five retries failing stall the row, it is never dropped', () => {
    let r = row();
    for (let i = 0; i < 6; i++) {
      expect(r.state).toBe('queued');
      r = outboxTransition({ ...r, nextAttemptAt: 0 }, { type: 'attempt' }, timing);
      expect(r.state).toBe('sending');
      r = outboxTransition(r, { type: 'retryable', error: 'network' }, timing);
    }
    expect(r.state).toBe('stalled');
    expect(outboxTransition(r, { type: 'wake' }, timing).state).toBe('queued');
  });
});

describe('per-queue FIFO', () => {
  it('only the oldest row of each queue goes out, queues in parallel', () => {
    const rows = [
      row({ id: 'b2', queue: 'chat:2', createdAt: 5 }),
      row({ id: 'a1', queue: 'chat:1', createdAt: 1 }),
      row({ id: 'a2', queue: 'chat:1', createdAt: 2 }),
      row({ id: 'b1', queue: 'chat:2', createdAt: 3 }),
    ];
    expect(dueHeads(rows, now).map((r) => r.id).sort()).toEqual(['a1', 'b1']);
  });

  it('a head that is sending, stalled or waiting holds its queue', () => {
    const rows = [
      row({ id: 'a1', state: 'sending', createdAt: 1 }),
      row({ id: 'a2', createdAt: 2 }),
      row({ id: 'b1', queue: 'chat:2', state: 'stalled', createdAt: 1 }),
      row({ id: 'b2', queue: 'chat:2', createdAt: 2 }),
      row({ id: 'c1', queue: 'chat:3', nextAttemptAt: now + 10, createdAt: 1 }),
      row({ id: 'c2', queue: 'chat:3', createdAt: 2 }),
    ];
    expect(dueHeads(rows, now)).toEqual([]);
    // only a queue's head can wake the outbox: c1 at now + 10, not c2 behind it
    expect(nextDueAt(rows)).toBe(now + 10);
  });
});
