import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ComplaintAnswer,
  ComplaintRequest,
  MatchFinderAnswer,
  safetyApi,
  SwipeAnswer,
  SwipeCandidatesAnswer,
  SwipeRequest,
} from '../../../src/contract/safety.ts';
import { siteBaseUrl } from '../../notify/mail/baseUrl.ts';
import { fileComplaint } from '../complaints.ts';
import { matchFinder } from '../matchFinder.ts';
import { decideSwipe, swipeCandidates } from '../swipe.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';
import { notifyLike } from '../../notify/index.ts';

/** Swipe game, match finder and complaints. */
export const safetyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, bus, mail, config } = app;

  app.get(safetyApi.swipe, { schema: { response: { 200: SwipeCandidatesAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    reply.header('cache-control', 'private, no-store');
    return swipeCandidates(db, request.site, member, clock());
  });

  app.post(safetyApi.swipe, { preValidation: memberFirst, schema: { body: SwipeRequest, response: { 200: SwipeAnswer } } }, async (request) => {
    const member = await requireMember(app, request);
    const { body } = request;
    const result = await decideSwipe(db, member, body, clock());
    if (result.pokes.length > 0) await bus.publish(result.pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    // a swipe like (a fresh one: a repeat has no pokes) notifies the liked member
    if (result.answer.action === 'like' && result.pokes.length > 0) notifyLike(app, { likerId: member.id, likedId: body.profile_id, match: result.answer.match });
    return result.answer;
  });

  app.get(safetyApi.matchFinder, { schema: { response: { 200: MatchFinderAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    reply.header('cache-control', 'private, no-store');
    return matchFinder(db, request.site, member, clock());
  });

  app.post(safetyApi.complaints, { preValidation: memberFirst, schema: { body: ComplaintRequest, response: { 201: ComplaintAnswer } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    const id = await fileComplaint({ db, baseUrl: siteBaseUrl(request, config), deliver: !mail.devMailbox }, request.site, member, request.body, clock());
    void mail.kick();
    return reply.code(201).send({ ok: true, id });
  });
  done();
};
