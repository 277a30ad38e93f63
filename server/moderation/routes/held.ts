import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HeldDecisionAnswer, heldApi } from '../../../src/contract/reports.ts';
import type { Db } from '../../db/connect.ts';
import { notifyMessage } from '../../notify/index.ts';
import type { PokeBus } from '../../notify/pokeBus.ts';
import { toChatMessage } from '../../chat/messagePage.ts';
import { decideHeldIn } from '../held.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';

export interface AdminHeldDeps {
  db: Db;
  clock: () => Date;
  bus: PokeBus;
}

const Params = z.object({ id: z.uuid() });

/**
 * Release or reject a held message (decision 122), moderators only. The decision and its audit
 * entry commit together; a release then pokes both members and sends the receiver the usual
 * new-message push (with the message, under the receiver's lock-screen choice) or mail. The second of two moderators gets 409 moderation_conflict.
 */
export const adminHeldRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: AdminHeldDeps = app;
  const { db, clock, bus } = deps;
  // the staff session before the schemas: a stranger gets 401, never a 400
  const preValidation = requireStaff('moderator');
  for (const decision of ['release', 'reject'] as const) {
    app.post(decision === 'release' ? heldApi.release : heldApi.reject, { preValidation, schema: { params: Params, response: { 200: HeldDecisionAnswer } } }, async (request) => {
      const staff = staffOfRequest(request);
      const { id } = request.params;
      const now = clock();
      const decided = await db.transaction(async (tx) => {
        const result = await decideHeldIn(tx, request.site, id, decision, now);
        await writeAudit(tx, { staffId: staff.id, action: `message.${decision}`, targetKind: 'message', targetId: id, before: { ...result.before, sender: result.senderId }, after: result.after, at: now });
        return result;
      });
      if (decided.pokes.length > 0) {
        await bus.publish(decided.pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
        // the push carries the message as the receiver reads it, as a send's does (decisions 178, 182);
        // a gift's picture needs its slug: a held gift is left to the pull
        const message = decided.released && decided.released.kind !== 'gift' ? toChatMessage(request.site, decided.peerId, decided.released, new Map()) : undefined;
        notifyMessage(app, { senderId: decided.senderId, recipientId: decided.peerId, conversationId: decided.conversationId, ...(message ? { message } : {}) });
      }
      return { ok: true as const, state: decided.after.filter_state };
    });
  }
  done();
};
