import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../src/contract/staff.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';

const json = { 'content-type': 'application/json' };
export const STAFF_TEST_PASSWORD = 'staff-password-123';

/** The `name=value` of the staff session cookie of an answer (`fw_staff`, or `__Secure-fw_staff` on https). */
export function staffCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'fw_staff' || c.name === '__Secure-fw_staff');
  if (!cookie) throw new Error(`no staff cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The TOTP code of a base32 secret at a time (as an authenticator app shows it). */
export function totpAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

export interface TestStaff {
  email: string;
  secret: string;
  /** Cookie header value of a fully logged-in session */
  cookie: string;
}

/**
 * A new staff account of `role` (POST /api/test/staff) logged in with password and TOTP at `now`.
 * Each account is fresh, so its TOTP step was never used.
 */
export async function signedInStaff(app: FastifyInstance, role: StaffRole, now: Date, prefix: string = role): Promise<TestStaff> {
  const email = `${prefix}-${Math.random().toString(36).slice(2)}@staff.test`;
  const created = await app.inject({ method: 'POST', url: staffTestApi.staff, headers: json, payload: { email, role, password: STAFF_TEST_PASSWORD } });
  if (created.statusCode !== 201) throw new Error(`test staff not created: ${created.statusCode} ${created.body}`);
  const secret = created.json<{ secret: string }>().secret;
  const first = await app.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: { email, password: STAFF_TEST_PASSWORD } });
  if (first.statusCode !== 200) throw new Error(`staff password step failed: ${first.statusCode} ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/login/totp',
    headers: { ...json, cookie: staffCookie(first) },
    payload: { code: totpAt(secret, now) },
  });
  if (second.statusCode !== 200) throw new Error(`staff TOTP step failed: ${second.statusCode} ${second.body}`);
  return { email, secret, cookie: staffCookie(second) };
}
