import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiFailure } from './errors.ts';
import type { SiteRow } from './services/sites.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the site chosen by the request's host (see server/app.ts) */
    site: SiteRow;
  }
}

/** Parses a request part with a contract schema; failures become 400 invalid_request with issues. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiFailure(400, 'invalid_request', {
    issues: result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code })),
  });
}

/** Sends an answer after validating it against its contract schema (a mismatch is a 500). */
export function answer<S extends z.ZodType>(reply: FastifyReply, schema: S, value: z.input<S>): FastifyReply {
  return reply.send(schema.parse(value));
}

export function isHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}
