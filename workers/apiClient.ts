import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
// the contract's modules themselves, not its index: the worker's first part holds only what it uses (decision 136)
import { api } from '../src/contract/api.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, REQUEST_ATTEMPTS } from '../src/contract/constants.ts';
import { ApiError } from '../src/contract/errors.ts';
import { fullJitterDelay } from './backoff.ts';
import type { Sleep } from './clock.ts';

/**
 * How one call ended. Nothing here throws: network trouble and refusals are values the caller
 * decides about (STYLE: errors at the edges).
 */
export type ApiOutcome<T> =
  | { kind: 'ok'; data: T }
  /** a 4xx with an error code: the server refused for good, do not retry */
  | { kind: 'rejected'; status: number; error: ApiError }
  /** 403 authentication_required on a path other than user.php: member data was cleared */
  | { kind: 'loggedOut' }
  /** network error, 5xx, 408 or 429 on every try; `error` is the last answer's code if it had one */
  | { kind: 'unavailable'; status: number | null; attempts: number; error?: ApiError }
  /** an answer that does not match the contract (or a 4xx without an error code) */
  | { kind: 'invalid'; status: number };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** a zod core schema: classic, or the zod/mini contracts of the start (decision 141) */
  schema: $ZodType<T>;
  /** tries in all, the first included (default: the first and SPEC §7's 5 retries) */
  attempts?: number;
  /** retryable statuses that this call should not retry (login answers 429 as a refusal) */
  noRetryOn?: readonly number[];
}

export interface ApiClientDeps {
  fetch: typeof globalThis.fetch;
  sleep: Sleep;
  random?: () => number;
  baseUrl?: string;
  timeoutMs?: number;
  /** SPEC §8: a 403 authentication_required on any call but user.php logs the member out */
  onAuthenticationRequired: (path: string, error: ApiError) => Promise<void>;
  /**
   * Whether the device says it has no network. A network failure then ends the call at once:
   * retrying cannot help, the screen shows what it stored with the offline note without waiting
   * out the backoff, and the outbox wakes again on `online` (workers/outboxMachine.ts).
   */
  isOffline?: () => boolean;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<ApiOutcome<T>>;
}

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

function isUserPath(path: string): boolean {
  return path === api.user || path.startsWith(`${api.user}?`);
}

type Attempt =
  | { type: 'response'; status: number; body: unknown }
  | { type: 'network' };

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const random = deps.random ?? Math.random;
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? 20_000;

  async function attempt(path: string, method: HttpMethod, body: unknown): Promise<Attempt> {
    const headers: Record<string, string> = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, accept: 'application/json' };
    // FormData (a photo upload) sets its own multipart content type
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { type: 'network' };
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return { type: 'response', status: response.status, body: parsed };
  }

  async function request<T>(path: string, options: RequestOptions<T>): Promise<ApiOutcome<T>> {
    const method = options.method ?? 'GET';
    const maxAttempts = Math.max(1, options.attempts ?? REQUEST_ATTEMPTS);
    let last: Attempt = { type: 'network' };
    let tries = 1;
    for (; tries <= maxAttempts; tries++) {
      last = await attempt(path, method, options.body);
      if (last.type === 'network' && deps.isOffline?.()) break;
      if (last.type === 'response') {
        const { status, body } = last;
        if (status >= 200 && status < 300) {
          const data = safeParse(options.schema, body);
          return data.success ? { kind: 'ok', data: data.data } : { kind: 'invalid', status };
        }
        const retryable = isRetryableStatus(status) && !(options.noRetryOn ?? []).includes(status);
        if (!retryable) {
          const error = ApiError.safeParse(body);
          if (!error.success) return { kind: 'invalid', status };
          if (status === 403 && error.data.error === 'authentication_required' && !isUserPath(path)) {
            // the answer may say why the session ended (a suspension or ban, decision 133)
            await deps.onAuthenticationRequired(path, error.data);
            return { kind: 'loggedOut' };
          }
          return { kind: 'rejected', status, error: error.data };
        }
      }
      if (tries < maxAttempts) await deps.sleep(fullJitterDelay(tries - 1, random));
    }
    const attempts = Math.min(tries, maxAttempts);
    if (last.type === 'network') return { kind: 'unavailable', status: null, attempts };
    const error = ApiError.safeParse(last.body);
    return {
      kind: 'unavailable',
      status: last.status,
      attempts,
      ...(error.success ? { error: error.data } : {}),
    };
  }

  return { request };
}
