import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { rows, type Db } from '../../server/db/connect.ts';
import { listLikesJson } from '../../server/likes/likeList.ts';
import { readProfile } from '../../server/members/profileRead.ts';
import { searchViewers, sessionStamps } from '../../server/account/session/batch.ts';
import { sessionMemberRow, sessionTokenHash } from '../../server/account/session/sessions.ts';
import { SiteDirectory } from '../../server/platform/sites.ts';
import { blockedEitherWaySql } from '../../server/safety/reach.ts';
import { signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';

// Decisions 100, 146 and 147: the statements every member's request runs are planned once per
// connection and kept. PostgreSQL keeps a named statement's generic plan only when it does not look
// dearer than each call's own plan; a batch as `unnest` of arrays (its exact length in each call's
// plan), a LIMIT or a site id given as a parameter made it look so, and the statement was planned
// again on every call. pg_prepared_statements counts the generic and the custom plans a connection
// used for each named statement.

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('plans kept per connection on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('postgres');
    // one site much larger than the others, as in production: the plan of a statement with the
    // site as a parameter differs from the plan with the site in its text
    const site = (await SiteDirectory.load(t.handle.db)).resolve('localhost:80');
    await t.handle.db.execute(sql`
      INSERT INTO members (site_id, email, name, gender, sexuality, birthdate, country, region_id, city, signup_date, language, last_seen)
      SELECT m.site_id, 'bulk-' || g || '@plans.test', m.name, m.gender, m.sexuality, m.birthdate, m.country, m.region_id, m.city, m.signup_date, m.language, m.last_seen
      FROM (SELECT * FROM members WHERE site_id = ${site.id} AND country = 'GB' ORDER BY id LIMIT 1) m, generate_series(1, 20000) AS g`);
    await t.handle.db.execute(sql`ANALYZE members`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the batched reads (sessions, likes, a profile view) run on their generic plan after the first few calls', async () => {
    const viewer = await signedInMember(t.app, { name: 'Viewer' }, 'plans');
    const other = await signedInMember(t.app, { name: 'Other' }, 'plans');
    const liked = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { 'content-type': 'application/json', cookie: viewer.cookie }, payload: { profile_id: other.id } });
    expect(liked.statusCode).toBe(200);
    const token = viewer.cookie.replace(`${AUTH_COOKIE}=`, '');
    const tokenHash = sessionTokenHash(token) ?? '';
    const site = (await SiteDirectory.load(t.handle.db)).resolve('localhost:80');
    // one connection of the server's pool, so its prepared statements are the ones counted
    const plans = await t.handle.withMigrationLock(async (db: Db) => {
      for (let call = 0; call < 12; call++) {
        const now = t.clock.now();
        expect(await listLikesJson(db, site, tokenHash, now)).toContain(`"id":${other.id}`);
        expect((await readProfile(db, site, other.id, tokenHash, now)).member?.id).toBe(other.id);
        expect((await sessionStamps(db, [{ tokenHash, siteId: site.id }], now))[0]?.member_id).toBe(viewer.id);
        expect((await searchViewers(db, [{ tokenHash, siteId: site.id }], now))[0]?.id).toBe(viewer.id);
        expect((await sessionMemberRow(db, token, site.id, now))?.id).toBe(viewer.id);
      }
      return rows<{ statement: string; generic_plans: number; custom_plans: number }>(
        db,
        sql`SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans FROM pg_prepared_statements`,
      );
    });
    const of = (part: RegExp) => plans.filter((p) => part.test(p.statement));
    const batched = [
      ...of(/jsonb_to_recordset[\s\S]*FULL JOIN/), // the likes list
      ...of(/jsonb_to_recordset[\s\S]*related|jsonb_to_recordset[\s\S]*member_interests/), // the profile view
      ...of(/jsonb_to_recordset[\s\S]*conversation_members cm WHERE cm.member_id/), // chats.php's session stamps
    ];
    expect(batched.length).toBeGreaterThanOrEqual(3);
    for (const statement of batched) {
      // named after its second call; then at most the first five of a connection are custom plans
      expect(statement.generic_plans, statement.statement.slice(0, 200)).toBeGreaterThan(0);
      expect(statement.custom_plans, statement.statement.slice(0, 200)).toBeLessThanOrEqual(5);
    }
  });

  it('no function is written in SQL but one PostgreSQL inlines: PL/pgSQL keeps its statements’ plans, a SQL function with a FROM is planned on every call', async () => {
    const functions = await rows<{ name: string; language: string }>(
      t.handle.db,
      sql`SELECT p.proname AS name, l.lanname AS language FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
          JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`,
    );
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['chat_send', 'chat_send_answer', 'message_notice', 'charge_credits', 'lock_members', 'blocker_between']),
    );
    // decision 191: the pair part of "may A reach B", set-returning SQL that is inlined where it is
    // called in a FROM (never called per row, nor planned per call): a search's filter and a chat
    // list's per-row check read `blocks` in the statement's own plan
    expect(functions.filter((f) => f.language !== 'plpgsql').map((f) => f.name)).toEqual(['blocked_with']);
    const plans = [
      sql`SELECT count(*) FROM members m WHERE ${blockedEitherWaySql(1, sql`m.id`)}`,
      sql`SELECT count(*) FROM conversation_members cm WHERE NOT ${blockedEitherWaySql(sql`cm.member_id`, sql`cm.peer_id`)}`,
    ];
    for (const statement of plans) {
      const plan = (await rows<{ 'QUERY PLAN': string }>(t.handle.db, sql`EXPLAIN ${statement}`)).map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/on blocks\b/);
      expect(plan).not.toMatch(/Function Scan/);
    }
  });
});
