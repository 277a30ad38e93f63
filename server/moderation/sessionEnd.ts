import type { FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { isoText } from '../db/columns.ts';
import { rows, sql, type Db } from '../db/connect.ts';
import { hashToken } from '../account/session/sessions.ts';
import { barredFailure, type BarredFacts } from './memberStatus.ts';

// Why a session ended (decision 133): a suspended or banned member's open app is logged out at its
// next call (decision 121). That call's 403 `authentication_required` also says why, with the reason,
// the end of a suspension and the support address the login's refusal carries, so the app shows the
// notice at once instead of at the next login. Asked only when a request's session is not live.


/**
 * The `ended` details for a token whose session a moderator's suspension or ban ended, or null. Only
 * a session that was live when the moderator acted counts (not revoked before, not expired), of a
 * member of this site who is still suspended (with an end still ahead) or banned.
 */
export async function endedSessionDetails(
  db: Db,
  token: string | undefined,
  site: { id: number; supportEmail?: string | undefined },
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (!token || token.length > 100) return null;
  const [row] = await rows<BarredFacts>(
    db,
    sql`SELECT m.moderation, m.moderation_reason, ${isoText(sql`m.moderation_until`)} AS moderation_until
        FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.token_hash = ${hashToken(token)} AND m.site_id = ${site.id}
          AND s.expires_at > ${now.toISOString()}::timestamptz
          AND m.moderation IN ('suspended', 'banned')
          AND (s.revoked_at IS NULL OR s.revoked_at >= m.moderation_at)
        LIMIT 1`,
  );
  if (!row) return null;
  // an ended suspension is lifted at the next login: nothing to explain
  if (row.moderation === 'suspended' && row.moderation_until && new Date(row.moderation_until).getTime() <= now.getTime()) return null;
  const failure = barredFailure(row, site.supportEmail);
  return { ended: failure.code, ...failure.details };
}

/**
 * The error handler's part (server/platform/app.ts): the details to add to a 403 `authentication_required`
 * answer of a member request. Never fails the answer: a database error leaves it as it was.
 */
export async function explainEndedSession(db: Db, request: FastifyRequest, now: Date): Promise<Record<string, unknown> | null> {
  const site = request.site as FastifyRequest['site'] | null;
  if (!site) return null;
  try {
    return await endedSessionDetails(db, request.cookies[AUTH_COOKIE], { id: site.id, supportEmail: site.settings.support_email }, now);
  } catch (error) {
    request.log.warn({ err: error }, 'why a session ended could not be read');
    return null;
  }
}
