import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { TestMemberAnswer, TestMemberRequest, testApi } from '../../src/contract/testing.ts';
import type { Db } from '../db/connect.ts';
import { members, photos, regions } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { demoPhotoNames } from '../media/portrait.ts';
import { findMember } from '../members/members.ts';
import { hashPassword } from '../account/passwords.ts';
import type { SiteDirectory } from '../platform/sites.ts';
import { and, eq } from 'drizzle-orm';

/** Fixture endpoints for the browser tests; registered only with TEST_API=1. */
export const testApiRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: { db: Db; sites: SiteDirectory; clock: () => Date } = app;
  const { db, sites, clock } = deps;
  app.post(testApi.members, { schema: { body: TestMemberRequest, response: { 201: TestMemberAnswer } } }, async (request, reply) => {
    const { body } = request;
    const site = body.site ? sites.resolve(body.site) : request.site;
    const email = body.email.trim().toLowerCase();
    if (await findMember(db, site.id, email)) throw new ApiFailure(409, 'invalid_request', { issues: [{ path: 'email', code: 'taken' }] });
    const now = clock();
    const [region] = await db.select({ id: regions.id }).from(regions).where(and(eq(regions.country, 'GB'), eq(regions.name, 'Greater London')));
    const birth = new Date(Date.UTC(now.getUTCFullYear() - 31, 0, 15)).toISOString().slice(0, 10);
    const [row] = await db
      .insert(members)
      .values({
        siteId: site.id,
        email,
        passwordHash: await hashPassword(body.password),
        name: body.name ?? 'Test member',
        gender: body.gender ?? 'female',
        sexuality: body.sexuality ?? 'hetero',
        fictional: body.fictional ?? false,
        birthdate: birth,
        country: 'GB',
        regionId: region?.id ?? null,
        city: 'London',
        credits: body.credits ?? 0,
        paidUser: body.paid_user ?? false,
        signupDate: now,
        language: 'en',
        lastSeen: now,
      })
      .returning({ id: members.id });
    if (!row) throw new Error('member insert returned nothing');
    const names = demoPhotoNames(body.gender ?? 'female', 31, (row.id * 2_654_435_761) >>> 0);
    await db
      .insert(photos)
      .values({ memberId: row.id, filename: names.filename, thumbFilename: names.thumb, matchFilename: names.match })
      .onConflictDoNothing();
    return reply.code(201).send({ id: row.id });
  });
  done();
};

