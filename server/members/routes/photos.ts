import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersApi, OwnProfileAnswer, PhotoIdQuery, PhotoUpdate } from '../../../src/contract/members.ts';
import { PHOTO_MAX_BYTES } from '../../../src/contract/constants.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { removeQueuedNow } from '../../media/sweep.ts';
import { memberById, type MemberRow } from '../members.ts';
import { ownProfile } from '../ownProfile.ts';
import { processPhoto } from '../photoProcessing.ts';
import { addPhoto, checkPhotoRoom, deletePhoto, updatePhoto } from '../photoStore.ts';
import { takeMemberLimit } from '../../platform/limits.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Own photos: POST (multipart field `photo`) uploads, PATCH changes one, DELETE ?id= removes one.
 * Every answer is the whole own profile, so the client stores one consistent picture. The upload's
 * multipart body is read by its handler (no schema); multipart parsing exists in this plugin only.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } });
  const { db, mediaStore } = app;

  async function ownAnswer(member: MemberRow, site: Parameters<typeof ownProfile>[1]) {
    const fresh = (await memberById(db, member.id)) ?? member;
    return { profile: await ownProfile(db, site, fresh) };
  }

  app.post(membersApi.photos, { schema: { response: { 201: OwnProfileAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    if (!request.isMultipart()) throw new ApiFailure(400, 'invalid_image');
    let bytes: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file) throw new ApiFailure(400, 'invalid_image');
      bytes = await file.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) throw new ApiFailure(413, 'image_too_large');
      if (error instanceof ApiFailure) throw error;
      // a form cut off or with another boundary (the multipart parser's own errors): not an image
      request.log.info({ err: error }, 'malformed photo upload');
      throw new ApiFailure(400, 'invalid_image');
    }
    // the limit and the upload budget before any decoding (addPhoto judges the limit again under lock)
    await checkPhotoRoom(db, member);
    await takeMemberLimit(db, 'photoUploads', member.id, app.clock(), reply);
    const processed = await processPhoto(bytes);
    // decision 121: on a pre-moderated site a new photo is the owner's alone until a moderator approves it;
    // post-moderated, it is visible at once and waits in the photo queue all the same
    await addPhoto(db, mediaStore, member, processed, request.site.photoModeration === 'pre' ? 'pending' : 'active', app.clock());
    return reply.code(201).send(await ownAnswer(member, request.site));
  });

  app.patch(membersApi.photos, { preValidation: memberFirst, schema: { body: PhotoUpdate, response: { 200: OwnProfileAnswer } } }, async (request) => {
    const member = await requireMember(app, request);
    await updatePhoto(db, member.id, request.body);
    return ownAnswer(member, request.site);
  });

  app.delete(membersApi.photos, { preValidation: memberFirst, schema: { querystring: PhotoIdQuery, response: { 200: OwnProfileAnswer } } }, async (request) => {
    const member = await requireMember(app, request);
    await deletePhoto(db, member.id, request.query.id);
    // decision 174: the files leave the object store after the commit (the sweep retries a failure)
    await removeQueuedNow(app);
    return ownAnswer(member, request.site);
  });
};
