import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { sqlErrorOf } from '../db/sqlState.ts';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const inlineStyleHashes = new WeakMap<FastifyReply, string[]>();

/**
 * Lets this answer's HTML carry an inline `<style>` whose exact text has this SHA-256 (base64):
 * style-src gets the hash, never 'unsafe-inline' (server-rendered public pages, decision 091).
 */
export function allowInlineStyle(reply: FastifyReply, sha256: string): void {
  inlineStyleHashes.set(reply, [...(inlineStyleHashes.get(reply) ?? []), sha256]);
}

/** The policy of one answer: the app-wide one, with the hashes of its inline styles if any. */
export function policyFor(reply: FastifyReply): string {
  const hashes = inlineStyleHashes.get(reply);
  if (!hashes?.length) return contentSecurityPolicy;
  return contentSecurityPolicy.replace("style-src 'self'", `style-src 'self' ${hashes.map((h) => `'sha256-${h}'`).join(' ')}`);
}

/** Security headers on every answer, errors and 404s included. */
export function securityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', policyFor(reply));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), geolocation=(self)',
    );
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

const unsafeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The path a request means, as the router and any proxy in front of it may read it: percent-decoded
 * (`/%61pi/` is `/api/`), repeated slashes collapsed, `.`/`..` segments resolved, lower-cased. Rules
 * that depend on "is this an API call" judge this, never the raw text.
 */
export function meantPath(rawUrl: string): string {
  let path = rawUrl.split('?', 1)[0] ?? '/';
  for (let i = 0; i < 3; i++) {
    // decoded until stable (a proxy may decode once more), at most three times
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const out: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  const joined = `/${out.join('/')}${path.endsWith('/') && out.length ? '/' : ''}`;
  return joined.toLowerCase();
}

/** Whether a request is an API call: its matched route, or else the path it means, is under /api/. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route.startsWith('/api/')) return true;
  const path = meantPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Cross-site request refusal (defence in depth next to the SameSite=Lax session cookie): a
 * state-changing /api call whose browser says it comes from another site (`Sec-Fetch-Site:
 * cross-site`) or whose `Origin` is not this host answers 403 `forbidden`. Calls made by other
 * servers (payment webhooks, the mail provider's /api/mail/ callbacks, RFC 8058 one-click
 * unsubscribe) are exempt by their matched route. Judged on the route the router matched (it
 * decodes `/%61pi/…`) and on the decoded path, never on the raw URL text.
 */
export function crossSiteGuard(app: FastifyInstance, options: { exempt: readonly string[]; publicUrl?: string }): void {
  const exempt = new Set(options.exempt);
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!isApiRequest(request)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && (exempt.has(route) || route.startsWith('/api/mail/'))) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.code(403).send({ error: 'forbidden' });
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let host: string | null = null;
    try {
      host = origin === 'null' ? null : new URL(origin).host;
    } catch {
      host = null;
    }
    if (host === null || (host !== request.headers.host && host !== publicHost)) return reply.code(403).send({ error: 'forbidden' });
  });
}

/** Query parameters that carry a secret (mailed reset, activation and address-change links). */
const secretQueryKeys: ReadonlySet<string> = new Set(['token', 't']);

/** A URL for the request log: the values of `token`/`t` replaced, so a log reader gets no working link. */
export function redactUrlSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let key = eq < 0 ? pair : pair.slice(0, eq);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed key is logged as sent
      }
      return secretQueryKeys.has(key.toLowerCase()) ? `${pair.slice(0, eq < 0 ? pair.length : eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** The request fields Fastify logs (its own serializer's), with the URL's secrets redacted. */
export function logRequest(request: { method: string; url: string; headers?: Record<string, unknown>; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    version: typeof request.headers?.['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** How much of a failed statement's SQL text a log line keeps (the text has no values: they are bound parameters). */
const LOGGED_QUERY_CHARS = 500;

/**
 * pino's error serializer, except for a failed statement (ARCHITECTURE "Errors and logging": no message
 * bodies, e-mail addresses or secrets in a log): drizzle's wrapper carries the statement's
 * parameters (its message, its `params`: members' texts, session token hashes, addresses) and
 * PostgreSQL's error its `detail` (a key's value: an e-mail address, a message id). Such an error
 * is logged as its type, SQLSTATE, PostgreSQL's message (without the value a data exception quotes),
 * the start of the SQL text and the stack's frames; every other error as pino logs it.
 */
export function logError(err: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  const failure = sqlErrorOf(err);
  if (failure === null) return stdSerializers.err(err);
  const query = (err as { query?: unknown }).query;
  const frames = err.stack?.indexOf('\n    at ') ?? -1;
  return {
    type: err.constructor.name,
    code: failure.code,
    // a data exception (class 22) quotes the value it refused: the value is left out
    message: (failure.code.startsWith('22') ? failure.message.replace(/"[^"]*"/g, '"[redacted]"') : failure.message).slice(0, LOGGED_QUERY_CHARS),
    ...(typeof query === 'string' ? { query: query.slice(0, LOGGED_QUERY_CHARS) } : {}),
    stack: frames < 0 ? '' : (err.stack?.slice(frames + 1) ?? ''),
  };
}
