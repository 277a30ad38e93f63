import type { Table } from 'dexie';
import type { AppDatabase, OutboxKind, OutboxPayloads, OutboxRowOf } from '../src/db/schema.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';

/** What one try of an outbox row came to: applied, worth another try, refused, or logged out. */
export type OutboxOutcome =
  | { type: 'ok'; apply: (db: AppDatabase) => Promise<void> }
  | { type: 'retryable'; error: string }
  | { type: 'rejected'; error: string }
  | { type: 'stop' };

/**
 * An API answer as an outbox outcome; `onOk` turns the data into the local write. Only a contract
 * refusal (a 4xx with one of the contract's error codes) rolls the row back. An answer that cannot
 * be read — a captive portal's HTML page (even with 200), a proxy's 413 without an error code, a
 * schema mismatch after a deploy — says nothing about the row: it is tried again with backoff and
 * then stalls visibly with Retry (outboxMachine.ts). Rows are idempotent (their id), so a retry of
 * something the server did store gets the same answer.
 */
export function classifyOutcome<T>(outcome: ApiOutcome<T>, onOk: (data: T) => (db: AppDatabase) => Promise<void>): OutboxOutcome {
  switch (outcome.kind) {
    case 'ok':
      return { type: 'ok', apply: onOk(outcome.data) };
    case 'unavailable':
      return { type: 'retryable', error: outcome.status === null ? 'network' : String(outcome.status) };
    case 'rejected':
      return { type: 'rejected', error: outcome.error.error };
    case 'loggedOut':
      return { type: 'stop' };
    case 'invalid':
      return { type: 'retryable', error: `unreadable ${outcome.status}` };
  }
}

/** What a kind's request runs with. */
export interface OutboxSendContext {
  api: ApiClient;
  now: () => number;
}

/**
 * What a kind's optimistic write needs beyond its row, for the kinds that need anything (a new
 * message's conversation card): declared beside the kind by declaration merging, as its payload is.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' declarations
export interface OutboxWriteInputs {}
/** The input of a kind's optimistic write, as its last arguments: none for a kind that declares none. */
export type OutboxWriteInput<K extends OutboxKind> = K extends keyof OutboxWriteInputs ? [input: OutboxWriteInputs[K]] : [];

/**
 * Everything about one kind of row (decision 183), declared beside the kind's payload
 * (chatOutbox.ts, likesOutbox.ts): its queue and its optimistic write, which `enqueue` (outbox.ts)
 * runs with the row's insert, then its request, acknowledgement, rollback and retry policy, which
 * the outbox runs. A new kind is one handler; the actions only call `enqueue`.
 */
export interface OutboxHandler<K extends OutboxKind> {
  /** The queue of a row of this kind: rows of one queue go out one at a time, oldest first. */
  queue(payload: OutboxPayloads[K]): string;
  /** The tables `write` reaches: the scope of the transaction that puts the row. */
  tables(db: AppDatabase): Table[];
  /**
   * The optimistic write, in the transaction that puts the row (before it): the local echo, and
   * the rows of its queue it cancels. Answers whether the row goes out; false when nothing is left
   * to send (a like that cancels a queued unlike, a read mark of a conversation already read).
   */
  write(db: AppDatabase, row: OutboxRowOf<K>, ...input: OutboxWriteInput<K>): Promise<boolean>;
  /** One try of the row's request; an `ok` outcome carries the acknowledgement (the answer's local write). */
  send(row: OutboxRowOf<K>, context: OutboxSendContext): Promise<OutboxOutcome>;
  /** The server refused for good: the optimistic change undone, the UI told (inside the outbox's transaction). */
  rollBack(db: AppDatabase, row: OutboxRowOf<K>, error: string): Promise<void>;
  /** Whether a refusal asks for a pull, the local state being reloaded from the server. */
  pullAfterRefusal: boolean;
  /** Tries before the row stalls (SPEC §7; default REQUEST_ATTEMPTS, outboxMachine.ts). */
  attempts?: number;
}

/** One handler per kind of `K`: the compiler refuses a map that misses or invents a kind. */
export type OutboxHandlers<K extends OutboxKind = OutboxKind> = { [P in K]: OutboxHandler<P> };
