import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

// Issue 18: the session cookie is `__Host-sid` on an https site (Secure, Path=/, no Domain) and
// `sid` on http; Secure follows PUBLIC_URL, not a guess from the request.
describe.each(backends)('the session cookie on %s', (backend) => {
  let t: TestServer;
  let https: FastifyInstance;
  const json = { 'content-type': 'application/json' };
  const email = 'cookie-jar@int.test';
  const password = 'right-password-1';
  beforeAll(async () => {
    t = await startTestServer(backend);
    https = await t.build({ PUBLIC_URL: 'https://localhost' });
    await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const login = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/user.php', headers: { ...json, host: 'localhost', ...headers }, payload: { email, password } });
  const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie } });

  it('is __Host-sid on an https site: Secure, Path=/, no Domain; a plain sid is not taken there', async () => {
    const res = await login(https);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const host = res.cookies.find((c) => c.name === '__Host-sid');
    expect(host).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(host?.domain).toBeUndefined();
    const token = host?.value ?? '';
    expect((await me(https, `__Host-sid=${token}`)).statusCode).toBe(200);
    // the same token under the plain name (anyone who can set a cookie for the domain could plant one)
    expect((await me(https, `sid=${token}`)).statusCode).toBe(403);
    // logout clears the __Host- cookie with the same attributes
    const out = await https.inject({ method: 'POST', url: '/api/logout.php', headers: { host: 'localhost', cookie: `__Host-sid=${token}` } });
    const cleared = out.cookies.find((c) => c.name === '__Host-sid');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
    expect((await me(https, `__Host-sid=${token}`)).statusCode).toBe(403);
  });

  it('is sid on http, and Secure follows PUBLIC_URL, not a forwarded scheme', async () => {
    const plain = await login(t.app, { 'x-forwarded-proto': 'https' });
    const sid = plain.cookies.find((c) => c.name === 'sid');
    expect(sid?.value).toBeTruthy();
    expect(sid?.secure).toBeFalsy();
    expect(plain.cookies.find((c) => c.name === '__Host-sid')).toBeUndefined();
    expect((await me(t.app, `sid=${sid?.value ?? ''}`)).statusCode).toBe(200);
    // an https site marks it Secure even when the request reached it as plain http (a proxy that forgot the header)
    const behindProxy = await login(https, { 'x-forwarded-proto': 'http' });
    expect(behindProxy.cookies.find((c) => c.name === '__Host-sid')?.secure).toBe(true);
  });
});
