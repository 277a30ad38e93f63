import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../errors.ts';
import type { PokeBus } from '../realtime/pokeBus.ts';
import { sendMessage } from './chat/sendMessage.ts';
import type { FirstMessageSender } from './firstMessages.ts';
import { memberById } from './members.ts';
import type { SiteDirectory } from './sites.ts';

/**
 * Delivers a signup message through the chat area's normal send (issue 4): the same rules, the
 * same price, a poke to the recipient. A refusal by those rules (not enough credits, blocked, the
 * recipient gone…) is final: the message is marked refused and not retried.
 */
export function chatFirstMessageSender(deps: { db: Db; sites: SiteDirectory; bus: PokeBus; log: FastifyBaseLogger }): FirstMessageSender {
  return async ({ senderId, targetId, body, now }) => {
    const sender = await memberById(deps.db, senderId);
    const site = sender ? deps.sites.byId(sender.siteId) : undefined;
    if (!sender || !site) return 'refused';
    try {
      const result = await sendMessage(deps.db, site, sender, { id: uuidv7(), profile_id: targetId, kind: 'text', body }, now);
      await deps.bus.publish(result.pokes).catch((error: unknown) => deps.log.warn({ err: error }, 'poke publish failed'));
      return 'sent';
    } catch (error) {
      if (error instanceof ApiFailure && error.statusCode < 500) {
        deps.log.info({ memberId: senderId, code: error.code }, 'signup message refused by the send rules');
        return 'refused';
      }
      throw error;
    }
  };
}
