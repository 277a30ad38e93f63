import { REQUEST_ATTEMPTS } from '../src/contract/constants.ts';
import type { OutboxKind, OutboxPayloads, OutboxRow, OutboxRowOf } from '../src/db/schema.ts';
import { fullJitterDelay } from './backoff.ts';

/**
 * An outbox row's life (STYLE: explicit state machines), pure:
 *
 *   queued ─attempt→ sending ─succeeded→ done (row removed)
 *                       ├─retryable (network, 5xx, 408, 429)→ queued after backoff, or stalled after 6 tries (5 retries)
 *                       └─rejected (4xx with a code)→ rejected (rolled back, row removed)
 *   stalled ─wake (online, visible, poke, poll, start)→ queued, tries counted afresh
 *   sending ─restart (the worker started again while it was out)→ queued; the id makes a replay safe
 *
 * A row is never dropped while it can still succeed.
 */
export type OutboxEvent =
  | { type: 'attempt' }
  | { type: 'succeeded' }
  | { type: 'retryable'; error: string }
  | { type: 'rejected'; error: string }
  | { type: 'wake' }
  | { type: 'restart' };

export interface OutboxTiming {
  now: number;
  random: () => number;
  /** tries before the row stalls (SPEC §7: the first and 5 retries) */
  maxAttempts?: number;
}

export function outboxTransition(row: OutboxRow, event: OutboxEvent, timing: OutboxTiming): OutboxRow {
  const maxAttempts = timing.maxAttempts ?? REQUEST_ATTEMPTS;
  switch (event.type) {
    case 'attempt':
      return row.state === 'queued' && row.nextAttemptAt <= timing.now ? { ...row, state: 'sending' } : row;
    case 'succeeded':
      return row.state === 'sending' ? { ...row, state: 'done', lastError: null } : row;
    case 'retryable': {
      if (row.state !== 'sending') return row;
      const attempts = row.attempts + 1;
      if (attempts >= maxAttempts) return { ...row, state: 'stalled', attempts, lastError: event.error };
      const nextAttemptAt = timing.now + fullJitterDelay(attempts - 1, timing.random);
      return { ...row, state: 'queued', attempts, nextAttemptAt, lastError: event.error };
    }
    case 'rejected':
      return row.state === 'sending' ? { ...row, state: 'rejected', lastError: event.error } : row;
    case 'wake':
      return row.state === 'stalled' ? { ...row, state: 'queued', attempts: 0, nextAttemptAt: timing.now } : row;
    case 'restart':
      return row.state === 'sending' ? { ...row, state: 'queued', nextAttemptAt: timing.now } : row;
  }
}

/** The oldest row of each queue that is still to be done. */
function heads(rows: readonly OutboxRow[]): OutboxRow[] {
  const byQueue = new Map<string, OutboxRow>();
  for (const row of rows) {
    if (row.state === 'done' || row.state === 'rejected') continue;
    const head = byQueue.get(row.queue);
    if (!head || row.createdAt < head.createdAt || (row.createdAt === head.createdAt && row.id < head.id)) byQueue.set(row.queue, row);
  }
  return [...byQueue.values()];
}

/** The rows that may go out now: the oldest of each queue, when it is due. */
export function dueHeads(rows: readonly OutboxRow[], now: number): OutboxRow[] {
  return heads(rows).filter((row) => row.state === 'queued' && row.nextAttemptAt <= now);
}

/** When the next queue head becomes due (to arm one timer), or null. */
export function nextDueAt(rows: readonly OutboxRow[]): number | null {
  let next: number | null = null;
  for (const row of heads(rows)) if (row.state === 'queued' && (next === null || row.nextAttemptAt < next)) next = row.nextAttemptAt;
  return next;
}

/** A new outbox row, queued and due now (ARCHITECTURE: outbox); `enqueue` (outbox.ts) builds it with its kind's queue. */
export function outboxRow<K extends OutboxKind>(id: string, kind: K, payload: OutboxPayloads[K], queue: string, now: number): OutboxRowOf<K> {
  return { id, kind, payload, createdAt: now, attempts: 0, nextAttemptAt: now, state: 'queued', lastError: null, queue };
}
