import { staffPhotoPath, type ModerationState, type QueueItem } from '../../src/contract/moderation.ts';
import { rows, sql, type Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import type { SiteRow } from '../platform/sites.ts';
import { iso, numericId, type QueueKind } from './queueKind.ts';

// New photos (decision 121, photoReview.ts): every photo not reviewed yet, oldest first. On a
// pre-moderated site they are `pending` (their owner's alone), on a post-moderated one `active`.

interface PhotoQueueRow {
  id: number;
  created_at: Date | string;
  thumb_filename: string;
  status: string;
  private: boolean;
  reviewed_at: Date | string | null;
  member_id: number;
  member_name: string;
  member_moderation: ModerationState;
}

const select = sql`SELECT p.id, p.created_at, p.thumb_filename, p.status, p.private, p.reviewed_at,
    m.id AS member_id, m.name AS member_name, m.moderation AS member_moderation
  FROM photos p JOIN members m ON m.id = p.member_id`;

function toItem(site: SiteRow, r: PhotoQueueRow): QueueItem {
  const review = r.reviewed_at === null ? 'queued' : r.status === 'rejected' ? 'rejected' : 'approved';
  return {
    kind: 'photos',
    id: String(r.id),
    created_at: iso(r.created_at),
    member: { id: Number(r.member_id), name: r.member_name, moderation: r.member_moderation },
    summary: '',
    labels: [site.photoModeration === 'pre' ? 'photo:pre' : 'photo:post', ...(r.private ? ['photo:private'] : [])],
    photo: { id: Number(r.id), url: staffPhotoPath(r.thumb_filename), review },
  };
}

export const photosQueue: QueueKind = {
  async count(db, site) {
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM photos p JOIN members m ON m.id = p.member_id WHERE p.reviewed_at IS NULL AND m.site_id = ${site.id}`,
    );
    return Number(row?.n ?? 0);
  },

  async list(db, site, _now, limit, offset) {
    const found = await rows<PhotoQueueRow>(db, sql`${select} WHERE p.reviewed_at IS NULL AND m.site_id = ${site.id} ORDER BY p.created_at, p.id LIMIT ${limit} OFFSET ${offset}`);
    return found.map((r) => toItem(site, r));
  },

  async item(db, site, id) {
    const [r] = await rows<PhotoQueueRow>(db, sql`${select} WHERE p.id = ${numericId(id)} AND m.site_id = ${site.id}`);
    if (!r) return null;
    return { item: toItem(site, r), open: r.reviewed_at === null, excerpt: [] };
  },

  /** closed without a verdict on the photo (an action on its member): marked reviewed as it is */
  async close(tx: Tx, site, id, _outcome, now) {
    const photoId = numericId(id);
    const [row] = await rows<{ reviewed_at: Date | string | null }>(
      tx,
      sql`SELECT p.reviewed_at FROM photos p JOIN members m ON m.id = p.member_id WHERE p.id = ${photoId} AND m.site_id = ${site.id} FOR UPDATE OF p`,
    );
    if (!row) throw new ApiFailure(404, 'not_found');
    if (row.reviewed_at !== null) throw new ApiFailure(409, 'moderation_conflict');
    await (tx as unknown as Db).execute(sql`UPDATE photos SET reviewed_at = ${now.toISOString()}::timestamptz WHERE id = ${photoId}`);
    return { before: { review: 'queued' }, after: { review: 'approved' } };
  },
};
