import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MessageEvent, MessageNotice } from '../notify/index.ts';
import type { PokeBus } from '../notify/pokeBus.ts';
import { sendMessage } from './sendMessage.ts';
import type { FirstMessageSender } from './firstMessages.ts';
import { memberById } from '../members/members.ts';
import type { SiteDirectory } from '../platform/sites.ts';

/**
 * Delivers a signup message through the chat area's normal send: the same rules, a poke
 * and the usual push / e-mail to the recipient. Free of charge: the site's welcome gift, it opens
 * one of a free member's two conversations. A refusal by those rules (blocked, the
 * recipient gone…) is final: the message is marked refused, not retried, and its code is answered
 * so the new member is told why (the activation page shows it).
 */
export function chatFirstMessageSender(deps: {
  db: Db;
  sites: SiteDirectory;
  bus: PokeBus;
  log: FastifyBaseLogger;
  /** the recipient's notification, on the facts the send answered (decision 143) */
  notify: (event: MessageEvent, notice: MessageNotice) => void;
}): FirstMessageSender {
  return async ({ senderId, targetId, body, now }) => {
    const sender = await memberById(deps.db, senderId);
    const site = sender ? deps.sites.byId(sender.siteId) : undefined;
    if (!sender || !site) return { status: 'refused', code: 'not_found' };
    try {
      const result = await sendMessage(deps.db, site, sender, { id: uuidv7(), profile_id: targetId, kind: 'text', body }, now, { free: true });
      await deps.bus.publish(result.pokes).catch((error: unknown) => deps.log.warn({ err: error }, 'poke publish failed'));
      if (result.notice) deps.notify(result.notice.event, result.notice.facts);
      return { status: 'sent' };
    } catch (error) {
      if (error instanceof ApiFailure && error.statusCode < 500) {
        deps.log.info({ memberId: senderId, code: error.code }, 'signup message refused by the send rules');
        return { status: 'refused', code: error.code };
      }
      throw error;
    }
  };
}
