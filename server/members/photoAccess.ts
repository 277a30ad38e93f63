import type { photos } from '../db/schema.ts';
import type { MemberRow } from './members.ts';

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
