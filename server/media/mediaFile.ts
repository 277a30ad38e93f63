import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { media } from '../db/schema.ts';
import { isDemoPhotoName, renderDemoPhoto } from './portrait.ts';

export interface MediaBytes {
  bytes: Buffer | Uint8Array;
  type: string;
}

/**
 * Reads a file's bytes from the media table (decision 022). A seeded demo photo's portrait is
 * rendered on its first request and stored, so later requests (on any instance) are a plain read;
 * one render per file at a time on this instance. Who may have the bytes is the caller's rule:
 * the members' /media route (decision 112) or the staff console's photo route (decision 177).
 */
export function mediaFileReader(db: Db): (file: string, isPhoto: boolean) => Promise<MediaBytes | null> {
  const rendering = new Map<string, Promise<Buffer | null>>();

  async function renderAndStore(file: string): Promise<Buffer | null> {
    const bytes = await renderDemoPhoto(file);
    if (!bytes) return null;
    await db.insert(media).values({ key: file, contentType: 'image/webp', bytes }).onConflictDoNothing();
    return bytes;
  }

  return async (file, isPhoto) => {
    const [row] = await db.select().from(media).where(eq(media.key, file)).limit(1);
    if (row?.bytes) return { bytes: row.bytes, type: row.contentType };
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
