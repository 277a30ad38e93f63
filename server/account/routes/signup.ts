import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ZodApp } from '../../platform/appDeps.ts';
import { accountApi, accountPages, OkAnswer, Relationship, SignupProfileAnswer, SignupProfileRequest, SignupRequest } from '../../../src/contract/signup.ts';
import { UserAnswer } from '../../../src/contract/user.ts';
import { SignupMatchesAnswer } from '../../../src/contract/signupMatches.ts';
import { members, memberSignups, regions } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { ACTIVATION_TTL_MS, consumeToken, issueToken } from '../accountTokens.ts';
import { confirmMember } from '../activation.ts';
import { pendingMessageTarget } from '../../chat/firstMessages.ts';
import { profileOf, userOf, type MemberRow } from '../../members/members.ts';
import { fieldContactKinds } from '../../moderation/policy.ts';
import { filterMessage } from '../../moderation/held.ts';
import { assertSignupsOpen, createMember } from '../signup.ts';
import { audienceOf } from '../../members/audience.ts';
import { rowsOf } from '../../members/cards.ts';
import { predicateSql } from '../../members/predicate.ts';
import { searchableBy } from '../../members/search.ts';
import { memberFirst, requireMember } from './auth.ts';
import { mailMember, startSession, type AccountDeps } from './accountDeps.ts';

const ACTIVATION_DAYS = ACTIVATION_TTL_MS / 86_400_000;

async function sendActivation(deps: AccountDeps, request: Parameters<typeof mailMember>[1], member: MemberRow): Promise<void> {
  const token = await issueToken(deps.db, { memberId: member.id, purpose: 'activate', ttlMs: ACTIVATION_TTL_MS, now: deps.clock() });
  await mailMember(deps, request, { member, kind: 'activate', path: accountApi.activate, token, days: ACTIVATION_DAYS });
}

/** Signup, the signup steps, the activation mail and its link. */
export function signupRoutes(app: ZodApp, deps: AccountDeps): void {
  const { db, clock } = deps;
  const limit = { rateLimit: { max: deps.config.ACCOUNT_RATE_LIMIT, timeWindow: 10 * 60_000 } };

  app.post(accountApi.signup, { config: limit, schema: { body: SignupRequest, response: { 201: UserAnswer } } }, async (request, reply) => {
    const { body } = request;
    assertSignupsOpen(request.site, body);
    const now = clock();
    const member = await createMember(db, request.site, body, now);
    // the risk queue counts signups from one address (decision 121)
    await db.update(members).set({ signupIp: request.ip }).where(eq(members.id, member.id));
    await startSession(deps, request, reply, member.id);
    await sendActivation(deps, request, member);
    request.log.info({ memberId: member.id, withMessage: body.signup_message !== undefined }, 'member signed up');
    reply.code(201);
    return { user: await userOf(db, request.site, member, now) };
  });

  app.put(accountApi.signupProfile, { preValidation: memberFirst, schema: { body: SignupProfileRequest, response: { 200: SignupProfileAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    if (body.region_id) {
      const [region] = await db.select({ id: regions.id }).from(regions).where(and(eq(regions.id, body.region_id), eq(regions.country, member.country)));
      if (!region) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'region_id', code: 'invalid' }] });
    }
    // decision 170: the city is shown to every member; contact details in it refuse the save. The
    // text about oneself goes through the filter as the profile's does (decision 122).
    if (body.city && fieldContactKinds(body.city, request.site.contactFilter).length > 0) throw new ApiFailure(400, 'city_contact');
    const about = body.about ? filterMessage(request.site, body.about) : null;
    if (about?.action === 'hold') throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'about', code: 'contact_details' }] });
    const memberChanges: Partial<MemberRow> = {};
    if (body.region_id !== undefined) memberChanges.regionId = body.region_id;
    if (body.city !== undefined) memberChanges.city = body.city === '' ? null : body.city;
    if (body.seeking !== undefined) memberChanges.lookingFor = body.seeking;
    if (Object.keys(memberChanges).length > 0) await db.update(members).set(memberChanges).where(eq(members.id, member.id));
    const signupChanges: Partial<typeof memberSignups.$inferInsert> = {};
    if (body.relationship !== undefined) signupChanges.relationship = body.relationship;
    if (body.about !== undefined) signupChanges.about = body.about === '' || body.about === null ? null : (about?.shown ?? body.about);
    if (body.seeking !== undefined) signupChanges.seeking = body.seeking;
    const [existing] = await db.select().from(memberSignups).where(eq(memberSignups.memberId, member.id));
    let row = existing;
    if (!existing) {
      [row] = await db
        .insert(memberSignups)
        .values({ memberId: member.id, seeking: body.seeking ?? 'both', createdAt: clock(), ...signupChanges })
        .returning();
    } else if (Object.keys(signupChanges).length > 0) {
      [row] = await db.update(memberSignups).set(signupChanges).where(eq(memberSignups.memberId, member.id)).returning();
    }
    return {
      relationship: Relationship.safeParse(row?.relationship).data ?? null,
      seeking: row?.seeking ?? 'both',
      about: row?.about ?? null,
      pending_message_to: await pendingMessageTarget(db, member.id),
    };
  });

  app.get(accountApi.signupMatches, { schema: { response: { 200: SignupMatchesAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const now = clock();
    // whom the new member may be shown is discovery's one rule (audience.ts, decision 175): of a
    // gender they look for (what they said at signup, else their sexuality), looking for them,
    // findable on this site under its niche (decision 021), no blocks; in their country
    const ids = rowsOf<{ id: number | string }>(
      await db.execute(sql`SELECT m.id FROM members m
        WHERE ${searchableBy(request.site, member.id, now)} AND ${predicateSql(audienceOf(member))} AND m.country = ${member.country}
        ORDER BY m.last_seen DESC NULLS LAST, m.id DESC LIMIT 12`),
    ).map((r) => Number(r.id));
    const rows = ids.length ? await db.select().from(members).where(inArray(members.id, ids)) : [];
    rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const profiles = await Promise.all(rows.map((row) => profileOf(db, request.site, row, now)));
    return { profiles };
  });

  app.post(accountApi.activationResend, { config: limit, schema: { response: { 200: OkAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    if (member.status === 'not_confirmed') await sendActivation(deps, request, member);
    return { ok: true as const };
  });

  app.get(accountApi.activate, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const now = clock();
    const row = await consumeToken(db, token, 'activate', now);
    const confirmed = row === null ? { ok: false, refused: [] } : await confirmMember(db, row.memberId, now, deps.firstMessageSender);
    if (!confirmed.ok) return reply.redirect(accountPages.activateError, 303);
    // a signup message a rule refused is never silent: the page tells the member why
    const refused = confirmed.refused[0];
    return reply.redirect(refused ? `${accountPages.activateDone}?first_message=${encodeURIComponent(refused)}` : accountPages.activateDone, 303);
  });
}
