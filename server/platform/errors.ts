import type { ErrorCode } from '../../src/contract/errors.ts';

/** An error with a wire code; the error handler answers `{ error: code, ...details }`. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ApiFailure';
  }
}
