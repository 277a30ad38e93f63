import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { NoticeSeenAnswer, NoticeSeenRequest, noticesApi } from '../../../src/contract/moderationNotices.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { markNoticeSeen } from '../../moderation/notices.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';

/**
 * POST /api/notices.php {id}: the member dismissed a moderator's notice (decision 133); user.php
 * lists it no more, on any device. Idempotent; another member's notice is not found.
 */
export const noticeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    noticesApi.seen,
    { preValidation: memberFirst, schema: { body: NoticeSeenRequest, response: { 200: NoticeSeenAnswer } } },
    async (request) => {
      const member = await requireMember(app, request);
      if (!(await markNoticeSeen(app.db, member.id, request.body.id, app.clock()))) throw new ApiFailure(404, 'not_found');
      return { ok: true as const };
    },
  );
  done();
};
