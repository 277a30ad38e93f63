import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE } from '../../../src/contract/constants.ts';
import type { Config } from '../../platform/config.ts';

/**
 * The session cookie. On a site configured with an https PUBLIC_URL it is
 * `__Host-sid`: the browser then takes it only with Secure, Path=/ and no Domain, so a sibling
 * subdomain or a plain-http answer cannot plant or overwrite it. On http (development) it stays
 * `sid`. Secure comes from PUBLIC_URL, never from guessing the request's scheme (a proxy that
 * forgets X-Forwarded-Proto must not drop it).
 */
export const HOST_AUTH_COOKIE = `__Host-${AUTH_COOKIE}`;

function httpsConfigured(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https:') === true;
}

export function sessionCookieName(config: Pick<Config, 'PUBLIC_URL'>): string {
  return httpsConfigured(config) ? HOST_AUTH_COOKIE : AUTH_COOKIE;
}

/** Options of every Set-Cookie of the session (set and clear alike: a clear must match them). */
export function sessionCookieOptions(config: Pick<Config, 'PUBLIC_URL'>) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: httpsConfigured(config) };
}

/**
 * One home for reading the session cookie: with https configured, only `__Host-sid` counts, and
 * it is handed to every reader as `request.cookies[AUTH_COOKIE]`; a plain `sid` (which anyone able
 * to set a cookie for the domain could plant) is dropped. Register after @fastify/cookie.
 */
export function readSessionCookie(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>): void {
  if (!httpsConfigured(config)) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const cookies = request.cookies as Record<string, string | undefined>;
    const token = cookies[HOST_AUTH_COOKIE];
    if (token === undefined) delete cookies[AUTH_COOKIE];
    else cookies[AUTH_COOKIE] = token;
    done();
  });
}
