import type { ActionResult } from './actionEntries.ts';
import type { ApiOutcome } from './apiClient.ts';

/** A refusal as the UI sees it: the server's code, or 'network' when it could not be reached. */
export function actionFailure<T>(outcome: Exclude<ApiOutcome<T>, { kind: 'ok' }>): Exclude<ActionResult, { ok: true }> {
  switch (outcome.kind) {
    case 'rejected':
      return { ok: false, error: outcome.error };
    case 'unavailable':
      return { ok: false, error: outcome.error ?? { error: 'network' } };
    case 'loggedOut':
      return { ok: false, error: { error: 'authentication_required' } };
    case 'invalid':
      return { ok: false, error: { error: 'server_error' } };
  }
}
