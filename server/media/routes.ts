import { asc, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { messages, photos } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { mediaFileReader } from './mediaFile.ts';
import { mainPhotoOf, maySeePhoto, viewerOf, type PhotoRow } from '../members/photoAccess.ts';
import { optionalViewer } from '../members/viewer.ts';
import { conversationOfPair, requireParticipant } from '../chat/access.ts';
import { memberById } from '../members/members.ts';
import { isBlockedEitherWay, isReachable } from '../safety/reach.ts';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** Hashed build assets and catalogue files (gift pictures): the same bytes for everyone, forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A main photo anyone may see (decision 112): shared caches may keep it five minutes, then ask
 * again (a cheap 304 by ETag), so invisibility, a deletion or a block reaches a CDN within minutes.
 */
export const PUBLIC_PHOTO = 'public, max-age=300, must-revalidate';
/** Photos and chat images that not everyone may see: this browser only, five minutes, then asked again. */
export const PRIVATE_MEDIA = 'private, max-age=300, must-revalidate';

/**
 * GET /media/<file>: bytes from the media store (decision 174). A file of a member photo is served only to a
 * viewer who may see that photo (private, pending, visitors: main photo only, blocks): otherwise
 * 403, so a copied URL is no way around the rules. A chat image only to the two members of its
 * conversation. Cache headers that let invisibility, blocks and deletion take effect: decision
 * 112. Bytes (and demo portraits rendered on first request): server/media/mediaFile.ts. Staff see
 * photos through their own route (decision 177), never here: their cookie does not reach /media.
 */
export const mediaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, mediaStore } = app;
  const readFile = mediaFileReader(mediaStore, app.log);

  /**
   * An unreachable member's photos (reach.ts) are shown only to the members they already chat with
   * (their chat list shows the picture; SPEC §4 keeps the conversation); to anyone else the file
   * does not exist.
   */
  async function ownerReachable(ownerId: number, viewerId: number | null, siteId: number): Promise<boolean> {
    const owner = await memberById(db, ownerId);
    // a member of another site does not exist here (another site's premium member saw private photos)
    if (!owner || owner.siteId !== siteId) return false;
    if (isReachable(owner)) return true;
    return viewerId !== null && (await conversationOfPair(db, viewerId, ownerId)) !== undefined;
  }

  /** The cache policy for a photo file, or a 403 when this viewer may not see it. */
  async function checkAccess(request: FastifyRequest, photo: PhotoRow): Promise<string> {
    const viewerRow = await optionalViewer(db, request, clock());
    const viewer = viewerOf(viewerRow);
    const list = await db.select().from(photos).where(eq(photos.memberId, photo.memberId)).orderBy(asc(photos.position));
    const isMain = mainPhotoOf(list)?.id === photo.id;
    const own = viewer?.id === photo.memberId;
    if (viewer && !own && (await isBlockedEitherWay(db, viewer.id, photo.memberId))) throw new ApiFailure(403, 'blocked');
    if (!own && !(await ownerReachable(photo.memberId, viewer?.id ?? null, request.site.id))) throw new ApiFailure(404, 'not_found');
    if (!maySeePhoto(photo, isMain, viewer)) throw new ApiFailure(403, viewer ? 'premium_only' : 'login_required');
    return isMain && !own ? PUBLIC_PHOTO : PRIVATE_MEDIA;
  }

  /**
   * A chat image (`chat-<message id>.webp`) exists only for the two members of its conversation
   * while neither blocked the other (decision 112); for anyone else, logged out included, 404.
   */
  async function checkChatImage(request: FastifyRequest, file: string): Promise<string> {
    // the key names its message (sendMessage.ts): found by primary key, no scan of image_key
    const messageId = /^chat-([0-9a-f-]{36})\.webp$/i.exec(file)?.[1];
    const viewer = await optionalViewer(db, request, clock());
    if (!messageId || !viewer) throw new ApiFailure(404, 'not_found');
    const [message] = await db
      .select({ conversationId: messages.conversationId, imageKey: messages.imageKey, senderId: messages.senderId, filterState: messages.filterState })
      .from(messages)
      .where(eq(messages.id, messageId.toLowerCase()))
      .limit(1);
    if (!message || message.imageKey !== file) throw new ApiFailure(404, 'not_found');
    // decision 133: a message the contact filter held (or a moderator rejected) does not exist for the
    // receiver, its image neither; its sender sees it as sent (decision 122), staff through the console
    if ((message.filterState === 'held' || message.filterState === 'rejected') && message.senderId !== viewer.id) throw new ApiFailure(404, 'not_found');
    try {
      await requireParticipant(db, message.conversationId, viewer.id);
    } catch (err) {
      if (err instanceof ApiFailure) throw new ApiFailure(404, 'not_found');
      throw err;
    }
    return PRIVATE_MEDIA;
  }

  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const { file } = request.params;
    if (!SAFE_NAME.test(file)) throw new ApiFailure(404, 'not_found');
    const [photo] = await db
      .select()
      .from(photos)
      .where(or(eq(photos.filename, file), eq(photos.thumbFilename, file), eq(photos.matchFilename, file)))
      .limit(1);
    // chat images are found by their message; gift pictures are the catalogue; any other file
    // without its photo row (a deleted photo's leftover) does not exist (decision 112)
    let cacheControl: string;
    if (photo) cacheControl = await checkAccess(request, photo);
    else if (file.startsWith('chat-')) cacheControl = await checkChatImage(request, file);
    else if (file.startsWith('gift-')) cacheControl = IMMUTABLE;
    else throw new ApiFailure(404, 'not_found');
    const found = await readFile(file, photo !== undefined);
    if (!found) throw new ApiFailure(404, 'not_found');
    reply.header('cache-control', cacheControl);
    // the answer depends on who asks: a cache must key it by the session cookie (a public main
    // photo is the same for everyone who may see it, so shared caches keep one copy)
    if (cacheControl === PRIVATE_MEDIA) reply.header('vary', 'cookie');
    // a file's bytes never change under its name: the name is the validator, and a revalidation
    // (after the access check above) is a 304 without the bytes
    const etag = `"${file}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    reply.type(found.type);
    return reply.send(found.bytes);
  });
  done();
};
