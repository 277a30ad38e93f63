import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../server/db/schema.ts';
import { hashToken, sessionMemberRow } from '../../server/account/session/sessions.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

/**
 * Every members-area call checks its session in the database; under load the checks of concurrent
 * requests share one statement (decision 107). Many calls at once, of live and refused sessions,
 * must each get their own member or their refusal.
 */
describe.each(backends)('session checks of concurrent calls on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const siteOf = async (who: TestMember) => (await t.handle.db.select({ siteId: members.siteId }).from(members).where(eq(members.id, who.id)))[0]!.siteId;

  it('answers each of many concurrent calls for its own session, and refuses the dead ones', async () => {
    const live = await Promise.all([1, 2, 3, 4].map((n) => signedInMember(t.app, { name: `Batch ${n}` }, 'sb')));
    const loggedOut = await signedInMember(t.app, {}, 'sb');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: loggedOut.cookie } })).statusCode).toBeLessThan(400);
    const expired = await signedInMember(t.app, {}, 'sb');
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(sessions.tokenHash, hashToken(expired.cookie.slice(expired.cookie.indexOf('=') + 1))));
    const leaving = await signedInMember(t.app, {}, 'sb');
    await t.handle.db.update(members).set({ status: 'pending_deletion' }).where(eq(members.id, leaving.id));

    const everyone: TestMember[] = [...live, loggedOut, expired, leaving];
    const calls = Array.from({ length: 70 }, (_, n) => everyone[n % everyone.length]!);
    const replies = await Promise.all(calls.map((who) => t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie: who.cookie } })));
    replies.forEach((reply, n) => {
      const who = calls[n]!;
      if (live.includes(who)) expect([n, reply.statusCode, reply.json<{ profile: { id: number } }>().profile.id]).toEqual([n, 200, who.id]);
      else expect([n, reply.statusCode, reply.json()]).toEqual([n, 403, { error: 'authentication_required' }]);
    });
  });

  it('a session that expires between concurrent checks is live for the earlier requests only', async () => {
    const who = await signedInMember(t.app, { name: 'Expiring' }, 'sb');
    const token = who.cookie.slice(who.cookie.indexOf('=') + 1);
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const expires = session!.expiresAt.getTime();
    // more checks at once than may run alone: most of them share a statement, each with its own time
    const times = Array.from({ length: 16 }, (_, n) => new Date(n % 2 ? expires + 1 : expires - 1));
    const site = await siteOf(who);
    const answers = await Promise.all(times.map((now) => sessionMemberRow(t.handle.db, token, site, now)));
    answers.forEach((member, n) => expect([n, member?.id]).toEqual([n, n % 2 ? undefined : who.id]));
  });

  it('a session is live on its own site only, also when checks of both sites share a statement', async () => {
    const who = await signedInMember(t.app, { name: 'Homebody' }, 'sb');
    const token = who.cookie.slice(who.cookie.indexOf('=') + 1);
    const now = t.clock.now();
    const home = await siteOf(who);
    const sites = Array.from({ length: 16 }, (_, n) => (n % 2 ? home + 1000 : home));
    const answers = await Promise.all(sites.map((site) => sessionMemberRow(t.handle.db, token, site, now)));
    answers.forEach((member, n) => expect([n, member?.id]).toEqual([n, n % 2 ? undefined : who.id]));
  });
});
