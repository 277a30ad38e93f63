import { describe, expect, it } from 'vitest';
import { classifyOutcome } from './outboxOutcome.ts';

const noWrite = () => async () => {};

describe('outbox outcome', () => {
  it('a hostile-input refusal (400 invalid_request) rejects the row for good: no poison pill', () => {
    expect(classifyOutcome({ kind: 'rejected', status: 400, error: { error: 'invalid_request', issues: [{ path: 'body', code: 'nul_character' }] } }, noWrite)).toEqual({
      type: 'rejected',
      error: 'invalid_request',
    });
  });

  it('a 5xx or no answer is tried again', () => {
    expect(classifyOutcome({ kind: 'unavailable', status: 503, attempts: 6 }, noWrite)).toEqual({ type: 'retryable', error: '503' });
    expect(classifyOutcome({ kind: 'unavailable', status: null, attempts: 6 }, noWrite)).toEqual({ type: 'retryable', error: 'network' });
  });

  it('an unreadable answer is tried again, never rolled back: HTML with 200, a 413 without a code, a schema mismatch', () => {
    expect(classifyOutcome({ kind: 'invalid', status: 200 }, noWrite)).toEqual({ type: 'retryable', error: 'unreadable 200' });
    expect(classifyOutcome({ kind: 'invalid', status: 413 }, noWrite)).toEqual({ type: 'retryable', error: 'unreadable 413' });
  });
});
