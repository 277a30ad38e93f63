import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_API_PREFIX } from '../../src/contract/staff.ts';
import type { Config } from '../platform/config.ts';

/**
 * The staff session cookie (decision 120), separate from the members' `sid`. Only the staff API
 * reads it, so its Path is `/api/admin` and the browser never sends it anywhere else (the console
 * page /admin itself is static and needs no cookie). `__Host-` would demand Path=/, so on an https
 * PUBLIC_URL it is `__Secure-fw_staff`: the browser takes it only with Secure, and only that name
 * is read there (a plain `fw_staff` planted over http or by a sibling subdomain counts for
 * nothing). SameSite=Strict: no staff call is ever started from another site.
 */
export const STAFF_COOKIE = 'fw_staff';
export const SECURE_STAFF_COOKIE = `__Secure-${STAFF_COOKIE}`;

function httpsConfigured(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https:') === true;
}

export function staffCookieName(config: Pick<Config, 'PUBLIC_URL'>): string {
  return httpsConfigured(config) ? SECURE_STAFF_COOKIE : STAFF_COOKIE;
}

/** Options of every Set-Cookie of the staff session (set and clear alike). */
export function staffCookieOptions(config: Pick<Config, 'PUBLIC_URL'>) {
  return { path: STAFF_API_PREFIX, httpOnly: true, sameSite: 'strict' as const, secure: httpsConfigured(config) };
}

export function readStaffCookie(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string | undefined {
  const cookies = request.cookies as Record<string, string | undefined>;
  return cookies[staffCookieName(config)];
}

export function setStaffCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>, token: string, maxAgeSeconds: number): void {
  reply.setCookie(staffCookieName(config), token, { ...staffCookieOptions(config), maxAge: maxAgeSeconds });
}

export function clearStaffCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>): void {
  reply.clearCookie(staffCookieName(config), staffCookieOptions(config));
}
