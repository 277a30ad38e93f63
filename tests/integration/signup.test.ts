import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../src/contract/signup.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { blocks, members, memberSignups, pendingFirstMessages, sites } from '../../server/db/schema.ts';
import { ChatsAnswer, chatApi } from '../../src/contract/chats.ts';
import { rows } from '../../server/db/connect.ts';
import { backends, demoMember, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { linkIn, mailsTo, post, signupBody } from '../helpers/account.ts';

describe.each(backends)('signup and e-mail confirmation on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { ACCOUNT_RATE_LIMIT: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signup = (overrides: Parameters<typeof signupBody>[0] = {}) => post(t.app, accountApi.signup, signupBody(overrides, t.clock.now()));

  it('creates a not_confirmed member with a disabled profile, logs them in and keeps the tracking data', async () => {
    const body = signupBody({ tracking: { network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' } }, t.clock.now());
    const res = await post(t.app, accountApi.signup, body);
    expect(res.statusCode, res.body).toBe(201);
    const { user } = UserAnswer.parse(res.json());
    expect(user.status).toBe('not_confirmed');
    expect(user.profile.status).toBe('disabled');
    expect(user.email).toBe(body.email);
    expect(user.profile.sexuality).toBe('hetero');
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    const [signupRow] = await t.handle.db.select().from(memberSignups).where(eq(memberSignups.memberId, user.id));
    expect(signupRow).toMatchObject({ seeking: 'male', network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' });
  });

  it('mails a signed, one-use activation link that confirms the member and lands on /activate/done', async () => {
    const body = signupBody({}, t.clock.now());
    const res = await post(t.app, accountApi.signup, body);
    const cookie = sessionCookie(res);
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.kind).toBe('activate');
    expect(mail?.subject).toBe('Confirm your e-mail address for Flirtwave');
    expect(mail?.text).toContain(`Hi ${body.name},`);
    const link = linkIn(mail, accountApi.activate);
    const open = await t.app.inject({ method: 'GET', url: link });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe('/activate/done');
    const me = UserAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json());
    expect(me.user.status).toBe('confirmed');
    expect(me.user.profile.status).toBe('active');
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/activate/error');
  });

  it('refuses a forged or expired activation link with /activate/error', async () => {
    const body = signupBody({}, t.clock.now());
    await post(t.app, accountApi.signup, body);
    const forged = await t.app.inject({ method: 'GET', url: `${accountApi.activate}?token=${'x'.repeat(43)}` });
    expect(forged.headers.location).toBe('/activate/error');
    const link = linkIn((await mailsTo(t.app, body.email))[0], accountApi.activate);
    t.clock.advance(8 * 86_400_000);
    try {
      const late = await t.app.inject({ method: 'GET', url: link });
      expect(late.headers.location).toBe('/activate/error');
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });

  it('resends the activation mail to a not_confirmed member', async () => {
    const body = signupBody({}, t.clock.now());
    const cookie = sessionCookie(await post(t.app, accountApi.signup, body));
    const res = await post(t.app, accountApi.activationResend, {}, cookie);
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(t.app, body.email)).filter((m) => m.kind === 'activate')).toHaveLength(2);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-address' }, 400, { error: 'invalid_email' }],
    ['a username equal to the e-mail', { email: 'same@account.test', name: 'Same@Account.test' }, 400, { error: 'username_is_email' }],
    ['a username starting with @', { name: '@handle' }, 400, { error: 'username_at' }],
    ['a 17-year-old', { date_of_birth: 'AGE17' }, 400, { error: 'date_of_birth', min_age: 18 }],
    ['a date of birth that is no date', { date_of_birth: '1990-02-31' }, 400, { error: 'date_of_birth', min_age: 18 }],
  ])('refuses %s with its own code', async (_label, overrides, status, expected) => {
    const now = t.clock.now();
    const fields = { ...overrides } as Record<string, string>;
    if (fields.date_of_birth === 'AGE17') fields.date_of_birth = `${now.getUTCFullYear() - 17}-01-01`;
    const res = await signup(fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(expected);
  });

  // decision 170: a name and a city are shown to every member, so contact details refuse them
  it.each([
    ['a phone number', 'Anna 0612345678'],
    ['a phone number in Arabic-Indic digits', 'Anna ٠٦١٢٣٤٥٦٧٨'],
    ['an e-mail address', 'anna.smith@gmail.com'],
    ['a spelled-out address', 'annasmith at g m a i l'],
    ['a messenger and its handle', 'Anna snap: annasmith'],
    ['a link', 'Anna annasmith.com'],
  ])('refuses a username with %s with username_contact', async (_label, name) => {
    const res = await signup({ name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: 'username_contact' });
  });

  it('accepts ordinary names with numbers, dots and emoji', async () => {
    for (const name of ['Anna Maria', 'Jan-Willem', 'Mike_82', 'Tina 34', 'Dot', 'Zoë ❤️', "O'Connor", 'Skye']) {
      const res = await signup({ name });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
  });

  it('refuses contact details in the city with city_contact at any time, and masks them in the text about oneself', async () => {
    const cookie = sessionCookie(await signup());
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: accountApi.signupProfile, headers: { 'content-type': 'application/json', cookie }, payload });
    for (const city of ['WhatsApp +31 6 12345678 / anna@gmail.com', 'Berlin ०६१२३४५६७८', 'Amsterdam, insta: anna_smith']) {
      const res = await put({ city });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: 'city_contact' });
    }
    for (const city of ["'s-Hertogenbosch", 'Frankfurt am Main', 'Halle (Saale)', 'St. Gallen', '75001 Paris', 'Łódź']) {
      const res = await put({ city });
      expect(res.statusCode, `${city}: ${res.body}`).toBe(200);
    }
    const [row] = await rows<{ city: string | null }>(t.handle.db, sql`SELECT city FROM members ORDER BY id DESC LIMIT 1`);
    expect(row?.city).toBe('Łódź');
    const about = await put({ about: 'I love hiking, write me at anna.smith@gmail.com' });
    expect(about.statusCode, about.body).toBe(200);
    expect(about.json<{ about: string }>().about).toBe('I love hiking, write me at [contact details removed]');
  });

  it('accepts exactly 18 years old today', async () => {
    const now = t.clock.now();
    const dob = `${now.getUTCFullYear() - 18}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}`;
    expect((await signup({ date_of_birth: dob })).statusCode).toBe(201);
  });

  it('answers an address that already has an account with email_exists, in any case', async () => {
    const res = await signup({ email: 'FREE@demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'email_exists' });
  });

  it.each([
    ['7 characters', 'a'.repeat(7), 400],
    ['8 characters', 'a'.repeat(8), 201],
    ['128 characters', 'b'.repeat(128), 201],
    ['129 characters', 'c'.repeat(129), 400],
  ])('password of %s answers %i', async (_label, password, status) => {
    const res = await signup({ password });
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'password' }] });
  });

  it('stores a signup message for its profile, pending until the e-mail is confirmed', async () => {
    const target = await demoMember(t, 'premium@demo.test');
    const res = await signup({ signup_message: 'Hi there, nice profile!', target_profile_id: target?.id });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = UserAnswer.parse(res.json());
    const pending = await t.handle.db.select().from(pendingFirstMessages).where(eq(pendingFirstMessages.memberId, user.id));
    expect(pending).toMatchObject([{ targetId: target?.id, body: 'Hi there, nice profile!', status: 'pending' }]);
    const missing = await signup({ signup_message: 'Hello', target_profile_id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
  });

  describe('signup with message', () => {
    async function signupWithMessage(body: string) {
      const target = await demoMember(t, 'premium@demo.test');
      const fields = signupBody({ signup_message: body, target_profile_id: target.id }, t.clock.now());
      const res = await post(t.app, accountApi.signup, fields);
      expect(res.statusCode, res.body).toBe(201);
      return { targetId: target.id, memberId: UserAnswer.parse(res.json()).user.id, email: fields.email };
    }
    const sentBy = (memberId: number) => rows<{ body: string }>(t.handle.db, sql`SELECT body FROM messages WHERE sender_id = ${memberId}`);

    const chatsOf = async (cookie: string) =>
      ChatsAnswer.parse((await t.app.inject({ method: 'GET', url: chatApi.chats, headers: { cookie } })).json()).chats;
    const ledgerOf = (memberId: number) => rows<{ reason: string; delta: number }>(t.handle.db, sql`SELECT reason, delta FROM credit_ledger WHERE member_id = ${memberId}`);
    const creditsOf = async (memberId: number) => (await t.handle.db.select({ credits: members.credits }).from(members).where(eq(members.id, memberId)))[0]?.credits;

    // the welcome gift, free of charge, in both members' chat lists (the seeded sites give no signup credits)
    it('is delivered free of charge once the e-mail is confirmed, in both members\' chats', async () => {
      const target = await demoMember(t, 'premium@demo.test');
      const fields = signupBody({ signup_message: 'Hello from the signup form!', target_profile_id: target.id }, t.clock.now());
      const res = await post(t.app, accountApi.signup, fields);
      expect(res.statusCode, res.body).toBe(201);
      const memberId = UserAnswer.parse(res.json()).user.id;
      const cookie = sessionCookie(res);
      const creditsBefore = await creditsOf(memberId);
      const ledgerBefore = await ledgerOf(memberId);
      expect(await sentBy(memberId)).toEqual([]);
      const open = await t.app.inject({ method: 'GET', url: linkIn((await mailsTo(t.app, fields.email))[0], accountApi.activate) });
      expect(open.headers.location).toBe('/activate/done');
      expect((await sentBy(memberId)).map((r) => r.body)).toEqual(['Hello from the signup form!']);
      const [row] = await t.handle.db.select().from(pendingFirstMessages).where(eq(pendingFirstMessages.memberId, memberId));
      expect(row?.status).toBe('delivered');
      expect(await creditsOf(memberId)).toBe(creditsBefore);
      expect(await ledgerOf(memberId)).toEqual(ledgerBefore);
      expect((await ledgerOf(memberId)).filter((l) => l.reason === 'message')).toEqual([]);
      const mine = await chatsOf(cookie);
      expect(mine).toMatchObject([{ profile: { id: target.id }, last_message: { body: 'Hello from the signup form!' }, num_unread_messages: 0 }]);
      const peer = sessionCookie(await post(t.app, '/api/user.php', { email: 'premium@demo.test', password: 'demo-password' }));
      const theirs = (await chatsOf(peer)).find((c) => c.profile.id === memberId);
      expect(theirs).toMatchObject({ last_message: { body: 'Hello from the signup form!' }, num_unread_messages: 1 });
    });

    it('tells the new member why when a rule still refuses it (the receiver blocked them meanwhile)', async () => {
      const { memberId, email, targetId } = await signupWithMessage('Blocked before I confirmed');
      await t.handle.db.insert(blocks).values({ blockerId: targetId, blockedId: memberId, createdAt: t.clock.now() });
      const open = await t.app.inject({ method: 'GET', url: linkIn((await mailsTo(t.app, email))[0], accountApi.activate) });
      expect(open.statusCode).toBe(303);
      expect(open.headers.location).toBe('/activate/done?first_message=blocked');
      expect(await sentBy(memberId)).toEqual([]);
      const [row] = await t.handle.db.select().from(pendingFirstMessages).where(eq(pendingFirstMessages.memberId, memberId));
      expect(row?.status).toBe('refused');
    });
  });

  describe('availability by the site setting', () => {
    async function appWithSignups(mode: string) {
      await t.handle.db
        .update(sites)
        .set({ settings: sql`jsonb_set(${sites.settings}, '{signups}', ${JSON.stringify(mode)}::jsonb)` })
        .where(eq(sites.domain, 'localhost'));
      return t.build({ ACCOUNT_RATE_LIMIT: '10000' });
    }
    afterAll(async () => {
      await appWithSignups('all');
    });

    it('closed: every signup gets signups_closed (invite only)', async () => {
      const app = await appWithSignups('closed');
      const res = await post(app, accountApi.signup, signupBody({ tracking: { network: 'x' } }, t.clock.now()));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'signups_closed' });
    });

    it('with_trafficsource: only with tracking data', async () => {
      const app = await appWithSignups('with_trafficsource');
      const without = await post(app, accountApi.signup, signupBody({ tracking: { network: '  ' } }, t.clock.now()));
      expect(without.statusCode).toBe(403);
      expect(without.json()).toEqual({ error: 'signups_closed' });
      const withData = await post(app, accountApi.signup, signupBody({ tracking: { ref: 'partner-7' } }, t.clock.now()));
      expect(withData.statusCode, withData.body).toBe(201);
    });
  });

  it('limits signups per address per 10 minutes', async () => {
    const app = await t.build({ ACCOUNT_RATE_LIMIT: '2' });
    // the counters live in PostgreSQL: the earlier tests' signups from this address are
    // counted too, so this one starts in a fresh 10-minute window
    t.clock.advance(10 * 60_000 + 1);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await post(app, accountApi.signup, signupBody({}, t.clock.now()))).statusCode);
    expect(codes).toEqual([201, 201, 429]);
  });
});
