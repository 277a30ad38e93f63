import { asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { media, photos } from '../db/schema.ts';
import { ApiFailure } from '../errors.ts';
import { isDemoPhotoName, renderDemoPhoto } from '../media/portrait.ts';
import { blockedEitherWay, mainPhotoOf, maySeePhoto, viewerOf, type PhotoRow } from '../services/members-area/photoAccess.ts';
import { optionalViewer } from '../services/members-area/viewer.ts';
import { conversationOfPair } from '../services/chat/access.ts';
import { memberById } from '../services/members.ts';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Photos that not everyone may see: the browser may keep them, shared caches may not. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * GET /media/<file>: bytes from the media table. A file of a member photo is served only to a
 * viewer who may see that photo (private, pending, visitors: main photo only, blocks): otherwise
 * 403, so a copied URL is no way around the rules. Demo portraits of seeded photos are rendered
 * on their first request and stored, so later requests (on any instance) are a plain read.
 */
export function mediaRoutes(app: FastifyInstance, deps: { db: Db; clock?: () => Date }): void {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const rendering = new Map<string, Promise<Buffer | null>>();

  async function renderAndStore(file: string): Promise<Buffer | null> {
    const bytes = await renderDemoPhoto(file);
    if (!bytes) return null;
    await db.insert(media).values({ key: file, contentType: 'image/webp', bytes }).onConflictDoNothing();
    return bytes;
  }

  /**
   * An invisible, disabled or leaving member's photos are shown only to the members they already
   * chat with (their chat list shows the picture); to anyone else the file does not exist (issue 5).
   */
  async function ownerReachable(ownerId: number, viewerId: number | null, siteId: number): Promise<boolean> {
    const owner = await memberById(db, ownerId);
    // a member of another site does not exist here (issue 10: another site's premium member saw private photos)
    if (!owner || owner.siteId !== siteId) return false;
    if (!owner.invisible && owner.profileStatus === 'active' && owner.status !== 'pending_deletion') return true;
    return viewerId !== null && (await conversationOfPair(db, viewerId, ownerId)) !== undefined;
  }

  /** The cache policy for a photo file, or a 403 when this viewer may not see it. */
  async function checkAccess(request: FastifyRequest, photo: PhotoRow): Promise<string> {
    const viewerRow = await optionalViewer(db, request, clock());
    const viewer = viewerOf(viewerRow);
    const list = await db.select().from(photos).where(eq(photos.memberId, photo.memberId)).orderBy(asc(photos.position));
    const isMain = mainPhotoOf(list)?.id === photo.id;
    const own = viewer?.id === photo.memberId;
    if (viewer && !own && (await blockedEitherWay(db, viewer.id, photo.memberId))) throw new ApiFailure(403, 'blocked');
    if (!own && !(await ownerReachable(photo.memberId, viewer?.id ?? null, request.site.id))) throw new ApiFailure(404, 'not_found');
    if (!maySeePhoto(photo, isMain, viewer)) throw new ApiFailure(403, viewer ? 'premium_only' : 'login_required');
    return isMain && !own ? IMMUTABLE : PRIVATE_IMMUTABLE;
  }

  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const { file } = request.params;
    if (!SAFE_NAME.test(file)) throw new ApiFailure(404, 'not_found');
    const [photo] = await db
      .select()
      .from(photos)
      .where(or(eq(photos.filename, file), eq(photos.thumbFilename, file), eq(photos.matchFilename, file)))
      .limit(1);
    const cacheControl = photo ? await checkAccess(request, photo) : IMMUTABLE;
    const [row] = await db.select().from(media).where(eq(media.key, file)).limit(1);
    let bytes = row?.bytes ?? null;
    let type = row?.contentType ?? 'image/webp';
    if (!bytes && photo && isDemoPhotoName(file)) {
      let pending = rendering.get(file);
      if (!pending) {
        pending = renderAndStore(file).finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      bytes = await pending;
      type = 'image/webp';
    }
    if (!bytes) throw new ApiFailure(404, 'not_found');
    reply.header('cache-control', cacheControl);
    if (cacheControl === PRIVATE_IMMUTABLE) reply.header('vary', 'cookie');
    reply.type(type);
    return reply.send(bytes);
  });
}
