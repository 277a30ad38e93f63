import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileAnswer } from '../../src/contract/index.ts';
import { ItemAnswer, moderationApi, PHOTO_BATCH_LIMIT, PhotoBatchAnswer, QueueAnswer, staffPhotoPath } from '../../src/contract/moderation.ts';
import { AuditAnswer } from '../../src/contract/staff.ts';
import { photos, staffAudit } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { insertMember, loginAs, type MemberFields } from './members-factory.ts';

const json = { 'content-type': 'application/json' };

// Decision 177: staff see the photos they judge (their own photo route; the members' /media rule
// unchanged), and judge many queued photos in one step, one audit entry per photo.
describe.each(backends)('photo review for staff on %s', (backend) => {
  let t: TestServer;
  let moderator: string;
  let secondModerator: string;
  let support: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    t.clock.ms = Date.UTC(2026, 10, 24, 12, 0, 0);
    moderator = (await signedInStaff(t.app, 'moderator', t.clock.now(), 'anna')).cookie;
    secondModerator = (await signedInStaff(t.app, 'moderator', t.clock.now(), 'bruno')).cookie;
    support = (await signedInStaff(t.app, 'support', t.clock.now())).cookie;
    admin = (await signedInStaff(t.app, 'admin', t.clock.now())).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (cookie: string | null, url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const batch = (payload: unknown, cookie = moderator) => t.app.inject({ method: 'POST', url: moderationApi.photoBatch, headers: { ...json, cookie }, payload: payload as object });

  /** a member with photos (pending ones waiting for review) and their photo rows by position */
  async function owner(fields: MemberFields) {
    const created = await insertMember(t.handle.db, t.clock.now(), { gender: 'female', ...fields });
    const rows = await t.handle.db.select().from(photos).where(eq(photos.memberId, created.id)).orderBy(photos.position);
    return { ...created, photos: rows };
  }
  async function viewer(paid: boolean) {
    const created = await insertMember(t.handle.db, t.clock.now(), { gender: 'male', paidUser: paid });
    return { ...created, cookie: await loginAs(t.app, created.email) };
  }
  const statusOf = async (ids: number[]) =>
    Object.fromEntries((await t.handle.db.select().from(photos).where(inArray(photos.id, ids))).map((p) => [p.id, { status: p.status, reviewed: p.reviewedAt !== null, reason: p.rejectReason }]));

  it('a moderator sees a member’s private and pending photos at the addresses the queue and the item give; members still get 403', async () => {
    const her = await owner({ name: 'Philippa', photos: [{}, { private: true }, { status: 'pending' }] });
    const [main, priv, pending] = her.photos;
    if (!main || !priv || !pending) throw new Error('photos missing');

    // the item and the member's file point at the staff address, never at /media
    const item = ItemAnswer.parse((await get(moderator, `/api/admin/moderation/queue/photos/${pending.id}`)).json());
    expect(item.item.photo?.url).toBe(staffPhotoPath(pending.thumbFilename));
    expect(item.member?.photos.map((p) => p.url)).toEqual(her.photos.map((p) => staffPhotoPath(p.thumbFilename)));

    for (const cookie of [moderator, support, admin]) {
      for (const p of [priv, pending]) {
        for (const file of [p.thumbFilename, p.filename]) {
          const res = await get(cookie, staffPhotoPath(file));
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('image/webp');
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.rawPayload.length).toBeGreaterThan(100);
        }
      }
    }

    // members: the rule of /media is what it was (decision 022): a free member sees no private photo,
    // nobody but the owner a pending one, and a visitor neither
    const free = await viewer(false);
    const premium = await viewer(true);
    expect((await get(free.cookie, `/media/${priv.thumbFilename}`)).statusCode).toBe(403);
    expect((await get(free.cookie, `/media/${pending.thumbFilename}`)).statusCode).toBe(403);
    expect((await get(premium.cookie, `/media/${pending.thumbFilename}`)).statusCode).toBe(403);
    expect((await get(null, `/media/${priv.thumbFilename}`)).statusCode).toBe(403);
    expect((await get(premium.cookie, `/media/${priv.thumbFilename}`)).statusCode).toBe(200);
    // a staff cookie sent to /media changes nothing there, and a member's session opens nothing at the staff address
    expect((await get(moderator, `/media/${pending.thumbFilename}`)).statusCode).toBe(403);
    expect((await get(`${free.cookie}; ${moderator}`, `/media/${pending.thumbFilename}`)).statusCode).toBe(403);
    for (const cookie of [free.cookie, premium.cookie, null]) {
      const res = await get(cookie, staffPhotoPath(pending.thumbFilename));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'authentication_required' });
    }
    // unknown files and names that are not file names are 404, never a 500
    expect((await get(moderator, staffPhotoPath('nobody-photo.webp'))).statusCode).toBe(404);
    expect((await get(moderator, '/api/admin/moderation/photo-file/..%2Fsecret')).statusCode).toBe(404);
  });

  it('approves and rejects many photos in one step, one audit entry per photo, and the members see the result', async () => {
    const her = await owner({ name: 'Odile', photos: [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }] });
    const other = await owner({ name: 'Rosalind', photos: [{ status: 'pending' }, { status: 'pending' }] });
    const herIds = her.photos.map((p) => p.id);
    const otherIds = other.photos.map((p) => p.id);
    const premium = await viewer(true);
    const seenBy = async (id: number) => ProfileAnswer.parse((await get(premium.cookie, `/api/profile.php?id=${id}`)).json()).profile.photos.length;
    expect(await seenBy(her.id)).toBe(0);
    const before = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos')).json()).count;

    const approve = await batch({ decision: 'approve', photo_ids: herIds });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(PhotoBatchAnswer.parse(approve.json())).toEqual({ judged: herIds, already_judged: [], not_found: [] });
    expect(Object.values(await statusOf(herIds))).toEqual(herIds.map(() => ({ status: 'active', reviewed: true, reason: null })));
    expect(await seenBy(her.id)).toBe(3);

    const reject = await batch({ decision: 'reject', photo_ids: otherIds, reason: 'Not a photo of you' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toEqual({ judged: otherIds, already_judged: [], not_found: [] });
    expect(Object.values(await statusOf(otherIds))).toEqual(otherIds.map(() => ({ status: 'rejected', reviewed: true, reason: 'Not a photo of you' })));
    expect(QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos')).json()).count).toBe(before - 5);

    // one entry per photo, each naming its owner, the batch's id and size; the reason only as its length (decision 167)
    const approvals = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'photo.approve'), inArray(staffAudit.targetId, herIds.map(String))));
    expect(approvals).toHaveLength(3);
    const batchIds = new Set(approvals.map((a) => (a.after as { batch: { id: string } }).batch.id));
    expect(batchIds.size).toBe(1);
    for (const entry of approvals) {
      expect(entry, JSON.stringify(entry)).toMatchObject({ targetKind: 'photo', before: { member: her.id, status: 'pending', review: 'queued' }, after: { status: 'active', review: 'approved', batch: { size: 3 } } });
    }
    const rejections = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'photo.reject'), inArray(staffAudit.targetId, otherIds.map(String))));
    expect(rejections).toHaveLength(2);
    expect(rejections[0]?.after).toMatchObject({ status: 'rejected', rejectReason: { chars: 'Not a photo of you'.length }, batch: { size: 2 } });

    // the log names the member each entry is about, for its sentences
    const log = AuditAnswer.parse((await get(admin, '/api/admin/audit?action=photo.approve&limit=10')).json());
    const mine = log.entries.filter((e) => herIds.map(String).includes(e.target_id ?? ''));
    expect(mine.map((e) => e.member)).toEqual(herIds.map(() => ({ id: her.id, name: 'Odile' })));
    expect(mine.every((e) => e.staff_email?.startsWith('anna-'))).toBe(true);
  });

  it('a photo judged by someone else first is reported, not judged again; an unknown one is reported as not found', async () => {
    const her = await owner({ name: 'Imogen', photos: [{ status: 'pending' }, { status: 'pending' }] });
    const [first, second] = her.photos.map((p) => p.id);
    if (first === undefined || second === undefined) throw new Error('photos missing');
    const single = await t.app.inject({
      method: 'POST',
      url: moderationApi.action,
      headers: { ...json, cookie: secondModerator },
      payload: { action: 'reject_photo', photo_id: first, seen: 'queued', reason: 'Blurred' },
    });
    expect(single.statusCode, single.body).toBe(200);
    const res = await batch({ decision: 'approve', photo_ids: [second, first, 2_000_000_000] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ judged: [second], already_judged: [first], not_found: [2_000_000_000] });
    expect((await statusOf([first]))[first]).toEqual({ status: 'rejected', reviewed: true, reason: 'Blurred' });
    const entries = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'photo'), eq(staffAudit.targetId, String(first))));
    expect(entries.map((e) => e.action)).toEqual(['photo.reject']);
  });

  it('two moderators judging the same photos at once: each photo is judged once, by one of them', async () => {
    const her = await owner({ name: 'Beatrix', photos: [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }, { status: 'pending' }] });
    const ids = her.photos.map((p) => p.id);
    const [a, b] = await Promise.all([
      batch({ decision: 'approve', photo_ids: ids }, moderator),
      batch({ decision: 'reject', photo_ids: [...ids].reverse(), reason: 'Not a photo of you' }, secondModerator),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const first = PhotoBatchAnswer.parse(a.json());
    const second = PhotoBatchAnswer.parse(b.json());
    // the locks put one batch after the other: one judged all four, the other found them judged
    expect([first.judged.length, second.judged.length].sort()).toEqual([0, 4]);
    expect([...first.judged, ...second.judged].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect([...first.already_judged, ...second.already_judged].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const entries = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'photo'), inArray(staffAudit.targetId, ids.map(String))));
    expect(entries).toHaveLength(4);
    expect(new Set(entries.map((e) => e.targetId)).size).toBe(4);
  });

  it('refuses bad input with 400 and strangers with 401/403, judging nothing', async () => {
    const her = await owner({ name: 'Henrietta', photos: [{ status: 'pending' }] });
    const id = her.photos[0]?.id ?? 0;
    const tooMany = Array.from({ length: PHOTO_BATCH_LIMIT + 1 }, (_, i) => i + 1);
    for (const payload of [
      {},
      { decision: 'approve' },
      { decision: 'approve', photo_ids: [] },
      { decision: 'approve', photo_ids: tooMany },
      { decision: 'approve', photo_ids: [id, id] },
      { decision: 'approve', photo_ids: ['one'] },
      { decision: 'approve', photo_ids: [-3] },
      { decision: 'approve', photo_ids: [1.5] },
      { decision: 'reject', photo_ids: [id] },
      { decision: 'reject', photo_ids: [id], reason: '   ' },
      { decision: 'reject', photo_ids: [id], reason: 'x'.repeat(501) },
      { decision: 'delete', photo_ids: [id] },
    ]) {
      const res = await batch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
    const malformed = await t.app.inject({ method: 'POST', url: moderationApi.photoBatch, headers: { ...json, cookie: moderator }, payload: '{"decision":' });
    expect(malformed.statusCode).toBe(400);
    // hostile input is a class: NUL and lone surrogates in the reason, other scripts' digits, ids past
    // the safe integers, prototype keys, deep nesting and a huge body answer 400 too, never 500
    for (const raw of [
      JSON.stringify({ decision: 'reject', photo_ids: [id], reason: 'blurred\u0000face' }),
      JSON.stringify({ decision: 'reject', photo_ids: [id], reason: 'blurred \uD83D face' }),
      JSON.stringify({ decision: 'approve', photo_ids: ['\u0661\u0662'] }),
      JSON.stringify({ decision: 'approve', photo_ids: [Number.MAX_SAFE_INTEGER] }).replace(String(Number.MAX_SAFE_INTEGER), '9007199254740993'),
      `{"decision":"approve","photo_ids":[${id}],"__proto__":{"admin":true}}`,
      `{"decision":"approve","photo_ids":[${id}],"constructor":{"prototype":{"admin":true}}}`,
      `{"decision":"approve","photo_ids":${'['.repeat(100)}${id}${']'.repeat(100)}}`,
      JSON.stringify({ decision: 'reject', photo_ids: [id], reason: 'y'.repeat(2_000_000) }),
    ]) {
      const res = await t.app.inject({ method: 'POST', url: moderationApi.photoBatch, headers: { ...json, cookie: moderator }, payload: raw });
      expect([400, 413], raw.slice(0, 120)).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json(), raw.slice(0, 120)).toMatchObject({ error: 'invalid_request' });
    }
    expect((await batch({ decision: 'approve', photo_ids: [id] }, support)).statusCode).toBe(403);
    const member = await viewer(true);
    expect((await batch({ decision: 'approve', photo_ids: [id] }, member.cookie)).statusCode).toBe(401);
    expect((await statusOf([id]))[id]).toEqual({ status: 'pending', reviewed: false, reason: null });
  });

  it('pages the photo queue: offset answers the next photos, oldest first, and the count of all', async () => {
    for (let i = 0; i < 3; i++) await owner({ name: `Paging ${'abc'[i]}`, photos: [{ status: 'pending' }, { status: 'pending' }] });
    const first = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos?limit=4')).json());
    const second = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos?limit=4&offset=4')).json());
    const all = QueueAnswer.parse((await get(moderator, '/api/admin/moderation/queue/photos?limit=8')).json());
    expect(first.count).toBe(all.count);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect(all.items.every((i) => i.photo?.url.startsWith('/api/admin/moderation/photo-file/'))).toBe(true);
    expect((await get(moderator, '/api/admin/moderation/queue/photos?offset=-1')).statusCode).toBe(400);
    expect((await get(moderator, '/api/admin/moderation/queue/photos?offset=many')).statusCode).toBe(400);
  });
});
