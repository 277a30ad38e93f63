import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiFailure } from './errors.ts';
import { isApiRequest } from './security.ts';

/**
 * decision 113: the one home of the rules every text and shape a request carries must
 * keep, whatever the route. A NUL cannot be stored in PostgreSQL text (the insert failed: 500, and
 * the client outbox retried the message for ever); a lone UTF-16 surrogate cannot be encoded as
 * UTF-8 (the driver silently turned it into U+FFFD); `__proto__`/`constructor`/`prototype` keys are
 * the raw material of prototype pollution; deep nesting costs stack; numbers past 2^53 or infinite
 * (`1e309` parses to Infinity) are never what an id or amount meant. They are refused here, once,
 * with 400 invalid_request and an issue naming the field, before any route reads the request.
 */

/** Containers deeper than this are refused (the contract's deepest body is 3 levels). */
export const MAX_DEPTH = 32;

export type HostileCode = 'nul_character' | 'unpaired_surrogate' | 'forbidden_key' | 'too_deep' | 'number_out_of_range' | 'invalid_encoding';

export interface HostileIssue {
  path: string;
  code: HostileCode;
}

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** In `u` mode a surrogate pair is one code point, so \p{Cs} matches only a lone half. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATE_ALL = /\p{Cs}/gu;

/** What is wrong with one string, or null. */
export function textProblem(text: string): HostileCode | null {
  if (text.includes('\u0000')) return 'nul_character';
  if (LONE_SURROGATE.test(text)) return 'unpaired_surrogate';
  return null;
}

/** The text with NULs dropped and lone surrogates replaced (for values a route decodes itself, e.g. a beacon's URL). */
export function cleanText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE_ALL, '\uFFFD');
}

/** The first hostile thing in a parsed value (JSON body, query, params), or null. Iterative: no stack to exhaust. */
export function findHostile(root: unknown): HostileIssue | null {
  const stack: Array<{ value: unknown; path: string[]; depth: number }> = [{ value: root, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string[]; depth: number };
    if (typeof value === 'string') {
      const code = textProblem(value);
      if (code) return { path: path.join('.'), code };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) return { path: path.join('.'), code: 'number_out_of_range' };
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return { path: path.join('.'), code: 'too_deep' };
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)], depth: depth + 1 });
        continue;
      }
      // own keys as JSON.parse made them: an own "__proto__" key is listed here
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const keyPath = [...path, key];
        if (FORBIDDEN_KEYS.has(key)) return { path: keyPath.join('.'), code: 'forbidden_key' };
        const code = textProblem(key);
        if (code) return { path: keyPath.join('.'), code };
        stack.push({ value: (value as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Throws 400 invalid_request with the issue when the value carries something hostile. */
export function refuseHostile(value: unknown): void {
  const issue = findHostile(value);
  if (issue) throw new ApiFailure(400, 'invalid_request', { issues: [issue] });
}

/**
 * Checks the params, query and body of every routed request once, before validation and the
 * handler. Fastify's own prototype-poisoning check is turned off in server/platform/app.ts
 * (`onProtoPoisoning: 'ignore'`) so that JSON.parse keeps such keys as own properties and this
 * walk refuses them with a field path (no handler runs, so nothing ever copies them).
 * Multipart forms: the only multipart call (photo upload) reads the file part alone; no text field
 * of a form reaches the database.
 */
export function hostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseHostile(request.params);
      // a page's address with a hostile query (a link someone followed) is served without that
      // query instead of the API's JSON refusal; the page reads nothing from it
      if (isPageRequest(request) && findHostile(request.query) !== null) request.query = {};
      refuseHostile(request.query);
      refuseHostile(request.body);
    } catch (error) {
      done(error as ApiFailure);
      return;
    }
    done();
  });
}

/** A browser opening a page (HTML asked for, outside /api), not a call of the app's API. */
function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html') && !isApiRequest(request);
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot percent-decode as UTF-8 (`/media/%ED%A0%80`,
 * a lone surrogate's bytes) answered Fastify's own `{"error":"Bad Request"}` without a contract code.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply: FastifyReply) => {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ error: 'invalid_request', issues: [{ path: '', code: 'invalid_encoding' }] });
};
