import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, IcebreakersAnswer, MessagesAnswer, SendMessageAnswer, type SendMessageRequest } from '../../src/contract/chats.ts';
import { MASK_TOKEN, REPORTS_PER_HOUR, ReportAnswer } from '../../src/contract/reports.ts';
import { blocks, creditLedger, members, messages, reports } from '../../server/db/schema.ts';
import { decideHeld } from '../../server/moderation/held.ts';
import { SiteDirectory } from '../../server/platform/sites.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { ItemAnswer, QueueAnswer, QueueCountsAnswer } from '../../src/contract/moderation.ts';
import { staffAudit } from '../../server/db/schema.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('contact filter and reports on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (extra: { credits?: number } = {}) => signedInMember(t.app, extra, 'filter');
  const send = (from: TestMember, body: Partial<SendMessageRequest>, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'Hello', ...body } });
  const get = (who: TestMember, url: string, app = t.app) => app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const page = async (who: TestMember, conversation: number, since?: string) =>
    MessagesAnswer.parse((await get(who, `/api/messages.php?conversation=${conversation}${since ? `&since=${since}` : ''}`)).json());
  const chats = async (who: TestMember) => ChatsAnswer.parse((await get(who, '/api/chats.php')).json()).chats;
  const credits = async (m: TestMember) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, m.id)))[0]?.c;
  const price = async (m: TestMember) => IcebreakersAnswer.parse((await get(m, '/api/icebreakers.php')).json()).price;
  const site = async () => (await SiteDirectory.load(t.handle.db)).resolve('localhost:80');
  const report = (who: TestMember, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/reports.php', headers: { ...json, cookie: who.cookie }, payload: payload as Record<string, unknown> });

  it('masks a disguised phone number for the receiver, tells the sender, and charges as usual', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const cost = await price(a);
    const sent = await send(a, { profile_id: b.id, body: 'call me on zero six one two three four five six seven eight ok?' });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = SendMessageAnswer.parse(sent.json());
    expect(answer.message.body).toBe('call me on zero six one two three four five six seven eight ok?');
    expect(answer.message.masked).toBe(true);
    expect(await credits(a)).toBe(100 - cost);
    const conversation = answer.chat.conversation.id;
    const seen = await page(b, conversation);
    expect(seen.messages.map((m) => [m.body, m.masked])).toEqual([[`call me on ${MASK_TOKEN} ok?`, undefined]]);
    expect((await chats(b)).find((c) => c.conversation.id === conversation)?.last_message?.body).toBe(`call me on ${MASK_TOKEN} ok?`);
    expect((await chats(a)).find((c) => c.conversation.id === conversation)?.last_message?.body).toContain('zero six');
    const [row] = await t.handle.db.select().from(messages).where(eq(messages.id, answer.message.id));
    expect(row?.filterState).toBe('masked');
    expect(row?.filterKinds).toEqual(['phone']);
  });

  it('holds a scam: the sender sees it as sent and is charged, the receiver gets nothing until it is released', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const cost = await price(a);
    const first = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'hi there' })).json());
    const conversation = first.chat.conversation.id;
    const before = await page(b, conversation);
    const held = await send(a, { conversation_id: conversation, body: 'please send me money via western union, I am stuck' });
    expect(held.statusCode, held.body).toBe(200);
    const heldMessage = SendMessageAnswer.parse(held.json()).message;
    expect(heldMessage.masked).toBeUndefined();
    expect(await credits(a)).toBe(100 - 2 * cost);
    expect((await page(a, conversation)).messages.map((m) => m.body)).toContain('please send me money via western union, I am stuck');
    expect((await page(b, conversation)).messages.map((m) => m.body)).toEqual(['hi there']);
    const chatB = (await chats(b)).find((c) => c.conversation.id === conversation);
    expect(chatB?.last_message?.body).toBe('hi there');
    expect(chatB?.num_unread_messages).toBe(1);

    const decided = await decideHeld(t.handle.db, await site(), heldMessage.id, 'release', t.clock.now());
    expect(decided.pokes.map((p) => p.member).sort()).toEqual([a.id, b.id].sort());
    // delivered now: the receiver's pull from their earlier cursor finds it, unread and last message move
    const after = await page(b, conversation, before.cursor);
    expect(after.messages.map((m) => m.body)).toEqual(['please send me money via western union, I am stuck']);
    const chatAfter = (await chats(b)).find((c) => c.conversation.id === conversation);
    expect(chatAfter?.num_unread_messages).toBe(2);
    expect(chatAfter?.last_message?.body).toBe('please send me money via western union, I am stuck');
    // a second moderator acting on it is told it is no longer held
    await expect(decideHeld(t.handle.db, await site(), heldMessage.id, 'reject', t.clock.now())).rejects.toMatchObject({ statusCode: 409, code: 'moderation_conflict' });
  });

  it('a held first message keeps the conversation out of the receiver list; rejected, it never arrives', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const sent = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'buy me an amazon gift card and send the code' })).json());
    const conversation = sent.chat.conversation.id;
    expect((await chats(b)).some((c) => c.conversation.id === conversation)).toBe(false);
    expect((await chats(a)).some((c) => c.conversation.id === conversation)).toBe(true);
    const decided = await decideHeld(t.handle.db, await site(), sent.message.id, 'reject', t.clock.now());
    expect(decided.pokes).toEqual([]);
    expect((await chats(b)).some((c) => c.conversation.id === conversation)).toBe(false);
    expect((await page(a, conversation)).messages).toHaveLength(1);
    // charged all the same (decision 122: no refund on rejection)
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, sent.message.id))).toHaveLength(1);
    await expect(decideHeld(t.handle.db, await site(), uuidv7(), 'release', t.clock.now())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('follows the site policy: a site that allows phone numbers delivers them as written', async () => {
    const s = await site();
    await t.handle.db.execute(sql`UPDATE sites SET contact_filter = contact_filter || '{"phone":"allow"}'::jsonb WHERE id = ${s.id}`);
    const app = await t.build();
    try {
      const a = await member({ credits: 100 });
      const b = await member();
      const sent = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'ring 0612 345 678 or anna at gmail dot com' }, app)).json());
      const seen = MessagesAnswer.parse((await get(b, `/api/messages.php?conversation=${sent.chat.conversation.id}`, app)).json());
      expect(seen.messages[0]?.body).toBe(`ring 0612 345 678 or ${MASK_TOKEN}`);
    } finally {
      await app.close();
      await t.handle.db.execute(sql`UPDATE sites SET contact_filter = contact_filter || '{"phone":"mask"}'::jsonb WHERE id = ${s.id}`);
    }
  });

  it('a report on a received message attaches it, and blocks in the same step', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const sent = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'you are ugly, mail me at anna@example.com' })).json());
    const res = await report(b, { member_id: a.id, reason: 'harassment', note: ' rude ', message_id: sent.message.id, block: true });
    expect(res.statusCode, res.body).toBe(201);
    const answer = ReportAnswer.parse(res.json());
    expect(answer.blocked).toBe(true);
    const [row] = await t.handle.db.select().from(reports).where(eq(reports.id, answer.id));
    expect(row).toMatchObject({ reporterId: b.id, targetMemberId: a.id, reason: 'harassment', note: 'rude', messageId: sent.message.id, messageBody: 'you are ugly, mail me at anna@example.com', blocked: true, status: 'open' });
    expect(await t.handle.db.select().from(blocks).where(eq(blocks.blockerId, b.id))).toHaveLength(1);
    expect((await chats(b)).some((c) => c.conversation.id === sent.chat.conversation.id)).toBe(false);
    // the same message again answers the first report
    const again = ReportAnswer.parse((await report(b, { member_id: a.id, reason: 'spam', message_id: sent.message.id })).json());
    expect(again.id).toBe(answer.id);
    // a profile report needs no message
    const profile = await report(a, { member_id: b.id, reason: 'fake_profile' });
    expect(profile.statusCode).toBe(201);
  });

  it('refuses reports on messages the reporter did not receive, and hostile input', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const c = await member();
    const own = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'hello b' })).json());
    const held = SendMessageAnswer.parse((await send(a, { profile_id: c.id, body: 'send me money, bitcoin only' })).json());
    const cases: Array<[TestMember, unknown, number]> = [
      [a, { member_id: b.id, reason: 'spam', message_id: own.message.id }, 400], // own message, not received from b
      [c, { member_id: a.id, reason: 'spam', message_id: own.message.id }, 400], // someone else's conversation
      [c, { member_id: a.id, reason: 'scam', message_id: held.message.id }, 400], // held: never shown to c
      [b, { member_id: b.id, reason: 'spam' }, 400],
      [b, { member_id: a.id, reason: 'because' }, 400],
      [b, { member_id: a.id, reason: 'spam', note: 'x'.repeat(1001) }, 400],
      [b, { member_id: a.id, reason: 'spam', message_id: "1' OR '1'='1" }, 400],
      [b, { member_id: 'a', reason: 'spam' }, 400],
      [b, { member_id: a.id, reason: 'spam', __proto__: { admin: true } }, 201],
      [b, { member_id: 99_999_999, reason: 'spam' }, 404],
    ];
    for (const [who, payload, status] of cases) {
      const res = await report(who, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
      if (status === 400) expect(res.json<{ error: string }>().error).toBe('invalid_request');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/reports.php', headers: json, payload: { member_id: a.id, reason: 'spam' } });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json<{ error: string }>().error).toBe('authentication_required');
  });

  it(`allows ${REPORTS_PER_HOUR} reports an hour per member, then 429 until the hour is over`, async () => {
    const a = await member();
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => member()));
    for (const target of targets.slice(0, REPORTS_PER_HOUR)) expect((await report(a, { member_id: target.id, reason: 'spam' })).statusCode).toBe(201);
    const over = await report(a, { member_id: targets[REPORTS_PER_HOUR]!.id, reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ error: string }>().error).toBe('rate_limited');
    t.clock.advance(61 * 60_000);
    expect((await report(a, { member_id: targets[REPORTS_PER_HOUR]!.id, reason: 'spam' })).statusCode).toBe(201);
  });

  it('masks contact details in the profile text and refuses a scam in it', async () => {
    const a = await member();
    const own = await get(a, '/api/profile.php');
    expect(own.statusCode, own.body).toBe(200);
    const profile = own.json<{ profile: Record<string, unknown> & { interests: number[] } }>().profile;
    const update = (about: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile.php',
        headers: { ...json, cookie: a.cookie },
        payload: { ...Object.fromEntries(['gender', 'sexuality', 'relationship_status', 'body_type', 'hair_color', 'eye_color', 'tattoos', 'interests', 'country', 'region_id', 'invisible'].map((k) => [k, profile[k]])), about },
      });
    const masked = await update('Love hiking. Snap: anna.k92 or call 0612 345 678');
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.json<{ profile: { about: string } }>().profile.about).toBe(`Love hiking. ${MASK_TOKEN} or call ${MASK_TOKEN}`);
    const scam = await update('I only accept amazon gift cards');
    expect(scam.statusCode).toBe(400);
    expect(scam.json<{ issues: Array<{ path: string; code: string }> }>().issues).toEqual([{ path: 'about', code: 'contact_details' }]);
  });

  it('moderators see held messages and reports in their queues, with the reported message attached, and release or reject', async () => {
    const moderator = (await signedInStaff(t.app, 'moderator', t.clock.now())).cookie;
    const staffGet = (url: string, cookie = moderator) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const staffPost = (url: string, cookie = moderator) => t.app.inject({ method: 'POST', url, headers: { cookie } });
    const a = await member({ credits: 100 });
    const b = await member();
    const first = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'hello you' })).json());
    const conversation = first.chat.conversation.id;
    const cursor = (await page(b, conversation)).cursor;
    const scam = SendMessageAnswer.parse((await send(a, { conversation_id: conversation, body: 'I need money for the plane ticket, use moneygram' })).json()).message;
    const other = SendMessageAnswer.parse((await send(a, { conversation_id: conversation, body: 'buy me a steam card' })).json()).message;
    const reported = await report(b, { member_id: a.id, reason: 'harassment', note: 'keeps writing', message_id: first.message.id });
    const reportId = ReportAnswer.parse(reported.json()).id;

    const counts = QueueCountsAnswer.parse((await staffGet('/api/admin/moderation/counts')).json()).queues;
    expect(counts.find((q) => q.kind === 'held')?.count).toBeGreaterThanOrEqual(2);
    expect(counts.find((q) => q.kind === 'reports')?.count).toBeGreaterThanOrEqual(1);
    const held = QueueAnswer.parse((await staffGet('/api/admin/moderation/queue/held')).json());
    expect(held.items.find((i) => i.id === scam.id)).toMatchObject({ member: { id: a.id }, summary: 'I need money for the plane ticket, use moneygram', labels: ['filter:scam'] });
    const reportItem = ItemAnswer.parse((await staffGet(`/api/admin/moderation/queue/reports/${reportId}`)).json());
    expect(reportItem.item).toMatchObject({ kind: 'reports', member: { id: a.id }, labels: ['report:harassment', 'report:message'] });
    expect(reportItem.item.summary).toContain('keeps writing');
    expect(reportItem.excerpt.find((m) => m.named)).toMatchObject({ id: first.message.id, body: 'hello you' });

    // members get nothing from the staff routes
    expect((await staffPost(`/api/admin/moderation/held/${scam.id}/release`, b.cookie)).statusCode).toBeGreaterThanOrEqual(401);
    const released = await staffPost(`/api/admin/moderation/held/${scam.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ ok: true, state: 'released' });
    expect((await page(b, conversation, cursor)).messages.map((m) => m.body)).toEqual(['I need money for the plane ticket, use moneygram']);
    const again = await staffPost(`/api/admin/moderation/held/${scam.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('moderation_conflict');
    expect((await staffPost(`/api/admin/moderation/held/${other.id}/reject`)).json()).toEqual({ ok: true, state: 'rejected' });
    expect((await page(b, conversation)).messages.map((m) => m.body)).not.toContain('buy me a steam card');
    expect((await staffPost('/api/admin/moderation/held/not-a-uuid/release')).statusCode).toBe(400);
    const audit = await t.handle.db.select().from(staffAudit).where(eq(staffAudit.targetId, scam.id));
    expect(audit.map((e) => e.action)).toEqual(['message.release']);

    // dismissing the report closes it; the second dismissal is a conflict
    const dismiss = () => t.app.inject({ method: 'POST', url: '/api/admin/moderation/action', headers: { ...json, cookie: moderator }, payload: { action: 'dismiss', item: { kind: 'reports', id: String(reportId) } } });
    expect((await dismiss()).statusCode).toBe(200);
    expect((await dismiss()).statusCode).toBe(409);
    const [row] = await t.handle.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row?.status).toBe('dismissed');
  });
});
