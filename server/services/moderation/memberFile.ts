import { and, asc, desc, eq } from 'drizzle-orm';
import type { MemberFile } from '../../../src/contract/moderation.ts';
import type { Db } from '../../db/connect.ts';
import { complaints, members, photos } from '../../db/schema.ts';
import { ageOn, mediaUrl } from '../members.ts';
import type { SiteRow } from '../sites.ts';
import { moderationOf } from './memberStatus.ts';
import { reviewOf } from './photoReview.ts';

const RECENT_COMPLAINTS = 10;

/**
 * The member's file beside a queue item (decision 121): their card, every photo (private, pending
 * and rejected ones too), and the latest complaints against them. Null when the member is gone or
 * of another site.
 */
export async function memberFile(db: Db, site: SiteRow, memberId: number, now: Date): Promise<MemberFile | null> {
  const [member] = await db.select().from(members).where(and(eq(members.id, memberId), eq(members.siteId, site.id)));
  if (!member) return null;
  const [photoRows, complaintRows] = await Promise.all([
    db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.position), asc(photos.id)),
    db.select().from(complaints).where(eq(complaints.targetMemberId, memberId)).orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(RECENT_COMPLAINTS),
  ]);
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    age: ageOn(member.birthdate, now),
    gender: member.gender,
    country: member.country,
    city: member.city,
    about: member.about,
    signup_date: member.signupDate.toISOString(),
    moderation: moderationOf(member),
    photos: photoRows.map((p) => ({
      id: p.id,
      url: mediaUrl(site, p.thumbFilename),
      status: p.status,
      review: reviewOf(p),
      private: p.private,
      reject_reason: p.rejectReason,
    })),
    complaints: complaintRows.map((c) => ({
      id: c.id,
      category: c.category,
      text: c.text,
      status: c.status,
      created_at: c.createdAt.toISOString(),
      reporter_id: c.memberId,
    })),
  };
}
