import { sql, type SQL } from 'drizzle-orm';
import type { photos } from '../db/schema.ts';

// SPEC §4: a member's main photo is their first public, active photo by position, and by id among
// photos at one position (so that every screen shows the same one). This module is the rule's one
// home: `mainPhotoFrom` for the SQL that reads it (cards, search, profiles, likes, the chat list),
// `mainPhotoOf` for photo rows already loaded (a profile's detail, the own profile, the media
// route). tests/integration/main-photo.test.ts holds the two to the same answer.

type PhotoRow = typeof photos.$inferSelect;

/**
 * The FROM, WHERE, ORDER and LIMIT of the main photo of the member whose id is `member`, the photo
 * aliased `mph`: `(SELECT mph.thumb_filename ${mainPhotoFrom(sql`p.id`)})`.
 */
export const mainPhotoFrom = (member: SQL): SQL => sql`FROM photos mph WHERE ${mayBeMain(member)} ORDER BY mph.position, mph.id LIMIT 1`;

/** True when the member whose id is `member` has a main photo (search's "with photo", landers, auto-likes). */
export const hasMainPhoto = (member: SQL): SQL => sql`EXISTS (SELECT 1 FROM photos mph WHERE ${mayBeMain(member)})`;

/** A photo `mph` of `member` that may be the main photo: public and active. */
const mayBeMain = (member: SQL): SQL => sql`mph.member_id = ${member} AND mph.private = false AND mph.status = 'active'`;

/** The main photo among a member's loaded photos (null when none). */
export function mainPhotoOf<P extends Pick<PhotoRow, 'id' | 'position' | 'private' | 'status'>>(list: readonly P[]): P | null {
  let main: P | null = null;
  for (const p of list) {
    if (p.private || p.status !== 'active') continue;
    if (!main || p.position < main.position || (p.position === main.position && p.id < main.id)) main = p;
  }
  return main;
}
