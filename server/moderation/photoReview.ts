import { and, eq, inArray } from 'drizzle-orm';
import type { PhotoReview } from '../../src/contract/moderation.ts';
import { members, photos } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { lockMembers, type Tx } from '../platform/lockedWrite.ts';
import { deletePhoto } from '../members/photoStore.ts';

// Photo review (SPEC §5 photos, decision 121). Per site (`sites.photo_moderation`): 'pre' stores a
// new photo as `pending` (its owner sees it, nobody else: photoAccess.ts shows others `active`
// photos only) until a moderator approves it; 'post' stores it `active` and queues it all the
// same. A photo waits in the queue while `reviewed_at` is null. Rejected photos stay with their
// owner, marked, with the moderator's reason (the photos screen shows it); nobody else sees them.

type PhotoRow = typeof photos.$inferSelect;

export interface PhotoState {
  status: PhotoRow['status'];
  review: PhotoReview;
  rejectReason: string | null;
}

export interface PhotoChange {
  memberId: number;
  before: PhotoState;
  after: PhotoState | null;
}

export function reviewOf(photo: Pick<PhotoRow, 'status' | 'reviewedAt'>): PhotoReview {
  if (photo.reviewedAt === null) return 'queued';
  return photo.status === 'rejected' ? 'rejected' : 'approved';
}

const stateOf = (photo: PhotoRow): PhotoState => ({ status: photo.status, review: reviewOf(photo), rejectReason: photo.rejectReason });

/** The photo under its owner's lock and its row lock, checked to be of this site; or 404. */
async function lockedPhoto(tx: Tx, siteId: number, photoId: number): Promise<PhotoRow> {
  const [found] = await tx.select({ memberId: photos.memberId, siteId: members.siteId }).from(photos).innerJoin(members, eq(members.id, photos.memberId)).where(eq(photos.id, photoId));
  if (!found || found.siteId !== siteId) throw new ApiFailure(404, 'not_found');
  await lockMembers(tx, [found.memberId]);
  const [photo] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
  if (!photo) throw new ApiFailure(404, 'not_found');
  return photo;
}

function refuseIfChanged(photo: PhotoRow, seen: PhotoReview): void {
  if (reviewOf(photo) !== seen) throw new ApiFailure(409, 'moderation_conflict');
}

/** What a verdict writes: approved photos are visible to others (a pending one becomes active); rejected ones their owner's alone, with the reason. */
type Verdict = { decision: 'approve' } | { decision: 'reject'; reason: string };

async function judge(tx: Tx, photo: PhotoRow, verdict: Verdict, now: Date): Promise<PhotoChange> {
  const set =
    verdict.decision === 'approve'
      ? { status: 'active' as const, reviewedAt: now, rejectReason: null }
      : { status: 'rejected' as const, reviewedAt: now, rejectReason: verdict.reason.trim() };
  const [after] = await tx.update(photos).set(set).where(eq(photos.id, photo.id)).returning();
  return { memberId: photo.memberId, before: stateOf(photo), after: after ? stateOf(after) : null };
}

/** Approve: visible to others from now on (a pending photo becomes active), out of the queue. */
export async function approvePhoto(tx: Tx, input: { siteId: number; photoId: number; seen: PhotoReview; now: Date }): Promise<PhotoChange> {
  const photo = await lockedPhoto(tx, input.siteId, input.photoId);
  refuseIfChanged(photo, input.seen);
  return judge(tx, photo, { decision: 'approve' }, input.now);
}

/** Reject: hidden from everyone but the owner, who is told why. */
export async function rejectPhoto(tx: Tx, input: { siteId: number; photoId: number; seen: PhotoReview; reason: string; now: Date }): Promise<PhotoChange> {
  const photo = await lockedPhoto(tx, input.siteId, input.photoId);
  refuseIfChanged(photo, input.seen);
  return judge(tx, photo, { decision: 'reject', reason: input.reason }, input.now);
}

export interface BatchOutcome {
  /** judged now, in ascending id order, with what changed (one audit entry each) */
  judged: Array<PhotoChange & { photoId: number }>;
  /** out of the queue already (another moderator judged them first): left alone */
  alreadyJudged: number[];
  /** not photos of this site */
  notFound: number[];
}

/**
 * Many queued photos judged at once (decision 177), inside the caller's transaction: the owners'
 * locks (lock_members: ascending ids, so two batches never wait in a cycle), then the photos' row
 * locks, THEN the queue state is read. A photo another moderator judged while this batch waited
 * is reported in `alreadyJudged`, never judged twice.
 */
export async function judgePhotos(tx: Tx, input: { siteId: number; photoIds: readonly number[]; verdict: Verdict; now: Date }): Promise<BatchOutcome> {
  const ids = [...new Set(input.photoIds)].sort((a, b) => a - b);
  const outcome: BatchOutcome = { judged: [], alreadyJudged: [], notFound: [] };
  if (ids.length === 0) return outcome;
  const owners = await tx
    .select({ id: photos.id, memberId: photos.memberId })
    .from(photos)
    .innerJoin(members, eq(members.id, photos.memberId))
    .where(and(inArray(photos.id, ids), eq(members.siteId, input.siteId)));
  await lockMembers(
    tx,
    owners.map((o) => o.memberId),
  );
  const locked = await tx
    .select()
    .from(photos)
    .where(
      inArray(
        photos.id,
        owners.map((o) => o.id),
      ),
    )
    .orderBy(photos.id)
    .for('update');
  const byId = new Map(locked.map((photo) => [photo.id, photo]));
  for (const id of ids) {
    const photo = byId.get(id);
    if (!photo) outcome.notFound.push(id);
    else if (reviewOf(photo) !== 'queued') outcome.alreadyJudged.push(id);
    else outcome.judged.push({ photoId: id, ...(await judge(tx, photo, input.verdict, input.now)) });
  }
  return outcome;
}

/** Delete content: the photo and its files are gone (the owner's remaining photos renumbered). */
export async function removePhoto(tx: Tx, input: { siteId: number; photoId: number }): Promise<PhotoChange> {
  const photo = await lockedPhoto(tx, input.siteId, input.photoId);
  // photoStore's delete in a savepoint of this transaction: one home for removing a photo's rows and files
  await deletePhoto(tx, photo.memberId, photo.id);
  return { memberId: photo.memberId, before: stateOf(photo), after: null };
}

/** Marks a photo reviewed without changing it (a queue item closed by an action on its member). */
export async function markPhotoReviewed(tx: Tx, photoId: number, now: Date): Promise<boolean> {
  const done = await tx.update(photos).set({ reviewedAt: now }).where(eq(photos.id, photoId)).returning({ id: photos.id });
  return done.length > 0;
}
