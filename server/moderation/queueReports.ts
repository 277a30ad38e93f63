import type { ModerationState, QueueItem } from '../../src/contract/moderation.ts';
import { rows, sql, type Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { DbOrTx } from '../payments/credits.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import { excerptAround, excerptBetween } from './excerpt.ts';
import { iso, numericId, type QueueKind } from './queueKind.ts';

// Member reports (decision 123) as a moderation queue: the open ones, oldest first. The member is
// the reported one; the excerpt is the conversation around the reported message (or the latest
// messages between the two when the report names none). An action taken from one marks it
// handled, a dismissal dismissed.

interface ReportRow {
  id: number;
  created_at: Date | string;
  reason: string;
  note: string | null;
  status: string;
  reporter_id: number;
  message_id: string | null;
  message_body: string | null;
  blocked: boolean;
  member_id: number | null;
  member_name: string | null;
  member_moderation: ModerationState;
}

const select = sql`SELECT r.id, r.created_at, r.reason, r.note, r.status, r.reporter_id, r.message_id, r.message_body, r.blocked,
    m.id AS member_id, m.name AS member_name, m.moderation AS member_moderation
  FROM reports r LEFT JOIN members m ON m.id = r.target_member_id`;

function toItem(r: ReportRow): QueueItem {
  // the summary: the reporter's note and the reported message as written
  const summary = [r.note, r.message_body === null ? null : `“${r.message_body}”`].filter((s): s is string => s !== null && s !== '').join('\n');
  return {
    kind: 'reports',
    id: String(r.id),
    created_at: iso(r.created_at),
    member: r.member_id === null ? null : { id: Number(r.member_id), name: r.member_name ?? '', moderation: r.member_moderation },
    summary,
    labels: [`report:${r.reason}`, ...(r.message_id !== null || r.message_body !== null ? ['report:message'] : []), ...(r.blocked ? ['report:blocked'] : [])],
    photo: null,
  };
}

export const reportsQueue: QueueKind = {
  async count(db, site) {
    const [row] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM reports WHERE site_id = ${site.id} AND status = 'open'`);
    return Number(row?.n ?? 0);
  },

  async list(db, site, _now, limit, offset) {
    const found = await rows<ReportRow>(db, sql`${select} WHERE r.site_id = ${site.id} AND r.status = 'open' ORDER BY r.created_at, r.id LIMIT ${limit} OFFSET ${offset}`);
    return found.map(toItem);
  },

  async item(db: DbOrTx, site, id) {
    const [r] = await rows<ReportRow>(db, sql`${select} WHERE r.site_id = ${site.id} AND r.id = ${numericId(id)}`);
    if (!r) return null;
    let excerpt = r.message_id !== null ? await excerptAround(db, r.message_id) : r.member_id === null ? [] : await excerptBetween(db, Number(r.reporter_id), Number(r.member_id));
    if (r.message_id === null && r.message_body !== null && r.member_id !== null) {
      // the conversation was deleted since: the report's own copy of the message stands in
      excerpt = [{ id: `report-${r.id}`, sender_id: Number(r.member_id), sender_name: r.member_name ?? '', kind: 'text', body: r.message_body, created_at: iso(r.created_at), named: true, image: null }];
    }
    return { item: toItem(r), open: r.status === 'open', excerpt };
  },

  async close(tx: Tx, site, id, outcome, now) {
    const reportId = numericId(id);
    const [row] = await rows<{ status: string }>(tx, sql`SELECT status FROM reports WHERE id = ${reportId} AND site_id = ${site.id} FOR UPDATE`);
    if (!row) throw new ApiFailure(404, 'not_found');
    if (row.status !== 'open') throw new ApiFailure(409, 'moderation_conflict');
    await (tx as unknown as Db).execute(sql`UPDATE reports SET status = ${outcome}, handled_at = ${now} WHERE id = ${reportId}`);
    return { before: { status: 'open' }, after: { status: outcome } };
  },
};
