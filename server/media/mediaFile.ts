import type { FastifyBaseLogger } from 'fastify';
import { isDemoPhotoName, renderDemoPhoto } from './portrait.ts';
import { MediaUnavailable, type MediaStore } from './store.ts';

export interface MediaBytes {
  bytes: Buffer | Uint8Array;
  type: string;
}

/**
 * Reads a file's bytes from the media store (the media table or an object store, decision 174). A
 * seeded demo photo's portrait is rendered on its first request and stored, so later requests (on any
 * instance) are a plain read; one render per file at a time on this instance. Who may have the bytes
 * is the caller's rule: the members' /media route (decision 112) or the staff console's photo route
 * (decision 177). A store that does not answer throws MediaUnavailable (503 with Retry-After).
 */
export function mediaFileReader(store: MediaStore, log: FastifyBaseLogger): (file: string, isPhoto: boolean) => Promise<MediaBytes | null> {
  const rendering = new Map<string, Promise<Buffer | null>>();

  async function renderAndStore(file: string): Promise<Buffer | null> {
    const bytes = await renderDemoPhoto(file);
    if (!bytes) return null;
    try {
      await store.put(file, bytes, 'image/webp');
    } catch (error) {
      // served as rendered all the same; the next request renders it again
      if (!(error instanceof MediaUnavailable)) throw error;
      log.warn({ err: error, file }, 'demo portrait not stored: the media store did not answer');
    }
    return bytes;
  }

  return async (file, isPhoto) => {
    const stored = await store.get(file);
    if (stored) return { bytes: stored.bytes, type: stored.contentType };
    if (!isPhoto || !isDemoPhotoName(file)) return null;
    let pending = rendering.get(file);
    if (!pending) {
      pending = renderAndStore(file).finally(() => rendering.delete(file));
      rendering.set(file, pending);
    }
    const bytes = await pending;
    return bytes ? { bytes, type: 'image/webp' } : null;
  };
}
