import { staffPhotoPath, type ModerationState, type QueueItem } from '../../src/contract/moderation.ts';
import { rows, sql, type Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { DbOrTx } from '../payments/credits.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import type { SiteRow } from '../platform/sites.ts';
import { excerptBetween } from './excerpt.ts';
import { iso, numericId, type QueueKind } from './queueKind.ts';

// Member complaints (SPEC complaints, server/safety/complaints.ts) as a moderation queue:
// the open ones, oldest first; an action taken from one marks it handled, a dismissal dismissed.

interface ComplaintRow {
  id: number;
  created_at: Date | string;
  category: string;
  text: string;
  status: string;
  reporter_id: number;
  member_id: number | null;
  member_name: string | null;
  member_moderation: ModerationState;
  photo_id: number | null;
  photo_file: string | null;
  photo_status: string | null;
  photo_reviewed_at: Date | string | null;
}

const select = sql`SELECT c.id, c.created_at, c.category, c.text, c.status, c.member_id AS reporter_id,
    m.id AS member_id, m.name AS member_name, m.moderation AS member_moderation,
    p.id AS photo_id, p.thumb_filename AS photo_file, p.status AS photo_status, p.reviewed_at AS photo_reviewed_at
  FROM complaints c
  LEFT JOIN members m ON m.id = c.target_member_id
  LEFT JOIN photos p ON p.id = c.target_photo_id`;

function toItem(site: SiteRow, r: ComplaintRow): QueueItem {
  return {
    kind: 'complaints',
    id: String(r.id),
    created_at: iso(r.created_at),
    member: r.member_id === null ? null : { id: Number(r.member_id), name: r.member_name ?? '', moderation: r.member_moderation },
    summary: r.text,
    labels: [`complaint:${r.category}`],
    photo:
      r.photo_id === null || r.photo_file === null
        ? null
        : {
            id: Number(r.photo_id),
            url: staffPhotoPath(r.photo_file),
            review: r.photo_reviewed_at === null ? 'queued' : r.photo_status === 'rejected' ? 'rejected' : 'approved',
          },
  };
}

export const complaintsQueue: QueueKind = {
  async count(db, site) {
    const [row] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM complaints WHERE site_id = ${site.id} AND status = 'open'`);
    return Number(row?.n ?? 0);
  },

  async list(db, site, _now, limit, offset) {
    const found = await rows<ComplaintRow>(db, sql`${select} WHERE c.site_id = ${site.id} AND c.status = 'open' ORDER BY c.created_at, c.id LIMIT ${limit} OFFSET ${offset}`);
    return found.map((r) => toItem(site, r));
  },

  async item(db: DbOrTx, site, id) {
    const [r] = await rows<ComplaintRow>(db, sql`${select} WHERE c.site_id = ${site.id} AND c.id = ${numericId(id)}`);
    if (!r) return null;
    const excerpt = r.member_id === null ? [] : await excerptBetween(db, Number(r.reporter_id), Number(r.member_id));
    return { item: toItem(site, r), open: r.status === 'open', excerpt };
  },

  async close(tx: Tx, site, id, outcome) {
    const complaintId = numericId(id);
    const [row] = await rows<{ status: string }>(tx, sql`SELECT status FROM complaints WHERE id = ${complaintId} AND site_id = ${site.id} FOR UPDATE`);
    if (!row) throw new ApiFailure(404, 'not_found');
    if (row.status !== 'open') throw new ApiFailure(409, 'moderation_conflict');
    await (tx as unknown as Db).execute(sql`UPDATE complaints SET status = ${outcome} WHERE id = ${complaintId}`);
    return { before: { status: 'open' }, after: { status: outcome } };
  },
};
