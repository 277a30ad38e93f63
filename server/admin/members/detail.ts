import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { LedgerLine, MemberDetail, MemberHistoryLine, MemberPayment, MemberReportLine } from '../../../src/contract/adminMembers.ts';
import { staffPhotoPath } from '../../../src/contract/moderation.ts';
import { rows, type Db } from '../../db/connect.ts';
import { accountDeletions, complaints, creditLedger, members, orders, payments, photos, pushSubscriptions, reports, sessions, sites, staffAccounts } from '../../db/schema.ts';
import { ageOn, type MemberRow } from '../../members/members.ts';
import { moderationOf } from '../../moderation/memberStatus.ts';
import { reviewOf } from '../../moderation/photoReview.ts';
import type { SiteRow } from '../../platform/sites.ts';
import { READ_ACTIONS } from '../../staff/audit.ts';
import { isPendingDeletion } from '../../safety/reach.ts';

/** How many of the newest lines each list of the file shows. */
export const FILE_LINES = 50;

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);
const siteRef = (site: SiteRow) => ({ id: site.id, name: site.name, domain: site.domain });

/** The member with their site, or undefined. */
export async function memberWithSite(db: Db, id: number): Promise<{ member: MemberRow; site: SiteRow } | undefined> {
  const [found] = await db.select({ member: members, site: sites }).from(members).innerJoin(sites, eq(sites.id, members.siteId)).where(eq(members.id, id));
  return found;
}

/** A ledger line as the console shows it: a staff adjustment names who made it and why. */
export function ledgerLineOf(line: typeof creditLedger.$inferSelect, staffEmail: string | null): LedgerLine {
  return {
    id: line.id,
    delta: line.delta,
    balance_after: line.balanceAfter,
    reason: line.reason,
    ref: line.ref,
    at: line.createdAt.toISOString(),
    staff_email: staffEmail,
    note: line.note,
  };
}

async function ledgerOf(db: Db, memberId: number): Promise<LedgerLine[]> {
  const found = await db
    .select({ line: creditLedger, email: staffAccounts.email })
    .from(creditLedger)
    .leftJoin(staffAccounts, eq(staffAccounts.id, creditLedger.staffId))
    .where(eq(creditLedger.memberId, memberId))
    .orderBy(desc(creditLedger.id))
    .limit(FILE_LINES);
  return found.map((r) => ledgerLineOf(r.line, r.email));
}

async function paymentsOf(db: Db, memberId: number): Promise<MemberPayment[]> {
  const found = await db
    .select({ payment: payments, credits: orders.credits, bonus: orders.bonus })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.createdAt))
    .limit(FILE_LINES);
  return found.map(({ payment: p, credits, bonus }) => ({
    id: p.id,
    order_id: p.orderId,
    provider: p.provider,
    provider_ref: p.providerPaymentId ?? p.wireReference,
    method: p.method,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    credits: credits + bonus,
    created_at: p.createdAt.toISOString(),
    completed_at: iso(p.completedAt),
    refunded_at: iso(p.refundedAt),
  }));
}

/** Sessions newest first, each with the push services of the browsers it subscribed (its devices). */
async function sessionsOf(db: Db, memberId: number, now: Date) {
  const [own, subs] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(desc(sessions.createdAt)).limit(FILE_LINES),
    db.select({ session: pushSubscriptions.sessionTokenHash, endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)),
  ]);
  const hostOf = (endpoint: string): string => {
    try {
      return new URL(endpoint).host;
    } catch {
      return '?';
    }
  };
  return own.map((s) => ({
    started_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    ended_at: iso(s.revokedAt),
    live: s.revokedAt === null && s.expiresAt.getTime() > now.getTime(),
    push_devices: subs.filter((p) => p.session === s.tokenHash).map((p) => hostOf(p.endpoint)),
  }));
}

/** Reports by and about the member (decision 123) and complaints about them (SPEC complaints), newest first. */
async function reportsOf(db: Db, memberId: number): Promise<MemberReportLine[]> {
  const [by, about, complained] = await Promise.all([
    db.select().from(reports).where(eq(reports.reporterId, memberId)).orderBy(desc(reports.id)).limit(FILE_LINES),
    db.select().from(reports).where(eq(reports.targetMemberId, memberId)).orderBy(desc(reports.id)).limit(FILE_LINES),
    db.select().from(complaints).where(eq(complaints.targetMemberId, memberId)).orderBy(desc(complaints.id)).limit(FILE_LINES),
  ]);
  const lines: MemberReportLine[] = [
    ...by.map((r) => ({ id: r.id, direction: 'by' as const, kind: 'report' as const, other_id: r.targetMemberId, reason: r.reason, note: r.note, status: r.status, at: r.createdAt.toISOString() })),
    ...about.map((r) => ({ id: r.id, direction: 'about' as const, kind: 'report' as const, other_id: r.reporterId, reason: r.reason, note: r.note, status: r.status, at: r.createdAt.toISOString() })),
    ...complained.map((c) => ({ id: c.id, direction: 'about' as const, kind: 'complaint' as const, other_id: c.memberId, reason: c.category, note: c.text, status: c.status, at: c.createdAt.toISOString() })),
  ];
  return lines.sort((a, b) => b.at.localeCompare(a.at)).slice(0, FILE_LINES);
}

/**
 * Every staff act on the member from the audit log (decision 120): moderation (decision 121),
 * verdicts on their photos, and this back office's own actions, newest first.
 */
async function historyOf(db: Db, memberId: number): Promise<MemberHistoryLine[]> {
  const found = await rows<{ id: number; at: Date | string; action: string; email: string | null; reason: string | null }>(
    db,
    sql`SELECT a.id, a.at, a.action, s.email,
        -- the audit keeps no text (decision 167): a reason waits beside it until the member's erasure
        (SELECT x.text FROM staff_audit_texts x WHERE x.audit_id = a.id AND x.path IN ('after.reason', 'after.note') ORDER BY x.path DESC LIMIT 1) AS reason
      FROM staff_audit a LEFT JOIN staff_accounts s ON s.id = a.staff_id
      WHERE ((a.target_kind = 'member' AND a.target_id = ${String(memberId)})
         OR (a.target_kind = 'photo' AND a.before ->> 'member' = ${String(memberId)}))
        -- reads of the file are in the audit log, not among the acts on the member
        AND a.action NOT IN (${sql.join(READ_ACTIONS.map((action) => sql`${action}`), sql`, `)})
      ORDER BY a.id DESC LIMIT ${FILE_LINES}`,
  );
  return found.map((r) => ({ id: Number(r.id), at: new Date(r.at).toISOString(), action: r.action, staff_email: r.email, reason: typeof r.reason === 'string' ? r.reason : null }));
}

/** The member's whole file for the console (decision 129). */
export async function memberDetail(db: Db, member: MemberRow, site: SiteRow, now: Date): Promise<MemberDetail> {
  const [photoRows, others, deletion, sessionLines, ledger, paymentLines, reportLines, history] = await Promise.all([
    db.select().from(photos).where(eq(photos.memberId, member.id)).orderBy(asc(photos.position), asc(photos.id)),
    db
      .select({ id: members.id, status: members.status, site: sites })
      .from(members)
      .innerJoin(sites, eq(sites.id, members.siteId))
      .where(and(eq(members.email, member.email), ne(members.id, member.id)))
      .orderBy(asc(sites.id)),
    db.select({ eraseAfter: accountDeletions.eraseAfter }).from(accountDeletions).where(eq(accountDeletions.memberId, member.id)),
    sessionsOf(db, member.id, now),
    ledgerOf(db, member.id),
    paymentsOf(db, member.id),
    reportsOf(db, member.id),
    historyOf(db, member.id),
  ]);
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    site: siteRef(site),
    gender: member.gender,
    age: ageOn(member.birthdate, now),
    country: member.country,
    city: member.city,
    about: member.about,
    language: member.language,
    status: member.status,
    profile_status: member.profileStatus,
    invisible: member.invisible,
    fictional: member.fictional,
    paid_user: member.paidUser,
    credits: member.credits,
    signup_date: member.signupDate.toISOString(),
    last_seen: iso(member.lastSeen),
    moderation: moderationOf(member),
    erase_after: isPendingDeletion(member) ? iso(deletion[0]?.eraseAfter ?? null) : null,
    other_sites: others.map((o) => ({ member_id: o.id, site: siteRef(o.site), status: o.status })),
    photos: photoRows.map((p) => ({ id: p.id, url: staffPhotoPath(p.thumbFilename), review: reviewOf(p), private: p.private, reject_reason: p.rejectReason })),
    sessions: sessionLines,
    ledger,
    payments: paymentLines,
    reports: reportLines,
    history,
  };
}
