import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('cross-site requests and session hygiene on %s', (backend) => {
  let t: TestServer;
  let cookie: string;
  const email = 'hygiene@cross.test';
  beforeAll(async () => {
    t = await startTestServer(backend);
    await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1', credits: 10 } });
    cookie = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const putLanguage = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { ...json, host: 'localhost', cookie, ...headers }, payload: { language: 'de' } });

  it('refuses a state-changing call with the member’s cookie from another site (Origin or Sec-Fetch-Site)', async () => {
    const fromEvil = await putLanguage({ origin: 'https://evil.example' });
    expect(fromEvil.statusCode).toBe(403);
    expect(fromEvil.json()).toEqual({ error: 'forbidden' });
    const crossSite = await putLanguage({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const opaque = await putLanguage({ origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    // a look-alike host is another site too
    expect((await putLanguage({ origin: 'http://localhost.evil.example' })).statusCode).toBe(403);
    // nothing changed
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie, host: 'localhost' } });
    expect(me.json<{ user: { language: string } }>().user.language).toBe('en');
  });

  it('lets the app itself through: same origin, same-origin fetch metadata, or no Origin at all', async () => {
    expect((await putLanguage({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await putLanguage({})).statusCode).toBe(200);
    // reading is never refused (a cross-site GET changes nothing)
    const read = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie, host: 'localhost', origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it('judges the path the router means, not its raw text: /%61pi/, /api//, /API/, /./api/ are refused like /api/', async () => {
    const evil = { ...json, host: 'localhost', cookie, origin: 'https://evil.example' };
    for (const url of ['/%61pi/user.php', '/%2561pi/user.php', '/api//user.php', '/API/user.php', '/./api/user.php', '/x/../api/user.php']) {
      const res = await t.app.inject({ method: 'PUT', url, headers: evil, payload: { language: 'fr' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ error: 'forbidden' });
    }
    // the encoded path does reach the API when the call is the app's own: the guard saw it
    const own = await t.app.inject({ method: 'PUT', url: '/%61pi/user.php', headers: { ...json, host: 'localhost', cookie }, payload: { language: 'en' } });
    expect(own.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie, host: 'localhost' } });
    expect(me.json<{ user: { language: string } }>().user.language).toBe('en');
    // a forged logout through the encoded path is refused too; the session still works
    const logout = await t.app.inject({ method: 'POST', url: '/%61pi/logout.php', headers: { host: 'localhost', cookie, 'sec-fetch-site': 'cross-site' } });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie, host: 'localhost' } })).statusCode).toBe(200);
  });

  it('changes no state on GET: logout and auto-like are POST only (an <img> cannot log a member out)', async () => {
    const other = 'get-only@cross.test';
    await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email: other, password: 'right-password-1' } });
    const own = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: other, password: 'right-password-1' } }));
    const img = await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: own, accept: 'image/*' } });
    expect(img.statusCode).toBe(404);
    expect(img.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: own } })).statusCode).toBe(200);
    const likesBefore = (await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: own } })).json<{ liked_by: unknown[] }>();
    const autoGet = await t.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie: own } });
    expect(autoGet.statusCode).toBe(404);
    const likesAfter = (await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: own } })).json<{ liked_by: unknown[] }>();
    expect(likesAfter.liked_by).toHaveLength(likesBefore.liked_by.length);
    // the POST does the work
    expect((await t.app.inject({ method: 'POST', url: '/api/auto-like.php', headers: { cookie: own } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: own } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: own } })).statusCode).toBe(403);
  });

  it('keeps the calls other servers make open: the payment webhook and one-click unsubscribe', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://api.mollie.com', 'sec-fetch-site': 'cross-site' },
      payload: 'id=tr_unknown',
    });
    expect(hook.statusCode).toBe(200);
  });

  it('gives a new session id at every login, whatever session cookie the browser sent', async () => {
    const planted = 'sid=attacker-chosen-session-id';
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { ...json, cookie: planted }, payload: { email, password: 'right-password-1' } });
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(planted);
    expect(fresh).not.toBe(cookie);
    const again = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { ...json, cookie: fresh }, payload: { email, password: 'right-password-1' } }));
    expect(again).not.toBe(fresh);
    const set = login.cookies.find((c) => c.name === 'sid');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set?.maxAge).toBe(30 * 24 * 3600);
  });
});
