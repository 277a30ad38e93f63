import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { media, photos } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import { isDemoPhotoName, renderDemoPhoto } from '../media/portrait.ts';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/<file>: bytes from the media table. Demo portraits of seeded photos are rendered on
 * their first request and stored, so later requests (on any instance) are a plain read.
 */
export function mediaRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const rendering = new Map<string, Promise<Buffer | null>>();

  async function renderAndStore(file: string): Promise<Buffer | null> {
    const [photo] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(or(eq(photos.filename, file), eq(photos.thumbFilename, file), eq(photos.matchFilename, file)))
      .limit(1);
    if (!photo) return null;
    const bytes = await renderDemoPhoto(file);
    if (!bytes) return null;
    await db.insert(media).values({ key: file, contentType: 'image/webp', bytes }).onConflictDoNothing();
    return bytes;
  }

  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const { file } = request.params;
    if (!SAFE_NAME.test(file)) throw new ApiFailure(404, 'not_found');
    const [row] = await db.select().from(media).where(eq(media.key, file)).limit(1);
    let bytes = row?.bytes ?? null;
    let type = row?.contentType ?? 'image/webp';
    if (!bytes && isDemoPhotoName(file)) {
      let pending = rendering.get(file);
      if (!pending) {
        pending = renderAndStore(file).finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      bytes = await pending;
      type = 'image/webp';
    }
    if (!bytes) throw new ApiFailure(404, 'not_found');
    reply.header('cache-control', IMMUTABLE);
    reply.type(type);
    return reply.send(bytes);
  });
}
