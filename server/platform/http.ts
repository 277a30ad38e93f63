import type { FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ApiFailure } from './errors.ts';
import type { SiteRow } from './sites.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the site chosen by the request's host (see server/platform/app.ts) */
    site: SiteRow;
  }
}

function invalidRequest(error: z.ZodError): ApiFailure {
  return new ApiFailure(400, 'invalid_request', {
    issues: error.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code })),
  });
}

/** Parses a request part with a contract schema; failures become 400 invalid_request with issues. */
// Schemas are zod core schemas (z.core.$ZodType): classic ones and the zod/mini contracts of the
// sync worker's start (decision 141) alike.
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw invalidRequest(result.error);
}

/** Sends an answer after validating it against its contract schema (a mismatch is a 500). */
export function answer<S extends z.core.$ZodType>(reply: FastifyReply, schema: S, value: z.input<S>): FastifyReply {
  return reply.send(z.parse(schema, value));
}

/**
 * A declared request part that may be absent (no body, or JSON `null`) read as `{}`, as
 * `parseWith(S, request.body ?? {})` did (Fastify hands an absent part to the validator as null).
 */
export function orEmpty<S extends z.core.$ZodType>(schema: S) {
  return z.preprocess((value) => value ?? {}, schema);
}

/**
 * The validator of the schemas declared on routes (decision 138): the same parse and the same
 * 400 `invalid_request` with `issues: [{ path, code }]` as parseWith. Fastify hands the ApiFailure
 * to the app's one error handler unchanged. (fastify-type-provider-zod's own validatorCompiler
 * keeps only a JSON pointer of each issue's path, so it is not used; its ZodTypeProvider types are.)
 */
export const contractValidator: FastifySchemaCompiler<z.core.$ZodType> = ({ schema }) => (data) => {
  const result = z.safeParse(schema, data);
  return result.success ? { value: result.data } : { error: invalidRequest(result.error) };
};

/**
 * The serializer of the answers declared on routes: parsed (defaults and transforms applied, unknown
 * keys dropped) like `answer`; a mismatch throws, and the error handler logs it and answers 500.
 */
export const contractSerializer: FastifySerializerCompiler<z.core.$ZodType> = ({ schema }) => (data) => JSON.stringify(z.parse(schema, data));

export function isHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}
