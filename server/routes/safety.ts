import type { FastifyInstance } from 'fastify';
import {
  ComplaintAnswer,
  ComplaintRequest,
  MatchFinderAnswer,
  safetyApi,
  SwipeAnswer,
  SwipeCandidatesAnswer,
  SwipeRequest,
} from '../../src/contract/safety.ts';
import { answer, parseWith } from '../http.ts';
import { siteBaseUrl } from '../mail/baseUrl.ts';
import type { MailService } from '../mail/service.ts';
import type { PokeBus } from '../realtime/pokeBus.ts';
import { fileComplaint } from '../services/safety/complaints.ts';
import { matchFinder } from '../services/safety/matchFinder.ts';
import { decideSwipe, swipeCandidates } from '../services/safety/swipe.ts';
import { requireMember, type AuthDeps } from './auth.ts';
import { notifyLike } from '../notify/index.ts';

export interface SafetyRouteDeps extends AuthDeps {
  bus: PokeBus;
  mail: MailService;
}

/** Swipe game, match finder and complaints. */
export function safetyRoutes(app: FastifyInstance, deps: SafetyRouteDeps): void {
  const { db, clock, bus, mail, config } = deps;

  app.get(safetyApi.swipe, async (request, reply) => {
    const member = await requireMember(deps, request);
    reply.header('cache-control', 'private, no-store');
    return answer(reply, SwipeCandidatesAnswer, await swipeCandidates(db, request.site, member, clock()));
  });

  app.post(safetyApi.swipe, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(SwipeRequest, request.body);
    const result = await decideSwipe(db, member, body, clock());
    if (result.pokes.length > 0) await bus.publish(result.pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    // a swipe like (a fresh one: a repeat has no pokes) notifies the liked member
    if (result.answer.action === 'like' && result.pokes.length > 0) notifyLike(app, { likerId: member.id, likedId: body.profile_id, match: result.answer.match });
    return answer(reply, SwipeAnswer, result.answer);
  });

  app.get(safetyApi.matchFinder, async (request, reply) => {
    const member = await requireMember(deps, request);
    reply.header('cache-control', 'private, no-store');
    return answer(reply, MatchFinderAnswer, await matchFinder(db, request.site, member, clock()));
  });

  app.post(safetyApi.complaints, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(ComplaintRequest, request.body);
    const id = await fileComplaint({ db, baseUrl: siteBaseUrl(request, config), deliver: !mail.devMailbox }, request.site, member, body, clock());
    void mail.kick();
    reply.code(201);
    return answer(reply, ComplaintAnswer, { ok: true, id });
  });
}
