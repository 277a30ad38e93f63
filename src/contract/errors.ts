import { z } from 'zod';

/**
 * Every error code that crosses the wire. The server answers `{ error: code, ...details }` with a
 * 4xx/5xx status; the UI maps each code to a translated message (src/i18n/errorMessages.ts).
 */
export const errorCodes = [
  'authentication_required',
  'login_failed',
  'account_blocked',
  'invalid_request',
  'malformed_json',
  'not_found',
  'rate_limited',
  'insufficient_credits',
  'premium_only',
  'conversation_limit',
  'blocked',
  'server_error',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiError = z.object({
  error: ErrorCode,
  /** minutes left on a login block (account_blocked) */
  minutes: z.number().int().optional(),
  /** zod issues for invalid_request: field path and a machine-readable reason */
  issues: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
