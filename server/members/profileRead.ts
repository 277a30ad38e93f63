import { sql, type SQL } from 'drizzle-orm';
import { lookupRows } from '../db/batch.ts';
import { BATCHED_READS, BatcherFamily } from '../platform/readModel/index.ts';
import { rows, type Db } from '../db/connect.ts';
import type { MemberRow } from './members.ts';
import { blockerBetweenSql } from '../safety/reach.ts';
import { liveSessionMember } from '../account/session/sessions.ts';
import type { SiteRow } from '../platform/sites.ts';
import { cardColumns, cardSourceColumns, mainPhotoColumns, mainPhotoJoin, type CardPhotoRow } from './cards.ts';
import type { PhotoRow } from './photoAccess.ts';
import { audienceOfRowV } from './audience.ts';
import { findableOn, searchableBy } from './search.ts';

export const RELATED = 6;

/** The columns of the profile's member that the view and its rules use. */
export type ProfileMember = Pick<
  MemberRow,
  | 'id'
  | 'siteId'
  | 'name'
  | 'country'
  | 'city'
  | 'birthdate'
  | 'gender'
  | 'sexuality'
  | 'profileStatus'
  | 'status'
  | 'moderation'
  | 'invisible'
  | 'fictional'
  | 'lastSeen'
  | 'relationshipStatus'
  | 'bodyType'
  | 'hairColor'
  | 'eyeColor'
  | 'tattoos'
  | 'about'
>;

export type ProfilePhotoRow = Pick<PhotoRow, 'id' | 'memberId' | 'filename' | 'thumbFilename' | 'matchFilename' | 'status' | 'position' | 'private'>;

/** Everything a profile view reads, in one row: the viewer, and the member when the id exists. */
export interface ProfileRead {
  /** the viewer (session rule) or null for a visitor */
  viewer: { id: number; paidUser: boolean } | null;
  /** the member of the id, or null when there is none */
  member: ProfileMember | null;
  /** who of the two blocked the other (the member first), or null */
  blockedBy: number | null;
  regionName: string | null;
  regionTerm: string | null;
  interests: { id: number; name: string }[];
  /** every photo of the member, by position */
  photos: ProfilePhotoRow[];
  /** the related members' card rows, nearest id first */
  related: CardPhotoRow[];
}

interface ProfileSqlRow {
  viewer_id: number | null;
  viewer_paid: boolean | null;
  id: number | null;
  site_id: number;
  name: string;
  country: string;
  city: string | null;
  birthdate: string;
  gender: ProfileMember['gender'];
  sexuality: ProfileMember['sexuality'];
  profile_status: ProfileMember['profileStatus'];
  status: ProfileMember['status'];
  moderation: ProfileMember['moderation'];
  invisible: boolean;
  fictional: boolean;
  last_seen: Date | string | null;
  relationship_status: ProfileMember['relationshipStatus'];
  body_type: ProfileMember['bodyType'];
  hair_color: ProfileMember['hairColor'];
  eye_color: ProfileMember['eyeColor'];
  tattoos: ProfileMember['tattoos'];
  about: string | null;
  blocked_by: number | null;
  region_name: string | null;
  region_term: string | null;
  /** JSON texts (the pg driver would parse json, PGlite too: text keeps both alike) */
  interests: string;
  photos: string;
  related: string;
}

/**
 * Up to `related` (RELATED, or one more for a kept profile: decision 162) searchable members with
 * the nearest ids: for a visitor of the same gender and country as `pm`; for a member `v`, whom the
 * member may be shown (audience.ts) in the member's own country (decision 175). The
 * nearest ids are found: the nearest below and the nearest above,
 * each a bounded walk down the (site, country, gender, id) search index (ordering every such member
 * by distance read thousands of rows per view). The region's name and the main photo are read for
 * the members kept, not for the twice as many walked (a third of PostgreSQL's work per view).
 */
function relatedJson(site: SiteRow, viewerId: SQL, now: Date, related: number): SQL {
  const like = sql`((v.id IS NULL AND m.gender = pm.gender AND m.country = pm.country)
    OR (v.id IS NOT NULL AND m.country = v.country AND ${audienceOfRowV()}))`;
  const base = sql`${searchableBy(site, viewerId, now)} AND ${like}`;
  // in the text, not a parameter: a LIMIT the planner cannot see makes the statement's generic plan
  // look far dearer than each call's own, and it was planned again on every call (decision 147)
  const limit = sql.raw(String(related));
  return sql`(SELECT COALESCE(json_agg(near ORDER BY abs(near.id - pm.id), near.id), '[]')::text FROM (
      SELECT ${cardColumns}, ${mainPhotoColumns} FROM (
        SELECT * FROM (
          (SELECT ${cardSourceColumns} FROM members m WHERE ${base} AND m.id < pm.id ORDER BY m.id DESC LIMIT ${limit})
          UNION ALL
          (SELECT ${cardSourceColumns} FROM members m WHERE ${base} AND m.id > pm.id ORDER BY m.id ASC LIMIT ${limit})
        ) both_sides ORDER BY abs(both_sides.id - pm.id), both_sides.id LIMIT ${limit}
      ) m ${mainPhotoJoin}) near)`;
}

/**
 * A member's related members under profile `id` (decision 175): the same rule as the profile's own
 * statement, for a profile kept for every viewer (profileCached.ts) whose related list is theirs.
 */
export async function readRelatedFor(db: Db, site: SiteRow, id: number, viewerId: number, now: Date): Promise<CardPhotoRow[]> {
  const [row] = await rows<{ related: string }>(
    db,
    sql`SELECT ${relatedJson(site, sql`v.id`, now, RELATED)} AS related FROM members pm, members v WHERE pm.id = ${id} AND v.id = ${viewerId}`,
  );
  return row ? (JSON.parse(row.related) as CardPhotoRow[]) : [];
}

/**
 * One request's profile view: its session token (hashed; null without a cookie), site, time and
 * profile id, and how many related members to read (RELATED, or one more for a kept profile).
 */
interface ProfileLookup {
  tokenHash: string | null;
  site: SiteRow;
  now: Date;
  id: number;
  related: number;
}

/**
 * GET /api/profile.php?id= in one statement (decision 135): the session check (the session rule,
 * sessions.ts `liveSession`), the member with region, the country's word for a region, interests,
 * a block either way, every photo, and the related members. The rules are judged on this row by
 * profileDetail.ts and photoAccess.ts; SQL only reads. A lookup always gets its row (the viewer
 * matters also when the id names nobody: a visitor may be refused before a 404). Concurrent views
 * share the statement (natural batching, decision 107): each is still read after it arrived.
 */
export async function readProfile(db: Db, site: SiteRow, id: number, tokenHash: string | null, now: Date, related = RELATED): Promise<ProfileRead> {
  return profileBatchers.of(db, `${related}|${JSON.stringify(findableOn(site, now))}`).load({ tokenHash, site, now, id, related });
}

/**
 * Views of the same related-members rule (site, niche, day: `findableOn`) and number share a batch,
 * whose statement is that rule's text; at most a few dozen batchers are kept (one a site and day), and
 * past 64 the family starts afresh (a batcher in use keeps working: its statement holds it).
 */
const profileBatchers = new BatcherFamily(BATCHED_READS.profileReads, (db: Db) => (lookups: ProfileLookup[]) => readProfiles(db, lookups), 64);

async function readProfiles(db: Db, lookups: readonly ProfileLookup[]): Promise<ProfileRead[]> {
  const first = lookups[0];
  if (!first) return [];
  const found = await rows<ProfileSqlRow & { i: number }>(db, profileSql(first, lookups));
  const answers = lookups.map((): ProfileRead | null => null);
  for (const row of found) answers[Number(row.i) - 1] = profileReadOf(row);
  return answers.map((answer) => {
    if (!answer) throw new Error('the profile statement answers one row a lookup');
    return answer;
  });
}

function profileReadOf(row: ProfileSqlRow): ProfileRead {
  return {
    viewer: row.viewer_id === null ? null : { id: Number(row.viewer_id), paidUser: Boolean(row.viewer_paid) },
    member: row.id === null ? null : memberOf(row),
    blockedBy: row.blocked_by === null ? null : Number(row.blocked_by),
    regionName: row.region_name,
    regionTerm: row.region_term,
    interests: row.id === null ? [] : (JSON.parse(row.interests) as ProfileRead['interests']),
    photos: row.id === null ? [] : (JSON.parse(row.photos) as ProfilePhotoRow[]),
    related: row.id === null ? [] : (JSON.parse(row.related) as CardPhotoRow[]),
  };
}

/**
 * The statement of `readProfiles`: one row `q` a lookup, its viewer `v` (none without a live
 * session: a visitor) and its member `pm` (none when the id names nobody). The related members
 * are found as by a visitor when there is no viewer (`COALESCE(v.id, 0)`: no member's id).
 */
function profileSql(first: ProfileLookup, lookups: readonly ProfileLookup[]): SQL {
  const { site, now } = first;
  return sql`SELECT q.i::int AS i, v.id AS viewer_id, v.paid_user AS viewer_paid, t.*
      FROM ${lookupRows('q', {
        token_hash: { type: 'text', values: lookups.map((l) => l.tokenHash) },
        site_id: { type: 'int', values: lookups.map((l) => l.site.id) },
        now: { type: 'timestamptz', values: lookups.map((l) => l.now.toISOString()) },
        id: { type: 'int', values: lookups.map((l) => l.id) },
      })}
      LEFT JOIN LATERAL (SELECT mm.id, mm.paid_user, mm.gender, mm.sexuality, mm.looking_for, mm.country FROM ${liveSessionMember(sql`q.token_hash`, sql`q.site_id`, sql`q.now`)} LIMIT 1) v ON true
      LEFT JOIN LATERAL (
        SELECT pm.id, pm.site_id, pm.name, pm.country, pm.city, pm.birthdate::text AS birthdate, pm.gender, pm.sexuality,
          pm.profile_status, pm.status, pm.moderation, pm.invisible, pm.fictional, pm.last_seen, pm.relationship_status,
          pm.body_type, pm.hair_color, pm.eye_color, pm.tattoos, pm.about,
          CASE WHEN v.id <> pm.id THEN ${blockerBetweenSql(sql`v.id`, sql`pm.id`)} END AS blocked_by,
          (SELECT r.name FROM regions r WHERE r.id = pm.region_id) AS region_name,
          (SELECT rt.term FROM region_terms rt WHERE rt.country = pm.country LIMIT 1) AS region_term,
          (SELECT COALESCE(json_agg(json_build_object('id', i.id, 'name', i.name) ORDER BY i.id), '[]')::text
            FROM member_interests mi JOIN interests i ON i.id = mi.interest_id WHERE mi.member_id = pm.id) AS interests,
          (SELECT COALESCE(json_agg(json_build_object('id', f.id, 'memberId', f.member_id, 'filename', f.filename,
              'thumbFilename', f.thumb_filename, 'matchFilename', f.match_filename, 'status', f.status, 'position', f.position,
              'private', f.private) ORDER BY f.position, f.id), '[]')::text
            FROM photos f WHERE f.member_id = pm.id) AS photos,
          ${relatedJson(site, sql`COALESCE(v.id, 0)`, now, first.related)} AS related
        FROM members pm WHERE pm.id = q.id
      ) t ON true`;
}

function memberOf(row: ProfileSqlRow): ProfileMember {
  return {
    id: Number(row.id),
    siteId: Number(row.site_id),
    name: row.name,
    country: row.country,
    city: row.city,
    birthdate: row.birthdate,
    gender: row.gender,
    sexuality: row.sexuality,
    profileStatus: row.profile_status,
    status: row.status,
    moderation: row.moderation,
    invisible: row.invisible,
    fictional: row.fictional,
    lastSeen: row.last_seen === null ? null : new Date(row.last_seen),
    relationshipStatus: row.relationship_status,
    bodyType: row.body_type,
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    tattoos: row.tattoos,
    about: row.about,
  };
}
