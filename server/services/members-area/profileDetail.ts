import { asc, eq, sql } from 'drizzle-orm';
import type { ProfileAnswer, ProfilePhoto } from '../../../src/contract/members.ts';
import type { Db } from '../../db/connect.ts';
import { interests, memberInterests, photos, regionTerms } from '../../db/schema.ts';
import { ApiFailure } from '../../errors.ts';
import { mediaUrl, memberById, profileCardOf, regionNameOf, type MemberRow } from '../members.ts';
import type { SiteRow } from '../sites.ts';
import { cardColumns, mainPhotoColumns, mainPhotoJoin, profileCardsOf, rowsOf, type CardPhotoRow } from './cards.ts';
import { mainPhotoOf, maySeePhoto, viewerOf } from './photoAccess.ts';
import { searchableBy } from './search.ts';

const RELATED = 6;

/** The member behind a profile id as this viewer may see it, or the refusal (404, 403 blocked). */
export async function visibleMember(db: Db, site: SiteRow, id: number, viewer: MemberRow | null): Promise<MemberRow> {
  const member = await memberById(db, id);
  const own = viewer?.id === id;
  if (!member || member.siteId !== site.id) throw new ApiFailure(404, 'not_found');
  if (!own && (member.profileStatus !== 'active' || member.status === 'pending_deletion' || member.invisible)) {
    throw new ApiFailure(404, 'not_found');
  }
  if (viewer && !own) {
    const rows = rowsOf<{ blocker_id: number }>(
      await db.execute(sql`SELECT blocker_id FROM blocks WHERE (blocker_id = ${viewer.id} AND blocked_id = ${id})
        OR (blocker_id = ${id} AND blocked_id = ${viewer.id})`),
    );
    if (rows.length > 0) {
      const byThem = rows.some((r) => Number(r.blocker_id) === id);
      throw new ApiFailure(403, 'blocked', { name: member.name, by: byThem ? 'them' : 'you' });
    }
  }
  return member;
}

/**
 * Up to RELATED searchable members of the same gender and country with the nearest ids: the nearest
 * below and the nearest above, each read as a bounded walk down the (site, country, gender, id)
 * search index (issue 10: ordering every such member by distance read thousands of rows per view).
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
  const member = await visibleMember(db, site, id, viewerRow);
  const viewer = viewerOf(viewerRow);
  const own = viewer?.id === member.id;
  // everything below depends only on the member: read side by side (one round trip's wait, not five)
  const [list, [term], memberInterestRows, region, related] = await Promise.all([
    db.select().from(photos).where(eq(photos.memberId, member.id)).orderBy(asc(photos.position), asc(photos.id)),
    db.select({ term: regionTerms.term }).from(regionTerms).where(eq(regionTerms.country, member.country)),
    db
      .select({ id: interests.id, name: interests.name })
      .from(memberInterests)
      .innerJoin(interests, eq(interests.id, memberInterests.interestId))
      .where(eq(memberInterests.memberId, member.id))
      .orderBy(asc(interests.id)),
    regionNameOf(db, member.regionId),
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
      region_term: term?.term ?? 'region',
      interests: memberInterestRows,
      photos: shown,
    },
    related,
  };
}
