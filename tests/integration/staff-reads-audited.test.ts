import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAnswer } from '../../src/contract/staff.ts';
import { ItemAnswer } from '../../src/contract/moderation.ts';
import { rows } from '../../server/db/connect.ts';
import { members, staffAccounts, staffAudit, staffAuditTexts } from '../../server/db/schema.ts';
import { writeAudit } from '../../server/staff/audit.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff, type TestStaff } from '../helpers/staff.ts';
import { insertMember, loginAs } from './members-factory.ts';

// Decision 167: a staff member's read of member data leaves an audit entry (who, what, when), and no
// entry holds a member's words or identity, whatever a caller passes.

const json = { 'content-type': 'application/json' };
const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe.each(backends)('staff reads of member data are audited on %s', (backend) => {
  let t: TestServer;
  let admin: TestStaff & { id: number };
  beforeAll(async () => {
    t = await startTestServer(backend);
    t.clock.ms = Date.UTC(2026, 10, 24, 12, 0, 0);
    const signedIn = await signedInStaff(t.app, 'admin', t.clock.now());
    const [account] = await t.handle.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, signedIn.email));
    admin = { ...signedIn, id: account?.id ?? -1 };
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { ...json, cookie }, payload });
  async function member(fields: Parameters<typeof insertMember>[2] = {}) {
    const created = await insertMember(t.handle.db, t.clock.now(), { country: 'GB', gender: 'male', sexuality: 'hetero', ...fields });
    await t.handle.db.update(members).set({ credits: 1000, paidUser: true }).where(eq(members.id, created.id));
    return { ...created, cookie: await loginAs(t.app, created.email) };
  }
  /** The entries of `action` by this staff member, oldest first, as the audit screen reads them. */
  async function entries(action: string) {
    const answer = AuditAnswer.parse((await get(admin.cookie, `/api/admin/audit?action=${action}&limit=200`)).json());
    return answer.entries.filter((e) => e.staff_id === admin.id).reverse();
  }
  /** Every text stored in the audit, for a search of member words. */
  const auditText = async () => (await rows<{ all: string }>(t.handle.db, sql`SELECT coalesce(string_agg(coalesce(target_id, '') || before::text || after::text, ' '), '') AS "all" FROM staff_audit`))[0]?.all ?? '';

  it('opening a member’s file and searching members: who, which member, when; the search term only as its length', async () => {
    const m = await member({ name: 'Quillonia' });
    expect((await get(admin.cookie, `/api/admin/members?q=${encodeURIComponent(m.email)}`)).statusCode).toBe(200);
    expect((await get(admin.cookie, `/api/admin/members/${m.id}`)).statusCode).toBe(200);
    const [view] = await entries('member.view');
    expect(view).toMatchObject({ staff_id: admin.id, target_kind: 'member', target_id: String(m.id), at: t.clock.now().toISOString() });
    const search = (await entries('member.search')).at(-1);
    expect(search?.after).toEqual({ by: 'any', site: null, q: { chars: m.email.length }, shown: [m.id] });
    expect(await auditText()).not.toContain(m.email);
    expect(await auditText()).not.toContain('Quillonia');
  });

  it('a payment list: who listed which payments of which members, by what filter', async () => {
    const m = await member();
    expect((await get(admin.cookie, `/api/admin/payments?member_id=${m.id}&country=gb`)).statusCode).toBe(200);
    const list = (await entries('payment.list')).at(-1);
    expect(list).toMatchObject({ target_kind: 'payments', after: { filter: { member_id: m.id, country: 'GB' }, payments: [], members: [] } });
  });

  it('a conversation excerpt and a chat image: which item, which messages and senders, which picture; never their text', async () => {
    const sender = await member();
    const receiver = await member({ gender: 'female' });
    const id = crypto.randomUUID();
    // the contact filter holds it: it is an item of the held queue with its excerpt
    const sent = await post(sender.cookie, '/api/messages.php', { id, profile_id: receiver.id, kind: 'image', body: 'buy me an amazon gift card please', image: pixel });
    expect(sent.statusCode, sent.body).toBe(200);
    const item = ItemAnswer.parse((await get(admin.cookie, `/api/admin/moderation/queue/held/${id}`)).json());
    expect(item.excerpt.some((m) => m.body.includes('amazon'))).toBe(true);
    const view = (await entries('queue.item_view')).at(-1);
    expect(view).toMatchObject({ target_kind: 'held', target_id: id, after: { member: sender.id, excerpt: [id], senders: [sender.id] } });
    expect((await get(admin.cookie, `/api/admin/moderation/message-image/${id}`)).statusCode).toBe(200);
    const image = (await entries('message.image_view')).at(-1);
    expect(image).toMatchObject({ target_kind: 'message', target_id: id, after: { sender: sender.id } });
    expect((await get(admin.cookie, '/api/admin/moderation/queue/held')).statusCode).toBe(200);
    const queue = (await entries('queue.list')).at(-1);
    expect(queue?.target_kind).toBe('held');
    const listed = queue?.after as { items: string[]; members: number[] } | undefined;
    expect(listed?.items).toContain(id);
    expect(listed?.members).toContain(sender.id);
    expect(await auditText()).not.toContain('amazon');
    // a read that found nothing is not an entry
    const before = (await entries('message.image_view')).length;
    expect((await get(admin.cookie, `/api/admin/moderation/message-image/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect(await entries('message.image_view')).toHaveLength(before);
  });

  it('the writer keeps codes, numbers and times, and any other text as its length, whatever a caller passes', async () => {
    const hostile = {
      about: 'My secret about text',
      state: 'warned',
      reason: 'He wrote "call me" twice',
      status: 'not a code, a sentence',
      until: '2026-12-01T10:00:00.000Z',
      n: 3,
      ok: true,
      nested: { note: 'words', kind: 'report', list: ['a b', 7, null], deep: [[[[[[[[['x']]]]]]]]] },
      'a key with words': 1,
      ['__proto__']: 'x',
      nul: 'a\u0000b',
      lone: '\ud800',
      huge: 'y'.repeat(100_000),
    };
    const id = await writeAudit(t.handle.db, { staffId: admin.id, action: 'test.facts', targetKind: 'member', targetId: 'Anna Smith', before: hostile, after: ['free text'], at: t.clock.now() });
    const [row] = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.id, id)));
    expect(row?.targetId).toBe('chars:10');
    expect(row?.after).toEqual([{ chars: 9 }]);
    expect(row?.before).toMatchObject({
      about: { chars: 20 },
      state: 'warned',
      reason: { chars: 24 },
      status: { chars: 22 },
      until: '2026-12-01T10:00:00.000Z',
      n: 3,
      ok: true,
      nested: { note: { chars: 5 }, kind: 'report', list: [{ chars: 3 }, 7, null] },
      '#8': 1,
      nul: { chars: 3 },
      lone: { chars: 1 },
      huge: { chars: 100_000 },
    });
    expect(JSON.stringify(row?.before)).not.toMatch(/secret|call me|words|sentence|yyyy/);
  });

  it('an entry about a member keeps its texts beside it (the file shows a reason) until the member is erased', async () => {
    const m = await member();
    const id = await writeAudit(t.handle.db, { staffId: admin.id, action: 'member.warn', targetKind: 'member', targetId: m.id, after: { state: 'warned', reason: 'Be kind to others' }, at: t.clock.now() });
    expect(await t.handle.db.select().from(staffAuditTexts).where(eq(staffAuditTexts.auditId, id))).toEqual([{ auditId: id, memberId: m.id, path: 'after.reason', text: 'Be kind to others' }]);
  });

  it('migration 0037 scrubs the entries written before it, keeping what happened and to whom, and leaves the log append-only', async () => {
    const m = await member();
    const [legacy] = await rows<{ id: number }>(
      t.handle.db,
      sql`INSERT INTO staff_audit (at, staff_id, action, target_kind, target_id, before, after)
          VALUES (now(), ${admin.id}, 'member.delete_about', 'member', ${String(m.id)}, ${JSON.stringify({ about: 'Legacy about words' })}::jsonb,
                  ${JSON.stringify({ about: null, state: 'warned', reason: 'Legacy reason words', until: '2026-12-01T10:00:00.000Z' })}::jsonb)
          RETURNING id`,
    );
    const statements = readFileSync(new URL('../../server/db/migrations/0037_audit_keeps_no_member_text.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => !/^\s*(--[^\n]*\n\s*)*CREATE (TABLE|INDEX)/.test(statement));
    for (const statement of statements) await t.handle.db.execute(sql.raw(statement));
    const [row] = await t.handle.db.select().from(staffAudit).where(eq(staffAudit.id, Number(legacy?.id)));
    expect(row).toMatchObject({ action: 'member.delete_about', targetKind: 'member', targetId: String(m.id), before: { about: { chars: 18 } } });
    expect(row?.after).toEqual({ about: null, state: 'warned', reason: { chars: 19 }, until: '2026-12-01T10:00:00.000Z' });
    expect(await t.handle.db.select({ path: staffAuditTexts.path, text: staffAuditTexts.text }).from(staffAuditTexts).where(eq(staffAuditTexts.auditId, Number(legacy?.id)))).toEqual([
      { path: 'after.reason', text: 'Legacy reason words' },
    ]);
    await expect(t.handle.db.execute(sql`UPDATE staff_audit SET action = 'changed' WHERE id = ${legacy?.id}`)).rejects.toThrow();
  });
});
