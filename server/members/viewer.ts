import type { FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberRow } from './members.ts';
import { sessionMemberRow } from '../account/session/sessions.ts';
import type { SiteRow } from '../platform/sites.ts';

/**
 * The logged-in member of this site, or null for a visitor: no live session by the session rule
 * (sessions.ts `liveSession`; a leaving or barred member is nobody, like for requireMember).
 */
export async function optionalViewer(db: Db, request: FastifyRequest, now: Date): Promise<MemberRow | null> {
  return (await sessionMemberRow(db, request.cookies[AUTH_COOKIE], request.site.id, now)) ?? null;
}

/**
 * SPEC §6: a visitor may browse members only when the site's logged_out_search allows it, and
 * with logged_out_search_trafficsource only when traffic-source data (network or ref) came along.
 */
export function assertMayBrowse(site: SiteRow, viewer: { id: number } | null, tracking: { network?: string | undefined; ref?: string | undefined }): void {
  if (viewer) return;
  if (!site.settings.logged_out_search) throw new ApiFailure(403, 'login_required');
  if (site.settings.logged_out_search_trafficsource && !tracking.network && !tracking.ref) {
    throw new ApiFailure(403, 'login_required');
  }
}
