import type { ProfileAnswer, ProfilePhoto } from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import { mediaUrl, profileCardOf } from './members.ts';
import { isReachable } from '../safety/reach.ts';
import type { SiteRow } from '../platform/sites.ts';
import { profileCardsOf } from './cards.ts';
import { mainPhotoOf, maySeePhoto, type PhotoViewer } from './photoAccess.ts';
import { readProfile, type ProfileMember, type ProfileRead } from './profileRead.ts';
import { assertMayBrowse } from './viewer.ts';

/** Traffic-source data a visitor came with (SPEC §6 logged_out_search_trafficsource). */
export interface Tracking {
  network?: string | undefined;
  ref?: string | undefined;
}

/** Whether members other than itself may see this profile: another site's or an unreachable one (reach.ts) is nobody. */
function shownToOthers(site: SiteRow, member: ProfileMember): boolean {
  return member.siteId === site.id && isReachable(member);
}

/**
 * The member behind a profile id as this viewer may see it, or the refusal (404, 403 blocked):
 * "may A reach B" (reach.ts), B's part first. Exception: a member may view their own profile
 * whatever its state (another site's member not even that); the block, read with the profile
 * (profileRead.ts `blocked_by`, blocker_between.sql), answers 403 with who blocked (SPEC §6).
 */
export function visibleMember(site: SiteRow, id: number, read: ProfileRead): ProfileMember {
  const { member, viewer } = read;
  if (!member || member.siteId !== site.id) throw new ApiFailure(404, 'not_found');
  if (viewer?.id !== id && !shownToOthers(site, member)) throw new ApiFailure(404, 'not_found');
  if (read.blockedBy !== null) {
    throw new ApiFailure(403, 'blocked', { name: member.name, by: read.blockedBy === id ? 'them' : 'you' });
  }
  return member;
}

/**
 * GET /api/profile.php?id=: SPEC §3 public fields, photos with the viewer's access, related
 * profiles; read in one statement with the session check (profileRead.ts, decision 135). A visitor
 * the site does not let browse is refused before anything about the member is judged.
 */
export async function profileDetail(db: Db, site: SiteRow, id: number, tokenHash: string | null, tracking: Tracking, now: Date): Promise<ProfileAnswer> {
  // no session cookie: a visitor, refused without a read when the site wants a login
  if (tokenHash === null) assertMayBrowse(site, null, tracking);
  const read = await readProfile(db, site, id, tokenHash, now);
  const { viewer } = read;
  assertMayBrowse(site, viewer, tracking);
  return profileAnswerOf(site, read, visibleMember(site, id, read), viewer, now);
}

/**
 * The answer of a profile view (SPEC §3 public fields, photos with the viewer's access, related
 * profiles), once the rules let `viewer` see `member`. Also what a kept profile's answers are made
 * of (profileCached.ts, decision 162).
 */
export function profileAnswerOf(site: SiteRow, read: ProfileRead, member: ProfileMember, viewer: PhotoViewer | null, now: Date): ProfileAnswer {
  const own = viewer?.id === member.id;
  const main = mainPhotoOf(read.photos);
  const card = profileCardOf(site, member, read.regionName, main, now);
  const shown: ProfilePhoto[] = read.photos
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
      region_term: read.regionTerm ?? 'region',
      interests: read.interests,
      photos: shown,
    },
    related: profileCardsOf(site, read.related, now),
  };
}
