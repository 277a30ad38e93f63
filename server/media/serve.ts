import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ApiFailure } from '../errors.ts';
import { MediaUnavailable, type MediaStore, type StoredMedia } from './store.ts';

/**
 * A file's bytes for an answer (decision 174): null when the store has none; a store that does not
 * answer in time is `503 media_unavailable` with Retry-After and no-store, so no cache keeps the
 * failure and the browser asks again.
 */
export async function readMediaOr503(store: MediaStore, key: string, reply: FastifyReply, log: FastifyBaseLogger): Promise<StoredMedia | null> {
  try {
    return await store.get(key);
  } catch (error) {
    if (!(error instanceof MediaUnavailable)) throw error;
    log.warn({ err: error, file: key }, 'media store did not answer');
    reply.header('retry-after', String(error.retryAfter));
    reply.header('cache-control', 'no-store');
    throw new ApiFailure(503, 'media_unavailable');
  }
}
