import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../src/contract/staff.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import { readStaffCookie } from './cookie.ts';
import { staffSession } from './sessions.ts';

export type { StaffRole } from '../../src/contract/staff.ts';

/** The logged-in staff member of a request that passed `requireStaff`. */
export interface StaffIdentity {
  id: number;
  email: string;
  role: StaffRole;
}

export interface StaffAuthDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `requireStaff` (server/staff/guard.ts); undefined on every other route */
    staff?: StaffIdentity;
  }
  interface FastifyInstance {
    /** what `requireStaff` reads sessions with; set once by `registerStaffAuth` */
    staffAuth: StaffAuthDeps;
  }
}

/** Makes `requireStaff` work on this app (called by the staff routes, before any route uses it). */
export function registerStaffAuth(app: FastifyInstance, deps: StaffAuthDeps): void {
  if (!app.hasDecorator('staffAuth')) app.decorate('staffAuth', deps);
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', undefined);
}

/** Whether a staff member of `role` may do what `roles` allow; admin may do everything. */
export function roleAllows(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.length === 0 || roles.includes(role);
}

/**
 * The staff member of the request, or 401 `authentication_required` without a fully logged-in
 * staff session (password AND second factor; a member's session never counts) and 403 `forbidden`
 * for a role not in `roles`. No roles: any staff member.
 */
export async function staffOf(request: FastifyRequest, roles: readonly StaffRole[] = []): Promise<StaffIdentity> {
  const deps = request.server.staffAuth as StaffAuthDeps | undefined;
  if (!deps) throw new Error('requireStaff used before registerStaffAuth (server/staff/guard.ts)');
  const session = await staffSession(deps.db, readStaffCookie(request, deps.config), deps.clock());
  if (!session || session.stage !== 'full') throw new ApiFailure(401, 'authentication_required');
  if (!roleAllows(session.staff.role, roles)) throw new ApiFailure(403, 'forbidden');
  return { id: session.staff.id, email: session.staff.email, role: session.staff.role };
}

/**
 * A preHandler for staff routes (decision 120): `{ preHandler: requireStaff('moderator') }`. Sets
 * `request.staff`. Admin passes every role check.
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async function staffGuard(request) {
    request.staff = await staffOf(request, roles);
  };
}

/** `request.staff` of a route behind `requireStaff` (throws if the guard is missing). */
export function staffOfRequest(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new Error('route has no requireStaff preHandler');
  return request.staff;
}
