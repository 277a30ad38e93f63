import { sql } from 'drizzle-orm';
import type { ReportRequest } from '../../src/contract/reports.ts';
import { rows, type Db } from '../db/connect.ts';
import { reports } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { blockMember } from '../chat/readAndDelete.ts';
import { takeMemberLimit } from '../platform/limits.ts';
import type { MemberRow } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';

// Member reports (decision 123): a structured report with a reason from a fixed list, an optional
// note and, when it names one, the received message attached. Moderators see them in the
// `reports` queue (server/moderation/queueReports.ts). Complaints (SPEC complaints,
// complaints.ts) stay the free-text path that mails the site's support address.

interface Target {
  site_id: number;
  status: string;
}

interface MessageFacts {
  id: string;
  kind: string;
  body: string;
  created_at: Date | string;
  filter_state: string | null;
}

/**
 * Files a report. The named message must be one the reporter received from the reported member
 * and could see (a held or rejected one is not theirs to see); a second report on the same message
 * answers the first. `block` blocks the member in the same step (SPEC §4 block).
 */
export async function fileReport(
  db: Db,
  site: SiteRow,
  reporter: MemberRow,
  request: { member_id: number; reason: ReportRequest['reason']; note?: string | undefined; message_id?: string | undefined; block?: boolean | undefined },
  now: Date,
): Promise<{ id: number; blocked: boolean; pokes: MemberPoke[] }> {
  if (request.member_id === reporter.id) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'member_id', code: 'self' }] });
  const [target] = await rows<Target>(db, sql`SELECT site_id, status FROM members WHERE id = ${request.member_id}`);
  if (!target || Number(target.site_id) !== site.id || target.status === 'deleted') throw new ApiFailure(404, 'not_found');
  let message: MessageFacts | undefined;
  if (request.message_id !== undefined) {
    [message] = await rows<MessageFacts>(
      db,
      sql`SELECT m.id, m.kind, m.body, m.created_at, m.filter_state
          FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE m.id = ${request.message_id}::uuid AND m.sender_id = ${request.member_id}
            AND c.member_low = ${Math.min(reporter.id, request.member_id)} AND c.member_high = ${Math.max(reporter.id, request.member_id)}`,
    );
    if (!message || message.filter_state === 'held' || message.filter_state === 'rejected') {
      throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'message_id', code: 'unknown' }] });
    }
    const [earlier] = await rows<{ id: number | string; blocked: boolean }>(
      db,
      sql`SELECT id, blocked FROM reports WHERE reporter_id = ${reporter.id} AND message_id = ${request.message_id}::uuid`,
    );
    if (earlier) return { id: Number(earlier.id), blocked: earlier.blocked, pokes: [] };
  }
  await takeMemberLimit(db, 'reports', reporter.id, now);
  const note = request.note?.trim() ?? '';
  const inserted = await db
    .insert(reports)
    .values({
      siteId: site.id,
      reporterId: reporter.id,
      targetMemberId: request.member_id,
      reason: request.reason,
      note: note === '' ? null : note,
      messageId: message?.id ?? null,
      // the message as it was written (a moderator judges what the member wrote)
      messageBody: message?.body ?? null,
      messageKind: message?.kind ?? null,
      messageAt: message ? new Date(message.created_at) : null,
      blocked: request.block === true,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  let id = inserted[0]?.id;
  if (id === undefined) {
    // the same message reported twice at once: the other request's row answers
    const [other] = await rows<{ id: number | string }>(db, sql`SELECT id FROM reports WHERE reporter_id = ${reporter.id} AND message_id = ${request.message_id ?? null}::uuid`);
    if (!other) throw new Error('report insert returned nothing');
    id = Number(other.id);
  }
  const pokes = request.block === true ? (await blockMember(db, reporter.id, request.member_id, now)).pokes : [];
  return { id, blocked: request.block === true, pokes };
}
