import type { AppDatabase } from '../src/db/schema.ts';
import type { ApiOutcome } from './apiClient.ts';

/** What one try of an outbox row came to: applied, worth another try, refused, or logged out. */
export type OutboxOutcome =
  | { type: 'ok'; apply: (db: AppDatabase) => Promise<void> }
  | { type: 'retryable'; error: string }
  | { type: 'rejected'; error: string }
  | { type: 'stop' };

/** An API answer as an outbox outcome; `onOk` turns the data into the local write. */
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
      return { type: 'rejected', error: 'server_error' };
  }
}
