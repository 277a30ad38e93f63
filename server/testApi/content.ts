import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentTestApi } from '../../src/contract/content-testing.ts';
import type { Db } from '../db/connect.ts';
import { memberSignups, members, pageHiddenEvents } from '../db/schema.ts';

/** Fixture reads for the content browser tests (TEST_API=1 only): beacons and a member's tracking data. */
export function contentTestRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.get(contentTestApi.pageHidden, async (request) => {
    const rows = await db.select().from(pageHiddenEvents).where(eq(pageHiddenEvents.siteId, request.site.id)).orderBy(desc(pageHiddenEvents.id)).limit(50);
    return { events: rows.map((r) => ({ path: r.path, referrer: r.referrer, network: r.network, ref: r.ref, sub1: r.sub1, sub2: r.sub2, sub3: r.sub3 })) };
  });
  // a member who signed up before the terms in force, so the terms prompt asks them to accept
  app.post<{ Querystring: { email?: string } }>(contentTestApi.backdateSignup, async (request, reply) => {
    const email = (request.query.email ?? '').toLowerCase();
    const updated = await db
      .update(members)
      .set({ signupDate: new Date('2023-06-01T00:00:00Z') })
      .where(and(eq(members.siteId, request.site.id), eq(members.email, email)))
      .returning({ id: members.id });
    return updated.length ? { ok: true } : reply.code(404).send({ error: 'not_found' });
  });
  app.get<{ Querystring: { email?: string } }>(contentTestApi.memberTracking, async (request, reply) => {
    const email = (request.query.email ?? '').toLowerCase();
    const [row] = await db
      .select({ network: memberSignups.network, ref: memberSignups.ref, sub1: memberSignups.sub1, sub2: memberSignups.sub2, sub3: memberSignups.sub3 })
      .from(members)
      .innerJoin(memberSignups, eq(memberSignups.memberId, members.id))
      .where(and(eq(members.siteId, request.site.id), eq(members.email, email)));
    if (!row) return reply.code(404).send({ error: 'not_found' });
    return row;
  });
}
