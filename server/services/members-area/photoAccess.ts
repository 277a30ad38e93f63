import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import type { photos } from '../../db/schema.ts';
import type { MemberRow } from '../members.ts';
import { rowsOf } from './cards.ts';

export { mainPhotoOf } from './mainPhoto.ts';

export type PhotoRow = typeof photos.$inferSelect;

/** Who looks: null for a logged-out visitor. */
export interface PhotoViewer {
  id: number;
  paidUser: boolean;
}

export function viewerOf(member: MemberRow | null): PhotoViewer | null {
  return member ? { id: member.id, paidUser: member.paidUser } : null;
}

/**
 * SPEC §4/§6 photo rules: the owner sees every photo; others only active ones; premium members
 * see private photos too, free members public ones, visitors the main photo only.
 */
export function maySeePhoto(photo: Pick<PhotoRow, 'memberId' | 'status' | 'private'>, isMain: boolean, viewer: PhotoViewer | null): boolean {
  if (viewer && viewer.id === photo.memberId) return true;
  if (photo.status !== 'active') return false;
  if (!viewer) return isMain;
  if (photo.private) return viewer.paidUser;
  return true;
}

/** True when either member blocked the other. */
export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`SELECT 1 AS one FROM blocks WHERE (blocker_id = ${a} AND blocked_id = ${b})
      OR (blocker_id = ${b} AND blocked_id = ${a}) LIMIT 1`),
  );
  return rows.length > 0;
}
