import { and, asc, count, desc, eq } from 'drizzle-orm';
import { RECENT_IN_FILE, staffPhotoPath, type MemberFile } from '../../src/contract/moderation.ts';
import type { Db } from '../db/connect.ts';
import { complaints, members, photos, reports } from '../db/schema.ts';
import { ageOn } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';
import { moderationOf } from './memberStatus.ts';
import { reviewOf } from './photoReview.ts';

/**
 * The member's file beside a queue item (decision 121): their card, every photo (private, pending
 * and rejected ones too), and the latest complaints and reports against them with how many there
 * are in all, so the moderator judges with the member's history (decision 133). Null when the
 * member is gone or of another site.
 */
export async function memberFile(db: Db, site: SiteRow, memberId: number, now: Date): Promise<MemberFile | null> {
  const [member] = await db.select().from(members).where(and(eq(members.id, memberId), eq(members.siteId, site.id)));
  if (!member) return null;
  const [photoRows, complaintRows, [complaintCount], reportRows, [reportCount]] = await Promise.all([
    db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.position), asc(photos.id)),
    db.select().from(complaints).where(eq(complaints.targetMemberId, memberId)).orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(RECENT_IN_FILE),
    db.select({ n: count() }).from(complaints).where(eq(complaints.targetMemberId, memberId)),
    db.select().from(reports).where(eq(reports.targetMemberId, memberId)).orderBy(desc(reports.createdAt), desc(reports.id)).limit(RECENT_IN_FILE),
    db.select({ n: count() }).from(reports).where(eq(reports.targetMemberId, memberId)),
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
      url: staffPhotoPath(p.thumbFilename),
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
    complaint_count: complaintCount?.n ?? 0,
    reports: reportRows.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      message_body: r.messageBody,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      reporter_id: r.reporterId,
    })),
    report_count: reportCount?.n ?? 0,
  };
}
