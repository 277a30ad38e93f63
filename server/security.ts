import type { FastifyInstance } from 'fastify';

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

/** Security headers on every answer, errors and 404s included. */
export function securityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicy);
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
