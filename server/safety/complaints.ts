import { and, count, eq, gte } from 'drizzle-orm';
import { COMPLAINTS_PER_HOUR, type ComplaintRequest } from '../../src/contract/safety.ts';
import type { Db } from '../db/connect.ts';
import { complaints, photos } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { enqueueSupportMail } from '../notify/mail/supportMail.ts';
import { lockedWrite } from '../platform/lockedWrite.ts';
import { memberById, type MemberRow } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';

type ParsedComplaint = Required<Pick<ComplaintRequest, 'category' | 'text'>> & Pick<ComplaintRequest, 'member_id' | 'photo_id'>;

export interface ComplaintDeps {
  db: Db;
  baseUrl: string;
  /** true when a mail transport delivers; otherwise the mail waits in the dev mailbox */
  deliver: boolean;
}

const issue = (path: string, code: string) => new ApiFailure(400, 'invalid_request', { issues: [{ path, code }] });

/** The reported member and photo, checked: the member of this site, the photo one of theirs. */
async function targetsOf(db: Db, site: SiteRow, reporter: MemberRow, c: ParsedComplaint): Promise<{ member: MemberRow | null; photoId: number | null }> {
  if (c.category !== 'general' && c.member_id === undefined) throw issue('member_id', 'required');
  if (c.member_id === undefined) return { member: null, photoId: null };
  if (c.member_id === reporter.id) throw issue('member_id', 'self');
  // any member of the site may be reported, also one who blocked the reporter or is invisible
  const member = (await memberById(db, c.member_id)) ?? null;
  if (!member || member.siteId !== site.id) throw issue('member_id', 'unknown');
  if (c.photo_id === undefined) return { member, photoId: null };
  const [photo] = await db.select({ id: photos.id }).from(photos).where(and(eq(photos.id, c.photo_id), eq(photos.memberId, member.id)));
  if (!photo) throw issue('photo_id', 'unknown');
  return { member, photoId: photo.id };
}

/** POST /api/complaints.php: stored, then a mail to the site's support address through the outbox. */
export async function fileComplaint(deps: ComplaintDeps, site: SiteRow, reporter: MemberRow, c: ParsedComplaint, now: Date): Promise<number> {
  const { db } = deps;
  const { member, photoId } = await targetsOf(db, site, reporter, c);
  // the hourly count judged under the reporter's lock, so parallel complaints queue and each sees the ones before it
  return lockedWrite(db, [reporter.id], async (tx) => {
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(and(eq(complaints.memberId, reporter.id), gte(complaints.createdAt, hourAgo)));
    if ((recent?.n ?? 0) >= COMPLAINTS_PER_HOUR) throw new ApiFailure(429, 'rate_limited');
    const [row] = await tx
      .insert(complaints)
      .values({
        siteId: site.id,
        memberId: reporter.id,
        category: c.category,
        text: c.text,
        targetMemberId: member?.id ?? null,
        targetPhotoId: photoId,
        createdAt: now,
      })
      .returning({ id: complaints.id });
    if (!row) throw new Error('complaint insert returned nothing');
    const about = member ? `${member.name} (member ${member.id})${photoId === null ? '' : `, photo ${photoId}`}` : '—';
    await enqueueSupportMail(tx, {
      site,
      kind: 'complaint',
      subject: `[${site.name}] Complaint #${row.id} (${c.category})`,
      text: [
        `Complaint #${row.id} on ${site.name} (${site.domain})`,
        `Category: ${c.category}`,
        `From: ${reporter.name} (member ${reporter.id}, ${reporter.email})`,
        `About: ${about}`,
        `Received: ${now.toISOString()}`,
        '',
        c.text,
      ].join('\n'),
      baseUrl: deps.baseUrl,
      deliver: deps.deliver,
      now,
    });
    return row.id;
  });
}
