import type { AppDatabase, OutboxKind, OutboxPayloads, OutboxRow, OutboxRowOf } from '../src/db/schema.ts';
import type { ApiClient } from './apiClient.ts';
import { chatOutbox } from './chatOutbox.ts';
import { chatTables } from './chatStore.ts';
import type { Clock } from './clock.ts';
import { likesOutbox } from './likesOutbox.ts';
import { dueHeads, nextDueAt, outboxRow, outboxTransition, type OutboxEvent } from './outboxMachine.ts';
import type { OutboxHandler, OutboxHandlers, OutboxOutcome, OutboxWriteInput } from './outboxOutcome.ts';

/** Each kind of row's handler (decision 183): its queue, optimistic write, request, rollback; the compiler wants one per kind. */
const handlers: OutboxHandlers = { ...chatOutbox, ...likesOutbox };

/** The handler of a row's kind; none for a kind this version does not know (a row written by another version). */
function handlerOf<K extends OutboxKind>(row: OutboxRowOf<K>): OutboxHandler<K> | undefined {
  return Object.hasOwn(handlers, row.kind) ? handlers[row.kind] : undefined;
}

/**
 * Queues a row (decision 183; ARCHITECTURE: Outbox): the kind's optimistic write and the row, in
 * the kind's queue, queued and due now, in one transaction over the kind's tables (part of the
 * caller's when called inside one, whose scope must hold them). The only way a row is written;
 * the leader's outbox sends it. Answers whether the row was put (the write may find nothing to send).
 */
export async function enqueue<K extends OutboxKind>(db: AppDatabase, kind: K, id: string, payload: OutboxPayloads[K], now: number, ...input: OutboxWriteInput<K>): Promise<boolean> {
  const handler: OutboxHandler<K> = handlers[kind];
  const row = outboxRow(id, kind, payload, handler.queue(payload), now);
  return db.transaction('rw', handler.tables(db), async () => {
    if (!(await handler.write(db, row, ...input))) return false;
    await db.outbox.put(row);
    return true;
  });
}

export interface OutboxDeps {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  random?: () => number;
  /** after a refused delete: the chats must be reloaded (SPEC §4) */
  requestPull: () => void;
}

export interface OutboxProcessor {
  /** stalled rows go back to the queue (online, visible, poke, poll, start) */
  wake(): Promise<void>;
  /** sends every due row once (queues in parallel, each queue in order); never rejects */
  flush(): Promise<void>;
  stop(): void;
}

type Outcome = OutboxOutcome;

/** A row of a kind this version does not know is refused, as the server would refuse it. */
const unknownKind: Outcome = { type: 'rejected', error: 'invalid_request' };

/**
 * The outbox (ARCHITECTURE: Outbox), run by the leader: one try per due row per flush (the API
 * client does not retry here; the row's own backoff does, and survives reloads), one timer for the
 * next due row, rollback and a notice for the UI when the server refuses for good.
 */
export function createOutbox(deps: OutboxDeps): OutboxProcessor {
  const { db, api, clock } = deps;
  const random = deps.random ?? Math.random;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let again = false;
  let recovered = false;
  let stopped = false;

  async function transition(id: string, event: OutboxEvent, maxAttempts?: number): Promise<OutboxRow | undefined> {
    return db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row) return undefined;
      const next = outboxTransition(row, event, { now: clock.now(), random, ...(maxAttempts === undefined ? {} : { maxAttempts }) });
      if (next !== row) await db.outbox.put(next);
      return next;
    });
  }

  async function attempt(head: OutboxRow): Promise<void> {
    const sending = await transition(head.id, { type: 'attempt' });
    if (sending?.state !== 'sending') return;
    const handler = handlerOf(sending);
    const outcome = handler
      ? await handler.send(sending, { api, now: () => clock.now() }).catch((error: unknown): Outcome => ({ type: 'retryable', error: String(error) }))
      : unknownKind;
    if (outcome.type === 'stop') return;
    if (outcome.type === 'retryable') {
      await transition(head.id, { type: 'retryable', error: outcome.error }, handler?.attempts);
      return;
    }
    await db.transaction('rw', [...chatTables(db), db.likes], async () => {
      if (outcome.type === 'ok') await outcome.apply(db);
      else await handler?.rollBack(db, sending, outcome.error);
      await db.outbox.delete(head.id);
    });
    if (outcome.type === 'rejected' && handler?.pullAfterRefusal) deps.requestPull();
  }

  async function loop(): Promise<void> {
    if (!recovered) {
      recovered = true;
      const inFlight = await db.outbox.where('state').equals('sending').toArray();
      for (const row of inFlight) await transition(row.id, { type: 'restart' });
    }
    for (let round = 0; round < 1000 && !stopped; round++) {
      const heads = dueHeads(await db.outbox.toArray(), clock.now());
      if (heads.length === 0) break;
      await Promise.all(heads.map(attempt));
    }
    arm(nextDueAt(await db.outbox.toArray()));
  }

  function arm(at: number | null): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (at === null || stopped) return;
    timer = clock.setTimeout(() => {
      timer = null;
      void flush();
    }, Math.max(0, at - clock.now()));
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    stopped = false;
    running = (async () => {
      do {
        again = false;
        await loop().catch(() => undefined);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async wake() {
      const stalled = await db.outbox.where('state').equals('stalled').toArray();
      for (const row of stalled) await transition(row.id, { type: 'wake' });
    },
    flush,
    stop() {
      stopped = true;
      arm(null);
    },
  };
}
