import type { FastifyInstance } from 'fastify';
import { NoticeSeenAnswer, NoticeSeenRequest, noticesApi } from '../../src/contract/moderationNotices.ts';
import { ApiFailure } from '../errors.ts';
import { answer, parseWith } from '../http.ts';
import { markNoticeSeen } from '../services/moderation/notices.ts';
import { requireMember, type AuthDeps } from './auth.ts';

/**
 * POST /api/notices.php {id}: the member dismissed a moderator's notice (decision 133); user.php
 * lists it no more, on any device. Idempotent; another member's notice is not found.
 */
export function noticeRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, clock } = deps;
  app.post(noticesApi.seen, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(NoticeSeenRequest, request.body);
    if (!(await markNoticeSeen(db, member.id, body.id, clock()))) throw new ApiFailure(404, 'not_found');
    return answer(reply, NoticeSeenAnswer, { ok: true });
  });
}
