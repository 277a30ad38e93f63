import type { AppDatabase, OutboxKind, OutboxRowOf } from '../src/db/schema.ts';
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
 * What the outbox does with one kind of row (decision 183), declared beside the kind's payload
 * (chatOutbox.ts, likesOutbox.ts); the row itself is written, with its optimistic change and its
 * queue, by the action that makes it (chatActions.ts, likesActions.ts).
 */
export interface OutboxHandler<K extends OutboxKind> {
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
