import { asc } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BlockAnswer,
  BlockRequest,
  chatApi,
  ChatsQuery,
  DeleteChatAnswer,
  DeleteChatQuery,
  GiftsAnswer,
  IcebreakersAnswer,
  MarkReadAnswer,
  MarkReadRequest,
  MessagesAnswer,
  MessagesQuery,
  SendMessageAnswer,
  SendMessageRequest,
} from '../../src/contract/chats.ts';
import { gifts, icebreakers } from '../db/schema.ts';
import { parseWith } from '../platform/http.ts';
import type { PokeBus } from '../notify/pokeBus.ts';
import { chatListOfSession, chatsJsonAnswer, chatsJsonOfSession } from './chatList.ts';
import { giftImageKey, messagePage } from './messagePage.ts';
import { textMessagePrice } from './pricing.ts';
import { visitorCountry } from '../content/visitor.ts';
import { blockMember, deleteChats, markRead } from './readAndDelete.ts';
import { sendMessageOfSession } from './sessionSend.ts';
import { sessionStamps, type SessionLookup } from '../account/session/batch.ts';
import { BATCHED_READS, batchedRead } from '../platform/readModel/index.ts';
import { ApiFailure } from '../platform/errors.ts';
import { mediaPrefix, mediaUrl, memberById } from '../members/members.ts';
import { messagePushFacts, notifyMessage } from '../notify/index.ts';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { hashToken } from '../account/session/sessions.ts';
import { memberFirst, requireMember } from '../account/routes/auth.ts';

/**
 * The chat calls (SPEC §7 chats.php and chat.php, the rest in the same style). GET chats.php and
 * POST messages.php parse their input themselves: their session check is part of their statement
 * (decisions 103, 134), and a visitor is refused as such before a bad query or body.
 */
export const chatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, bus, chatLists } = app;
  const deps = app;
  // the session checks of chats.php, many requests to a statement under load (decision 107)
  const stamps = batchedRead(BATCHED_READS.chatStamps, (lookups: SessionLookup[]) => sessionStamps(db, lookups, clock()));
  const publish = (pokes: Parameters<PokeBus['publish']>[0]) =>
    bus.publish(pokes).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));

  // parses in the handler: its session check is in its statement (decisions 103, 138)
  app.get(chatApi.chats, async (request, reply) => {
    const parsed = ChatsQuery.safeParse(request.query);
    if (!parsed.success) {
      await requireMember(deps, request); // a visitor is refused as such before a bad query
      parseWith(ChatsQuery, request.query);
    }
    const since = parsed.data?.since === undefined ? undefined : Number(parsed.data.since);
    // every call checks its session in SQL (requireMember's rule): in the statement that reads the
    // answer PostgreSQL builds (decision 103), or in a batched stamp check (decisions 106, 107)
    const token = request.cookies[AUTH_COOKIE];
    if (!token || token.length > 100) throw new ApiFailure(403, 'authentication_required');
    const tokenHash = hashToken(token);
    reply.type('application/json; charset=utf-8');
    if (since !== undefined) {
      // nothing changed since the cursor (the common poll): the batched session check says so
      const stamp = await stamps.load({ tokenHash, siteId: request.site.id });
      if (!stamp) throw new ApiFailure(403, 'authentication_required');
      if (stamp.version === null || Number(stamp.version) <= since) {
        return reply.send(chatsJsonAnswer({ member_id: stamp.member_id, chats: '[]', tombstones: '[]', version: null }, since));
      }
      const built = await chatsJsonOfSession(db, request.site, tokenHash, clock(), since);
      if (built.member_id === null) throw new ApiFailure(403, 'authentication_required');
      return reply.send(chatsJsonAnswer(built, since));
    }
    // the whole list: sent again from this instance's copy while the member's rows are unchanged
    // and no peer shown changed (decision 106)
    const body = await chatLists.answer(
      { tokenHash, site: request.site.id, builtWith: mediaPrefix(request.site) },
      () => stamps.load({ tokenHash, siteId: request.site.id }),
      async () => {
        const list = await chatListOfSession(db, request.site, tokenHash, clock());
        if (!list || list.member_id === null) return null;
        // a whole list always answers its stamp and peers
        return { member: list.member_id, count: list.count ?? '0', version: list.stamp_version, body: chatsJsonAnswer(list), peers: JSON.parse(list.peers ?? '[]') as number[] };
      },
    );
    if (body === null) throw new ApiFailure(403, 'authentication_required');
    return reply.send(body);
  });

  app.get(chatApi.messages, { preValidation: memberFirst, schema: { querystring: MessagesQuery, response: { 200: MessagesAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    return messagePage(db, request.site, member.id, request.query, clock());
  });

  // parses in the handler: its session check is in the send's one statement (decisions 134, 138)
  app.post(chatApi.messages, { bodyLimit: 2 * 1024 * 1024, schema: { response: { 200: SendMessageAnswer } } }, async (request, reply) => {
    const parsed = SendMessageRequest.safeParse(request.body);
    // a visitor is refused as such before a bad body
    const body = parsed.success ? parsed.data : await requireMember(deps, request).then(() => parseWith(SendMessageRequest, request.body));
    // one statement: the session check, the new account's hourly cap (decision 110) and the send (decision 134)
    // decision 143: the pokes (PostgreSQL's bus) and the recipient's push facts go with the statement
    const now = clock();
    const extras = { publishIn: bus.publishIn, pushFacts: messagePushFacts(app, now) };
    const result = await sendMessageOfSession(db, request.site, request.cookies[AUTH_COOKIE], body, now, { newMemberMax: deps.config.NEW_MEMBER_MESSAGES_PER_HOUR, reply }, extras, visitorCountry(request), app.mediaStore);
    if (!result.published) await publish(result.pokes);
    // push / e-mail for the recipient (a fresh message that is not held), on the facts the send answered
    if (result.notice) notifyMessage(app, result.notice.event, result.notice.facts);
    return result.answer;
  });

  app.post(chatApi.chatRead, { preValidation: memberFirst, schema: { body: MarkReadRequest, response: { 200: MarkReadAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    const result = await markRead(db, request.site, member.id, body.conversation_id, body.seq === undefined ? undefined : Number(body.seq));
    await publish(result.pokes);
    return { chat: result.chat };
  });

  app.delete(chatApi.chat, { preValidation: memberFirst, schema: { querystring: DeleteChatQuery, response: { 200: DeleteChatAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const result = await deleteChats(db, member.id, request.query);
    await publish(result.pokes);
    return { ok: true as const, deleted: result.deleted };
  });

  app.post(chatApi.block, { preValidation: memberFirst, schema: { body: BlockRequest, response: { 200: BlockAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    const target = await memberById(db, body.profile_id);
    if (!target || target.siteId !== member.siteId) throw new ApiFailure(404, 'not_found');
    const result = await blockMember(db, member.id, body.profile_id, clock());
    await publish(result.pokes);
    return { ok: true as const };
  });

  app.get(chatApi.gifts, { schema: { response: { 200: GiftsAnswer } } }, async (request) => {
    await requireMember(deps, request);
    const all = await db.select().from(gifts).orderBy(asc(gifts.position));
    const credits = request.site.settings.gift_credits;
    return {
      gifts: all.map((g) => ({ id: g.id, slug: g.slug, name: g.name, image: mediaUrl(request.site, giftImageKey(g.slug)), credits })),
    };
  });

  app.get(chatApi.icebreakers, { schema: { response: { 200: IcebreakersAnswer } } }, async (request) => {
    await requireMember(deps, request);
    const all = await db.select().from(icebreakers).orderBy(asc(icebreakers.position));
    return {
      icebreakers: all.map((i) => ({ id: i.id, text: i.text })),
      // the shop's price for the request's country, as the send charges it (decision 166)
      price: await textMessagePrice(db, request.site, visitorCountry(request)),
    };
  });
  done();
};
