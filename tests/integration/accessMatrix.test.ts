import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageAnswer } from '../../src/contract/chats.ts';
import { members, photos } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, loginAs, type MemberFields } from './members-factory.ts';

/**
 * ACCESS MATRIX: every call that takes a member, photo, conversation or message id,
 * tried about someone else by a stranger, by a member the target blocked, about an invisible
 * target, and logged out. Each cell is the expected status and error code; every answer is also
 * searched for the target's secrets (a private message, a private photo's file, the e-mail
 * address) and, where the caller may not see the target at all, the target's name and photos.
 *
 * Scenarios (the "target" is whom the call is about):
 * - stranger:  S, no relation, about T (a visible member in a conversation with F, not with S)
 * - blocked:   B, blocked by A after a conversation with A, about A (B knows the conversation id)
 * - invisible: S, about I (an invisible member in a conversation with F)
 * - loggedOut: no session, about T
 */
type Scenario = 'stranger' | 'blocked' | 'invisible' | 'loggedOut';
type Cell = readonly [status: number, error?: string];

interface Target {
  id: number;
  name: string;
  email: string;
  conversation: number;
  messageId: string;
  mainPhoto: string;
  privatePhoto: string;
  privatePhotoId: number;
}

interface Ctx {
  target: Target;
  cookie: string | null;
}

interface Call {
  name: string;
  run: (t: TestServer, c: Ctx) => Promise<LightMyRequestResponse>;
  /** the answer may carry the target's name and public card (a visible profile) */
  mayShowTarget?: Scenario[];
  expect: Record<Scenario, Cell>;
}

const json = { 'content-type': 'application/json' };
const headers = (c: Ctx, body = false) => ({ ...(body ? json : {}), ...(c.cookie ? { cookie: c.cookie } : {}) });
const send = (t: TestServer, c: Ctx, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(c, payload !== undefined), ...(payload ? { payload } : {}) });

const AUTH: Cell = [403, 'authentication_required'];

const calls: Call[] = [
  {
    name: 'GET profile.php?id=<member>',
    run: (t, c) => send(t, c, 'GET', `/api/profile.php?id=${c.target.id}`),
    mayShowTarget: ['stranger', 'loggedOut', 'blocked'],
    // blocked: the SPEC page names the blocker ('You're blocked by {name}'), nothing else
    expect: { stranger: [200], blocked: [403, 'blocked'], invisible: [404, 'not_found'], loggedOut: [200] },
  },
  {
    name: 'GET /media/<main photo of member>',
    run: (t, c) => send(t, c, 'GET', `/media/${c.target.mainPhoto}`),
    mayShowTarget: ['stranger', 'loggedOut'],
    expect: { stranger: [200], blocked: [403, 'blocked'], invisible: [404, 'not_found'], loggedOut: [200] },
  },
  {
    name: 'GET /media/<private photo of member>',
    run: (t, c) => send(t, c, 'GET', `/media/${c.target.privatePhoto}`),
    expect: { stranger: [403, 'premium_only'], blocked: [403, 'blocked'], invisible: [404, 'not_found'], loggedOut: [403, 'login_required'] },
  },
  {
    name: 'PATCH photos.php {id: <photo of member>}',
    run: (t, c) => send(t, c, 'PATCH', '/api/photos.php', { id: c.target.privatePhotoId, private: false }),
    expect: { stranger: [404, 'not_found'], blocked: [404, 'not_found'], invisible: [404, 'not_found'], loggedOut: AUTH },
  },
  {
    name: 'DELETE photos.php?id=<photo of member>',
    run: (t, c) => send(t, c, 'DELETE', `/api/photos.php?id=${c.target.privatePhotoId}`),
    expect: { stranger: [404, 'not_found'], blocked: [404, 'not_found'], invisible: [404, 'not_found'], loggedOut: AUTH },
  },
  {
    name: 'GET messages.php?conversation=<conversation>',
    run: (t, c) => send(t, c, 'GET', `/api/messages.php?conversation=${c.target.conversation}`),
    expect: { stranger: [403, 'forbidden'], blocked: [403, 'blocked'], invisible: [403, 'forbidden'], loggedOut: AUTH },
  },
  {
    name: 'POST messages.php {conversation_id} (send into a conversation)',
    run: (t, c) => send(t, c, 'POST', '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'let me in', conversation_id: c.target.conversation }),
    expect: { stranger: [403, 'forbidden'], blocked: [403, 'blocked'], invisible: [403, 'forbidden'], loggedOut: AUTH },
  },
  {
    name: 'POST messages.php {profile_id} (send to a member)',
    run: (t, c) => send(t, c, 'POST', '/api/messages.php', { id: crypto.randomUUID(), kind: 'text', body: 'hello', profile_id: c.target.id }),
    // a stranger may write to a visible member: the answer is the stranger's own new chat
    mayShowTarget: ['stranger'],
    expect: { stranger: [200], blocked: [403, 'blocked'], invisible: [403, 'member_unavailable'], loggedOut: AUTH },
  },
  {
    name: 'POST messages.php {id: <message of someone else>} (replay a message id)',
    run: (t, c) => send(t, c, 'POST', '/api/messages.php', { id: c.target.messageId, kind: 'text', body: 'replay', conversation_id: c.target.conversation }),
    // ids are the client's UUIDv7 idempotency keys: someone else's answers 'taken' and nothing of the message
    expect: { stranger: [409, 'invalid_request'], blocked: [409, 'invalid_request'], invisible: [409, 'invalid_request'], loggedOut: AUTH },
  },
  {
    name: 'POST chat-read.php {conversation_id}',
    run: (t, c) => send(t, c, 'POST', '/api/chat-read.php', { conversation_id: c.target.conversation }),
    expect: { stranger: [403, 'forbidden'], blocked: [403, 'blocked'], invisible: [403, 'forbidden'], loggedOut: AUTH },
  },
  {
    name: 'DELETE chat.php?conversation=<conversation>',
    run: (t, c) => send(t, c, 'DELETE', `/api/chat.php?conversation=${c.target.conversation}`),
    // the blocked member's own side of a conversation the block already hid: idempotent, no data
    expect: { stranger: [403, 'forbidden'], blocked: [200], invisible: [403, 'forbidden'], loggedOut: AUTH },
  },
  {
    name: 'DELETE chat.php?profile=<member>',
    run: (t, c) => send(t, c, 'DELETE', `/api/chat.php?profile=${c.target.id}`),
    // only ever the caller's own conversations; none left with the target, nothing answered about them
    expect: { stranger: [200], blocked: [200], invisible: [200], loggedOut: AUTH },
  },
  {
    name: 'POST like.php {profile_id}',
    run: (t, c) => send(t, c, 'POST', '/api/like.php', { profile_id: c.target.id }),
    mayShowTarget: ['stranger'],
    expect: { stranger: [200], blocked: [403, 'blocked'], invisible: [403, 'member_unavailable'], loggedOut: AUTH },
  },
  {
    name: 'POST like-seen.php {profile_id}',
    run: (t, c) => send(t, c, 'POST', '/api/like-seen.php', { profile_id: c.target.id }),
    // only ever clears the caller's own "new" flag; answers { ok: true } whether or not a like exists
    expect: { stranger: [200], blocked: [200], invisible: [200], loggedOut: AUTH },
  },
  {
    name: 'POST swipe.php {profile_id, like}',
    run: (t, c) => send(t, c, 'POST', '/api/swipe.php', { profile_id: c.target.id, action: 'like' }),
    expect: { stranger: [200], blocked: [403, 'blocked'], invisible: [403, 'member_unavailable'], loggedOut: AUTH },
  },
  {
    name: 'POST swipe.php {profile_id, pass}',
    run: (t, c) => send(t, c, 'POST', '/api/swipe.php', { profile_id: c.target.id, action: 'pass' }),
    expect: { stranger: [200], blocked: [403, 'blocked'], invisible: [403, 'member_unavailable'], loggedOut: AUTH },
  },
  {
    name: 'POST block.php {profile_id}',
    run: (t, c) => send(t, c, 'POST', '/api/block.php', { profile_id: c.target.id }),
    // blocking back, or blocking someone invisible, is allowed and answers only { ok: true }
    expect: { stranger: [200], blocked: [200], invisible: [200], loggedOut: AUTH },
  },
  {
    name: 'POST complaints.php {member_id}',
    run: (t, c) => send(t, c, 'POST', '/api/complaints.php', { category: 'member', text: 'Reporting this member for the matrix.', member_id: c.target.id }),
    // anyone logged in may report any member of the site, also one who blocked them or hides
    expect: { stranger: [201], blocked: [201], invisible: [201], loggedOut: AUTH },
  },
];

const scenarios: Scenario[] = ['stranger', 'blocked', 'invisible', 'loggedOut'];

describe.each(backends)('access matrix on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function account(fields: MemberFields): Promise<{ id: number; email: string; cookie: string }> {
    const created = await insertMember(t.handle.db, t.clock.now(), fields);
    await t.handle.db.update(members).set({ credits: 1000, paidUser: false }).where(eq(members.id, created.id));
    return { ...created, cookie: await loginAs(t.app, created.email) };
  }

  /** A target with a public and a private photo, in a conversation with `peer` holding a secret message. */
  async function target(name: string, peer: { id: number; cookie: string }, fields: MemberFields = {}): Promise<Target & { cookie: string }> {
    const who = await account({ name, gender: 'female', sexuality: 'hetero', photos: [{}, { private: true }], ...fields });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...json, cookie: who.cookie },
      payload: { id: crypto.randomUUID(), kind: 'text', body: `secret of ${name}`, profile_id: peer.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = SendMessageAnswer.parse(sent.json());
    const list = await t.handle.db.select().from(photos).where(eq(photos.memberId, who.id)).orderBy(photos.position);
    const [main, hidden] = list;
    if (!main || !hidden) throw new Error('target photos missing');
    return {
      id: who.id,
      name,
      email: who.email,
      cookie: who.cookie,
      conversation: answer.chat.conversation.id,
      messageId: answer.message.id,
      mainPhoto: main.matchFilename,
      privatePhoto: hidden.filename,
      privatePhotoId: hidden.id,
    };
  }

  /** Fresh actors and targets for one call, so one call's effects (a block, a like) never change another's cell. */
  async function contexts(): Promise<Record<Scenario, Ctx>> {
    const friend = await account({ gender: 'male' });
    const stranger = await account({ gender: 'male' });
    const visible = await target(`Tessa${Math.random().toString(36).slice(2, 7)}`, friend);
    const blocked = await account({ gender: 'male' });
    const blocker = await target(`Alma${Math.random().toString(36).slice(2, 7)}`, blocked);
    const block = await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: blocker.cookie }, payload: { profile_id: blocked.id } });
    expect(block.statusCode).toBe(200);
    const hidden = await target(`Iris${Math.random().toString(36).slice(2, 7)}`, friend);
    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, hidden.id));
    return {
      stranger: { target: visible, cookie: stranger.cookie },
      blocked: { target: blocker, cookie: blocked.cookie },
      invisible: { target: hidden, cookie: stranger.cookie },
      loggedOut: { target: visible, cookie: null },
    };
  }

  it.each(calls.map((c) => [c.name, c] as const))('%s', async (_name, call) => {
    const ctx = await contexts();
    const seen: Record<string, Cell> = {};
    for (const scenario of scenarios) {
      const c = ctx[scenario];
      const res = await call.run(t, c);
      const body = res.body;
      const error = res.headers['content-type']?.toString().startsWith('application/json') && res.statusCode >= 400 ? res.json<{ error?: string }>().error : undefined;
      seen[scenario] = error === undefined ? [res.statusCode] : [res.statusCode, error];
      const where = `${call.name} as ${scenario}: ${res.statusCode} ${body.slice(0, 200)}`;
      // secrets never leak, whatever the answer
      expect(body, where).not.toContain(`secret of ${c.target.name}`);
      expect(body, where).not.toContain(c.target.email);
      expect(body, where).not.toContain(c.target.privatePhoto);
      if (!call.mayShowTarget?.includes(scenario)) {
        expect(body, where).not.toContain(c.target.mainPhoto);
        if (!(scenario === 'blocked' && call.name.startsWith('GET profile.php'))) expect(body, where).not.toContain(c.target.name);
      }
    }
    expect(seen).toEqual(call.expect);
  });
});
