import type { FastifyInstance, FastifyReply } from 'fastify';

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
 * Cross-site request refusal (defence in depth next to the SameSite=Lax session cookie): a
 * state-changing /api call whose browser says it comes from another site (`Sec-Fetch-Site:
 * cross-site`) or whose `Origin` is not this host answers 403 `forbidden`. Calls made by other
 * servers (payment webhooks, the mail provider's /api/mail/ callbacks, RFC 8058 one-click
 * unsubscribe) are exempt by path.
 */
export function crossSiteGuard(app: FastifyInstance, options: { exempt: readonly string[]; publicUrl?: string }): void {
  const exempt = new Set(options.exempt);
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/') || exempt.has(path) || path.startsWith('/api/mail/')) return;
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
