import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ApiError } from '../../src/contract/errors.ts';
import { signupBody } from '../helpers/account.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

/**
 * decision 113: hostile strings and shapes are refused in one place (server/platform/hostileInput.ts)
 * with 400 invalid_request and an issue naming the field and the reason, before any route reads
 * them. Before it, a NUL reached PostgreSQL and answered 500 (and the outbox retried the message for ever).
 */
const json = { 'content-type': 'application/json' };
const NUL = '\u0000';
const LONE = '\uD83D';

function refused(res: LightMyRequestResponse, path: string, code: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ error: string; issues?: Array<{ path: string; code: string }> }>();
  expect(body.error).toBe('invalid_request');
  expect(body.issues).toContainEqual({ path, code });
}

describe.each(backends)('hostile input on %s', (backend) => {
  let t: TestServer;
  let member: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    t = await startTestServer(backend);
    member = await signedInMember(t.app, { credits: 100 }, 'hostile');
    other = await signedInMember(t.app, {}, 'hostile');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, cookie?: string, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(payload) });

  it('a NUL in the login e-mail is refused with a code, not a 500', async () => {
    refused(await post('/api/user.php', { email: `a${NUL}@int.test`, password: 'pw-123456' }), 'email', 'nul_character');
    refused(await post('/api/user.php', { email: `a${LONE}@int.test`, password: 'pw-123456' }), 'email', 'unpaired_surrogate');
  });

  it('a NUL or a lone surrogate in a message body is refused; the outbox takes the refusal as final', async () => {
    const send = (body: string) => post('/api/messages.php', { id: uuidv7(), kind: 'text', profile_id: other.id, body }, member.cookie);
    const res = await send(`hello${NUL}world`);
    refused(res, 'body', 'nul_character');
    refused(await send(`broken emoji ${LONE}`), 'body', 'unpaired_surrogate');
    refused(await send(`broken emoji \uDE00 low half`), 'body', 'unpaired_surrogate');
    // a 4xx with a known code: the client outbox marks the message refused instead of retrying it
    // a 4xx with a contract code: the outbox rejects the row for good instead of retrying it
    // (workers/outboxOutcome.ts; its rule is tested beside it)
    expect(ApiError.parse(res.json()).error).toBe('invalid_request');
    // a whole emoji (a surrogate pair) is fine
    expect((await send('hello 😀')).statusCode).toBe(200);
  });

  it('a NUL in the profile text is refused', async () => {
    const update = {
      gender: 'female', sexuality: 'hetero', relationship_status: null, body_type: null, hair_color: null, eye_color: null,
      tattoos: null, interests: [], country: 'NL', region_id: null, about: `about${NUL}me`, invisible: false,
    };
    refused(await post('/api/profile.php', update, member.cookie, 'PUT'), 'about', 'nul_character');
    refused(await post('/api/signup-profile.php', { about: `x${NUL}` }, member.cookie, 'PUT'), 'about', 'nul_character');
  });

  it('whom a member is looking for takes only its three words: anything else is refused and changes nothing', async () => {
    const profile = async () => (await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie: member.cookie } })).json<{ profile: { looking_for: string } }>().profile.looking_for;
    const before = await profile();
    expect(['male', 'female', 'both']).toContain(before);
    const update = {
      gender: 'female', sexuality: 'hetero', relationship_status: null, body_type: null, hair_color: null, eye_color: null,
      tattoos: null, interests: [], country: 'NL', region_id: null, about: 'about me', invisible: false,
    };
    for (const raw of [
      JSON.stringify({ ...update, looking_for: `both${NUL}` }),
      JSON.stringify({ ...update, looking_for: `male${LONE}` }),
      JSON.stringify({ ...update, looking_for: 'BOTH' }),
      JSON.stringify({ ...update, looking_for: ['male', 'female'] }),
      JSON.stringify({ ...update, looking_for: '\u0661' }),
      JSON.stringify({ ...update, looking_for: 'x'.repeat(100_000) }),
      JSON.stringify({ ...update, looking_for: 2 }),
      JSON.stringify(update).replace('{', '{"looking_for":{"__proto__":{"both":true}},'),
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { ...json, cookie: member.cookie }, payload: raw });
      expect(res.statusCode, raw.slice(0, 100)).toBe(400);
      expect(res.json<{ error: string }>().error).toBe('invalid_request');
    }
    expect(await profile()).toBe(before);
  });

  it('NULs in signup fields are refused', async () => {
    for (const field of ['email', 'name', 'password', 'date_of_birth', 'signup_message'] as const) {
      const body = { ...signupBody({}, t.clock.now()), [field]: field === 'email' ? `n${NUL}ul@int.test` : `value${NUL}x` };
      refused(await post('/api/signup.php', body), field, 'nul_character');
    }
    refused(await post('/api/signup.php', { ...signupBody({}, t.clock.now()), tracking: { ref: `r${NUL}` } }), 'tracking.ref', 'nul_character');
  });

  it('query strings and path parameters with a NUL or a lone surrogate are refused', async () => {
    refused(await t.app.inject({ method: 'GET', url: '/api/members.php?network=a%00b', headers: { cookie: member.cookie } }), 'network', 'nul_character');
    refused(await t.app.inject({ method: 'GET', url: '/api/members.php?ref=%00' }), 'ref', 'nul_character');
    refused(await t.app.inject({ method: 'GET', url: '/api/messages.php?conversation=1%00', headers: { cookie: member.cookie } }), 'conversation', 'nul_character');
    refused(await t.app.inject({ method: 'GET', url: '/api/unsubscribe.php?token=a%00' }), 'token', 'nul_character');
    refused(await t.app.inject({ method: 'GET', url: '/media/x%00.webp' }), 'file', 'nul_character');
    refused(await t.app.inject({ method: 'GET', url: '/media/x%ED%A0%80.webp' }), '', 'invalid_encoding');
  });

  it('a page opened with a hostile query is served without it; the API still refuses it', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/members?country=%00&gender=__proto__', '/login?lang=%00&ref=%ED%A0%80', '/chats/5?x=a%00b', '/pages/terms?network=%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...browser, cookie: member.cookie } });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).not.toContain('\u0000');
    }
    // the same query on a call of the API, even one a browser opens as a page
    refused(await t.app.inject({ method: 'GET', url: '/api/members.php?country=%00', headers: browser }), 'country', 'nul_character');
    refused(await t.app.inject({ method: 'GET', url: '/%61pi/members.php?country=%00', headers: browser }), 'country', 'nul_character');
    // a page's form post is no page request: its body is still refused
    const post = await t.app.inject({ method: 'POST', url: '/members?x=%00', headers: { ...browser, ...json }, payload: JSON.stringify({ a: 'b' }) });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
  });

  it('__proto__, constructor and prototype keys are refused anywhere in the body', async () => {
    const login = (raw: string) => t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: raw });
    refused(await login('{"email":"a@int.test","password":"pw-123456","__proto__":{"admin":true}}'), '__proto__', 'forbidden_key');
    refused(await login('{"email":"a@int.test","password":"pw-123456","constructor":{"prototype":{"admin":true}}}'), 'constructor', 'forbidden_key');
    refused(await login('{"email":"a@int.test","password":"pw-123456","x":[{"prototype":1}]}'), 'x.0.prototype', 'forbidden_key');
    // nothing leaked into the object prototype
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('JSON nested 100 levels deep is refused; numbers beyond the safe range are refused', async () => {
    const deep = `${'['.repeat(100)}1${']'.repeat(100)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: `{"email":${deep},"password":"x"}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: Array<{ code: string }> }>().issues).toContainEqual(expect.objectContaining({ code: 'too_deep' }));
    const send = (payload: string) => t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: member.cookie }, payload });
    refused(await send(`{"id":"${uuidv7()}","kind":"text","body":"hi","conversation_id":1e309}`), 'conversation_id', 'number_out_of_range');
    refused(await send(`{"id":"${uuidv7()}","kind":"text","body":"hi","profile_id":123456789012345678901}`), 'profile_id', 'number_out_of_range');
  });

  it('text/plain bodies with a NUL are refused, and real browser headers are fine', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/page-hidden.php', headers: { 'content-type': 'text/plain' }, payload: `x${NUL}` });
    refused(res, '', 'nul_character');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { accept: '*/*', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(settings.statusCode).toBe(200);
    // the page-hidden beacon decodes the page's URL itself (from ?path= or the Referer): a NUL there is dropped, not a 500
    const beacon = await t.app.inject({ method: 'POST', url: '/api/page-hidden.php', headers: { host: 'localhost', referer: 'http://localhost/x?network=%00n&ref=%ED%A0%80' } });
    expect(beacon.statusCode, beacon.body).toBeLessThan(300);
    const byPath = await t.app.inject({ method: 'POST', url: '/api/page-hidden.php?path=%2Fy%3Fsub1%3D%2500', headers: { host: 'localhost' } });
    expect(byPath.statusCode, byPath.body).toBeLessThan(300);
  });

  // decision 137: /login and /signup take a form posted before the page's script ran (text/plain,
  // never read) and show the page again; whatever a client sends there is a 303 or a 4xx, never a 500
  it('the painted forms\' early posts answer the page again or a clear refusal, whatever the body', async () => {
    const early = (url: string, contentType: string | undefined, payload: string) =>
      t.app.inject({ method: 'POST', url, headers: { ...(contentType ? { 'content-type': contentType } : {}), accept: '*/*', 'sec-fetch-site': 'same-origin' }, payload });
    for (const url of ['/login', '/signup']) {
      const fine = await early(url, 'text/plain', `email=a@b.c\r\npassword=${LONE}x\r\nname=😀`);
      expect(fine.statusCode, url).toBe(303);
      expect(fine.headers.location).toBe(url);
      refused(await early(url, 'text/plain', `email=a${NUL}@b.c`), '', 'nul_character');
      const proto = await early(url, 'application/json', '{"__proto__":{"admin":true}}');
      expect(proto.statusCode, proto.body).toBe(400);
      const deep = await early(url, 'application/json', `${'['.repeat(200)}${']'.repeat(200)}`);
      expect(deep.statusCode, deep.body).toBe(400);
      const huge = await early(url, 'text/plain', 'x'.repeat(3 * 1024 * 1024));
      expect(huge.statusCode, url).toBe(413);
      const unknown = await early(url, 'application/x-www-form-urlencoded', 'email=a%40b.c&password=x');
      expect(unknown.statusCode, unknown.body).toBe(415);
      expect((await early(url, undefined, '')).statusCode).toBe(303);
    }
  });
});
