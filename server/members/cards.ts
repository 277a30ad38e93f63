import { sql } from 'drizzle-orm';
import type { Profile } from '../../src/contract/user.ts';
import type { Db } from '../db/connect.ts';
import { ageOn, mediaUrl, ONLINE_WINDOW_MS } from './members.ts';
import { mainPhotoFrom } from './mainPhoto.ts';
import type { SiteRow } from '../platform/sites.ts';

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

/**
 * The columns of `members m` that cardColumns reads: a query that picks its members first can
 * select these, and cardColumns (region name) and mainPhotoJoin over the few rows it keeps.
 */
export const cardSourceColumns = sql`m.id, m.name, m.country, m.region_id, m.city, m.birthdate, m.gender, m.sexuality, m.profile_status, m.fictional, m.last_seen`;

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

/** The main photo (mainPhoto.ts) of `members m`, as columns beside cardColumns (decision 105). */
export const mainPhotoJoin = sql`LEFT JOIN LATERAL (
    SELECT mph.filename, mph.thumb_filename, mph.match_filename, mph.status ${mainPhotoFrom(sql`m.id`)}
  ) mp ON true`;
export const mainPhotoColumns = sql`mp.filename AS photo_filename, mp.thumb_filename AS photo_thumb, mp.match_filename AS photo_match, mp.status AS photo_status`;

/** A card row read with mainPhotoColumns. */
export interface CardPhotoRow extends CardRow {
  photo_filename: string | null;
  photo_thumb: string | null;
  photo_match: string | null;
  photo_status: MainPhotoRow['status'] | null;
}

function toCard(site: SiteRow, r: CardRow, photo: MainPhotoRow | undefined, now: Date): Profile {
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
}

/** Profile cards for rows, in their order, with each main photo (first public active photo) in one query. */
export async function profileCards(db: Db, site: SiteRow, rows: CardRow[], now: Date): Promise<Profile[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const photos = rowsOf<MainPhotoRow>(
    await db.execute(sql`
      SELECT who.id AS member_id, mp.filename, mp.thumb_filename, mp.match_filename, mp.status
      FROM unnest(${sql.param(ids)}::int[]) AS who(id)
      JOIN LATERAL (SELECT mph.filename, mph.thumb_filename, mph.match_filename, mph.status ${mainPhotoFrom(sql`who.id`)}) mp ON true`),
  );
  const mainOf = new Map(photos.map((p) => [Number(p.member_id), p]));
  return rows.map((r) => toCard(site, r, mainOf.get(Number(r.id)), now));
}

/** Profile cards for rows read with their main photo (mainPhotoJoin): no second query. */
export function profileCardsOf(site: SiteRow, rows: CardPhotoRow[], now: Date): Profile[] {
  return rows.map((r) =>
    toCard(
      site,
      r,
      r.photo_filename && r.photo_thumb && r.photo_match && r.photo_status
        ? { member_id: Number(r.id), filename: r.photo_filename, thumb_filename: r.photo_thumb, match_filename: r.photo_match, status: r.photo_status }
        : undefined,
      now,
    ),
  );
}
