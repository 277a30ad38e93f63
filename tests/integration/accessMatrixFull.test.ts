import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { SendMessageAnswer } from '../../src/contract/chats.ts';
import { CreditsAnswer, DirectDebitAnswer, OrderAnswer, TransactionAnswer } from '../../src/contract/payments.ts';
import { members, photos, smsOutbox } from '../../server/db/schema.ts';
import { createSession } from '../../server/account/session/sessions.ts';
import { mailsTo, signupBody } from '../helpers/account.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, PASSWORD, type MemberFields } from './members-factory.ts';

/**
 * FULL ACCESS MATRIX (Security). Every call of the contract that takes the id of a
 * member, photo, conversation, message, order, payment (transaction), direct-debit mandate or
 * complaint target, plus the list calls that could carry someone else's rows, tried by each actor
 * about one target member T and T's things. tests/integration/accessMatrix.test.ts is the
 * smaller table for members, photos and chats; this one adds the owner, both block directions,
 * a member of another site, a pending-deletion member, payments and the list answers.
 *
 * Actors (each call gets fresh ones, so one call's effects never change another's cell):
 * - owner:           T itself (the positive control: the call works for the one it belongs to)
 * - stranger:        another member of T's site, no relation to T
 * - blockedByOwner:  B, who chatted with T and then was blocked by T (B knows that conversation's id)
 * - blockerOfOwner:  K, who chatted with T and then blocked T
 * - otherSite:       X, a premium member of another site (gay.localhost), calling on their own site
 * - pendingDeletion: D, premium, who deleted the account (POST delete-account.php) and still holds
 *                    a live session made after that (a login racing the deletion): D is nobody
 * - loggedOut:       no session
 * - invisibleTarget: a stranger about I, an invisible member set up exactly like T
 *
 * Each cell is [status, error code]. Every answer to someone other than the owner is searched for
 * T's secrets (a private message, the e-mail address, the private photo's file, the payment and
 * mandate ids, the IBAN) and, unless the cell says the caller may see T's card, T's name and main photo.
 */
const actors = ['owner', 'stranger', 'blockedByOwner', 'blockerOfOwner', 'otherSite', 'pendingDeletion', 'loggedOut', 'invisibleTarget'] as const;
type Actor = (typeof actors)[number];
type Cell = readonly [status: number, error?: string];

interface Target {
  id: number;
  name: string;
  email: string;
  /** the conversation this actor knows of T's: their own one with T (blocks) or T's with a friend */
  conversation: number;
  messageId: string;
  mainPhoto: string;
  privatePhoto: string;
  privatePhotoId: number;
  orderId: number;
  paymentId: string;
  mandateId: string;
}

interface Ctx {
  target: Target;
  cookie: string | null;
  host: string;
}

interface Call {
  name: string;
  run: (t: TestServer, c: Ctx) => Promise<LightMyRequestResponse>;
  /** actors whose answer may carry T's name and public card */
  mayShowTarget?: Actor[];
  /** actors whose answer must carry T's name (a list's positive control) */
  mustShowTarget?: Actor[];
  expect: Record<Actor, Cell>;
}

const IBAN = 'NL91 ABNA 0417 1643 00';
const ddForm = { account_holder: 'Tara Owner', iban: IBAN, street: 'Keizersgracht', house_number: '12a', zip: '1015 CJ', city: 'Amsterdam', phone: '+31 6-1234 5678' };
const json = { 'content-type': 'application/json' };
const send = (t: TestServer, c: Ctx, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    // every member here lives in NL, and the shop sells in the request's country (decision 111)
    headers: { host: c.host, 'x-country': 'NL', ...(payload !== undefined ? json : {}), ...(c.cookie ? { cookie: c.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const AUTH: Cell = [403, 'authentication_required'];
const NF: Cell = [404, 'not_found'];
const OK: Cell = [200];

/** Only the owner may: everyone logged in gets 404 (no hint the thing exists), visitors 403. */
const ownerOnly = (owner: Cell = OK): Record<Actor, Cell> => ({
  owner,
  stranger: NF,
  blockedByOwner: NF,
  blockerOfOwner: NF,
  otherSite: NF,
  pendingDeletion: AUTH,
  loggedOut: AUTH,
  invisibleTarget: NF,
});
/** Idempotent "my side" calls: always ok, whatever the id, and nothing about the other member. */
const alwaysOk = (owner: Cell = OK): Record<Actor, Cell> => ({
  owner,
  stranger: OK,
  blockedByOwner: OK,
  blockerOfOwner: OK,
  otherSite: OK,
  pendingDeletion: AUTH,
  loggedOut: AUTH,
  invisibleTarget: OK,
});
const SELF: Cell = [400, 'invalid_request'];

const calls: Call[] = [
  // ── members ──
  {
    name: 'GET profile.php?id=<member>',
    run: (t, c) => send(t, c, 'GET', `/api/profile.php?id=${c.target.id}`),
    // the blocked page names the one who blocks ('You're blocked by {name}'), both ways
    mayShowTarget: ['owner', 'stranger', 'loggedOut', 'pendingDeletion', 'blockedByOwner', 'blockerOfOwner'],
    expect: {
      owner: OK,
      stranger: OK,
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: NF,
      pendingDeletion: OK,
      loggedOut: OK,
      invisibleTarget: NF,
    },
  },
  {
    name: 'GET lander.php?member=<member>',
    run: (t, c) => send(t, c, 'GET', `/api/lander.php?kind=tinderswipe&member=${c.target.id}`),
    // a public page: the member's card for anyone on the member's site, never for another site or an invisible member
    mayShowTarget: ['owner', 'stranger', 'loggedOut', 'pendingDeletion', 'blockedByOwner', 'blockerOfOwner'],
    mustShowTarget: ['stranger', 'loggedOut'],
    expect: { owner: OK, stranger: OK, blockedByOwner: OK, blockerOfOwner: OK, otherSite: OK, pendingDeletion: OK, loggedOut: OK, invisibleTarget: OK },
  },
  // ── photos ──
  {
    name: 'GET /media/<main photo of member>',
    run: (t, c) => send(t, c, 'GET', `/media/${c.target.mainPhoto}`),
    mayShowTarget: ['owner', 'stranger', 'loggedOut', 'pendingDeletion'],
    expect: {
      owner: OK,
      stranger: OK,
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: NF,
      pendingDeletion: OK,
      loggedOut: OK,
      invisibleTarget: NF,
    },
  },
  {
    name: 'GET /media/<private photo of member>',
    run: (t, c) => send(t, c, 'GET', `/media/${c.target.privatePhoto}`),
    // the other-site and pending-deletion actors are premium: still nothing
    expect: {
      owner: OK,
      stranger: [403, 'premium_only'],
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: NF,
      pendingDeletion: [403, 'login_required'],
      loggedOut: [403, 'login_required'],
      invisibleTarget: NF,
    },
  },
  {
    name: 'PATCH photos.php {id: <photo of member>}',
    run: (t, c) => send(t, c, 'PATCH', '/api/photos.php', { id: c.target.privatePhotoId, private: true }),
    expect: ownerOnly(),
  },
  {
    name: 'DELETE photos.php?id=<photo of member>',
    run: (t, c) => send(t, c, 'DELETE', `/api/photos.php?id=${c.target.privatePhotoId}`),
    expect: ownerOnly(),
  },
  // ── chats ──
  {
    name: 'GET messages.php?conversation=<conversation>',
    run: (t, c) => send(t, c, 'GET', `/api/messages.php?conversation=${c.target.conversation}`),
    expect: {
      owner: OK,
      stranger: [403, 'forbidden'],
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: [403, 'forbidden'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [403, 'forbidden'],
    },
  },
  {
    name: 'POST messages.php {conversation_id} (send into a conversation)',
    run: (t, c) => send(t, c, 'POST', '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'let me in', conversation_id: c.target.conversation }),
    expect: {
      owner: OK,
      stranger: [403, 'forbidden'],
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: [403, 'forbidden'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [403, 'forbidden'],
    },
  },
  {
    name: 'POST messages.php {profile_id} (send to a member)',
    run: (t, c) => send(t, c, 'POST', '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'hello', profile_id: c.target.id }),
    mayShowTarget: ['stranger'],
    mustShowTarget: ['stranger'],
    expect: {
      owner: SELF,
      stranger: OK,
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: NF,
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [403, 'member_unavailable'],
    },
  },
  {
    name: 'POST messages.php {id: <message of the member>} (replay a message id)',
    run: (t, c) => send(t, c, 'POST', '/api/messages.php', { id: c.target.messageId, kind: 'text', body: 'replay', conversation_id: c.target.conversation }),
    // the owner's own replay answers the stored message (idempotency); anyone else 'taken', nothing of it
    expect: {
      owner: OK,
      stranger: [409, 'invalid_request'],
      blockedByOwner: [409, 'invalid_request'],
      blockerOfOwner: [409, 'invalid_request'],
      otherSite: [409, 'invalid_request'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [409, 'invalid_request'],
    },
  },
  {
    name: 'POST chat-read.php {conversation_id}',
    run: (t, c) => send(t, c, 'POST', '/api/chat-read.php', { conversation_id: c.target.conversation }),
    expect: {
      owner: OK,
      stranger: [403, 'forbidden'],
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: [403, 'forbidden'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [403, 'forbidden'],
    },
  },
  {
    name: 'DELETE chat.php?conversation=<conversation>',
    run: (t, c) => send(t, c, 'DELETE', `/api/chat.php?conversation=${c.target.conversation}`),
    // a blocked pair's own conversation: deleting one's own side is idempotent and answers no data
    expect: {
      owner: OK,
      stranger: [403, 'forbidden'],
      blockedByOwner: OK,
      blockerOfOwner: OK,
      otherSite: [403, 'forbidden'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [403, 'forbidden'],
    },
  },
  {
    name: 'DELETE chat.php?profile=<member>',
    run: (t, c) => send(t, c, 'DELETE', `/api/chat.php?profile=${c.target.id}`),
    expect: alwaysOk(),
  },
  // ── blocks ──
  {
    name: 'POST block.php {profile_id}',
    run: (t, c) => send(t, c, 'POST', '/api/block.php', { profile_id: c.target.id }),
    expect: { ...alwaysOk(SELF), otherSite: NF },
  },
  {
    name: 'DELETE blocks.php {id} (unblock)',
    run: (t, c) => send(t, c, 'DELETE', '/api/blocks.php', { id: c.target.id }),
    // only ever the caller's own block rows
    expect: alwaysOk(),
  },
  // ── likes and swipes ──
  {
    name: 'POST like.php {profile_id}',
    run: (t, c) => send(t, c, 'POST', '/api/like.php', { profile_id: c.target.id }),
    mayShowTarget: ['stranger'],
    mustShowTarget: ['stranger'],
    expect: {
      owner: SELF,
      stranger: OK,
      blockedByOwner: [403, 'blocked'],
      blockerOfOwner: [403, 'blocked'],
      otherSite: NF,
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [403, 'member_unavailable'],
    },
  },
  {
    name: 'DELETE like.php?profile_id=<member>',
    run: (t, c) => send(t, c, 'DELETE', `/api/like.php?profile_id=${c.target.id}`),
    expect: alwaysOk(),
  },
  {
    name: 'POST like-seen.php {profile_id}',
    run: (t, c) => send(t, c, 'POST', '/api/like-seen.php', { profile_id: c.target.id }),
    expect: alwaysOk(),
  },
  ...(['like', 'pass'] as const).map(
    (action): Call => ({
      name: `POST swipe.php {profile_id, ${action}}`,
      run: (t, c) => send(t, c, 'POST', '/api/swipe.php', { profile_id: c.target.id, action }),
      expect: {
        owner: SELF,
        stranger: OK,
        blockedByOwner: [403, 'blocked'],
        blockerOfOwner: [403, 'blocked'],
        otherSite: NF,
        pendingDeletion: AUTH,
        loggedOut: AUTH,
        invisibleTarget: [403, 'member_unavailable'],
      },
    }),
  ),
  // ── complaints ──
  {
    name: 'POST complaints.php {member_id}',
    run: (t, c) => send(t, c, 'POST', '/api/complaints.php', { category: 'member', text: 'Reporting this member for the matrix.', member_id: c.target.id }),
    // anyone of the site may report any member of it (also one who blocked them or hides); not themselves
    expect: {
      owner: SELF,
      stranger: [201],
      blockedByOwner: [201],
      blockerOfOwner: [201],
      otherSite: [400, 'invalid_request'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [201],
    },
  },
  {
    name: 'POST complaints.php {member_id, photo_id: <private photo of member>}',
    run: (t, c) =>
      send(t, c, 'POST', '/api/complaints.php', { category: 'photo', text: 'Reporting this photo for the matrix.', member_id: c.target.id, photo_id: c.target.privatePhotoId }),
    expect: {
      owner: SELF,
      stranger: [201],
      blockedByOwner: [201],
      blockerOfOwner: [201],
      otherSite: [400, 'invalid_request'],
      pendingDeletion: AUTH,
      loggedOut: AUTH,
      invisibleTarget: [201],
    },
  },
  // ── payments ──
  {
    name: 'GET order.php?id=<order>',
    run: (t, c) => send(t, c, 'GET', `/api/order.php?id=${c.target.orderId}`),
    expect: ownerOnly(),
  },
  {
    name: 'POST pay.php {order_id: <order>}',
    run: (t, c) => send(t, c, 'POST', '/api/pay.php', { idempotency_key: crypto.randomUUID(), order_id: c.target.orderId, method: 'wiretransfer' }),
    expect: ownerOnly(),
  },
  {
    name: 'GET transaction.php?id=<payment>',
    run: (t, c) => send(t, c, 'GET', `/api/transaction.php?id=${c.target.paymentId}`),
    expect: ownerOnly(),
  },
  {
    name: 'POST directdebit.php {order_id: <order>}',
    run: (t, c) => send(t, c, 'POST', '/api/directdebit.php', { ...ddForm, order_id: c.target.orderId }),
    expect: ownerOnly(),
  },
  {
    name: 'POST directdebit-confirm.php {mandate_id: <mandate>}',
    // a wrong code: the owner learns 'wrong code', anyone else that there is no such mandate
    run: (t, c) => send(t, c, 'POST', '/api/directdebit-confirm.php', { mandate_id: c.target.mandateId, otp: '000000' }),
    expect: ownerOnly([400, 'code_invalid']),
  },
  // ── lists: never someone else's rows ──
  {
    name: 'GET chats.php',
    run: (t, c) => send(t, c, 'GET', '/api/chats.php'),
    mayShowTarget: ['owner'],
    expect: alwaysOk(),
  },
  {
    name: 'GET likes.php',
    run: (t, c) => send(t, c, 'GET', '/api/likes.php'),
    mayShowTarget: ['owner'],
    expect: alwaysOk(),
  },
  {
    name: 'GET transactions.php',
    run: (t, c) => send(t, c, 'GET', '/api/transactions.php'),
    mayShowTarget: ['owner'],
    expect: alwaysOk(),
  },
  {
    name: 'GET blocks.php',
    run: (t, c) => send(t, c, 'GET', '/api/blocks.php'),
    // K's own block of T is K's row
    mayShowTarget: ['owner', 'blockerOfOwner'],
    mustShowTarget: ['blockerOfOwner'],
    expect: alwaysOk(),
  },
  {
    name: 'GET members.php?country=NL',
    run: (t, c) => send(t, c, 'GET', '/api/members.php?country=NL'),
    mayShowTarget: ['owner', 'stranger', 'loggedOut', 'pendingDeletion'],
    mustShowTarget: ['stranger'],
    expect: { ...alwaysOk(), pendingDeletion: OK, loggedOut: OK },
  },
  {
    name: 'GET swipe.php',
    run: (t, c) => send(t, c, 'GET', '/api/swipe.php'),
    mayShowTarget: ['stranger'],
    expect: alwaysOk(),
  },
  {
    name: 'GET match-finder.php',
    run: (t, c) => send(t, c, 'GET', '/api/match-finder.php'),
    mayShowTarget: ['stranger'],
    expect: alwaysOk(),
  },
];

describe.each(backends)('full access matrix on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { ...json, 'x-country': 'NL', cookie }, payload });

  async function account(fields: MemberFields & { credits?: number } = {}): Promise<{ id: number; email: string; cookie: string }> {
    const created = await insertMember(t.handle.db, t.clock.now(), fields);
    await t.handle.db.update(members).set({ credits: fields.credits ?? 1000, paidUser: fields.paidUser ?? false }).where(eq(members.id, created.id));
    return { ...created, cookie: `${AUTH_COOKIE}=${await createSession(t.handle.db, created.id, t.clock.now())}` };
  }

  /** T's message `secret of <name>` to `peer`: the conversation id and the message id. */
  async function secretTo(who: { cookie: string; name: string }, peerId: number): Promise<{ conversation: number; messageId: string }> {
    const sent = await post(who.cookie, '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: `secret of ${who.name}`, profile_id: peerId });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = SendMessageAnswer.parse(sent.json());
    return { conversation: answer.chat.conversation.id, messageId: answer.message.id };
  }

  /** A target (NL, a public and a private photo) with a conversation, an order, a wire payment and a direct-debit mandate. */
  async function target(prefix: string, friendId: number) {
    const name = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    // premium: a free member may start only a few conversations
    const who = await account({ name, gender: 'female', sexuality: 'hetero', country: 'NL', paidUser: true, photos: [{}, { private: true }] });
    const self = { ...who, name };
    const chat = await secretTo(self, friendId);
    const [main, hidden] = await t.handle.db.select().from(photos).where(eq(photos.memberId, who.id)).orderBy(photos.position);
    if (!main || !hidden) throw new Error('target photos missing');
    const shop = CreditsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: { 'x-country': 'NL', cookie: who.cookie } })).json());
    const bundle = shop.bundles[0];
    if (!bundle) throw new Error('no bundle for NL');
    const ordered = await post(who.cookie, '/api/order.php', { idempotency_key: crypto.randomUUID(), bundle_id: bundle.id });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const order = OrderAnswer.parse(ordered.json()).order;
    const paid = await post(who.cookie, '/api/pay.php', { idempotency_key: crypto.randomUUID(), order_id: order.id, method: 'wiretransfer' });
    expect(paid.statusCode, paid.body).toBe(200);
    const dd = await post(who.cookie, '/api/directdebit.php', { ...ddForm, order_id: order.id });
    expect(dd.statusCode, dd.body).toBe(200);
    const base: Target = {
      id: who.id,
      name,
      email: who.email,
      conversation: chat.conversation,
      messageId: chat.messageId,
      mainPhoto: main.matchFilename,
      privatePhoto: hidden.filename,
      privatePhotoId: hidden.id,
      orderId: order.id,
      paymentId: TransactionAnswer.parse(paid.json()).transaction.payment_id,
      mandateId: DirectDebitAnswer.parse(dd.json()).mandate_id,
    };
    return { base, self };
  }

  async function contexts(): Promise<Record<Actor, Ctx>> {
    const friend = await account({ gender: 'male', country: 'NL' });
    const { base, self } = await target('Tara', friend.id);
    const stranger = await account({ gender: 'male', country: 'NL' });
    // B chatted with T, then T blocked B
    const blockedByOwner = await account({ gender: 'male', country: 'NL' });
    const withB = await secretTo(self, blockedByOwner.id);
    expect((await post(self.cookie, '/api/block.php', { profile_id: blockedByOwner.id })).statusCode).toBe(200);
    // K chatted with T, then K blocked T
    const blockerOfOwner = await account({ gender: 'male', country: 'NL' });
    const withK = await secretTo(self, blockerOfOwner.id);
    expect((await post(blockerOfOwner.cookie, '/api/block.php', { profile_id: self.id })).statusCode).toBe(200);
    const otherSite = await account({ site: 'gay.localhost', gender: 'male', sexuality: 'gay', country: 'NL', paidUser: true });
    // D deletes the account; a session made after that must count for nothing
    const leaving = await account({ gender: 'male', country: 'NL', paidUser: true });
    const deleted = await post(leaving.cookie, '/api/delete-account.php', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.handle.db.select({ status: members.status }).from(members).where(eq(members.id, leaving.id));
    expect(row?.status).toBe('pending_deletion');
    const surviving = `${AUTH_COOKIE}=${await createSession(t.handle.db, leaving.id, t.clock.now())}`;
    // I: set up like T, then invisible
    const hidden = await target('Iris', friend.id);
    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, hidden.base.id));
    const stranger2 = await account({ gender: 'male', country: 'NL' });
    const local = 'localhost';
    return {
      owner: { target: base, cookie: self.cookie, host: local },
      stranger: { target: base, cookie: stranger.cookie, host: local },
      blockedByOwner: { target: { ...base, conversation: withB.conversation, messageId: withB.messageId }, cookie: blockedByOwner.cookie, host: local },
      blockerOfOwner: { target: { ...base, conversation: withK.conversation, messageId: withK.messageId }, cookie: blockerOfOwner.cookie, host: local },
      otherSite: { target: base, cookie: otherSite.cookie, host: 'gay.localhost' },
      pendingDeletion: { target: base, cookie: surviving, host: local },
      loggedOut: { target: base, cookie: null, host: local },
      invisibleTarget: { target: hidden.base, cookie: stranger2.cookie, host: local },
    };
  }

  /** The owner last: its call may change or delete the thing. */
  const order: Actor[] = ['loggedOut', 'pendingDeletion', 'otherSite', 'stranger', 'blockedByOwner', 'blockerOfOwner', 'invisibleTarget', 'owner'];

  it('the table is complete: every call has a cell for every actor, and every actor is run', () => {
    expect([...order].sort()).toEqual([...actors].sort());
    for (const call of calls) expect(Object.keys(call.expect).sort(), call.name).toEqual([...actors].sort());
  });

  it.each(calls.map((c) => [c.name, c] as const))('%s', async (_name, call) => {
    const ctx = await contexts();
    const seen = {} as Record<Actor, Cell>;
    for (const actor of order) {
      const c = ctx[actor];
      const res = await call.run(t, c);
      const body = res.body;
      const isJson = res.headers['content-type']?.toString().startsWith('application/json') ?? false;
      const error = isJson && res.statusCode >= 400 ? res.json<{ error?: string }>().error : undefined;
      seen[actor] = error === undefined ? [res.statusCode] : [res.statusCode, error];
      const where = `${call.name} as ${actor}: ${res.statusCode} ${body.slice(0, 300)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (res.statusCode >= 400) expect(error, `${where}: a refusal carries a contract error code`).toBeTypeOf('string');
      if (call.mustShowTarget?.includes(actor)) expect(body, `${where}: positive control`).toContain(c.target.name);
      if (actor === 'owner') continue;
      const tgt = c.target;
      for (const secret of [`secret of ${tgt.name}`, tgt.email, tgt.privatePhoto, tgt.paymentId, tgt.mandateId, IBAN.replaceAll(' ', ''), IBAN]) {
        expect(body, `${where}: leaks ${secret}`).not.toContain(secret);
      }
      if (!call.mayShowTarget?.includes(actor)) {
        expect(body, `${where}: shows the target's name`).not.toContain(tgt.name);
        expect(body, `${where}: shows the target's photo`).not.toContain(tgt.mainPhoto);
      }
    }
    expect(seen).toEqual(call.expect);
  });

  it('someone else’s mandate with the right SMS code, and someone else’s saved payment method, are not found', async () => {
    const friend = await account({ gender: 'male', country: 'NL' });
    const { base, self } = await target('Tara', friend.id);
    const stranger = await account({ gender: 'male', country: 'NL' });
    const [sms] = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.memberId, self.id)).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const theirs = await post(stranger.cookie, '/api/directdebit-confirm.php', { mandate_id: base.mandateId, otp: code });
    expect(`${theirs.statusCode} ${theirs.body}`).toBe('404 {"error":"not_found"}');
    const mine = await post(self.cookie, '/api/directdebit-confirm.php', { mandate_id: base.mandateId, otp: code });
    expect(mine.statusCode, mine.body).toBe(200);
    const shop = async (cookie: string) => CreditsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: { 'x-country': 'NL', cookie } })).json());
    const [saved] = (await shop(self.cookie)).saved_methods;
    if (!saved) throw new Error('no saved mandate');
    expect((await shop(stranger.cookie)).saved_methods).toEqual([]);
    // the stranger's own order, paid with T's saved mandate
    const bundle = (await shop(stranger.cookie)).bundles[0];
    const ordered = await post(stranger.cookie, '/api/order.php', { idempotency_key: crypto.randomUUID(), bundle_id: bundle?.id });
    const strangerOrder = OrderAnswer.parse(ordered.json()).order;
    const pay = (cookie: string, orderId: number) =>
      post(cookie, '/api/pay.php', { idempotency_key: crypto.randomUUID(), order_id: orderId, method: 'directdebit', saved_method_id: saved.id });
    const stolen = await pay(stranger.cookie, strangerOrder.id);
    expect(`${stolen.statusCode} ${stolen.body}`).toBe('404 {"error":"not_found"}');
    expect(stolen.body).not.toContain('4300');
    // the positive control: the owner's next order goes through with it
    const again = await post(self.cookie, '/api/order.php', { idempotency_key: crypto.randomUUID(), bundle_id: (await shop(self.cookie)).bundles[0]?.id });
    const own = await pay(self.cookie, OrderAnswer.parse(again.json()).order.id);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('a pending-deletion member’s own session cookie (from before the deletion) is dead everywhere', async () => {
    const leaving = await account({ gender: 'male', paidUser: true });
    expect((await post(leaving.cookie, '/api/delete-account.php', { password: PASSWORD })).statusCode).toBe(200);
    for (const url of ['/api/user.php', '/api/chats.php', '/api/likes.php', '/api/transactions.php', '/api/blocks.php']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: leaving.cookie } });
      expect(res.json(), url).toEqual({ error: 'authentication_required' });
    }
  });
});

/**
 * No account enumeration (Security): login, signup and password reset answer the same for
 * addresses with and without an account on this site, except where SPEC and decision 050 say
 * otherwise: signup names an address that already has an account here (SPEC §8's existing-account
 * message), and the reset page never says 'E-mail address not found'. auth.test.ts has the plain
 * wrong-e-mail-versus-wrong-password case and the lockout; account-lifecycle.test.ts the per-address
 * reset cap for one member and one stranger. Here: every kind of account (confirmed, not confirmed,
 * pending deletion, on another site only) against an address nobody has, and the per-IP limits.
 */
describe.each(backends)('no account enumeration on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { ACCOUNT_RATE_LIMIT: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (app: TestServer['app'], url: string, payload: object, remoteAddress = '198.51.100.1') =>
    app.inject({ method: 'POST', url, headers: json, payload, remoteAddress });

  /** An address of each kind; 'nobody' has no account anywhere. */
  async function addresses(): Promise<Record<'confirmed' | 'notConfirmed' | 'pendingDeletion' | 'otherSiteOnly' | 'nobody', string>> {
    const confirmed = await insertMember(t.handle.db, t.clock.now());
    const notConfirmed = await insertMember(t.handle.db, t.clock.now());
    await t.handle.db.update(members).set({ status: 'not_confirmed', profileStatus: 'disabled' }).where(eq(members.id, notConfirmed.id));
    const leaving = await insertMember(t.handle.db, t.clock.now());
    const cookie = `${AUTH_COOKIE}=${await createSession(t.handle.db, leaving.id, t.clock.now())}`;
    const deleted = await t.app.inject({ method: 'POST', url: '/api/delete-account.php', headers: { ...json, cookie }, payload: { password: PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const elsewhere = await insertMember(t.handle.db, t.clock.now(), { site: 'gay.localhost', gender: 'male', sexuality: 'gay' });
    return {
      confirmed: confirmed.email,
      notConfirmed: notConfirmed.email,
      pendingDeletion: leaving.email,
      otherSiteOnly: elsewhere.email,
      nobody: `nobody-${crypto.randomUUID()}@members.test`,
    };
  }

  it('login: a wrong password answers the same 401 login_failed, without a cookie, for every kind of address', async () => {
    const kinds = await addresses();
    const answers = new Map<string, string>();
    for (const [kind, email] of Object.entries(kinds)) {
      for (const variant of [email, `  ${email.toUpperCase()} `]) {
        const res = await request(t.app, '/api/user.php', { email: variant, password: 'not-the-password-1' });
        expect(res.cookies, kind).toHaveLength(0);
        answers.set(`${kind} ${variant}`, `${res.statusCode} ${res.body}`);
      }
    }
    expect(new Set(answers.values())).toEqual(new Set(['401 {"error":"login_failed"}']));
  });

  it('login: the lockout after 5 wrong passwords (SPEC §4) comes at the same attempt, with the same minutes, with or without an account', async () => {
    const kinds = await addresses();
    const run = async (email: string): Promise<string[]> => {
      const seen: string[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await request(t.app, '/api/user.php', { email, password: `wrong-${i}-password` });
        seen.push(`${res.statusCode} ${res.body}`);
        t.clock.advance(30_000);
      }
      return seen;
    };
    const blocked = (minutes: number) => `403 {"error":"account_blocked","minutes":${minutes}}`;
    const expected = [...Array<string>(4).fill('401 {"error":"login_failed"}'), blocked(15), blocked(15)];
    for (const kind of ['confirmed', 'nobody', 'otherSiteOnly'] as const) expect(await run(kinds[kind]), kind).toEqual(expected);
    // and both are released after the block
    t.clock.advance(15 * 60_000);
    for (const kind of ['confirmed', 'nobody'] as const) {
      const res = await request(t.app, '/api/user.php', { email: kinds[kind], password: 'wrong-again-password' });
      expect(`${res.statusCode} ${res.body}`, kind).toBe('401 {"error":"login_failed"}');
    }
  });

  it('signup: only an address with an account on this site is named (SPEC §8 existing-account message, decision 050)', async () => {
    const kinds = await addresses();
    const signup = (email: string) => request(t.app, '/api/signup.php', signupBody({ email }, t.clock.now()));
    for (const kind of ['confirmed', 'notConfirmed', 'pendingDeletion'] as const) {
      const res = await signup(kinds[kind].toUpperCase());
      expect(`${res.statusCode} ${res.body}`, kind).toBe('409 {"error":"email_exists"}');
      expect(res.cookies, kind).toHaveLength(0);
    }
    // an account on another site is another site's business: this one signs the address up
    for (const kind of ['otherSiteOnly', 'nobody'] as const) {
      const res = await signup(kinds[kind]);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
    }
  });

  it('password reset: { ok: true } for every well-formed address, mail only to an account; invalid_email for a malformed one (decision 050)', async () => {
    const kinds = await addresses();
    const answers = new Set<string>();
    for (const email of Object.values(kinds)) {
      const res = await request(t.app, '/api/password-reset.php', { email });
      answers.add(`${res.statusCode} ${res.body}`);
    }
    expect(answers).toEqual(new Set(['200 {"ok":true}']));
    const resetMails = async (to: string) => (await mailsTo(t.app, to)).filter((m) => m.kind === 'reset');
    expect(await resetMails(kinds.confirmed)).toHaveLength(1);
    for (const kind of ['pendingDeletion', 'otherSiteOnly', 'nobody'] as const) expect(await resetMails(kinds[kind]), kind).toEqual([]);
    const bad = await request(t.app, '/api/password-reset.php', { email: 'not-an-address' });
    expect(`${bad.statusCode} ${bad.body}`).toBe('400 {"error":"invalid_email"}');
  });

  it('password reset: the daily cap per address answers the same for members and non-members (decision 050)', async () => {
    const kinds = await addresses();
    const fourth = new Set<string>();
    for (const email of Object.values(kinds)) {
      for (let i = 0; i < 3; i++) expect((await request(t.app, '/api/password-reset.php', { email })).statusCode).toBe(200);
      const res = await request(t.app, '/api/password-reset.php', { email: email.toUpperCase() });
      fourth.add(`${res.statusCode} ${res.body}`);
    }
    expect(fourth).toEqual(new Set(['429 {"error":"reset_limit"}']));
  });

  it('rate limits hold per IP: reset (ACCOUNT_RATE_LIMIT per 10 minutes) and login, whatever the address and even with the right password', async () => {
    const kinds = await addresses();
    const resetApp = await t.build({ ACCOUNT_RATE_LIMIT: '3' });
    const resetCodes: string[] = [];
    for (const email of [kinds.nobody, kinds.confirmed, kinds.otherSiteOnly, kinds.confirmed, kinds.nobody]) {
      const res = await request(resetApp, '/api/password-reset.php', { email }, '203.0.113.50');
      resetCodes.push(`${res.statusCode} ${res.body}`);
    }
    expect(resetCodes).toEqual([...Array<string>(3).fill('200 {"ok":true}'), ...Array<string>(2).fill('429 {"error":"rate_limited"}')]);
    // the limit is the caller's, not the address's
    expect((await request(resetApp, '/api/password-reset.php', { email: kinds.confirmed }, '203.0.113.51')).statusCode).toBe(200);

    const loginApp = await t.build({ LOGIN_RATE_LIMIT: '3' });
    const loginCodes: string[] = [];
    for (const [email, password] of [
      [kinds.nobody, 'wrong-password-1'],
      [kinds.confirmed, 'wrong-password-1'],
      [kinds.otherSiteOnly, PASSWORD],
      [kinds.nobody, 'wrong-password-2'],
      [kinds.confirmed, PASSWORD],
    ] as const) {
      const res = await request(loginApp, '/api/user.php', { email, password }, '203.0.113.60');
      loginCodes.push(`${res.statusCode} ${res.body}`);
      if (res.statusCode === 429) expect(res.cookies).toHaveLength(0);
    }
    expect(loginCodes).toEqual([
      ...Array<string>(3).fill('401 {"error":"login_failed"}'),
      ...Array<string>(2).fill('429 {"error":"rate_limited"}'),
    ]);
    expect((await request(loginApp, '/api/user.php', { email: kinds.confirmed, password: PASSWORD }, '203.0.113.61')).statusCode).toBe(200);
  });
});

describe.each(backends)('signup with a first message to a member (the visitor\u2019s id-taking call) on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { ACCOUNT_RATE_LIMIT: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a visible member of the site', {}, 201, undefined],
    ['an invisible member', { invisible: true }, 404, 'not_found'],
    ['a member of another site', { site: 'gay.localhost' }, 404, 'not_found'],
    ['a member pending deletion', { pending: true }, 404, 'not_found'],
  ] as const)('to %s', async (_label, fields, status, error) => {
    const name = `Tilda${Math.random().toString(36).slice(2, 8)}`;
    const { pending, ...memberFields } = { pending: false, ...fields };
    const target = await insertMember(t.handle.db, t.clock.now(), { name, gender: 'male', sexuality: 'hetero', ...memberFields });
    if (pending) await t.handle.db.update(members).set({ status: 'pending_deletion', profileStatus: 'disabled', invisible: true }).where(eq(members.id, target.id));
    const body = signupBody({ signup_message: 'Hello from the matrix', target_profile_id: target.id }, t.clock.now());
    const res = await t.app.inject({ method: 'POST', url: '/api/signup.php', headers: json, payload: body });
    expect(res.statusCode, res.body).toBe(status);
    if (error) expect(res.json()).toEqual({ error });
    expect(res.body).not.toContain(target.email);
    expect(res.body).not.toContain(name);
  });
});
