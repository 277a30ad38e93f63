import type { AppDatabase } from '../src/db/schema.ts';
import type { ApiOutcome } from './apiClient.ts';

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
