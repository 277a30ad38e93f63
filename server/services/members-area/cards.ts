import { sql } from 'drizzle-orm';
import type { Profile } from '../../../src/contract/user.ts';
import type { Db } from '../../db/connect.ts';
import { ageOn, mediaUrl, ONLINE_WINDOW_MS } from '../members.ts';
import type { SiteRow } from '../sites.ts';

/** The columns a profile card needs, as the card queries select them. */
export interface CardRow {
  id: number;
  name: string;
  country: string;
  region: string | null;
  city: string | null;
  birthdate: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  profile_status: 'active' | 'disabled';
  fictional: boolean;
  last_seen: Date | string | null;
}

/** SELECT list for CardRow from `members m` (with its region name). */
export const cardColumns = sql`m.id, m.name, m.country, (SELECT r.name FROM regions r WHERE r.id = m.region_id) AS region,
  m.city, m.birthdate::text AS birthdate, m.gender, m.sexuality, m.profile_status, m.fictional, m.last_seen`;

interface MainPhotoRow {
  member_id: number;
  filename: string;
  thumb_filename: string;
  match_filename: string;
  status: 'active' | 'pending' | 'rejected';
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Profile cards for rows, in their order, with each main photo (first public active photo) in one query. */
export async function profileCards(db: Db, site: SiteRow, rows: CardRow[], now: Date): Promise<Profile[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const photos = rowsOf<MainPhotoRow>(
    await db.execute(sql`
      SELECT DISTINCT ON (member_id) member_id, filename, thumb_filename, match_filename, status
      FROM photos WHERE member_id = ANY(${sql.param(ids)}::int[]) AND private = false AND status = 'active'
      ORDER BY member_id, position, id`),
  );
  const mainOf = new Map(photos.map((p) => [Number(p.member_id), p]));
  return rows.map((r) => {
    const photo = mainOf.get(Number(r.id));
    const lastSeen = r.last_seen === null ? null : new Date(r.last_seen);
    return {
      id: Number(r.id),
      name: r.name,
      country: r.country,
      region: r.region,
      city: r.city,
      age: ageOn(r.birthdate, now),
      gender: r.gender,
      sexuality: r.sexuality,
      main_image: photo
        ? {
            filename: mediaUrl(site, photo.filename),
            thumb_filename: mediaUrl(site, photo.thumb_filename),
            match: mediaUrl(site, photo.match_filename),
            status: photo.status,
          }
        : null,
      status: r.profile_status,
      fictional: r.fictional,
      online: lastSeen !== null && now.getTime() - lastSeen.getTime() < ONLINE_WINDOW_MS,
    };
  });
}
