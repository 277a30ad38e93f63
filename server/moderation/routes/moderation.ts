import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ItemAnswer,
  MODERATION_QUEUE_LIMIT,
  ModerationAction,
  ModerationActionAnswer,
  moderationApi,
  PhotoBatch,
  PhotoBatchAnswer,
  QueueAnswer,
  QueueCountsAnswer,
  type ItemRef,
  type MemberModeration,
  type ParsedModerationAction,
} from '../../../src/contract/moderation.ts';
import { rows, sql, type Db } from '../../db/connect.ts';
import { members, photos } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { removeQueuedNow } from '../../media/sweep.ts';
import { endStreamsPoke, type PokeBus } from '../../notify/pokeBus.ts';
import { lockMembers, type Tx } from '../../platform/lockedWrite.ts';
import { isBarred } from '../barred.ts';
import { memberFile } from '../memberFile.ts';
import { addWarningNotice } from '../notices.ts';
import { banMember, liftMember, suspendMember, warnMember, type ModerationChange } from '../memberStatus.ts';
import { approvePhoto, judgePhotos, rejectPhoto, removePhoto } from '../photoReview.ts';
import { queueCounts, queueKind } from '../queues.ts';
import type { SiteRow } from '../../platform/sites.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { and, eq, or } from 'drizzle-orm';
import { mediaFileReader } from '../../media/mediaFile.ts';

export interface AdminModerationDeps {
  db: Db;
  clock: () => Date;
  bus: PokeBus;
}

const KindParams = z.object({ kind: z.string().min(1).max(40) });
const ItemParams = z.object({ kind: z.string().min(1).max(40), id: z.string().min(1).max(40) });
const MessageParams = z.object({ id: z.uuid() });
const FileParams = z.object({ file: z.string().max(400) });
// the members' /media route's rule of a file name (server/media/routes.ts): any other name is no file
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const QueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MODERATION_QUEUE_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** What one action did: audit entries to write and the member whose streams end, if any. */
interface Done {
  moderation: MemberModeration | null;
  barredMember: number | null;
  /** a member told by a notice (a warning, decision 133): their open app pulls it now */
  noticed?: number;
}

/**
 * The moderation queues and actions of the staff console (decision 121), moderators only
 * (requireStaff('moderator'); admin passes). Queues are the site's of the request's host. Every
 * action runs in one transaction with its audit entry (server/staff/audit.ts): both commit or
 * neither; an action judged against a state another moderator changed first is 409
 * moderation_conflict and leaves nothing behind.
 */
export const adminModerationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: AdminModerationDeps = app;
  const { db, clock, bus } = deps;
  // the staff session before the schemas: a stranger gets 401, never a 400
  const preValidation = requireStaff('moderator');

  app.get(moderationApi.counts, { preValidation, schema: { response: { 200: QueueCountsAnswer } } }, async (request) => {
    return { queues: await queueCounts(db, request.site, clock()) };
  });

  app.get(moderationApi.queue, { preValidation, schema: { params: KindParams, querystring: QueueQuery, response: { 200: QueueAnswer } } }, async (request) => {
    const { kind } = request.params;
    const { limit, offset } = request.query;
    const queue = queueKind(kind);
    const now = clock();
    const [count, items] = await Promise.all([queue.count(db, request.site, now), queue.list(db, request.site, now, limit ?? MODERATION_QUEUE_LIMIT, offset ?? 0)]);
    // a read of member data is audited (decision 167): which items, of which members, a moderator saw
    const members = [...new Set(items.flatMap((item) => (item.member ? [item.member.id] : [])))];
    await writeAudit(db, { staffId: staffOfRequest(request).id, action: 'queue.list', targetKind: kind, after: { items: items.map((item) => item.id), members }, at: now });
    return { kind, count, items };
  });

  app.get(moderationApi.item, { preValidation, schema: { params: ItemParams, response: { 200: ItemAnswer } } }, async (request) => {
    const { kind, id } = request.params;
    const now = clock();
    const entry = await queueKind(kind).item(db, request.site, id, now);
    if (!entry) throw new ApiFailure(404, 'not_found');
    const member = entry.item.member ? await memberFile(db, request.site, entry.item.member.id, now) : null;
    // the item, its member's file and the conversation excerpt: who read them, never what they say (decision 167)
    await writeAudit(db, {
      staffId: staffOfRequest(request).id,
      action: 'queue.item_view',
      targetKind: kind,
      targetId: id,
      after: { member: member?.id ?? null, excerpt: entry.excerpt.map((m) => m.id), senders: [...new Set(entry.excerpt.map((m) => m.sender_id))] },
      at: now,
    });
    return { ...entry, member };
  });

  // decision 133: a picture of a chat message for the moderator (a held one reaches no member but its
  // sender); a message of another site does not exist here; never kept by any cache
  app.get(moderationApi.messageImage, { preValidation, schema: { params: MessageParams } }, async (request, reply) => {
    const { id } = request.params;
    const [found] = await rows<{ image_key: string; sender_id: number }>(
      db,
      sql`SELECT m.image_key, m.sender_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE m.id = ${id}::uuid AND c.site_id = ${request.site.id} AND m.image_key IS NOT NULL`,
    );
    // decision 174: the bytes from the media store (a store away: 503 with Retry-After, app.ts)
    const stored = found ? await app.mediaStore.get(found.image_key) : null;
    if (!found || !stored) throw new ApiFailure(404, 'not_found');
    await writeAudit(db, { staffId: staffOfRequest(request).id, action: 'message.image_view', targetKind: 'message', targetId: id, after: { sender: found.sender_id }, at: clock() });
    reply.header('cache-control', 'no-store');
    reply.type(stored.contentType);
    return reply.send(stored.bytes);
  });

  // decision 177: a member photo for staff, private, pending and rejected ones included. Staff
  // accounts serve every site (decision 120), and support reads member files too. The reads that
  // hand out these addresses (queue.list, queue.item_view, member.view) are audited; the files
  // themselves are not, one entry per thumbnail would bury the log. Never kept by any cache.
  const readFile = mediaFileReader(app.mediaStore, app.log);
  app.get(moderationApi.photoFile, { preValidation: requireStaff('moderator', 'support'), schema: { params: FileParams } }, async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) throw new ApiFailure(404, 'not_found');
    const [photo] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(or(eq(photos.filename, file), eq(photos.thumbFilename, file), eq(photos.matchFilename, file)))
      .limit(1);
    const found = photo ? await readFile(file, true) : null;
    if (!found) throw new ApiFailure(404, 'not_found');
    reply.header('cache-control', 'no-store');
    reply.type(found.type);
    return reply.send(found.bytes);
  });

  // decision 177: many queued photos judged in one transaction, one audit entry per photo (the batch's
  // id in each, so the log can tell them as one act); photos judged meanwhile are reported, not judged
  app.post(moderationApi.photoBatch, { preValidation, schema: { body: PhotoBatch, response: { 200: PhotoBatchAnswer } } }, async (request) => {
    const staff = staffOfRequest(request);
    const { body } = request;
    const now = clock();
    const batch = crypto.randomUUID();
    const outcome = await db.transaction(async (tx) => {
      const verdict = body.decision === 'approve' ? { decision: 'approve' as const } : { decision: 'reject' as const, reason: body.reason };
      const judged = await judgePhotos(tx, { siteId: request.site.id, photoIds: body.photo_ids, verdict, now });
      for (const change of judged.judged) {
        await writeAudit(tx, {
          staffId: staff.id,
          action: `photo.${body.decision}`,
          targetKind: 'photo',
          targetId: change.photoId,
          before: { member: change.memberId, ...change.before },
          after: { ...change.after, batch: { id: batch, size: judged.judged.length } },
          memberId: change.memberId,
          at: now,
        });
      }
      return judged;
    });
    return { judged: outcome.judged.map((c) => c.photoId), already_judged: outcome.alreadyJudged, not_found: outcome.notFound };
  });

  app.post(moderationApi.action, { preValidation, schema: { body: ModerationAction, response: { 200: ModerationActionAnswer } } }, async (request) => {
    const staff = staffOfRequest(request);
    const { body } = request;
    const now = clock();
    const site = request.site;
    const done = await db.transaction(async (tx) => {
      const audit = (action: string, targetKind: string, targetId: string | number, before: unknown, after: unknown, memberId?: number) =>
        writeAudit(tx, { staffId: staff.id, action, targetKind, targetId, before, after, memberId: memberId ?? null, at: now });
      const result = await act(tx, site, body, now, audit);
      if (body.item && !closedBy(body, body.item)) {
        const closed = await queueKind(body.item.kind).close(tx, site, body.item.id, body.action === 'dismiss' ? 'dismissed' : 'handled', now);
        await audit(`queue.${body.action === 'dismiss' ? 'dismiss' : 'close'}`, body.item.kind, body.item.id, closed.before, closed.after);
      }
      return result;
    });
    // a removed photo's files leave the media store after the commit (decision 174)
    if (body.action === 'delete_photo') await removeQueuedNow(app);
    // after the commit: every open real-time stream of a suspended or banned member closes now, on every instance
    if (done.barredMember !== null) await bus.publish([endStreamsPoke(done.barredMember)]);
    if (done.noticed !== undefined) await bus.publish([{ member: done.noticed, kind: 'notice' }]).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    return { ok: true as const, moderation: done.moderation };
  });
  done();
};

/** A photo's own queue item is closed by the verdict on the photo itself. */
function closedBy(body: ParsedModerationAction, item: ItemRef): boolean {
  return (body.action === 'approve_photo' || body.action === 'reject_photo' || body.action === 'delete_photo') && item.kind === 'photos' && item.id === String(body.photo_id);
}

type Audit = (action: string, targetKind: string, targetId: string | number, before: unknown, after: unknown, memberId?: number) => Promise<number>;

async function memberOfSite(tx: Tx, site: SiteRow, memberId: number): Promise<void> {
  const [found] = await tx.select({ id: members.id }).from(members).where(and(eq(members.id, memberId), eq(members.siteId, site.id)));
  if (!found) throw new ApiFailure(404, 'not_found');
}

async function act(tx: Tx, site: SiteRow, body: ParsedModerationAction, now: Date, audit: Audit): Promise<Done> {
  const onMember = async (change: Promise<ModerationChange>, memberId: number, action: string): Promise<Done> => {
    const { before, after } = await change;
    await audit(`member.${action}`, 'member', memberId, before, after);
    return { moderation: after, barredMember: isBarred({ moderation: after.state }) ? memberId : null };
  };
  switch (body.action) {
    case 'warn': {
      await memberOfSite(tx, site, body.member_id);
      const { before, after } = await warnMember(tx, { memberId: body.member_id, seenRev: body.seen_rev, reason: body.reason, now });
      // the member is told in the app, once, with the category translated (decision 133)
      const notice = await addWarningNotice(tx, { memberId: body.member_id, category: body.category, reason: after.reason ?? body.reason.trim(), now });
      await audit('member.warn', 'member', body.member_id, before, { ...after, notice: { id: notice, category: body.category } });
      return { moderation: after, barredMember: null, noticed: body.member_id };
    }
    case 'suspend':
      await memberOfSite(tx, site, body.member_id);
      return onMember(
        suspendMember(tx, { memberId: body.member_id, seenRev: body.seen_rev, reason: body.reason, until: new Date(body.until), now }),
        body.member_id,
        'suspend',
      );
    case 'ban':
      await memberOfSite(tx, site, body.member_id);
      return onMember(banMember(tx, { memberId: body.member_id, seenRev: body.seen_rev, reason: body.reason, now }), body.member_id, 'ban');
    case 'lift':
      await memberOfSite(tx, site, body.member_id);
      return onMember(liftMember(tx, { memberId: body.member_id, seenRev: body.seen_rev, now }), body.member_id, 'lift');
    case 'approve_photo': {
      const change = await approvePhoto(tx, { siteId: site.id, photoId: body.photo_id, seen: body.seen, now });
      await audit('photo.approve', 'photo', body.photo_id, { member: change.memberId, ...change.before }, change.after, change.memberId);
      return { moderation: null, barredMember: null };
    }
    case 'reject_photo': {
      const change = await rejectPhoto(tx, { siteId: site.id, photoId: body.photo_id, seen: body.seen, reason: body.reason, now });
      await audit('photo.reject', 'photo', body.photo_id, { member: change.memberId, ...change.before }, change.after, change.memberId);
      return { moderation: null, barredMember: null };
    }
    case 'delete_photo': {
      const change = await removePhoto(tx, { siteId: site.id, photoId: body.photo_id });
      await audit('photo.delete', 'photo', body.photo_id, { member: change.memberId, ...change.before }, null, change.memberId);
      return { moderation: null, barredMember: null };
    }
    case 'delete_about': {
      await memberOfSite(tx, site, body.member_id);
      await lockMembers(tx, [body.member_id]);
      const [before] = await tx.select({ about: members.about }).from(members).where(eq(members.id, body.member_id)).for('update');
      await tx.update(members).set({ about: null }).where(eq(members.id, body.member_id));
      await audit('member.delete_about', 'member', body.member_id, { about: before?.about ?? null }, { about: null });
      return { moderation: null, barredMember: null };
    }
    case 'dismiss':
      return { moderation: null, barredMember: null };
  }
}
