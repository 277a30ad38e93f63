import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { NotificationsAnswer } from '../../src/contract/account.ts';
import { api } from '../../src/contract/api.ts';
import { chatApi, ChatsAnswer } from '../../src/contract/chats.ts';
import { moderationApi } from '../../src/contract/moderation.ts';
import { reportsApi } from '../../src/contract/reports.ts';
import { safetyApi } from '../../src/contract/safety.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import {
  accountDeletions,
  accountTokens,
  blocks,
  creditLedger,
  mailOutbox,
  members,
  messages,
  memberSignups,
  photos,
  sessions,
} from '../../server/db/schema.ts';
import { rows } from '../../server/db/connect.ts';
import { emailHash, eraseDueAccounts } from '../../server/account/accountDeletion.ts';
import { grantCredits } from '../../server/payments/credits.ts';
import { backends, demoMember, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { confirmedMember, json, linkIn, mailsTo, post, signupBody, tokenOf, uniqueAddress } from '../helpers/account.ts';

describe.each(backends)('account lifecycle on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { ACCOUNT_RATE_LIMIT: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string) => post(t.app, '/api/user.php', { email, password });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });

  /** A confirmed member through the public signup and its activation link. */
  const member = (password = 'first-password-1') => confirmedMember(t.app, t.clock.now(), { prefix: 'life', password });


  describe('password reset', () => {
    it('answers ok for an unknown address and sends nothing (no account enumeration)', async () => {
      const email = uniqueAddress('nobody');
      const res = await post(t.app, accountApi.passwordReset, { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await mailsTo(t.app, email)).toEqual([]);
    });

    it('refuses a malformed address with invalid_email', async () => {
      const res = await post(t.app, accountApi.passwordReset, { email: 'nope' });
      expect(res.json()).toEqual({ error: 'invalid_email' });
    });

    it('sends at most 3 mails a day per address, then reset_limit; a day later again', async () => {
      const m = await member();
      for (let i = 0; i < 3; i++) expect((await post(t.app, accountApi.passwordReset, { email: m.email })).statusCode).toBe(200);
      const fourth = await post(t.app, accountApi.passwordReset, { email: m.email });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ error: 'reset_limit' });
      expect((await mailsTo(t.app, m.email)).filter((x) => x.kind === 'reset')).toHaveLength(3);
      const unknown = uniqueAddress('capped');
      for (let i = 0; i < 3; i++) await post(t.app, accountApi.passwordReset, { email: unknown });
      expect((await post(t.app, accountApi.passwordReset, { email: unknown })).json()).toEqual({ error: 'reset_limit' });
      t.clock.advance(86_400_001);
      expect((await post(t.app, accountApi.passwordReset, { email: m.email })).statusCode).toBe(200);
    });

    it('sets the new password through the mailed link, ends every session, and the link works once', async () => {
      const m = await member();
      await post(t.app, accountApi.passwordReset, { email: m.email });
      const link = linkIn((await mailsTo(t.app, m.email)).find((x) => x.kind === 'reset'), '/reset-password/do');
      const token = tokenOf(link);
      expect((await t.app.inject({ method: 'GET', url: `${accountApi.passwordResetDo}?token=${token}` })).json()).toEqual({ valid: true });
      const differ = await post(t.app, accountApi.passwordResetDo, { token, password: 'new-password-22', password_repeat: 'new-password-23' });
      expect(differ.json()).toEqual({ error: 'passwords_differ' });
      const ok = await post(t.app, accountApi.passwordResetDo, { token, password: 'new-password-22', password_repeat: 'new-password-22' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await me(m.cookie)).statusCode).toBe(403);
      expect((await login(m.email, m.password)).statusCode).toBe(401);
      expect((await login(m.email, 'new-password-22')).statusCode).toBe(200);
      const again = await post(t.app, accountApi.passwordResetDo, { token, password: 'x-password-33', password_repeat: 'x-password-33' });
      expect(again.json()).toEqual({ error: 'link_invalid' });
    });

    it('refuses an expired reset link', async () => {
      const m = await member();
      await post(t.app, accountApi.passwordReset, { email: m.email });
      const token = tokenOf(linkIn((await mailsTo(t.app, m.email)).find((x) => x.kind === 'reset'), '/reset-password/do'));
      t.clock.advance(2 * 3_600_000 + 1);
      const res = await post(t.app, accountApi.passwordResetDo, { token, password: 'late-password-1', password_repeat: 'late-password-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'link_invalid' });
      expect((await t.app.inject({ method: 'GET', url: `${accountApi.passwordResetDo}?token=${token}` })).json()).toEqual({ valid: false });
    });
  });

  describe('settings', () => {
    it('changes the e-mail through a link mailed to the new address', async () => {
      const m = await member();
      const invalid = await post(t.app, accountApi.mailChange, { email: 'broken@', password: m.password }, m.cookie);
      expect(invalid.json()).toEqual({ error: 'new_email_invalid' });
      const taken = await post(t.app, accountApi.mailChange, { email: 'free@demo.test', password: m.password }, m.cookie);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: 'email_taken' });
      const wrong = await post(t.app, accountApi.mailChange, { email: uniqueAddress('new'), password: 'wrong-one' }, m.cookie);
      expect(wrong.json()).toEqual({ error: 'old_password_wrong' });
      const next = uniqueAddress('new');
      expect((await post(t.app, accountApi.mailChange, { email: next, password: m.password }, m.cookie)).statusCode).toBe(200);
      const link = linkIn((await mailsTo(t.app, next))[0], accountApi.mailChangeDo);
      // opened in the member's own browser: that session stays (the others end)
      const open = await t.app.inject({ method: 'GET', url: link, headers: { cookie: m.cookie } });
      expect(open.headers.location).toBe('/mail-change/do?result=ok');
      expect(UserAnswer.parse((await me(m.cookie)).json()).user.email).toBe(next);
      expect((await login(next, m.password)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/mail-change/do?result=error');
    });

    it('changes the password only with the old one, and ends the other sessions', async () => {
      const m = await member();
      const other = sessionCookie(await login(m.email, m.password));
      const wrong = await post(t.app, accountApi.password, { old_password: 'not-it-1', new_password: 'second-password-2' }, m.cookie);
      expect(wrong.json()).toEqual({ error: 'old_password_wrong' });
      const ok = await post(t.app, accountApi.password, { old_password: m.password, new_password: 'second-password-2' }, m.cookie);
      expect(ok.statusCode).toBe(200);
      expect((await me(m.cookie)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(403);
      expect((await login(m.email, 'second-password-2')).statusCode).toBe(200);
    });

    it('turns invisible mode on and off', async () => {
      const m = await member();
      const on = await t.app.inject({ method: 'PUT', url: accountApi.invisible, headers: { ...json, cookie: m.cookie }, payload: { invisible: true } });
      expect(UserAnswer.parse(on.json()).user.invisible).toBe(true);
      const [row] = await t.handle.db.select({ invisible: members.invisible }).from(members).where(eq(members.id, m.id));
      expect(row?.invisible).toBe(true);
    });

    it('lists blocked members and unblocks one', async () => {
      const m = await member();
      const other = await demoMember(t, 'credits@demo.test');
      await t.handle.db.insert(blocks).values({ blockerId: m.id, blockedId: other.id, createdAt: t.clock.now() });
      const list = await t.app.inject({ method: 'GET', url: accountApi.blocks, headers: { cookie: m.cookie } });
      expect(list.json()).toMatchObject({ blocks: [{ id: other.id, name: other.name }] });
      const del = await t.app.inject({ method: 'DELETE', url: accountApi.blocks, headers: { ...json, cookie: m.cookie }, payload: { id: other.id } });
      expect(del.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: accountApi.blocks, headers: { cookie: m.cookie } })).json()).toEqual({ blocks: [] });
    });

    it('saves notification preferences and re-enables mail after a one-click unsubscribe (RFC 8058)', async () => {
      const m = await member();
      const get = async () => NotificationsAnswer.parse((await t.app.inject({ method: 'GET', url: accountApi.notifications, headers: { cookie: m.cookie } })).json());
      // marketing and digests are opt-in; message and like notifications are on
      expect((await get()).preferences).toMatchObject({ promotions: false, weekly_updates: false, news: false, reminders: false, new_messages: true, like: true });
      const preferences = { ...(await get()).preferences, promotions: true, weekly_updates: true, new_messages: false };
      await t.app.inject({ method: 'PUT', url: accountApi.notifications, headers: { ...json, cookie: m.cookie }, payload: { preferences } });
      expect((await get()).preferences).toEqual(preferences);

      const [mail] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, m.id));
      const url = new URL(mail!.unsubscribeUrl);
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Stop e-mails from Flirtwave?');
      expect((await get()).disabled).toEqual([]);
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toContain('You will no longer receive e-mails from Flirtwave.');
      expect((await get()).disabled).toEqual(['unsubscribe']);
      expect(UserAnswer.parse((await me(m.cookie)).json()).user.notifications_disabled).toEqual(['unsubscribe']);
      const again = await t.app.inject({ method: 'PUT', url: accountApi.notifications, headers: { ...json, cookie: m.cookie }, payload: { preferences, reenable: true } });
      expect(NotificationsAnswer.parse(again.json()).disabled).toEqual([]);
      const bogus = await t.app.inject({ method: 'POST', url: `${accountApi.unsubscribe}?t=nope`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(bogus.statusCode).toBe(404);
    });
  });

  describe('deletion', () => {
    it('ends sessions, answers account_pending_deletion on login, and reactivates through the mailed link', async () => {
      const m = await member();
      const wrong = await post(t.app, accountApi.deleteAccount, { password: 'wrong-pass' }, m.cookie);
      expect(wrong.json()).toEqual({ error: 'old_password_wrong' });
      const del = await post(t.app, accountApi.deleteAccount, { password: m.password }, m.cookie);
      expect(del.statusCode).toBe(200);
      expect((await me(m.cookie)).statusCode).toBe(403);
      const [row] = await t.handle.db.select().from(members).where(eq(members.id, m.id));
      expect(row).toMatchObject({ status: 'pending_deletion', invisible: true, profileStatus: 'disabled' });
      const attempt = await login(m.email, m.password);
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toEqual({ error: 'account_pending_deletion' });
      const wrongPassword = await login(m.email, 'not-the-password');
      expect(wrongPassword.json()).toEqual({ error: 'login_failed' });

      const mail = (await mailsTo(t.app, m.email)).find((x) => x.kind === 'reactivate');
      expect(mail?.subject).toBe('Your Flirtwave account will be deleted');
      t.clock.advance(13 * 86_400_000);
      const open = await t.app.inject({ method: 'GET', url: linkIn(mail, accountApi.reactivate) });
      expect(open.headers.location).toBe('/account-deleted?reactivated=1');
      const back = await login(m.email, m.password);
      expect(back.statusCode).toBe(200);
      expect(UserAnswer.parse(back.json()).user).toMatchObject({ status: 'confirmed', invisible: false });
    });

    it("disappears from others' chats while pending deletion and comes back on reactivation", async () => {
      const m = await member();
      const peer = sessionCookie(await login('premium@demo.test', 'demo-password'));
      const sent = await t.app.inject({
        method: 'POST',
        url: chatApi.messages,
        headers: { ...json, cookie: peer },
        payload: { id: randomUUID(), profile_id: m.id, kind: 'text', body: 'Hello there' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const peerChats = async () =>
        ChatsAnswer.parse((await t.app.inject({ method: 'GET', url: chatApi.chats, headers: { cookie: peer } })).json()).chats.map((c) => c.profile.id);
      expect(await peerChats()).toContain(m.id);
      await post(t.app, accountApi.deleteAccount, { password: m.password }, m.cookie);
      expect(await peerChats()).not.toContain(m.id);
      const mail = (await mailsTo(t.app, m.email)).find((x) => x.kind === 'reactivate');
      await t.app.inject({ method: 'GET', url: linkIn(mail, accountApi.reactivate) });
      expect(await peerChats()).toContain(m.id);
    });

    it('refuses the reactivation link after 14 days', async () => {
      const m = await member();
      await post(t.app, accountApi.deleteAccount, { password: m.password }, m.cookie);
      const mail = (await mailsTo(t.app, m.email)).find((x) => x.kind === 'reactivate');
      t.clock.advance(14 * 86_400_000 + 1);
      const open = await t.app.inject({ method: 'GET', url: linkIn(mail, accountApi.reactivate) });
      expect(open.headers.location).toBe('/account-deleted?reactivated=0');
    });

    it('after 14 days the erasure job leaves no personal data, only payment records', async () => {
      const m = await member();
      const db = t.handle.db;
      await db.insert(photos).values({ memberId: m.id, filename: `erase-${m.id}.webp`, thumbFilename: `erase-${m.id}-t.webp`, matchFilename: `erase-${m.id}-m.webp` });
      await grantCredits(db, { memberId: m.id, amount: 10, reason: 'purchase', ref: `erase-${m.id}`, now: t.clock.now() });
      // what the dashboard keeps per member (decision 132)
      const [site] = await db.select({ siteId: members.siteId }).from(members).where(eq(members.id, m.id));
      await db.execute(sql`INSERT INTO dashboard_active_days (site_id, day, member_id) VALUES (${site!.siteId}, '2026-11-01', ${m.id}) ON CONFLICT DO NOTHING`);
      await db.execute(sql`INSERT INTO dashboard_member_firsts (member_id, site_id, confirmed_at) VALUES (${m.id}, ${site!.siteId}, now()) ON CONFLICT DO NOTHING`);
      const [kept] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM dashboard_member_firsts WHERE member_id = ${m.id}`);
      expect(Number(kept?.n)).toBe(1);
      await post(t.app, accountApi.deleteAccount, { password: m.password }, m.cookie);
      expect(await eraseDueAccounts(db, t.clock.now())).not.toContain(m.id);
      t.clock.advance(14 * 86_400_000 + 1);
      expect(await eraseDueAccounts(db, t.clock.now())).toContain(m.id);

      const [row] = await db.select().from(members).where(eq(members.id, m.id));
      expect(row?.email).not.toContain(m.email.split('@')[0]!);
      expect(row).toMatchObject({ passwordHash: null, name: 'Deleted member', city: null, regionId: null, lastSeen: null });
      const serialized = JSON.stringify(row);
      expect(serialized).not.toContain(m.name);
      expect(serialized).not.toContain(m.email);
      expect(await db.select().from(photos).where(eq(photos.memberId, m.id))).toEqual([]);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.memberId, m.id))).toEqual([]);
      expect(await db.select().from(memberSignups).where(eq(memberSignups.memberId, m.id))).toEqual([]);
      expect(await db.select().from(accountTokens).where(eq(accountTokens.memberId, m.id))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.memberId, m.id))).toEqual([]);
      for (const table of ['dashboard_active_days', 'dashboard_member_firsts', 'campaign_recipients']) {
        const [left] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE member_id = ${m.id}`);
        expect([table, Number(left?.n)]).toEqual([table, 0]);
      }
      expect((await db.select().from(accountDeletions).where(eq(accountDeletions.memberId, m.id)))[0]?.erasedAt).not.toBeNull();
      expect(await db.select().from(creditLedger).where(eq(creditLedger.memberId, m.id))).toHaveLength(1);
      expect((await login(m.email, m.password)).statusCode).toBe(401);
    });

    it('erasure leaves nothing the member wrote or was (texts, e-mail, IP address) in any column of any table, the audit included', async () => {
      const db = t.handle.db;
      // a marker in every text the member can author: name, address, tracking, signup message,
      // profile texts, chat messages (one the contact filter masks for the receiver), reports and a
      // complaint, a beacon, a requested new address; staff read the file and quote the member
      const marker = `zq${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
      const email = `${marker}@account.test`;
      const address = `198.51.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;
      const peer = await demoMember(t, 'premium@demo.test');
      const peerCookie = sessionCookie(await login('premium@demo.test', 'demo-password'));
      const body = signupBody(
        {
          email,
          name: `Zq${marker}`,
          password: 'first-password-1',
          signup_message: `Hello ${marker} from signup`,
          target_profile_id: peer.id,
          tracking: { network: marker, ref: marker, sub1: marker, sub2: marker, sub3: marker },
        },
        t.clock.now(),
      );
      const signup = await t.app.inject({ method: 'POST', url: accountApi.signup, headers: json, payload: body, remoteAddress: address });
      expect(signup.statusCode, signup.body).toBe(201);
      const { user } = UserAnswer.parse(signup.json());
      const cookie = sessionCookie(signup);
      const profile = await t.app.inject({
        method: 'PUT',
        url: accountApi.signupProfile,
        headers: { ...json, cookie },
        payload: { relationship: 'single', city: `City ${marker}`, about: `About ${marker}` },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      // the profile page's own about text (PUT own profile takes the whole profile; the column is what matters here)
      await db.update(members).set({ about: `Profile ${marker}` }).where(eq(members.id, user.id));
      await t.app.inject({ method: 'GET', url: linkIn((await mailsTo(t.app, email))[0], accountApi.activate) });
      await grantCredits(db, { memberId: user.id, amount: 50, reason: 'purchase', ref: `erase-${user.id}`, now: t.clock.now() });
      const say = async (text: string) => {
        const id = randomUUID();
        const sent = await t.app.inject({ method: 'POST', url: chatApi.messages, headers: { ...json, cookie }, payload: { id, profile_id: peer.id, kind: 'text', body: text } });
        expect(sent.statusCode, sent.body).toBe(200);
        return id;
      };
      await say(`Chat ${marker} text`);
      // the contact filter serves the receiver a masked copy (shown_body) beside the body
      const masked = await say(`Masked ${marker} mail me at ${marker}@mail.test`);
      const [copy] = await db.select({ shown: messages.shownBody }).from(messages).where(eq(messages.id, masked));
      expect(copy?.shown).toContain(marker);
      // the receiver reports it: the report keeps the message as the reporter saw it
      const reported = await post(t.app, reportsApi.reports, { member_id: user.id, reason: 'contact_details', message_id: masked }, peerCookie);
      expect(reported.statusCode, reported.body).toBe(201);
      // the member reports the peer, in their own words
      const reporting = await post(t.app, reportsApi.reports, { member_id: peer.id, reason: 'other', note: `Note ${marker} on them` }, cookie);
      expect(reporting.statusCode, reporting.body).toBe(201);
      const complaint = await post(t.app, safetyApi.complaints, { category: 'member', member_id: peer.id, text: `Complaint ${marker} text here` }, cookie);
      expect(complaint.statusCode, complaint.body).toBe(201);
      const beacon = await t.app.inject({ method: 'POST', url: `${api.pageHidden}?path=${encodeURIComponent(`/x?network=${marker}&sub1=${marker}`)}`, headers: { cookie } });
      expect(beacon.statusCode).toBe(204);
      const change = await post(t.app, accountApi.mailChange, { email: `${marker}-new@account.test`, password: 'first-password-1' }, cookie);
      expect(change.statusCode, change.body).toBe(200);
      expect((await post(t.app, accountApi.passwordReset, { email })).statusCode).toBe(200);
      // staff: a search by the address, the member's file read, a warning quoting the member, the about deleted
      const staff = await signedInStaff(t.app, 'admin', t.clock.now());
      const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
      expect((await staffGet(`/api/admin/members?q=${encodeURIComponent(email)}`)).statusCode).toBe(200);
      expect((await staffGet(`/api/admin/members/${user.id}`)).statusCode).toBe(200);
      const [rev] = await db.select({ rev: members.moderationRev }).from(members).where(eq(members.id, user.id));
      const moderate = (payload: object) => t.app.inject({ method: 'POST', url: moderationApi.action, headers: { ...json, cookie: staff.cookie }, payload });
      const warned = await moderate({ action: 'warn', member_id: user.id, seen_rev: rev?.rev ?? 0, reason: `Wrote "${marker}" in the about`, category: 'other' });
      expect(warned.statusCode, warned.body).toBe(200);
      const deleted = await moderate({ action: 'delete_about', member_id: user.id });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const needles = [marker, email, address];
      /**
       * Every column of every table that can hold words (everything but numbers, truth values, times
       * and uuids), a table or column added later included, scanned for every needle; bytea by its bytes.
       */
      const hits = async () => {
        const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
          db,
          sql`SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
          JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
          WHERE c.table_schema = current_schema() AND c.data_type NOT IN ('smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision', 'boolean',
            'date', 'timestamp with time zone', 'timestamp without time zone', 'interval', 'uuid')`,
        );
        expect(columns.length).toBeGreaterThan(200);
        expect(columns.some((c) => c.data_type === 'bytea')).toBe(true);
        const found: string[] = [];
        for (const c of columns) {
          const column = sql.identifier(c.column_name);
          const match =
            c.data_type === 'bytea'
              ? sql.join(needles.map((n) => sql`position(convert_to(${n}, 'UTF8') in ${column}) > 0`), sql` OR `)
              : sql.join(needles.map((n) => sql`${column}::text ILIKE ${`%${n}%`}`), sql` OR `);
          const [n] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(c.table_name)} WHERE ${match}`);
          if ((n?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}`);
        }
        return found.sort();
      };
      // the scan sees the copies before (so it can fail), among them the peer's copy of the last message
      const before = await hits();
      expect(before).toEqual(
        expect.arrayContaining([
          'members.name',
          'members.signup_ip',
          'members.moderation_reason',
          'member_signups.about',
          'pending_first_messages.body',
          'messages.body',
          'messages.shown_body',
          'conversation_members.last_body',
          'reports.message_body',
          'reports.note',
          'complaints.text',
          'mail_outbox.text_body',
          'rate_counters.key',
          'staff_audit_texts.text',
        ]),
      );

      await post(t.app, accountApi.deleteAccount, { password: 'first-password-1' }, cookie);
      t.clock.advance(14 * 86_400_000 + 1);
      expect(await eraseDueAccounts(db, t.clock.now())).toContain(user.id);
      expect(await hits()).toEqual([]);
      const [resets] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM password_reset_requests WHERE email_hash = ${emailHash(email)}`);
      expect(resets?.n).toBe(0);
      expect(await db.select().from(members).where(eq(members.email, email))).toEqual([]);
      // the audit still says what happened to whom, and who read the file
      const audit = await rows<{ action: string }>(db, sql`SELECT action FROM staff_audit WHERE target_kind = 'member' AND target_id = ${String(user.id)} ORDER BY id`);
      expect(audit.map((a) => a.action)).toEqual(['member.view', 'member.warn', 'member.delete_about']);
      // the reports stay (who, why, when), without the member's words
      const kept = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM reports WHERE reporter_id = ${user.id} OR target_member_id = ${user.id}`);
      expect(kept[0]?.n).toBe(2);
    });

    it('with two server instances running the erasure job at once, each due member is erased once; a reactivated one never', async () => {
      const gone = [await member(), await member(), await member()];
      const back = await member();
      for (const m of [...gone, back]) await post(t.app, accountApi.deleteAccount, { password: m.password }, m.cookie);
      const reactivation = (await mailsTo(t.app, back.email)).find((x) => x.kind === 'reactivate');
      await t.app.inject({ method: 'GET', url: linkIn(reactivation, accountApi.reactivate) });
      t.clock.advance(14 * 86_400_000 + 1);
      // The job as several instances on one database run it: at the same moment, on separate connections.
      const other = await t.build();
      try {
        const runs = await Promise.all([
          eraseDueAccounts(t.handle.db, t.clock.now()),
          eraseDueAccounts(t.handle.db, t.clock.now()),
          eraseDueAccounts(t.handle.db, t.clock.now()),
        ]);
        const erased = runs.flat().filter((id) => [...gone, back].some((m) => m.id === id));
        expect(erased.sort((a, b) => a - b)).toEqual(gone.map((m) => m.id).sort((a, b) => a - b));
        expect(await eraseDueAccounts(t.handle.db, t.clock.now())).toEqual([]);
        const [kept] = await t.handle.db.select().from(members).where(eq(members.id, back.id));
        expect(kept?.email).toBe(back.email);
        expect((await login(back.email, back.password)).statusCode).toBe(200);
        // Both instances still answer for the erased members as for anyone gone.
        for (const app of [t.app, other]) {
          const res = await app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email: gone[0]!.email, password: gone[0]!.password } });
          expect(res.statusCode).toBe(401);
        }
      } finally {
        await other.close();
      }
    });
  });
});
