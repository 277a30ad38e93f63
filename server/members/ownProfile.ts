import { lookingForOf } from './audience.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from '../../src/contract/constants.ts';
import type { OwnPhoto, OwnProfile, OwnProfileUpdate } from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import { interests, memberInterests, members, photos, regions, regionTerms } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { mediaUrl, type MemberRow } from './members.ts';
import type { SiteRow } from '../platform/sites.ts';
import { mainPhotoOf } from './photoAccess.ts';
import { filterMessage } from '../moderation/held.ts';

/** SPEC §5/§9: free members keep up to 3 photos, premium members up to 25. */
export function photoLimit(member: Pick<MemberRow, 'paidUser'>): number {
  return member.paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}

export async function ownPhotos(db: Db, site: SiteRow, memberId: number): Promise<OwnPhoto[]> {
  const list = await db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.position), asc(photos.id));
  const main = mainPhotoOf(list);
  return list.map((p) => ({
    id: p.id,
    url: mediaUrl(site, p.filename),
    thumb: mediaUrl(site, p.thumbFilename),
    private: p.private,
    main: p.id === main?.id,
    status: p.status,
    position: p.position,
    reject_reason: p.status === 'rejected' ? p.rejectReason : null,
  }));
}

export async function ownProfile(db: Db, site: SiteRow, member: MemberRow): Promise<OwnProfile> {
  const interestRows = await db
    .select({ id: memberInterests.interestId })
    .from(memberInterests)
    .where(eq(memberInterests.memberId, member.id))
    .orderBy(asc(memberInterests.interestId));
  return {
    id: member.id,
    name: member.name,
    gender: member.gender,
    sexuality: member.sexuality,
    looking_for: lookingForOf(member),
    country: member.country,
    region_id: member.regionId,
    relationship_status: member.relationshipStatus ?? null,
    body_type: member.bodyType ?? null,
    hair_color: member.hairColor ?? null,
    eye_color: member.eyeColor ?? null,
    tattoos: member.tattoos ?? null,
    about: member.about ?? null,
    interests: interestRows.map((r) => r.id),
    invisible: member.invisible,
    photos: await ownPhotos(db, site, member.id),
    photo_limit: photoLimit(member),
  };
}

function invalid(path: string, code: string): ApiFailure {
  return new ApiFailure(400, 'invalid_request', { issues: [{ path, code }] });
}

/** PUT /api/profile.php: every SPEC §3 attribute, checked against the reference data. */
export async function updateOwnProfile(db: Db, site: SiteRow, member: MemberRow, body: OwnProfileUpdate): Promise<MemberRow> {
  if (body.sexuality === 'gay' && body.gender !== 'male') throw invalid('sexuality', 'gender_mismatch');
  if (body.sexuality === 'lesbian' && body.gender !== 'female') throw invalid('sexuality', 'gender_mismatch');
  const [term] = await db.select().from(regionTerms).where(eq(regionTerms.country, body.country));
  if (!term) throw invalid('country', 'unknown_country');
  if (body.region_id !== null) {
    const [region] = await db
      .select()
      .from(regions)
      .where(and(eq(regions.id, body.region_id), eq(regions.country, body.country)));
    if (!region) throw invalid('region_id', 'not_in_country');
  }
  // decision 122: contact details in the profile text are masked for everyone; a held kind (a scam) refuses the save
  const about = body.about === null ? null : filterMessage(site, body.about);
  if (about?.action === 'hold') throw invalid('about', 'contact_details');
  const wanted = [...new Set(body.interests)];
  if (wanted.length > 0) {
    const known = await db.select({ id: interests.id }).from(interests).where(inArray(interests.id, wanted));
    if (known.length !== wanted.length) throw invalid('interests', 'unknown_interest');
  }
  return db.transaction(async (txIn) => {
    const tx = txIn as unknown as Db;
    const [updated] = await tx
      .update(members)
      .set({
        gender: body.gender,
        sexuality: body.sexuality,
        // an answer given here stays; left out, the one before stays (decision 175)
        ...(body.looking_for === undefined ? {} : { lookingFor: body.looking_for }),
        relationshipStatus: body.relationship_status,
        bodyType: body.body_type,
        hairColor: body.hair_color,
        eyeColor: body.eye_color,
        tattoos: body.tattoos,
        country: body.country,
        regionId: body.region_id,
        about: about === null || about.shown === '' ? null : about.shown,
        invisible: body.invisible,
      })
      .where(eq(members.id, member.id))
      .returning();
    await tx.delete(memberInterests).where(eq(memberInterests.memberId, member.id));
    if (wanted.length > 0) await tx.insert(memberInterests).values(wanted.map((interestId) => ({ memberId: member.id, interestId })));
    if (!updated) throw new ApiFailure(404, 'not_found');
    return updated;
  });
}
