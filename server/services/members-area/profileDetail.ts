import { asc, eq, sql } from 'drizzle-orm';
import type { ProfileAnswer, ProfilePhoto } from '../../../src/contract/members.ts';
import type { Db } from '../../db/connect.ts';
import { members, photos } from '../../db/schema.ts';
import { ApiFailure } from '../../errors.ts';
import { mediaUrl, profileCardOf, type MemberRow } from '../members.ts';
import { isBarred } from '../moderation/barred.ts';
import type { SiteRow } from '../sites.ts';
import { cardColumns, mainPhotoColumns, mainPhotoJoin, profileCardsOf, rowsOf, type CardPhotoRow } from './cards.ts';
import { mainPhotoOf, maySeePhoto, viewerOf } from './photoAccess.ts';
import { searchableBy } from './search.ts';

const RELATED = 6;

interface MemberDetailRow {
  member: MemberRow;
  /** who of the two blocked the other (the member first), or null */
  blockedBy: number | null;
  regionName: string | null;
  regionTerm: string | null;
  /** JSON array of the member's interests, `{ id, name }` by id */
  interests: string;
}

/**
 * The member behind a profile id as this viewer may see it, or the refusal (404, 403 blocked), read
 * in one statement with what the profile shows besides photos: region name, the country's word for
 * a region, interests.
 */
/**
 * The member's columns for the subqueries below, spelt out with their table: in a one-table select
 * drizzle writes a column without it, and inside a subquery `"id"` would name the inner table's.
 */
const M = { id: sql.raw('"members"."id"'), regionId: sql.raw('"members"."region_id"'), country: sql.raw('"members"."country"') };

export async function visibleMember(db: Db, site: SiteRow, id: number, viewer: MemberRow | null): Promise<Omit<MemberDetailRow, 'blockedBy'>> {
  const own = viewer?.id === id;
  const [row] = (await db
    .select({
      member: members,
      blockedBy:
        viewer && !own
          ? sql<number | null>`(SELECT b.blocker_id FROM blocks b
              WHERE (b.blocker_id = ${viewer.id} AND b.blocked_id = ${M.id}) OR (b.blocker_id = ${M.id} AND b.blocked_id = ${viewer.id})
              ORDER BY b.blocker_id = ${M.id} DESC LIMIT 1)`
          : sql<null>`NULL::int`,
      regionName: sql<string | null>`(SELECT r.name FROM regions r WHERE r.id = ${M.regionId})`,
      regionTerm: sql<string | null>`(SELECT t.term FROM region_terms t WHERE t.country = ${M.country} LIMIT 1)`,
      interests: sql<string>`(SELECT COALESCE(json_agg(json_build_object('id', i.id, 'name', i.name) ORDER BY i.id), '[]')::text
        FROM member_interests mi JOIN interests i ON i.id = mi.interest_id WHERE mi.member_id = ${M.id})`,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1)) as MemberDetailRow[];
  const member = row?.member;
  if (!row || !member || member.siteId !== site.id) throw new ApiFailure(404, 'not_found');
  if (!own && (member.profileStatus !== 'active' || member.status === 'pending_deletion' || isBarred(member) || member.invisible)) {
    throw new ApiFailure(404, 'not_found');
  }
  if (row.blockedBy !== null) {
    throw new ApiFailure(403, 'blocked', { name: member.name, by: Number(row.blockedBy) === id ? 'them' : 'you' });
  }
  return row;
}

/**
 * Up to RELATED searchable members of the same gender and country with the nearest ids: the nearest
 * below and the nearest above, each read as a bounded walk down the (site, country, gender, id)
 * search index (ordering every such member by distance read thousands of rows per view).
 */
async function relatedTo(db: Db, site: SiteRow, member: MemberRow, viewer: MemberRow | null, now: Date) {
  const base = sql`${searchableBy(site, viewer?.id ?? null, now)} AND m.gender = ${member.gender} AND m.country = ${member.country}`;
  const rows = rowsOf<CardPhotoRow>(
    await db.execute(sql`SELECT * FROM (
        (SELECT ${cardColumns}, ${mainPhotoColumns} FROM members m ${mainPhotoJoin} WHERE ${base} AND m.id < ${member.id} ORDER BY m.id DESC LIMIT ${RELATED})
        UNION ALL
        (SELECT ${cardColumns}, ${mainPhotoColumns} FROM members m ${mainPhotoJoin} WHERE ${base} AND m.id > ${member.id} ORDER BY m.id ASC LIMIT ${RELATED})
      ) near ORDER BY abs(near.id - ${member.id}), near.id LIMIT ${RELATED}`),
  );
  return profileCardsOf(site, rows, now);
}

/** GET /api/profile.php?id=: SPEC §3 public fields, photos with the viewer's access, related profiles. */
export async function profileDetail(db: Db, site: SiteRow, id: number, viewerRow: MemberRow | null, now: Date): Promise<ProfileAnswer> {
  const { member, regionName: region, regionTerm: term, interests: memberInterests } = await visibleMember(db, site, id, viewerRow);
  const viewer = viewerOf(viewerRow);
  const own = viewer?.id === member.id;
  // the photos and the related profiles side by side (one round trip's wait, not two)
  const [list, related] = await Promise.all([
    db.select().from(photos).where(eq(photos.memberId, member.id)).orderBy(asc(photos.position), asc(photos.id)),
    relatedTo(db, site, member, viewerRow, now),
  ]);
  const main = mainPhotoOf(list);
  const card = profileCardOf(site, member, region, main, now);
  const shown: ProfilePhoto[] = list
    .filter((p) => own || p.status === 'active')
    .map((p) => {
      const visible = maySeePhoto(p, p.id === main?.id, viewer);
      return {
        id: p.id,
        url: visible ? mediaUrl(site, p.filename) : null,
        thumb: visible ? mediaUrl(site, p.thumbFilename) : null,
        visible,
        private: p.private,
      };
    });
  return {
    profile: {
      ...card,
      relationship_status: member.relationshipStatus ?? null,
      body_type: member.bodyType ?? null,
      hair_color: member.hairColor ?? null,
      eye_color: member.eyeColor ?? null,
      tattoos: member.tattoos ?? null,
      about: member.about ?? null,
      region_term: term ?? 'region',
      interests: JSON.parse(memberInterests) as ProfileAnswer['profile']['interests'],
      photos: shown,
    },
    related,
  };
}
