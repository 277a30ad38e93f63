import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AutoLikeAnswer,
  LikeAnswer,
  LikeRequest,
  likesApi,
  LikeSeenAnswer,
  LikeSeenRequest,
  LikesQuery,
  UnlikeAnswer,
  UnlikeQuery,
} from '../../src/contract/likes.ts';
import { ApiFailure } from '../platform/errors.ts';
import { parseWith } from '../platform/http.ts';
import type { PokeBus } from '../notify/pokeBus.ts';
import { autoLike } from './autoLike.ts';
import { likeMember, unlikeMember } from './likeCore.ts';
import { likeEntryOf, listLikes, listLikesJson } from './likeList.ts';
import { mediaPrefix } from '../members/members.ts';
import { likeStamps, type SessionLookup } from '../account/session/batch.ts';
import { BATCHED_READS, batchedRead } from '../platform/readModel/index.ts';
import { markLikeSeen } from './likeSeen.ts';
import { takeMemberLimit } from '../platform/limits.ts';
import { memberFirst, requireMember } from '../account/routes/auth.ts';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { sessionTokenHash } from '../account/session/sessions.ts';
import { notifyLike } from '../notify/index.ts';

/**
 * The likes calls (SPEC §7 likes.php and auto-like.php, the rest in the same style). GET likes.php
 * parses its query itself: its session check is part of the list's statement (decision 135).
 */
export const likesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, bus, likeLists } = app;
  const deps = app;
  // the session checks of kept likes lists, many requests to a statement under load (decisions 107, 148)
  const stamps = batchedRead(BATCHED_READS.likeStamps, (lookups: SessionLookup[]) => likeStamps(db, lookups, clock()));
  const publish = (pokes: Parameters<PokeBus['publish']>[0]) =>
    bus.publish(pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));

  // parses its query in the handler: its session check is in the list's statement (decisions 135, 138)
  // the answer (a LikesAnswer) is JSON text PostgreSQL wrote, sent as it is (decision 144)
  app.get(likesApi.likes, async (request, reply) => {
    // one statement with the session check (decision 135); a bad query of a dead session is still a 403
    const tokenHash = sessionTokenHash(request.cookies[AUTH_COOKIE]);
    const parsed = LikesQuery.safeParse(request.query);
    if (tokenHash === null || !parsed.success) await requireMember(deps, request);
    const query = parseWith(LikesQuery, request.query);
    const since = query.since === undefined ? undefined : Number(query.since);
    if (tokenHash === null) throw new ApiFailure(403, 'authentication_required');
    reply.type('application/json; charset=utf-8');
    const now = clock();
    if (since !== undefined) {
      const likes = await listLikesJson(db, request.site, tokenHash, now, since);
      if (likes === null) throw new ApiFailure(403, 'authentication_required');
      return reply.send(likes);
    }
    // the whole list: sent again from this instance's copy while the member's like rows are
    // unchanged, no member it shows changed and it is the same day (their ages) (decision 148)
    const body = await likeLists.answer(
      { tokenHash, site: request.site.id, builtWith: `${mediaPrefix(request.site)} ${now.toISOString().slice(0, 10)}` },
      () => stamps.load({ tokenHash, siteId: request.site.id }),
      () => listLikes(db, request.site, tokenHash, now),
    );
    if (body === null) throw new ApiFailure(403, 'authentication_required');
    return reply.send(body);
  });

  app.post(likesApi.like, { preValidation: memberFirst, schema: { body: LikeRequest, response: { 200: LikeAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    const now = clock();
    await takeMemberLimit(db, 'likes', member.id, now, reply); // each revived like notifies again
    const result = await likeMember(db, member, body.profile_id, now, 'profile');
    await publish(result.pokes);
    // push / e-mail to the liked member (a new like only)
    if (result.created) notifyLike(app, { likerId: member.id, likedId: body.profile_id, match: result.match });
    const like = await likeEntryOf(db, request.site, member.id, body.profile_id, now);
    if (!like) throw new ApiFailure(404, 'not_found');
    return { match: result.match, like };
  });

  app.delete(likesApi.like, { preValidation: memberFirst, schema: { querystring: UnlikeQuery, response: { 200: UnlikeAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { query } = request;
    await takeMemberLimit(db, 'likes', member.id, clock(), reply);
    const result = await unlikeMember(db, member, query.profile_id, clock());
    await publish(result.pokes);
    return { ok: true as const, match: false as const };
  });

  app.post(likesApi.likeSeen, { preValidation: memberFirst, schema: { body: LikeSeenRequest, response: { 200: LikeSeenAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const result = await markLikeSeen(db, member.id, request.body.profile_id);
    await publish(result.pokes);
    return { ok: true as const };
  });

  // POST only: it records a like, and state changes only on POST/PUT/PATCH/DELETE
  app.post(likesApi.autoLike, { schema: { response: { 200: AutoLikeAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    await takeMemberLimit(db, 'likes', member.id, clock(), reply);
    const result = await autoLike(db, request.site, member, clock());
    await publish(result.pokes);
    return result.profile;
  });
  done();
};
